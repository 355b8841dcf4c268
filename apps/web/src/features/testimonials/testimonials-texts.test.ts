import { LANGUAGES } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { itHasCompleteTexts } from '../../test/i18n-completeness'
import { KNOWN_MESSAGES } from './hooks/use-testimonials-text'

describe('testimonial texts', () => {
  const texts = itHasCompleteTexts('testimonials')

  it.each(LANGUAGES)('%s names every server text', (lang) => {
    for (const key of Object.keys(KNOWN_MESSAGES)) expect(texts[lang].get(`message.${key}`), key).toBeTruthy()
  })

  it("keeps SPEC's and the server's texts word for word in English", () => {
    for (const [key, text] of Object.entries(KNOWN_MESSAGES)) expect(texts.en.get(`message.${key}`)).toBe(text)
  })
})
