import type { Language, Translated } from './languages'

/** SPEC section 1: $15 off in English, a 15% variant in the other languages. */
export const PROMO_CODE = 'GET15'
export const PROMO_TEXT: Translated = {
  en: 'Get $15 off with code GET15',
  cz: 'Získejte slevu 15 % s kódem GET15',
  sl: 'Pridobite 15 % popusta s kodo GET15',
  ge: 'Erhalten Sie 15 % Rabatt mit dem Code GET15',
}
export function promoText(lang: Language): string {
  return PROMO_TEXT[lang]
}
