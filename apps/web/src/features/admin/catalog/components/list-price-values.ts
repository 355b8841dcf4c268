import { HAND_SET_CURRENCIES, LIST_PRICE_FIELDS, type HandSetCurrency, type StaffListPriceFields, type StaffVariant } from '@shop/domain'
import { moneyText, parseMoney } from '../../components/coupon-values'

/**
 * A size's EUR and CZK prices on the staff forms (decision 037), as the inputs hold them. A list
 * follows the USD price at the current exchange rate until staff type a price in it; emptying the
 * price ("Fill from USD") lets it follow USD again.
 */
export type ListPriceValues = Record<HandSetCurrency, { price: string; compare_at: string }>

/** The list prices a variant shows, and whether each was set by hand. */
export type StoredListPrices = Pick<StaffVariant, 'price_eur_cents' | 'compare_at_eur_cents' | 'price_eur_manual' | 'price_czk_cents' | 'compare_at_czk_cents' | 'price_czk_manual'>

export const BLANK_LIST_PRICES: ListPriceValues = { EUR: { price: '', compare_at: '' }, CZK: { price: '', compare_at: '' } }

export function listPriceValuesOf(v: StoredListPrices): ListPriceValues {
  const one = (cur: HandSetCurrency) => {
    const f = LIST_PRICE_FIELDS[cur]
    const compareAt = v[f.compare_at]
    return { price: moneyText(v[f.price]), compare_at: compareAt === null ? '' : moneyText(compareAt) }
  }
  return { EUR: one('EUR'), CZK: one('CZK') }
}

/**
 * What to send for the lists: nothing for a list left as it was, the typed prices for a changed
 * one (kept by hand), `fill_<cur>` for a list set by hand whose price was emptied. A new size
 * (`stored` null) with an empty price is filled from USD. `errors` (empty when all is well) are
 * admin2 keys by the server's field names.
 */
export function toListPriceFields(values: ListPriceValues, stored: StoredListPrices | null): { fields: StaffListPriceFields; errors: Record<string, string> } {
  const fields: StaffListPriceFields = {}
  const errors: Record<string, string> = {}
  for (const cur of HAND_SET_CURRENCIES) {
    const f = LIST_PRICE_FIELDS[cur]
    const { price: priceText, compare_at: compareText } = values[cur]
    if (!priceText.trim()) {
      if (compareText.trim()) errors[f.compare_at] = 'prices.error.compareWithoutPrice'
      else if (stored?.[f.manual]) fields[f.fill] = true
      continue
    }
    const price = parseMoney(priceText)
    if (Number.isNaN(price)) errors[f.price] = 'form.error.money'
    else if (price <= 0) errors[f.price] = 'prices.error.positive'
    let compareAt: number | null = null
    if (compareText.trim()) {
      compareAt = parseMoney(compareText)
      if (Number.isNaN(compareAt)) errors[f.compare_at] = 'form.error.money'
      else if (!Number.isNaN(price) && compareAt <= price) errors[f.compare_at] = 'form.error.compareAtNotAbove'
    }
    if (errors[f.price] || errors[f.compare_at]) continue
    if (stored && price === stored[f.price] && compareAt === stored[f.compare_at]) continue
    fields[f.price] = price
    fields[f.compare_at] = compareAt
  }
  return { fields, errors }
}
