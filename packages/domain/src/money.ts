import { LOCALES, type Language } from './languages'

/** The shop's single currency. Amounts are integer cents everywhere. */
export const CURRENCY = 'USD'

const formatters = new Map<Language, Intl.NumberFormat>()

export function formatMoney(cents: number, lang: Language): string {
  let f = formatters.get(lang)
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: CURRENCY })
    formatters.set(lang, f)
  }
  return f.format(cents / 100)
}
