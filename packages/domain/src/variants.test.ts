import { describe, expect, it } from 'vitest'
import { StaffProductUpdateSchema } from './staff-catalog'
import { ean13CheckDigit, isValidEan13, restrictedEan13, StaffVariantUpdateSchema, VARIANT_MESSAGES, variantLabel } from './variants'

describe('EAN-13', () => {
  it('accepts real codes and rejects a wrong check digit, length or letters', () => {
    expect(isValidEan13('4006381333931')).toBe(true)
    expect(isValidEan13('5901234123457')).toBe(true)
    expect(isValidEan13('4006381333932')).toBe(false)
    expect(isValidEan13('400638133393')).toBe(false)
    expect(isValidEan13('40063813339a1')).toBe(false)
    expect(ean13CheckDigit('400638133393')).toBe(1)
  })

  it('makes valid codes in the restricted range 20–29', () => {
    for (const [p, s] of [[0, 0], [9, 9_999_999_999], [3, 1234]] as const) {
      const code = restrictedEan13(p, s)
      expect(code).toMatch(/^2\d{12}$/)
      expect(isValidEan13(code)).toBe(true)
    }
    expect(restrictedEan13(0, 1)).toBe('2000000000015')
    expect(() => restrictedEan13(10, 1)).toThrow()
    expect(() => restrictedEan13(0, 1e10)).toThrow()
  })

  it('names a variant by its size and label', () => {
    expect(variantLabel({ size: { value: 100, unit: 'ml' }, label: null })).toBe('100 ml')
    expect(variantLabel({ size: { value: 50, unit: 'ml' }, label: 'Rose' })).toBe('50 ml · Rose')
  })
})

describe('EUR and CZK prices typed by staff (decision 037)', () => {
  const problems = (body: unknown) => {
    const r = StaffVariantUpdateSchema.safeParse(body)
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
  }
  it('takes any hundredths above zero, a compare-at price above the price, or a fill on its own', () => {
    expect(problems({ price_czk_cents: 41250, compare_at_czk_cents: 49900 })).toEqual([])
    expect(problems({ price_eur_cents: 1695, compare_at_eur_cents: null, fill_czk: true })).toEqual([])
    expect(problems({ price_czk_cents: 0 })).toEqual([`price_czk_cents: ${VARIANT_MESSAGES.listPricePositive}`])
    expect(problems({ price_eur_cents: 1000, compare_at_eur_cents: 1000 })).toEqual([`compare_at_eur_cents: ${VARIANT_MESSAGES.compareAtNotAbove}`])
    expect(problems({ price_eur_cents: 1000, fill_eur: true })).toEqual([`fill_eur: ${VARIANT_MESSAGES.listPriceFillOrSet}`])
    expect(problems({ fill_czk: false })).toHaveLength(1)
    expect(StaffProductUpdateSchema.safeParse({ compare_at_czk_cents: 100, price_czk_cents: 200 }).success).toBe(false)
  })
})
