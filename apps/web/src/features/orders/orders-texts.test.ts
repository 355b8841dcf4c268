import { CANCEL_REASONS, LANGUAGES, ORDER_STATUSES, REFUND_DESTINATIONS, RETURN_REASONS, WITHDRAWAL_REFUSALS } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { itHasCompleteTexts } from '../../test/i18n-completeness'
import { KNOWN_MESSAGES } from './hooks/use-orders-text'

describe('orders texts', () => {
  const texts = itHasCompleteTexts('orders')

  it.each(LANGUAGES)('%s names all 13 statuses, every reason and refund destination, and the server texts', (lang) => {
    const m = texts[lang]
    for (const s of ORDER_STATUSES) expect(m.get(`status.${s}`), s).toBeTruthy()
    for (const r of [...CANCEL_REASONS, ...RETURN_REASONS]) expect(m.get(`reason.${r}`), r).toBeTruthy()
    for (const d of REFUND_DESTINATIONS) expect(m.get(`refund.${d}`), d).toBeTruthy()
    // The grounds a withdrawal may be refused on, as the shopper reads them (decision 044).
    for (const g of WITHDRAWAL_REFUSALS) expect(m.get(`refusal.${g}`), g).toBeTruthy()
    for (const key of Object.keys(KNOWN_MESSAGES)) expect(m.get(`message.${key}`), key).toBeTruthy()
  })

  it('keeps the server texts word for word in English', () => {
    for (const [key, text] of Object.entries(KNOWN_MESSAGES)) expect(texts.en.get(`message.${key}`)).toBe(text)
  })

  it('gives the 13 statuses 13 different words in every language', () => {
    for (const lang of LANGUAGES) expect(new Set(ORDER_STATUSES.map((s) => texts[lang].get(`status.${s}`))).size, lang).toBe(13)
  })
})
