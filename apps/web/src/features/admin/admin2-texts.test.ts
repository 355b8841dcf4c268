import { LANGUAGES } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { baseKeys, itHasCompleteTexts } from '../../test/i18n-completeness'

const sources = import.meta.glob<string>(['./catalog/**/*.{ts,tsx}', './moderation/**/*.{ts,tsx}', './engagement/**/*.{ts,tsx}', '../../app/admin/admin-*.tsx', '!../../app/admin/admin-app.tsx', '!../../app/admin/admin-routes.tsx', '!**/*.test.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

describe('staff area texts, part 2 (admin2)', () => {
  const texts = itHasCompleteTexts('admin2', { minKeys: 200 })

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s is translated, not copied from English', (lang) => {
    const same = [...texts[lang]].filter(([key, value]) => texts.en.get(key) === value && !/\{\{|^[A-Z0-9 ():.–-]+$/.test(value))
    expect(same.length, same.map(([k]) => k).join(', ')).toBeLessThan(8)
  })

  it('every fixed key the pages use exists in English', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20)
    const keys = baseKeys(texts.en)
    const used = new Set<string>()
    for (const code of Object.values(sources)) {
      for (const m of code.matchAll(/\bt\(\s*'([a-z][A-Za-z0-9_.]*)'/g)) used.add(m[1]!)
      // Message keys handed around as values ('form.error.money').
      for (const m of code.matchAll(/'((?:form|photos)\.error\.[A-Za-z]+)'/g)) used.add(m[1]!)
    }
    expect(used.size).toBeGreaterThan(100)
    expect([...used].filter((k) => !keys.has(k))).toEqual([])
  })
})
