import { describe, expect, it } from 'vitest'
import { ean13CheckDigit, isValidEan13, restrictedEan13, variantLabel } from './variants'

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
