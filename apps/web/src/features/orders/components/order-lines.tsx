import { formatMoney, formatVatRate, type Currency, type Order, pictureSources } from '@shop/domain'
import { Link } from '../../../lib/router'
import { useLanguage } from '../../../lib/i18n'
import { useOrdersText } from '../hooks/use-orders-text'

/** What was bought, at the price paid then, in the order's currency. */
export function OrderLines({ lines, currency }: { lines: Order['lines']; currency: Currency }) {
  const { t } = useOrdersText()
  const lang = useLanguage()
  return (
    <ul aria-label={t('lines.label')} className="divide-y divide-ink-100">
      {lines.map((line) => (
        <li key={line.variant_id} className="flex gap-4 py-4 first:pt-0 last:pb-0">
          {line.image ? (
            <img {...pictureSources(line.image, { widest: false })} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded-xl bg-cream-100 object-cover" />
          ) : (
            <span aria-hidden="true" className="size-16 shrink-0 rounded-xl bg-cream-100" />
          )}
          <div className="min-w-0 flex-1">
            <Link to={`/productdetails/${line.product_id}`} className="font-medium text-ink-900 hover:text-sage-700 hover:underline [overflow-wrap:anywhere]">
              {line.name}
            </Link>
            <p className="mt-0.5 text-sm text-ink-600">
              <span className="sr-only">{t('lines.size')}: </span>
              {line.size_label}
              <span aria-hidden="true"> · </span>
              <span>{t('lines.quantity', { qty: line.quantity, price: formatMoney(line.unit_price_cents, lang, { currency }) })}</span>
            </p>
          </div>
          <p className="shrink-0 font-medium text-ink-900 tabular-nums">{formatMoney(line.line_total_cents, lang, { currency })}</p>
        </li>
      ))}
    </ul>
  )
}

/** Subtotal, each coupon, shipping, the total and the VAT in it (per rate) as the server computed them, in the order's currency. */
export function OrderTotals({ order }: { order: Order }) {
  const { t } = useOrdersText()
  const lang = useLanguage()
  const money = (cents: number) => formatMoney(cents, lang, { currency: order.currency })
  const vat = order.tax_mode === 'none' ? [] : order.vat_breakdown.filter((b) => b.vat_rate_bp > 0)
  return (
    <dl className="space-y-2 text-sm">
      <Row label={t('totals.subtotal')} value={money(order.subtotal_cents)} />
      {order.coupons.map((c) => (
        <Row key={c.code} label={t('totals.coupon', { code: c.code })} value={`−${money(c.amount_cents)}`} />
      ))}
      {order.coupons.length === 0 && order.discount_cents > 0 && <Row label={t('totals.discount')} value={`−${money(order.discount_cents)}`} />}
      <Row
        label={t('totals.shipping', { method: t(`shipping.${order.shipping_method}`) })}
        value={order.shipping_cents === 0 ? t('totals.free') : money(order.shipping_cents)}
      />
      <div className="flex justify-between gap-4 border-t border-ink-100 pt-3 text-base font-semibold text-ink-900">
        <dt>{t('totals.total')}</dt>
        <dd className="tabular-nums">{money(order.total_cents)}</dd>
      </div>
      {vat.map((b) => (
        <Row
          key={b.vat_rate_bp}
          label={t(order.tax_mode === 'included' ? 'totals.vatIncluded' : 'totals.vatAdded', { rate: formatVatRate(b.vat_rate_bp, lang) })}
          value={money(b.vat_cents)}
        />
      ))}
      {order.refunded_cents > 0 && <Row label={t('totals.refunded')} value={money(order.refunded_cents)} />}
    </dl>
  )
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 text-ink-700">
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  )
}
