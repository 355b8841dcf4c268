import { CHECKOUT_MESSAGES, COUPON_REJECTIONS, HTML_LANG, LANGUAGES, PAYMENT_MESSAGES, SHIPPING_METHODS } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { CHECKOUT_STEPS } from './components/step-indicator'

const files = import.meta.glob<Record<string, unknown>>('../../i18n/*/checkout.json', { eager: true, import: 'default' })
const texts = Object.fromEntries(LANGUAGES.map((l) => [l, files[`../../i18n/${l}/checkout.json`]!])) as Record<string, Record<string, unknown>>

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(obj).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v]] : Object.entries(flatten(v as Record<string, unknown>, `${prefix}${k}.`)))),
  )
}
const PLURAL = /_(zero|one|two|few|many|other)$/
const flat = Object.fromEntries(LANGUAGES.map((l) => [l, flatten(texts[l]!)]))
const keysOf = (lang: string) => [...new Set(Object.keys(flat[lang]!).map((k) => k.replace(PLURAL, '')))].sort()
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[0]).sort()

describe('checkout texts', () => {
  it('exist in all four languages with the same keys and placeholders, none empty', () => {
    const en = flat.en!
    for (const lang of LANGUAGES) {
      expect(keysOf(lang), lang).toEqual(keysOf('en'))
      for (const [key, value] of Object.entries(flat[lang]!)) {
        expect(value.trim(), `${lang} ${key}`).not.toBe('')
        const base = en[key] ?? en[key.replace(PLURAL, '_other')]!
        expect(placeholders(value), `${lang} ${key}`).toEqual(placeholders(base))
      }
    }
  })

  it.each(LANGUAGES)('%s gives every plural text each form its language needs', (lang) => {
    const forms = new Intl.PluralRules(HTML_LANG[lang]).resolvedOptions().pluralCategories
    const plurals = new Set(Object.keys(flat[lang]!).filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')))
    for (const key of plurals) for (const form of forms) expect(flat[lang]![`${key}_${form}`], `${key}_${form}`).toBeTruthy()
  })

  it('word every coupon rejection, shipping method and step, and every server message of the checkout', () => {
    for (const lang of LANGUAGES) {
      const m = flat[lang]!
      for (const r of COUPON_REJECTIONS) expect(m[`coupon.rejected.${r}`], `${lang} ${r}`).toBeTruthy()
      for (const s of SHIPPING_METHODS) expect(m[`shipping.method.${s}`], `${lang} ${s}`).toBeTruthy()
      for (const s of CHECKOUT_STEPS) expect(m[`steps.${s}`], `${lang} ${s}`).toBeTruthy()
    }
    // English shows the server's words as they are; the other languages translate them.
    for (const [key, english] of Object.entries(CHECKOUT_MESSAGES)) {
      expect(flat.en![`messages.checkout.${key}`]).toBe(english)
      for (const lang of LANGUAGES.filter((l) => l !== 'en')) expect(flat[lang]![`messages.checkout.${key}`], `${lang} ${key}`).not.toBe(english)
    }
    for (const [key, english] of Object.entries(PAYMENT_MESSAGES)) {
      expect(flat.en![`messages.payment.${key}`]).toBe(english)
      for (const lang of LANGUAGES.filter((l) => l !== 'en')) expect(flat[lang]![`messages.payment.${key}`], `${lang} ${key}`).not.toBe(english)
    }
  })

  it('keep SPEC\'s "Guest Checkout" and "Fast Checkout" in English', () => {
    expect(flat.en!['start.guestTitle']).toBe('Guest Checkout')
    expect(flat.en!['start.fastCheckout']).toBe('Fast Checkout')
  })
})
