import { countryName, formatMoney, type Currency, type Order, type WithdrawalDetail } from '@shop/domain'
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
  // By bank transfer (decision 052): awaited until the shop's bank statement shows it.
  if (payment.transfer_cents > 0) parts.push({ key: 'transfer', label: t(payment.transfer_paid_at ? 'payment.transferReceived' : 'payment.transferAwaited'), cents: payment.transfer_cents })
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

/** The shopper's cancel requests and withdrawals, and what the shop decided (a refusal with its lawful ground). */
export function OrderRequests({ requests, paid, currency }: { requests: Order['requests']; paid: boolean; currency: Currency }) {
  const { t } = useOrdersText()
  const lang = useLanguage()
  const money = (cents: number) => formatMoney(cents, lang, { currency })
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
          {r.withdrawal && (
            <>
              <ul className="mt-2 space-y-0.5 text-ink-800">
                {r.withdrawal.lines.map((l) => (
                  <li key={l.line_id} className="flex justify-between gap-4">
                    <span className="min-w-0 [overflow-wrap:anywhere]">{t('withdraw.summaryLine', { qty: l.quantity, name: l.name })}</span>
                    <span className="shrink-0 tabular-nums">{money(l.amount_cents)}</span>
                  </li>
                ))}
                {r.withdrawal.shipping_cents > 0 && (
                  <li className="flex justify-between gap-4">
                    <span>{t('withdraw.shipping')}</span>
                    <span className="shrink-0 tabular-nums">{money(r.withdrawal.shipping_cents)}</span>
                  </li>
                )}
              </ul>
              <p className="mt-1 font-medium text-ink-900">{t('request.amount', { amount: money(r.withdrawal.amount_cents) })}</p>
            </>
          )}
          {(r.reason || !r.withdrawal) && (
            <p className="mt-1 text-ink-700">
              {r.reason && t('request.reason', { reason: t(`reason.${r.reason}`, { defaultValue: r.reason }) })}
              {/* Cancelling an unpaid (cash on delivery) order refunds nothing; a withdrawal's refund is shown below. */}
              {!r.withdrawal && paid && (
                <>
                  {' · '}
                  {t('request.refundTo', { destination: t(`refund.${r.refund_to}`) })}
                </>
              )}
            </p>
          )}
          {r.details && <p className="mt-1 text-ink-600 [overflow-wrap:anywhere]">“{r.details}”</p>}
          {r.refusal && <p className="mt-2 font-medium text-clay-700">{t('request.refusedBecause', { ground: t(`refusal.${r.refusal}`) })}</p>}
          {r.withdrawal?.refunded && <Refunded refunded={r.withdrawal.refunded} iban={r.withdrawal.iban} sent={r.withdrawal.bank_sent_at} money={money} />}
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

/** Where an accepted withdrawal's money went: card, wallet, gift card, and a bank transfer (sent or on its way). */
function Refunded({ refunded, iban, sent, money }: { refunded: NonNullable<WithdrawalDetail['refunded']>; iban: string; sent: string | null; money: (c: number) => string }) {
  const { t } = useOrdersText()
  const lang = useLanguage()
  const parts = [
    refunded.card_cents > 0 && t('request.refunded.card', { amount: money(refunded.card_cents) }),
    refunded.wallet_cents > 0 && t('request.refunded.wallet', { amount: money(refunded.wallet_cents) }),
    refunded.gift_card_cents > 0 && t('request.refunded.giftCard', { amount: money(refunded.gift_card_cents) }),
    refunded.bank_cents > 0 &&
      (sent
        ? t('request.refunded.bankSent', { amount: money(refunded.bank_cents), iban, date: formatDateTime(sent, lang) })
        : t('request.refunded.bank', { amount: money(refunded.bank_cents), iban })),
  ].filter((p): p is string => !!p)
  return (
    <ul className="mt-2 space-y-0.5 text-sage-800">
      {parts.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  )
}
