import type { Language, Translated } from './languages'
import { formatMoney, type Currency } from './locale-format'

/** SPEC section 1: a fixed 15 off in English, 15 % in the other languages (decision 038). */
export const PROMO_CODE = 'GET15'
/**
 * GET15's fixed amount in `en`, per currency: 15 in the shopper's currency, and 379 Kč in crowns
 * (15 € at about 25 Kč to the euro, on the crown list's …9 ending). The coupon row carries the same
 * figures (migration 0033); the promo text names the one the checkout gives.
 */
export const PROMO_FIXED_CENTS: Record<Currency, number> = { USD: 1500, EUR: 1500, CZK: 37900 }
export const PROMO_TEXT: Translated = {
  en: 'Get $15 off with code GET15',
  cz: 'Získejte slevu 15 % s kódem GET15',
  sl: 'Pridobite 15 % popusta s kodo GET15',
  ge: 'Erhalten Sie 15 % Rabatt mit dem Code GET15',
}
/** The promo strip's text in the shopper's currency: never an amount the checkout does not give. */
export function promoText(lang: Language, currency: Currency = 'USD'): string {
  if (lang !== 'en') return PROMO_TEXT[lang]
  return `Get ${formatMoney(PROMO_FIXED_CENTS[currency], 'en', { currency, wholeUnits: true })} off with code GET15`
}
