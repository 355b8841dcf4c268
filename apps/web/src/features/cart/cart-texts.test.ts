import { CART_NOTICES, LANGUAGES } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { itHasCompleteTexts } from '../../test/i18n-completeness'

describe('cart texts', () => {
  const texts = itHasCompleteTexts('cart')

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s leaves nothing in English', (lang) => {
    for (const [key, value] of texts[lang]) if (value.length > 12) expect(value, key).not.toBe(texts.en.get(key))
  })

  it.each(LANGUAGES)('%s explains every notice a cart line can carry', (lang) => {
    const m = texts[lang]
    for (const notice of CART_NOTICES) expect(m.has(`notice.${notice}`) || m.has(`notice.${notice}_other`), notice).toBe(true)
  })
})
