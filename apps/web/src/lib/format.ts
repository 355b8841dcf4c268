import { LOCALES, formatMoney, type Currency, type Language } from '@shop/domain'

// Prices, counts and dates a page shows as it hydrates are written by @shop/domain's hand-made
// formats (no Intl: building the first Intl format costs a phone tens of milliseconds, decision 018).
export { formatDate, formatNumber } from '@shop/domain'

/** Integer hundredths of a currency (the answer's `currency`; default USD) in the shopper's number format. */
export function formatPrice(cents: number, lang: Language, currency: Currency = 'USD'): string {
  return formatMoney(cents, lang, { currency })
}

const dateTimeFormats = new Map<Language, Intl.DateTimeFormat>()

/** A date with its time (orders, the wallet's ledger): pages behind a sign-in, rendered in the browser. */
export function formatDateTime(value: string | number | Date, lang: Language): string {
  const d = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(d.getTime())) return ''
  let f = dateTimeFormats.get(lang)
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short' })
    dateTimeFormats.set(lang, f)
  }
  return f.format(d)
}

/** A currency's sign as the language writes it beside an amount: "Kč", "€", "$", "US$". */
export function currencySymbol(currency: Currency, lang: Language): string {
  return formatMoney(0, lang, { currency, wholeUnits: true }).replace(/[\d\s\u00a0]/g, '')
}
