import { countryName, formatMoney, type Currency, type Order } from '@shop/domain'
import { cx } from '../../../components/ui/cx'
import { formatDateTime } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { useOrdersText } from '../hooks/use-orders-text'

export function ShippingAddress({ address }: { address: Order['shipping_address'] }) {
  const lang = useLanguage()
  return (
    <address className="text-sm leading-relaxed text-ink-700 not-italic [overflow-wrap:anywhere]">
      {address.first_name} {address.last_name}
      <br />
      {address.street}
      <br />
      {address.zip_code} {address.city}
      {address.state ? `, ${address.state}` : ''}
      <br />
      {countryName(address.country, lang)}
    </address>
  )
}

/** How the order was paid: each part that was used. */
export function PaymentSummary({ payment, currency }: { payment: Order['payment']; currency: Currency }) {
  const { t } = useOrdersText()
  const lang = useLanguage()
  const parts: Array<{ key: string; label: string; cents: number }> = []
  if (payment.wallet_cents > 0) parts.push({ key: 'wallet', label: t('payment.wallet'), cents: payment.wallet_cents })
  if (payment.gift_card_cents > 0) parts.push({ key: 'gift', label: t('payment.giftCard'), cents: payment.gift_card_cents })
  if (payment.card_cents > 0) {
    const card = payment.card ? t('payment.cardOf', { brand: brandName(payment.card.brand), last4: payment.card.last4 }) : t('payment.card')
    parts.push({ key: 'card', label: card, cents: payment.card_cents })
  }
  if (payment.cod_cents > 0) parts.push({ key: 'cod', label: t('payment.cod'), cents: payment.cod_cents })
  if (parts.length === 0) return <p className="text-sm text-ink-700">{t('payment.nothing')}</p>
  return (
    <dl className="space-y-1.5 text-sm">
      {parts.map((p) => (
        <div key={p.key} className="flex justify-between gap-4 text-ink-700">
          <dt>{p.label}</dt>
          <dd className="tabular-nums">{formatMoney(p.cents, lang, { currency })}</dd>
        </div>
      ))}
    </dl>
  )
}

function brandName(brand: string): string {
  const names: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' }
  return names[brand] ?? brand
}

/** The shopper's cancel and return requests and what the shop decided. */
export function OrderRequests({ requests, paid }: { requests: Order['requests']; paid: boolean }) {
  const { t } = useOrdersText()
  const lang = useLanguage()
  if (requests.length === 0) return null
  return (
    <ul className="space-y-3">
      {requests.map((r) => (
        <li key={r.id} className="rounded-xl bg-cream-100/70 p-4 text-sm ring-1 ring-ink-100">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium text-ink-900">{t(`request.kind.${r.kind}`)}</p>
            <span
              className={cx(
                'rounded-full px-2 py-0.5 text-xs font-semibold',
                r.status === 'pending' && 'bg-cream-200 text-ink-800',
                r.status === 'accepted' && 'bg-sage-100 text-sage-800',
                r.status === 'rejected' && 'bg-clay-50 text-clay-700',
              )}
            >
              {t(`request.state.${r.status}`)}
            </span>
          </div>
          <p className="mt-1 text-ink-700">
            {t('request.reason', { reason: t(`reason.${r.reason}`, { defaultValue: r.reason }) })}
            {/* Cancelling an unpaid (cash on delivery) order refunds nothing; a return of one refunds the cash collected. */}
            {(paid || r.kind === 'return') && (
              <>
                {' · '}
                {t('request.refundTo', { destination: t(`refund.${r.refund_to}`) })}
              </>
            )}
          </p>
          {r.details && <p className="mt-1 text-ink-600 [overflow-wrap:anywhere]">“{r.details}”</p>}
          <p className="mt-1 text-xs text-ink-500">
            {t('request.sent', { date: formatDateTime(r.created_at, lang) })}
            {r.decided_at && ` · ${t('request.decided', { date: formatDateTime(r.decided_at, lang) })}`}
          </p>
          {r.note && <p className="mt-1 text-ink-700 [overflow-wrap:anywhere]">{t('request.note', { note: r.note })}</p>}
        </li>
      ))}
    </ul>
  )
}
