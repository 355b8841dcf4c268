import { isCountryCode, isCurrency, SHIPPING_METHODS, type CheckoutAddress, type Currency, type Order, type ShippingMethod } from '@shop/domain'
import { useSyncExternalStore } from 'react'

/**
 * What the shopper decided so far in this tab's checkout. It lives in sessionStorage: a reload or a
 * detour to /login keeps it, a new tab starts afresh, and closing the tab forgets the address.
 */
export interface CheckoutState {
  /** Guests: where the confirmation goes (signed-in shoppers' orders use the account email) */
  email: string | null
  address: CheckoutAddress | null
  /** The saved address it was taken from, so the picker shows it chosen */
  address_id: string | null
  /** Where it goes while the address is still being typed (a guest's pick in the form), else null */
  country: string | null
  shipping_method: ShippingMethod
  coupons: string[]
  /** The idempotency key of the current place-order attempt; reused only to retry the same attempt */
  attempt_key: string | null
  /** The order just placed, for the confirmation page (guests cannot read it back) */
  placed: Order | null
  /**
   * The currency the shopper has seen the totals in (the first quote of this checkout, then the one
   * they confirmed after a change of delivery country moved the order to another market)
   */
  seen_currency: Currency | null
}

export const CHECKOUT_STORAGE_KEY = 'checkout'

export const EMPTY_CHECKOUT: CheckoutState = {
  email: null,
  address: null,
  address_id: null,
  country: null,
  shipping_method: 'standard',
  coupons: [],
  attempt_key: null,
  placed: null,
  seen_currency: null,
}

const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cachedState: CheckoutState = EMPTY_CHECKOUT

function readRaw(): string | null {
  try {
    return sessionStorage.getItem(CHECKOUT_STORAGE_KEY)
  } catch {
    return null
  }
}

/** Anything unreadable (an older shape, hand edits) counts as no checkout rather than a crash. */
function parse(raw: string | null): CheckoutState {
  if (!raw) return EMPTY_CHECKOUT
  try {
    const v = JSON.parse(raw) as Partial<CheckoutState>
    return {
      email: typeof v.email === 'string' ? v.email : null,
      address: v.address && typeof v.address === 'object' ? v.address : null,
      address_id: typeof v.address_id === 'string' ? v.address_id : null,
      country: typeof v.country === 'string' ? v.country : null,
      shipping_method: SHIPPING_METHODS.includes(v.shipping_method as ShippingMethod) ? (v.shipping_method as ShippingMethod) : 'standard',
      coupons: Array.isArray(v.coupons) ? v.coupons.filter((c): c is string => typeof c === 'string') : [],
      attempt_key: typeof v.attempt_key === 'string' ? v.attempt_key : null,
      placed: v.placed && typeof v.placed === 'object' ? v.placed : null,
      seen_currency: isCurrency(v.seen_currency) ? v.seen_currency : null,
    }
  } catch {
    return EMPTY_CHECKOUT
  }
}

/** The same object until the storage changes (useSyncExternalStore needs a stable snapshot). */
export function readCheckout(): CheckoutState {
  const raw = readRaw()
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cachedState = parse(raw)
  }
  return cachedState
}

export function updateCheckout(change: Partial<CheckoutState> | ((s: CheckoutState) => Partial<CheckoutState>)): CheckoutState {
  const current = readCheckout()
  const next = { ...current, ...(typeof change === 'function' ? change(current) : change) }
  try {
    sessionStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(next))
  } catch {
    // Storage disabled: keep the state for this page view at least.
    cachedRaw = readRaw()
    cachedState = next
  }
  for (const l of [...listeners]) l()
  return next
}

/** Starts over (after an order is placed), keeping only what the confirmation page shows. */
export function resetCheckout(keep: Partial<CheckoutState> = {}): void {
  updateCheckout({ ...EMPTY_CHECKOUT, ...keep })
}

/** The key of the current attempt, made on first use (a retry after a network error reuses it). */
export function attemptKey(): string {
  const existing = readCheckout().attempt_key
  if (existing) return existing
  const key = crypto.randomUUID()
  updateCheckout({ attempt_key: key })
  return key
}

function subscribe(onChange: () => void) {
  listeners.add(onChange)
  return () => listeners.delete(onChange)
}

export function useCheckoutState(): CheckoutState {
  return useSyncExternalStore(subscribe, readCheckout, readCheckout)
}

/** The country the quote is asked for: a guest's pick in the form, else the chosen address's (an ISO code), else none. */
export function destinationOf(state: Pick<CheckoutState, 'country' | 'address'>): string | undefined {
  if (isCountryCode(state.country)) return state.country
  return isCountryCode(state.address?.country) ? state.address.country : undefined
}
