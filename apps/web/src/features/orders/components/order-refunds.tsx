import type { Order, OrderRefund } from '@shop/domain'
import { formatDate, formatPrice } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { useOrdersText } from '../hooks/use-orders-text'

const DESTINATIONS = [
  ['card', 'card_cents'],
  ['wallet', 'wallet_cents'],
  ['gift_card', 'gift_card_cents'],
  ['bank', 'bank_cents'],
] as const satisfies ReadonlyArray<readonly [string, keyof OrderRefund['to']]>

/**
 * The order's refunds by staff (decision 053), one sentence per place the money went
 * ("Refunded 120,00 Kč to your card on 28 Nov 2026"), with the items it was for and the reason;
 * staff (`staff`) read it in the third person, with the credit note and whether the items went back to stock.
 */
export function OrderRefunds({ order, staff = false }: { order: Pick<Order, 'refunds' | 'currency'>; staff?: boolean }) {
  const { t } = useOrdersText()
  const lang = useLanguage()
  if (!order.refunds.length) return null
  return (
    <ul className="space-y-3 text-sm" data-testid="order-refunds">
      {order.refunds.map((r) => {
        const date = formatDate(r.created_at, lang)
        const items = r.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')
        return (
          <li key={r.id} className="rounded-xl bg-cream-100 px-4 py-3 text-ink-800">
            {DESTINATIONS.filter(([, field]) => r.to[field] > 0).map(([dest, field]) => (
              <p key={dest} className="font-medium text-ink-900">
                {t(staff ? `refunds.staff.${dest}` : `refunds.${dest}`, { amount: formatPrice(r.to[field], lang, order.currency), date })}
              </p>
            ))}
            {items && <p className="mt-1 text-ink-700 [overflow-wrap:anywhere]">{t('refunds.items', { items })}</p>}
            {r.reason && <p className="mt-1 text-ink-600 italic [overflow-wrap:anywhere]">{r.reason}</p>}
            {staff && (r.credit_note || r.restocked) && (
              <p className="mt-1 text-ink-600">
                {[r.credit_note ? t('refunds.staff.creditNote', { number: r.credit_note }) : '', r.restocked ? t('refunds.staff.restocked') : ''].filter(Boolean).join(' · ')}
              </p>
            )}
          </li>
        )
      })}
    </ul>
  )
}
