import { describe, expect, it } from 'vitest'
import { LANGUAGES, LOCALES } from './languages'
import { CURRENCIES, formatDate, formatMoney, formatNumber } from './locale-format'

// The hand-written formats must read exactly as Intl's (Node carries full ICU): value by value, in
// every shop language.
const cents = [
  0, 1, 5, 9, 10, 99, 100, 101, 999, 1000, 1299, 9999, 10000, 99999, 100000, 123456, 999999, 1000000, 1234567, 99999999, 100000000, 123456789012,
]
const numbers = [0, 1, 7, 12, 999, 1000, 1001, 9999, 10000, 12345, 99999, 100000, 999999, 1000000, 1234567, 1.5, 4.25, 4.35, 0.1, 0.5, 12.05, 1234.5, 12345.67, 0.07]

describe.each(LANGUAGES)('formats in %s', (lang) => {
  const intlNumber = new Intl.NumberFormat(LOCALES[lang])
  const intlDate = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium' })

  it.each(CURRENCIES)('writes money in %s as Intl does, negative amounts included', (currency) => {
    const intlMoney = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency })
    for (const c of [...cents, ...cents.map((c) => -c).filter((c) => c !== 0)]) {
      expect(formatMoney(c, lang, { currency, wholeUnits: false })).toBe(intlMoney.format(c / 100))
    }
  })

  it.each(CURRENCIES)('writes %s amounts without cents as whole units when asked, as Intl does with no fraction digits', (currency) => {
    const intlMoney = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency })
    const whole = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency, maximumFractionDigits: 0 })
    for (const c of [0, 100, 500, 1500, 20000, 100000, 2500000, -1500]) expect(formatMoney(c, lang, { currency, wholeUnits: true })).toBe(whole.format(c / 100))
    expect(formatMoney(1550, lang, { currency, wholeUnits: true })).toBe(intlMoney.format(15.5))
  })

  it('writes crowns whole by default and dollars and euros with cents', () => {
    const whole = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'CZK', maximumFractionDigits: 0 })
    expect(formatMoney(44900, lang, { currency: 'CZK' })).toBe(whole.format(449))
    expect(formatMoney(1500, lang)).toBe(new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'USD' }).format(15))
    expect(formatMoney(1500, lang, { currency: 'EUR' })).toBe(new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'EUR' }).format(15))
  })

  it('writes counts and measures as Intl does', () => {
    for (const n of [...numbers, ...numbers.map((n) => -n).filter((n) => n !== 0)]) expect(formatNumber(n, lang)).toBe(intlNumber.format(n))
  })

  it('leaves what it does not write by hand to Intl', () => {
    for (const n of [0.125, 1 / 3, 1e21, Number.NaN, Number.POSITIVE_INFINITY, -0, 2 ** 60]) expect(formatNumber(n, lang)).toBe(intlNumber.format(n))
    const intlMoney = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'USD' })
    for (const c of [12.5, -0, 2 ** 60]) expect(formatMoney(c, lang)).toBe(intlMoney.format(c / 100))
  })

  it("writes every month's dates as Intl's medium date style", () => {
    for (const year of [1999, 2026]) {
      for (let month = 0; month < 12; month++) {
        for (const day of [1, 9, 10, 28]) {
          const date = new Date(year, month, day, 13, 5)
          expect(formatDate(date, lang)).toBe(intlDate.format(date))
          expect(formatDate(date.toISOString(), lang)).toBe(intlDate.format(date))
        }
      }
    }
    const ancient = new Date(800, 1, 3)
    expect(formatDate(ancient, lang)).toBe(intlDate.format(ancient))
  })

  it('gives nothing for a date it cannot read', () => {
    expect(formatDate('not a date', lang)).toBe('')
  })
})
