import { LANGUAGES } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { baseKeys, itHasCompleteTexts } from '../../test/i18n-completeness'

const sources = import.meta.glob<string>(
  ['./team/*.tsx', './components/admin-layout.tsx', './components/staff-only.tsx', '../staff-invitation/*.tsx', '../../app/admin/{team,customers,customer}.tsx', '../../app/routes/staff-invitation.tsx'],
  { query: '?raw', import: 'default', eager: true },
)

describe('staff roles texts (staff)', () => {
  const texts = itHasCompleteTexts('staff', { minKeys: 60 })

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s is translated, not copied from English', (lang) => {
    const same = [...texts[lang]].filter(([key, value]) => texts.en.get(key) === value && !/\{\{|^[A-Z0-9 ():.–-]+$/.test(value))
    expect(same.length, same.map(([k]) => k).join(', ')).toBeLessThan(6)
  })

  it('every fixed key the screens use exists in English', () => {
    const keys = baseKeys(texts.en)
    const used = new Set<string>()
    for (const code of Object.values(sources)) {
      for (const m of code.matchAll(/\bt\(\s*'(?:staff:)?([a-z][A-Za-z0-9_.]*)'/g)) used.add(m[1]!)
    }
    expect(used.size).toBeGreaterThan(50)
    const foreign = /^(admin|admin2|common):/
    expect([...used].filter((k) => !foreign.test(k) && !keys.has(k) && !k.startsWith('nav.') && !k.startsWith('group.') && !k.startsWith('staffOnly.'))).toEqual([])
  })
})
