import { describe, expect, it } from 'vitest'
import { CouponListFiguresSchema, couponDescriptionText, couponListProblem, fixedUsdAmount } from './coupons'

const nb = (s: string) => s.replace(/\u00a0/g, ' ')

describe('coupon figures per currency (decision 047)', () => {
  it('takes typed amounts in hundredths, crowns whole, minimums from 0, null to follow USD', () => {
    expect(CouponListFiguresSchema.parse({ value_eur_cents: 450, value_czk_cents: 9900, min_order_eur_cents: 0, min_order_czk_cents: null })).toEqual({
      value_eur_cents: 450,
      value_czk_cents: 9900,
      min_order_eur_cents: 0,
      min_order_czk_cents: null,
    })
    for (const bad of [{ value_czk_cents: 9950 }, { min_order_czk_cents: 1 }, { value_eur_cents: 0 }, { min_order_eur_cents: -1 }, { value_eur_cents: 4.5 }]) {
      expect(CouponListFiguresSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })

  it('finds the fixed amount in the base terms or a language’s, and refuses an amount on a coupon without one', () => {
    expect(fixedUsdAmount({ kind: 'fixed', value: 1500, lang_terms: { cz: { kind: 'percent', value: 15 } } })).toBe(1500)
    expect(fixedUsdAmount({ kind: 'percent', value: 10, lang_terms: { ge: { kind: 'fixed', value: 500 } } })).toBe(500)
    expect(fixedUsdAmount({ kind: 'percent', value: 10, lang_terms: {} })).toBeNull()
    expect(couponListProblem({ kind: 'percent', value: 10, lang_terms: {}, value_czk_cents: 9900 })).toMatchObject({ path: 'value_czk_cents', reason: 'coupon_no_fixed_amount' })
    expect(couponListProblem({ kind: 'percent', value: 10, lang_terms: {}, value_czk_cents: null, min_order_czk_cents: 50000 })).toBeNull()
  })

  it('fills {amount} and {min_order} in the shopper’s terms, language and currency', () => {
    const crowns = { lang: 'cz' as const, currency: 'CZK' as const, min_order_cents: 75900 }
    expect(nb(couponDescriptionText('Sleva {amount} na objednávky od {min_order}', { ...crowns, terms: { kind: 'percent', value: 15 } }))).toBe('Sleva 15 % na objednávky od 759 Kč')
    expect(nb(couponDescriptionText('{amount} off from {min_order}', { lang: 'en', currency: 'EUR', min_order_cents: 2295, terms: { kind: 'fixed', value: 490 } }))).toBe('€4.90 off from €22.95')
    expect(couponDescriptionText('{amount} off from {min_order}', { lang: 'en', currency: 'USD', min_order_cents: 3000, terms: { kind: 'fixed', value: 1500 } })).toBe('$15 off from $30')
    expect(couponDescriptionText('Plain text, {unknown} kept', { ...crowns, terms: { kind: 'percent', value: 5 } })).toBe('Plain text, {unknown} kept')
  })
})
