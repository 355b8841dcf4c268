import { CHECKOUT_MESSAGES, COUPON_REJECTIONS, LANGUAGES, PAYMENT_MESSAGES, SHIPPING_METHODS } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { itHasCompleteTexts } from '../../test/i18n-completeness'
import { CHECKOUT_STEPS } from './components/step-indicator'

describe('checkout texts', () => {
  const texts = itHasCompleteTexts('checkout', { placeholders: /\{\{(\w+)\}\}/g })

  it('word every coupon rejection, shipping method and step, and every server message of the checkout', () => {
    for (const lang of LANGUAGES) {
      const m = texts[lang]
      for (const r of COUPON_REJECTIONS) expect(m.get(`coupon.rejected.${r}`), `${lang} ${r}`).toBeTruthy()
      for (const s of SHIPPING_METHODS) expect(m.get(`shipping.method.${s}`), `${lang} ${s}`).toBeTruthy()
      for (const s of CHECKOUT_STEPS) expect(m.get(`steps.${s}`), `${lang} ${s}`).toBeTruthy()
    }
    // English shows the server's words as they are; the other languages translate them.
    for (const [key, english] of Object.entries(CHECKOUT_MESSAGES)) {
      expect(texts.en.get(`messages.checkout.${key}`)).toBe(english)
      for (const lang of LANGUAGES.filter((l) => l !== 'en')) expect(texts[lang].get(`messages.checkout.${key}`), `${lang} ${key}`).not.toBe(english)
    }
    for (const [key, english] of Object.entries(PAYMENT_MESSAGES)) {
      expect(texts.en.get(`messages.payment.${key}`)).toBe(english)
      for (const lang of LANGUAGES.filter((l) => l !== 'en')) expect(texts[lang].get(`messages.payment.${key}`), `${lang} ${key}`).not.toBe(english)
    }
  })

  it('keep SPEC\'s "Guest Checkout" and "Fast Checkout" in English', () => {
    expect(texts.en.get('start.guestTitle')).toBe('Guest Checkout')
    expect(texts.en.get('start.fastCheckout')).toBe('Fast Checkout')
  })
})
