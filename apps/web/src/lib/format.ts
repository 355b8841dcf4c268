import { LOCALES, formatMoney, type Language } from '@shop/domain'

// Prices, counts and dates a page shows as it hydrates are written by @shop/domain's hand-made
// formats (no Intl: building the first Intl format costs a phone tens of milliseconds, decision 018).
export { formatDate, formatNumber } from '@shop/domain'

/** Integer cents as the shop currency in the shopper's number format. */
export function formatPrice(cents: number, lang: Language): string {
  return formatMoney(cents, lang)
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
