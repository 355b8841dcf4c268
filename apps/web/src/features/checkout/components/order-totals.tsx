import { formatVatRate, type ShippingMethod, type TaxMode, type VatBreakdown } from '@shop/domain'
import type { ReactNode } from 'react'
import { cx } from '../../../components/ui/cx'
import { useCheckoutText } from '../hooks/use-checkout-text'

/** What a quote and a placed order both carry: the server's totals, never computed here. */
export interface Totals {
  subtotal_cents: number
  coupons: Array<{ code: string; amount_cents: number }>
  discount_cents: number
  shipping_method: ShippingMethod
  shipping_cents: number
  total_cents: number
  /** Decision 038: whether prices include VAT, and the VAT per rate (none: no VAT lines) */
  tax_mode?: TaxMode
  vat_breakdown?: VatBreakdown[]
  /** A quote's: the coupons took the goods under the free-shipping line */
  coupon_cancels_free_shipping?: boolean
}

/** Subtotal, each coupon, discount, shipping and total: the same block on every step. */
export function OrderTotals({ totals, className }: { totals: Totals; className?: string }) {
  const { t, lang, money } = useCheckoutText()
  const vat = totals.tax_mode && totals.tax_mode !== 'none' ? (totals.vat_breakdown ?? []).filter((b) => b.vat_rate_bp > 0) : []
  const vatRows = vat.map((b) => (
    <Row
      key={b.vat_rate_bp}
      label={t(totals.tax_mode === 'included' ? 'totals.vatIncluded' : 'totals.vatAdded', { rate: formatVatRate(b.vat_rate_bp, lang) })}
      value={money(b.vat_cents)}
      muted
    />
  ))
  return (
    <dl className={cx('space-y-2 text-sm', className)} aria-label={t('totals.label')}>
      <Row label={t('totals.subtotal')} value={money(totals.subtotal_cents)} />
      {totals.discount_cents > 0 && (
        <>
          <Row label={t('totals.discount')} value={`−${money(totals.discount_cents)}`} valueClassName="text-sage-700" />
          {totals.coupons.map((c) => (
            <Row
              key={c.code}
              label={t('totals.coupon', { code: c.code })}
              value={`−${money(c.amount_cents)}`}
              muted
            />
          ))}
          {totals.coupon_cancels_free_shipping && (
            <div className="pl-3 text-xs text-clay-700" data-testid="coupon-cancels-free-shipping">
              <dt className="sr-only">{t('totals.discount')}</dt>
              <dd>{t('totals.couponCancelsFreeShipping')}</dd>
            </div>
          )}
        </>
      )}
      <Row
        label={t('totals.shipping', { method: t(`shipping.method.${totals.shipping_method}`) })}
        value={totals.shipping_cents === 0 ? t('shipping.free') : money(totals.shipping_cents)}
        valueClassName={totals.shipping_cents === 0 ? 'font-semibold text-sage-700' : undefined}
      />
      <div className="flex items-baseline justify-between gap-4 border-t border-ink-100 pt-3 text-base">
        <dt className="font-semibold text-ink-900">{t('totals.total')}</dt>
        <dd className="font-display text-2xl text-ink-900" data-testid="order-total">
          {money(totals.total_cents)}
        </dd>
      </div>
      {/* VAT added on top is part of the total's sum; VAT included is said under it ("incl. VAT 21 %: 77,93 Kč"). */}
      {vatRows}
    </dl>
  )
}

function Row({ label, value, muted = false, valueClassName }: { label: ReactNode; value: ReactNode; muted?: boolean; valueClassName?: string }) {
  return (
    <div className={cx('flex items-baseline justify-between gap-4', muted ? 'pl-3 text-xs text-ink-500' : 'text-ink-700')}>
      <dt className="min-w-0">{label}</dt>
      <dd className={cx('shrink-0 tabular-nums', valueClassName ?? (muted ? 'text-ink-500' : 'text-ink-900'))}>{value}</dd>
    </div>
  )
}
