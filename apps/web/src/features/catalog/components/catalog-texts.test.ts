import { LANGUAGES, CERTIFICATIONS, HAIR_TYPES, PRODUCT_SORTS, SKIN_TYPES, STOCK_STATES } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { itHasCompleteTexts } from '../../../test/i18n-completeness'

describe('catalog texts', () => {
  const texts = itHasCompleteTexts('catalog')

  it.each(LANGUAGES)('%s names every skin type, hair type, certification, sort and stock state', (lang) => {
    const m = texts[lang]
    const has = (key: string) => m.has(key) || m.has(`${key}_other`)
    for (const v of SKIN_TYPES) expect(has(`skinType.${v}`), v).toBe(true)
    for (const v of HAIR_TYPES) expect(has(`hairType.${v}`), v).toBe(true)
    for (const v of CERTIFICATIONS) expect(has(`certification.${v}`), v).toBe(true)
    for (const v of PRODUCT_SORTS) expect(has(`sort.${v}`), v).toBe(true)
    for (const v of STOCK_STATES) expect(has(`stock.${v}`), v).toBe(true)
  })
})
