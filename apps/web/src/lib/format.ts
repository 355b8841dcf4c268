import { LOCALES, formatMoney, type Language } from '@shop/domain'

/** Integer cents as the shop currency in the shopper's number format. */
export function formatPrice(cents: number, lang: Language): string {
  return formatMoney(cents, lang)
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()

function dateFormat(lang: Language, style: 'date' | 'datetime'): Intl.DateTimeFormat {
  const key = `${lang}:${style}`
  let f = dateFormats.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(
      LOCALES[lang],
      style === 'date' ? { dateStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'short' },
    )
    dateFormats.set(key, f)
  }
  return f
}

function toDate(value: string | number | Date): Date | undefined {
  const d = value instanceof Date ? value : new Date(value)
  return Number.isNaN(d.getTime()) ? undefined : d
}

/** "Mar 4, 2026" / "4. 3. 2026"; an unreadable date gives an empty string rather than "Invalid Date". */
export function formatDate(value: string | number | Date, lang: Language): string {
  const d = toDate(value)
  return d ? dateFormat(lang, 'date').format(d) : ''
}

export function formatDateTime(value: string | number | Date, lang: Language): string {
  const d = toDate(value)
  return d ? dateFormat(lang, 'datetime').format(d) : ''
}

const numberFormats = new Map<Language, Intl.NumberFormat>()

/** Building an Intl format costs far more than using one: each language's is made once. */
export function formatNumber(value: number, lang: Language): string {
  let f = numberFormats.get(lang)
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[lang])
    numberFormats.set(lang, f)
  }
  return f.format(value)
}

/**
 * Builds this language's number and money formats now. The first Intl format a page builds costs a
 * phone tens of milliseconds (the browser loads its locale data); app/start.tsx pays it in a task of
 * its own before hydrating, instead of inside the first price or count rendered.
 */
export function prepareFormats(lang: Language): void {
  formatNumber(0, lang)
  formatPrice(0, lang)
}
