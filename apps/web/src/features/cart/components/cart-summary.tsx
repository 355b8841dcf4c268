import type { Cart } from '@shop/domain'
import { useId } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { Button, buttonClasses } from '../../../components/ui/button'
import { ArrowRightIcon, TruckIcon } from '../../../components/ui/icons'
import { formatPrice } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'

/**
 * The goods total and the way on. Only the quote at checkout adds coupons and shipping, so this
 * box says how far the free-shipping threshold is and leaves the rest to checkout.
 */
export function CartSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart')
  const lang = useLanguage()
  const headingId = useId()
  // The destination's standard shipping line, in the cart's currency (null: never free there).
  const threshold = cart.free_shipping_from_cents
  const missing = threshold === null ? 0 : Math.max(0, threshold - cart.subtotal_cents)
  const progress = threshold === null ? 0 : Math.min(100, Math.round((cart.subtotal_cents / threshold) * 100))
  const buyable = cart.item_count > 0
  const money = (cents: number) => formatPrice(cents, lang, cart.currency)

  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-white/70 p-5 ring-1 ring-cream-200 sm:p-6">
      <h2 id={headingId} className="text-2xl text-ink-900">
        {t('summary.title')}
      </h2>
      <dl className="mt-5 space-y-3 text-ink-700">
        <div className="flex items-baseline justify-between gap-4">
          <dt>
            {t('summary.subtotal')} <span className="text-sm text-ink-500">({t('summary.items', { count: cart.item_count })})</span>
          </dt>
          <dd className="text-right">
            <span className="block text-lg font-semibold tabular-nums text-ink-900">{money(cart.subtotal_cents)}</span>
            {/* What the subtotal includes, part of its value (a <dl> holds only dt/dd groups) */}
            {cart.tax_mode !== 'none' && (
              <span className="block text-xs text-ink-500">{t(cart.tax_mode === 'included' ? 'summary.inclVat' : 'summary.plusVat')}</span>
            )}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 text-sm">
          <dt>{t('summary.shipping')}</dt>
          <dd>{t('summary.shippingAtCheckout')}</dd>
        </div>
      </dl>

      {buyable && threshold !== null && (
        <div className="mt-5 rounded-2xl bg-sage-50 p-3.5 text-sm text-sage-800 ring-1 ring-sage-100">
          <p className="flex items-start gap-2">
            <TruckIcon size={18} className="mt-px shrink-0" />
            <span>
              {missing > 0
                ? t('summary.freeShippingMore', { amount: money(missing), threshold: money(threshold) })
                : t('summary.freeShippingReached')}
            </span>
          </p>
          <div aria-hidden="true" className="mt-2.5 h-1.5 overflow-hidden rounded-full bg-sage-100">
            <div className="h-full rounded-full bg-sage-500 transition-[width] duration-500" style={{ width: `${progress}%` }} />
          </div>
        </div>
      )}

      <p className="mt-4 text-xs leading-relaxed text-ink-500">{t('summary.atCheckout')}</p>

      {cart.has_notices && buyable && <p className="mt-3 text-sm text-clay-700">{t('summary.checkNotices')}</p>}

      <div className="mt-5 flex flex-col gap-3">
        {buyable ? (
          <Link to="/checkout" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
            {t('summary.checkout')}
            <ArrowRightIcon size={18} />
          </Link>
        ) : (
          <>
            <p className="text-sm text-clay-700">{t('summary.nothingBuyable')}</p>
            <Button size="lg" disabled className="w-full">
              {t('summary.checkout')}
            </Button>
          </>
        )}
        <Link to="/categoryoverview" className="text-center text-sm font-medium text-sage-700 underline-offset-4 hover:underline">
          {t('summary.continue')}
        </Link>
      </div>
    </section>
  )
}
