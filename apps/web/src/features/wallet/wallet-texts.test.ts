import { LANGUAGES, WALLET_ENTRY_KINDS } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { itHasCompleteTexts } from '../../test/i18n-completeness'
import { KNOWN_MESSAGES } from './hooks/use-wallet-text'

describe('wallet texts', () => {
  const texts = itHasCompleteTexts('wallet')

  it.each(LANGUAGES)('%s names every ledger entry kind and the server texts', (lang) => {
    const m = texts[lang]
    for (const kind of WALLET_ENTRY_KINDS) expect(m.get(`kind.${kind}`), kind).toBeTruthy()
    for (const key of Object.keys(KNOWN_MESSAGES)) expect(m.get(`message.${key}`), key).toBeTruthy()
  })

  it("keeps SPEC's and the server's texts word for word in English", () => {
    for (const [key, text] of Object.entries(KNOWN_MESSAGES)) expect(texts.en.get(`message.${key}`)).toBe(text)
  })
})
