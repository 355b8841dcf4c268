import { CARRIER_NAMES, countryName, isCountryCode, type Quote } from '@shop/domain'
import { useEffect, useId } from 'react'
import { Notice } from '../../../components/ui/fields'
import { cx } from '../../../components/ui/cx'
import { ApiError } from '../../../lib/api-client'
import { destinationOf, updateCheckout, useCheckoutState } from '../checkout-state'
import { useCheckoutText } from '../hooks/use-checkout-text'

/**
 * The delivery methods of the destination country's zone, each with its carrier, days and its
 * price for this order as the server worked it out (decision 031). A country no zone serves shows
 * a notice instead. When the zone does not offer the method chosen before, the quote priced its
 * first one; the choice follows, so what is shown is what will be ordered. `current`: the quote
 * answers the request as it stands (not a previous answer kept on screen while a new one loads).
 */
export function ShippingMethodChoice({ quote, error, current = true }: { quote: Quote | undefined; error?: unknown; current?: boolean }) {
  const { t, money, lang } = useCheckoutText()
  const state = useCheckoutState()
  const legendId = useId()
  const destination = destinationOf(state) ?? quote?.country
  const unserved = error instanceof ApiError && error.reason === 'shipping_country_unserved'
  // Only an answer to the request as it stands (not the previous one kept on screen) says what was priced.
  const priced = current ? quote?.shipping_method : undefined

  useEffect(() => {
    if (priced && priced !== state.shipping_method) updateCheckout({ shipping_method: priced })
  }, [priced, state.shipping_method])

  return (
    <div role="radiogroup" aria-labelledby={legendId} className="space-y-3">
      <h2 id={legendId} className="font-sans text-sm font-semibold tracking-wide text-ink-600 uppercase">
        {isCountryCode(destination) ? t('shipping.deliverTo', { country: countryName(destination, lang) }) : t('shipping.title')}
      </h2>
      {unserved && destination ? (
        <Notice>{t('shipping.unserved', { country: countryName(destination, lang) })}</Notice>
      ) : (
        quote?.shipping_options.map((option) => {
          const selected = option.code === state.shipping_method
          // An empty cart has nothing to send: show the method's own price rather than "Free".
          const cents = quote.lines.length ? option.cents : option.price_cents
          return (
            <label
              key={option.code}
              className={cx(
                'flex cursor-pointer items-center gap-4 rounded-2xl bg-white p-4 ring-1 transition-shadow sm:p-5',
                selected ? 'shadow-sm ring-2 ring-sage-600' : 'ring-ink-100 hover:ring-sage-300',
              )}
            >
              <input
                type="radio"
                name="shipping-method"
                value={option.code}
                className="size-5 shrink-0 accent-sage-700"
                checked={selected}
                onChange={() => updateCheckout({ shipping_method: option.code })}
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-ink-900">{option.name}</span>
                <span className="block text-sm text-ink-600">{t('shipping.carrierDays', { carrier: CARRIER_NAMES[option.carrier], days: option.delivery_days })}</span>
                {option.free_from_cents !== null && cents !== 0 && (
                  <span className="block text-sm text-sage-800">{t('shipping.methodFree', { amount: money(option.free_from_cents) })}</span>
                )}
              </span>
              <span className={cx('shrink-0 tabular-nums', cents === 0 ? 'font-semibold text-sage-700' : 'text-ink-900')}>
                {cents === 0 ? t('shipping.free') : money(cents)}
              </span>
            </label>
          )
        })
      )}
    </div>
  )
}
