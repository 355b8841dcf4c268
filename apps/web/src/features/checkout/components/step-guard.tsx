import type { ReactNode } from 'react'
import { Navigate } from '../../../lib/router'
import { useAuth } from '../../../lib/use-auth'
import { useCheckoutState, type CheckoutState } from '../checkout-state'

export type GuardedStep = 'address' | 'review' | 'payment'

/** Where a shopper whose checkout lacks this step's inputs belongs, or null when the step can be shown. */
export function stepRedirect(step: GuardedStep, state: CheckoutState, signedIn: boolean): string | null {
  // Guests say where the confirmation goes first; an account already has an email.
  if (!signedIn && !state.email) return '/checkout'
  if (step === 'address') return null
  if (!state.address) return '/shippingaddress'
  return null
}

/** Shows the step, or sends the shopper back to the first step whose inputs are missing. */
export function StepGuard({ step, children }: { step: GuardedStep; children: ReactNode }) {
  const state = useCheckoutState()
  const { user } = useAuth()
  const to = stepRedirect(step, state, !!user)
  return to ? <Navigate to={to} replace /> : children
}
