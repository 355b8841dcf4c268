import { LANGUAGES, REVIEW_SORTS, REVIEW_STATUSES } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { itHasCompleteTexts } from '../../test/i18n-completeness'
import { KNOWN_MESSAGES } from './hooks/use-reviews-text'

describe('review texts', () => {
  const texts = itHasCompleteTexts('reviews')

  it.each(LANGUAGES)('%s names every status, sort, language and server text', (lang) => {
    const m = texts[lang]
    for (const s of REVIEW_STATUSES) expect(m.get(`status.${s}`), s).toBeTruthy()
    for (const s of REVIEW_SORTS) expect(m.get(`sort.${s}`), s).toBeTruthy()
    for (const l of LANGUAGES) expect(m.get(`writtenIn.${l}`), l).toBeTruthy()
    for (const key of Object.keys(KNOWN_MESSAGES)) expect(m.get(`message.${key}`), key).toBeTruthy()
  })

  it("keeps SPEC's and the server's texts word for word in English", () => {
    for (const [key, text] of Object.entries(KNOWN_MESSAGES)) expect(texts.en.get(`message.${key}`)).toBe(text)
  })
})
