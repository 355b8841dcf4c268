import { LANGUAGES, PRICE_ROUNDINGS, TAX_MODES } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { baseKeys, itHasCompleteTexts } from '../../../test/i18n-completeness'

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '../../../app/admin/{markets,exchange-rates,vat-rates}.tsx', '!**/*.test.*'], { query: '?raw', import: 'default', eager: true })

describe('markets desk texts', () => {
  // The desk's texts live under `desk.` in the staff area's namespace (no namespace of their own:
  // each one adds a loader entry to the first page's JavaScript).
  const texts = itHasCompleteTexts('admin', { minKeys: 180, placeholders: /\{\{\w+\}\}/g })

  it('names every language, tax mode and rounding in every language', () => {
    for (const lang of LANGUAGES) {
      for (const l of LANGUAGES) expect(texts[lang].get(`desk.language.${l}`), `${lang} language.${l}`).toBeTruthy()
      for (const m of TAX_MODES) expect(texts[lang].get(`desk.taxMode.${m}`) && texts[lang].get(`desk.taxModeHint.${m}`), `${lang} ${m}`).toBeTruthy()
      for (const r of PRICE_ROUNDINGS) expect(texts[lang].get(`desk.rounding.${r}`), `${lang} ${r}`).toBeTruthy()
    }
  })

  it('has every fixed key the pages and their parts use, in English', () => {
    const keys = baseKeys(texts.en)
    const used = new Set<string>()
    for (const code of Object.values(sources)) for (const m of code.matchAll(/\bt\(\s*'([a-z][A-Za-z0-9_.]*)'/g)) used.add(m[1]!)
    expect(used.size).toBeGreaterThan(50)
    expect([...used].filter((k) => !k.startsWith('desk.'))).toEqual([])
    expect([...used].filter((k) => !keys.has(k))).toEqual([])
  })
})
