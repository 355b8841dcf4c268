import { HTML_LANG, LANGUAGES } from '@shop/domain'
import { describe, expect, it } from 'vitest'

type Tree = { [key: string]: string | Tree }
const PLURAL = /_(zero|one|two|few|many|other)$/
const files = import.meta.glob<Tree>('../../i18n/*/admin2.json', { import: 'default', eager: true })
const sources = import.meta.glob<string>(['./catalog/**/*.{ts,tsx}', './moderation/**/*.{ts,tsx}', './engagement/**/*.{ts,tsx}', '../../app/admin/admin-*.tsx', '!../../app/admin/admin-app.tsx', '!../../app/admin/admin-routes.tsx', '!**/*.test.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v)
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv)
  }
  return out
}

describe('staff area texts, part 2 (admin2)', () => {
  const flat = Object.fromEntries(LANGUAGES.map((l) => [l, flatten(files[`../../i18n/${l}/admin2.json`] ?? {})]))
  const base = (m: Map<string, string>) => new Set([...m.keys()].map((k) => k.replace(PLURAL, '')))

  it.each(LANGUAGES)('%s has every text the English file has, none empty, each plural form its language needs', (lang) => {
    const m = flat[lang]!
    expect(m.size).toBeGreaterThan(200)
    expect([...base(m)].sort()).toEqual([...base(flat.en!)].sort())
    for (const [key, value] of m) expect(value.trim(), key).not.toBe('')
    const forms = new Intl.PluralRules(HTML_LANG[lang]).resolvedOptions().pluralCategories
    const plurals = new Set([...m.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')))
    for (const key of plurals) for (const form of forms) expect(m.has(`${key}_${form}`), `${key}_${form}`).toBe(true)
  })

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s is translated, not copied from English', (lang) => {
    const same = [...flat[lang]!].filter(([key, value]) => flat.en!.get(key) === value && !/\{\{|^[A-Z0-9 ():.–-]+$/.test(value))
    expect(same.length, same.map(([k]) => k).join(', ')).toBeLessThan(8)
  })

  it('every fixed key the pages use exists in English', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20)
    const keys = new Set(base(flat.en!))
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
