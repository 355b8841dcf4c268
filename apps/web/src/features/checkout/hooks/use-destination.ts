import { isCountryCode, type Quote } from '@shop/domain'
import { useCallback, useEffect } from 'react'
import { readShipTo, writeShipTo } from '../../../lib/ship-to'
import { updateCheckout, useCheckoutState } from '../checkout-state'

/**
 * The checkout's delivery country settles where the shopper ships to (decision 038): once a quote is
 * priced for a country other than the "Ship to" choice, the choice follows it (the header, the cart
 * and the pages' prices with it). The first quote's currency is the one the shopper has seen.
 */
export function useFollowDestination(quote: Quote | undefined): void {
  const seen = useCheckoutState().seen_currency
  const country = quote?.country
  const currency = quote?.currency
  useEffect(() => {
    if (currency && !seen) updateCheckout({ seen_currency: currency })
  }, [currency, seen])
  useEffect(() => {
    if (isCountryCode(country) && readShipTo() !== country) writeShipTo(country)
  }, [country])
}

/**
 * Whether the quote is in another currency than the shopper has seen the totals in (a delivery
 * country in another market re-priced the order), and the way to confirm the new total.
 */
export function useCurrencyChange(quote: Quote): { changed: boolean; from: string | null; acknowledge: () => void } {
  const seen = useCheckoutState().seen_currency
  const changed = !!seen && seen !== quote.currency
  const acknowledge = useCallback(() => updateCheckout({ seen_currency: quote.currency }), [quote.currency])
  return { changed, from: seen, acknowledge }
}
