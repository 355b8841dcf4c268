import { LANGUAGES, SHIPPING_METHODS, type Carrier, type ShippingMethod, type ShippingMethodInfo, type ShippingMethodInput, type Translated } from '@shop/domain'

/** "4.99", "4,99", "$4.99", "4,90 €", "119 Kč" → hundredths; anything else → NaN. */
export function parseMoney(text: string): number {
  const t = text.trim().replace(/^\$/, '').replace(/\s*(€|Kč)$/, '').replace(',', '.')
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(t)) return Number.NaN
  return Math.round(Number(t) * 100)
}
const moneyText = (cents: number) => (cents / 100).toFixed(2)

export interface MethodFormValues {
  code: ShippingMethod
  name: Translated
  price: string
  free_from: string
  /** The EUR and CZK lists' figures (decision 038); blank on a new method: filled from the dollar ones */
  price_eur: string
  free_from_eur: string
  price_czk: string
  free_from_czk: string
  carrier: Carrier
  delivery_days: string
  position: string
  active: boolean
}
/** Field path → translation key of what is wrong with it (namespace 'shipping'). */
export type MethodErrors = Partial<Record<string, string>>

export function methodValues(method: ShippingMethodInfo | undefined, freeCodes: ShippingMethod[]): MethodFormValues {
  if (!method) {
    return { code: freeCodes[0] ?? SHIPPING_METHODS[0], name: { en: '', cz: '', sl: '', ge: '' }, price: '', free_from: '', price_eur: '', free_from_eur: '', price_czk: '', free_from_czk: '', carrier: 'packeta', delivery_days: '', position: '0', active: true }
  }
  return {
    code: method.code,
    name: { ...method.name },
    price: moneyText(method.price_cents),
    free_from: method.free_from_cents === null ? '' : moneyText(method.free_from_cents),
    price_eur: moneyText(method.price_eur_cents),
    free_from_eur: method.free_from_eur_cents === null ? '' : moneyText(method.free_from_eur_cents),
    price_czk: moneyText(method.price_czk_cents),
    free_from_czk: method.free_from_czk_cents === null ? '' : moneyText(method.free_from_czk_cents),
    carrier: method.carrier,
    delivery_days: method.delivery_days,
    position: String(method.position),
    active: method.active,
  }
}

/**
 * The form as the API takes it, or what to fix (the server checks the same again). `editing`: a
 * blank euro or crown price leaves it as it is and a blank free-from line means never free; on a
 * new method blanks are filled from the dollar figures.
 */
export function toMethodInput(v: MethodFormValues, editing = false): { input: ShippingMethodInput; errors?: undefined } | { input?: undefined; errors: MethodErrors } {
  const errors: MethodErrors = {}
  for (const lang of LANGUAGES) if (!v.name[lang].trim()) errors[`name.${lang}`] = 'error.required'
  const price = parseMoney(v.price)
  if (Number.isNaN(price)) errors.price_cents = 'error.money'
  const freeFrom = v.free_from.trim() ? parseMoney(v.free_from) : null
  if (freeFrom !== null && (Number.isNaN(freeFrom) || freeFrom <= 0)) errors.free_from_cents = 'error.money'
  const lists: Partial<ShippingMethodInput> = {}
  for (const cur of ['eur', 'czk'] as const) {
    const priceText = v[`price_${cur}`].trim()
    const freeText = v[`free_from_${cur}`].trim()
    if (priceText) {
      const cents = parseMoney(priceText)
      if (Number.isNaN(cents)) errors[`price_${cur}_cents`] = 'error.money'
      else lists[`price_${cur}_cents`] = cents
    }
    if (freeText) {
      const cents = parseMoney(freeText)
      if (Number.isNaN(cents) || cents <= 0) errors[`free_from_${cur}_cents`] = 'error.money'
      else lists[`free_from_${cur}_cents`] = cents
    } else if (editing || freeFrom === null) lists[`free_from_${cur}_cents`] = null
  }
  if (!v.delivery_days.trim()) errors.delivery_days = 'error.required'
  const position = Number(v.position || '0')
  if (!Number.isInteger(position) || position < 0 || position > 1000) errors.position = 'error.position'
  if (Object.keys(errors).length) return { errors }
  return {
    input: {
      code: v.code,
      name: { en: v.name.en.trim(), cz: v.name.cz.trim(), sl: v.name.sl.trim(), ge: v.name.ge.trim() },
      price_cents: price,
      free_from_cents: freeFrom,
      ...lists,
      carrier: v.carrier,
      delivery_days: v.delivery_days.trim(),
      position,
      active: v.active,
    },
  }
}
