import { LANGUAGES, SHIPPING_METHODS } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { baseKeys, itHasCompleteTexts } from '../../../test/i18n-completeness'

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '../../../app/admin/shipping.tsx', '!**/*.test.*'], { query: '?raw', import: 'default', eager: true })

describe('staff shipping texts', () => {
  const texts = itHasCompleteTexts('shipping', { minKeys: 60 })

  it('names every kind of method in every language', () => {
    for (const lang of LANGUAGES) for (const code of SHIPPING_METHODS) expect(texts[lang].get(`kind.${code}`), `${lang} ${code}`).toBeTruthy()
  })

  it('has every fixed key the page and its parts use, in English', () => {
    const keys = baseKeys(texts.en)
    const used = new Set<string>()
    for (const code of Object.values(sources)) {
      for (const m of code.matchAll(/\bt\(\s*'([a-z][A-Za-z0-9_.]*)'/g)) used.add(m[1]!)
      for (const m of code.matchAll(/'(error\.[A-Za-z]+)'/g)) used.add(m[1]!)
    }
    expect(used.size).toBeGreaterThan(30)
    expect([...used].filter((k) => !keys.has(k))).toEqual([])
  })
})
