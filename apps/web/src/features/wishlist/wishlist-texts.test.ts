import { LANGUAGES } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { itHasCompleteTexts } from '../../test/i18n-completeness'

describe('wishlist texts', () => {
  const texts = itHasCompleteTexts('wishlist')

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s leaves nothing in English', (lang) => {
    for (const [key, value] of texts[lang]) if (value.length > 12) expect(value, key).not.toBe(texts.en.get(key))
  })
})
