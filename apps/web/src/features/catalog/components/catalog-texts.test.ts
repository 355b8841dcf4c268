import { LANGUAGES, CERTIFICATIONS, HAIR_TYPES, PRODUCT_SORTS, SKIN_TYPES, STOCK_STATES } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { itHasCompleteTexts } from '../../../test/i18n-completeness'

describe('catalog texts', () => {
  const texts = itHasCompleteTexts('catalog')
  // The product page's and the listings' own texts (not on the home page: the first page's budget, decision 028)
  const product = itHasCompleteTexts('product')
  const listing = itHasCompleteTexts('listing')

  it.each(LANGUAGES)('%s names every skin type, hair type, certification, sort and stock state', (lang) => {
    const m = new Set([...texts[lang].keys(), ...listing[lang].keys()])
    expect(product[lang].has('product.chooseSize')).toBe(true)
    const has = (key: string) => m.has(key) || m.has(`${key}_other`)
    for (const v of SKIN_TYPES) expect(has(`skinType.${v}`), v).toBe(true)
    for (const v of HAIR_TYPES) expect(has(`hairType.${v}`), v).toBe(true)
    for (const v of CERTIFICATIONS) expect(has(`certification.${v}`), v).toBe(true)
    for (const v of PRODUCT_SORTS) expect(has(`sort.${v}`), v).toBe(true)
    for (const v of STOCK_STATES) expect(has(`stock.${v}`), v).toBe(true)
  })
})
