import type { Order } from '@shop/domain'
import { useEffect } from 'react'
import { Link, Navigate, useSearchParams } from '../../lib/router'
import { buttonClasses } from '../../components/ui/button'
import { Container } from '../../components/ui/container'
import { EmptyState } from '../../components/ui/empty-state'
import { PageSpinner } from '../../components/ui/spinner'
import { useAuth } from '../../lib/use-auth'
import { useOrder } from '../../features/checkout/api/checkout-api'
import { readCheckout, resetCheckout, useCheckoutState } from '../../features/checkout/checkout-state'
import { CheckoutFrame } from '../../features/checkout/components/checkout-frame'
import { OrderReceipt } from '../../features/checkout/components/order-receipt'
import { useCheckoutText } from '../../features/checkout/hooks/use-checkout-text'
import { TransferInstructions } from '../../features/bank-transfer/components/transfer-instructions'

/**
 * The order just placed: from the answer kept in the checkout state (guests cannot read orders
 * back), or fetched by id for a signed-in shopper who reloads or comes back later.
 */
export function Component() {
  const { t } = useCheckoutText()
  const { user } = useAuth()
  const [params] = useSearchParams()
  const { placed } = useCheckoutState()
  const id = params.get('order') ?? placed?.id ?? null
  const kept = placed && placed.id === id ? placed : null
  const fetched = useOrder(id, !kept && !!user)

  // The checkout is over: the next one starts afresh (a new attempt key, no old coupons).
  useEffect(() => {
    const state = readCheckout()
    if (state.address || state.coupons.length || state.email || state.attempt_key) resetCheckout({ placed: state.placed })
  }, [])

  if (!id) return <Navigate to="/cart" replace />
  const order = kept ?? fetched.data
  if (order) return <Confirmation order={order} signedIn={!!user} />
  if (user && fetched.isPending) return <PageSpinner />
  return (
    <Container className="py-16">
      <EmptyState
        headingLevel={1}
        className="mx-auto max-w-xl py-14"
        title={t('confirm.missingTitle')}
        message={t(user ? 'confirm.missingText' : 'confirm.missingGuest')}
        action={
          <Link to={user ? '/orderhistory' : '/trackorder'} className={buttonClasses({ className: 'mt-2' })}>
            {t(user ? 'confirm.orderHistory' : 'confirm.trackOrder')}
          </Link>
        }
      />
    </Container>
  )
}

function Confirmation({ order, signedIn }: { order: Order; signedIn: boolean }) {
  const { t } = useCheckoutText()
  return (
    <CheckoutFrame
      step="done"
      title={t('confirm.title')}
      intro={
        <>
          <span className="block">
            {t('confirm.number')}{' '}
            <strong className="font-semibold tracking-wide text-ink-900" data-testid="order-number">
              {order.number}
            </strong>
          </span>
          <span className="mt-1 block text-base">{t('confirm.emailSent', { email: order.email })}</span>
        </>
      }
    >
      <div className="space-y-6">
        <TransferInstructions lookup={signedIn ? { order_id: order.id } : { number: order.number, email: order.email }} transferCents={order.payment.transfer_cents} />
        <OrderReceipt order={order} signedIn={signedIn} />
      </div>
    </CheckoutFrame>
  )
}
