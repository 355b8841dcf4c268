import { SETTINGS_MESSAGES } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { baseKeys, itHasCompleteTexts } from '../../test/i18n-completeness'

const sources = import.meta.glob<string>(
  ['./**/*.{ts,tsx}', '../admin/settings/**/*.{ts,tsx}', '../admin/reports/**/*.{ts,tsx}', '../../app/admin/settings.tsx', '../../app/admin/vat-report.tsx', '!**/*.test.*'],
  { query: '?raw', import: 'default', eager: true },
)

describe('invoice, settings and VAT report texts', () => {
  const texts = itHasCompleteTexts('invoices', { minKeys: 55, placeholders: /\{\{\w+\}\}/g })

  it('has a text for every seller settings message, in every language', () => {
    for (const key of Object.keys(SETTINGS_MESSAGES)) expect(texts.en.get(`settings.error.${key}`), key).toBeTruthy()
  })

  it('has every fixed key the pages and their parts use, in English', () => {
    const keys = baseKeys(texts.en)
    const used = new Set<string>()
    for (const code of Object.values(sources)) for (const m of code.matchAll(/\bt\(\s*'([a-z][A-Za-z0-9_.]*)'/g)) used.add(m[1]!)
    expect(used.size).toBeGreaterThan(25)
    expect([...used].filter((k) => !keys.has(k))).toEqual([])
  })
})
