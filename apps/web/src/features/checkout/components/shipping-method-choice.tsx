import { SHIPPING_DAYS, SHIPPING_METHODS, shippingCost, type Quote, type ShippingMethod } from '@shop/domain'
import { useId } from 'react'
import { cx } from '../../../components/ui/cx'
import { updateCheckout, useCheckoutState } from '../checkout-state'
import { useCheckoutText } from '../hooks/use-checkout-text'

/**
 * Standard or express, each with its price for this order. The chosen one shows the quote's
 * shipping; the other the shared rule the server applies (the same function), so "Free" appears
 * exactly when choosing it would make the quote say so.
 */
export function ShippingMethodChoice({ quote }: { quote: Quote | undefined }) {
  const { t, money } = useCheckoutText()
  const { shipping_method } = useCheckoutState()
  const legendId = useId()

  const price = (method: ShippingMethod): number | null => {
    if (!quote) return null
    if (method === quote.shipping_method) return quote.shipping_cents
    return shippingCost(method, quote.subtotal_cents - quote.discount_cents)
  }

  return (
    <div role="radiogroup" aria-labelledby={legendId} className="space-y-3">
      <h2 id={legendId} className="font-sans text-sm font-semibold tracking-wide text-ink-600 uppercase">
        {t('shipping.title')}
      </h2>
      {SHIPPING_METHODS.map((method) => {
        const selected = method === shipping_method
        const cents = price(method)
        return (
          <label
            key={method}
            className={cx(
              'flex cursor-pointer items-center gap-4 rounded-2xl bg-white p-4 ring-1 transition-shadow sm:p-5',
              selected ? 'shadow-sm ring-2 ring-sage-600' : 'ring-ink-100 hover:ring-sage-300',
            )}
          >
            <input
              type="radio"
              name="shipping-method"
              value={method}
              className="size-5 shrink-0 accent-sage-700"
              checked={selected}
              onChange={() => updateCheckout({ shipping_method: method })}
            />
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-ink-900">{t(`shipping.method.${method}`)}</span>
              <span className="block text-sm text-ink-600">{t('shipping.days', { days: SHIPPING_DAYS[method] })}</span>
            </span>
            <span className={cx('shrink-0 tabular-nums', cents === 0 ? 'font-semibold text-sage-700' : 'text-ink-900')}>
              {cents === null ? '…' : cents === 0 ? t('shipping.free') : money(cents)}
            </span>
          </label>
        )
      })}
      {quote && price('standard') !== 0 && (
        <p className="text-sm text-ink-600">{t('shipping.freeFrom', { amount: money(quote.free_shipping_threshold_cents) })}</p>
      )}
    </div>
  )
}
