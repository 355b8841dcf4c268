import type { Order } from '@shop/domain'
import { Link } from '../../../lib/router'
import { buttonClasses } from '../../../components/ui/button'
import { PostalAddress } from '../../../components/ui/postal-address'
import { useCheckoutText } from '../hooks/use-checkout-text'
import { OrderLines } from './order-lines'
import { OrderTotals } from './order-totals'
import { SectionCard } from './section-card'
import { MoneyCurrency } from '../money-currency'

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' }

/** How the order was paid, one line per source: "Visa •••• 4242", wallet, gift card, cash on delivery. */
export function PaymentSummary({ payment }: { payment: Order['payment'] }) {
  const { t, money } = useCheckoutText()
  const rows: Array<[string, number]> = []
  if (payment.wallet_cents > 0) rows.push([t('confirm.paidWallet'), payment.wallet_cents])
  if (payment.gift_card_cents > 0) rows.push([t('confirm.paidGiftCard'), payment.gift_card_cents])
  if (payment.card_cents > 0) {
    const brand = payment.card ? (BRANDS[payment.card.brand] ?? t('confirm.card')) : t('confirm.card')
    rows.push([payment.card ? `${brand} •••• ${payment.card.last4}` : brand, payment.card_cents])
  }
  if (payment.cod_cents > 0) rows.push([t('confirm.paidCod'), payment.cod_cents])
  if (payment.transfer_cents > 0) rows.push([t('confirm.paidTransfer'), payment.transfer_cents])
  return (
    <dl className="space-y-1.5 text-sm">
      {rows.map(([label, cents]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-ink-700">{label}</dt>
          <dd className="tabular-nums text-ink-900">{money(cents)}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The placed order: where it goes, how it was paid, what is in it, and where to follow it. */
export function OrderReceipt({ order, signedIn }: { order: Order; signedIn: boolean }) {
  const { t } = useCheckoutText()
  return (
    <MoneyCurrency.Provider value={order.currency}>
    <div className="space-y-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <SectionCard title={t('confirm.shipTo')}>
          <PostalAddress address={order.shipping_address} />
          <p className="mt-3 text-sm text-ink-600">
            {t(`shipping.method.${order.shipping_method}`)}
          </p>
        </SectionCard>
        <SectionCard title={t('confirm.payment')}>
          <PaymentSummary payment={order.payment} />
        </SectionCard>
      </div>
      <SectionCard title={t('confirm.items')}>
        <OrderLines lines={order.lines} size="md" />
        <OrderTotals totals={order} className="mt-6 border-t border-ink-100 pt-5" />
      </SectionCard>
      <div className="flex flex-col gap-3 sm:flex-row">
        {signedIn ? (
          <Link to={`/individualorderview/${encodeURIComponent(order.id)}`} className={buttonClasses({ size: 'lg' })}>
            {t('confirm.viewOrder')}
          </Link>
        ) : (
          <Link to="/trackorder" className={buttonClasses({ size: 'lg' })}>
            {t('confirm.trackOrder')}
          </Link>
        )}
        <Link to="/" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          {t('confirm.continueShopping')}
        </Link>
      </div>
    </div>
    </MoneyCurrency.Provider>
  )
}
