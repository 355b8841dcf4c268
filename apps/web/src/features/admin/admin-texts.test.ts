import { HTML_LANG, LANGUAGES } from '@shop/domain'
import { describe, expect, it } from 'vitest'

type Tree = { [key: string]: string | Tree }
const PLURAL = /_(zero|one|two|few|many|other)$/
const files = import.meta.glob<Tree>('../../i18n/*/admin.json', { import: 'default', eager: true })

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v)
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv)
  }
  return out
}

describe('staff area texts', () => {
  const flat = Object.fromEntries(LANGUAGES.map((l) => [l, flatten(files[`../../i18n/${l}/admin.json`] ?? {})]))
  const base = (m: Map<string, string>) => new Set([...m.keys()].map((k) => k.replace(PLURAL, '')))

  it.each(LANGUAGES)('%s has every text the English file has, none empty, each plural form its language needs', (lang) => {
    const m = flat[lang]!
    expect(m.size).toBeGreaterThan(100)
    expect([...base(m)].sort()).toEqual([...base(flat.en!)].sort())
    for (const [key, value] of m) expect(value.trim(), key).not.toBe('')
    const forms = new Intl.PluralRules(HTML_LANG[lang]).resolvedOptions().pluralCategories
    const plurals = new Set([...m.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')))
    for (const key of plurals) for (const form of forms) expect(m.has(`${key}_${form}`), `${key}_${form}`).toBe(true)
  })

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s is translated, not copied from English', (lang) => {
    const same = [...flat[lang]!].filter(([key, value]) => flat.en!.get(key) === value && !/\{\{|^[A-Z0-9 ():.–-]+$/.test(value))
    // A few words are the same in both languages (e.g. "Status" in German); more means a copy.
    expect(same.length, same.map(([k]) => k).join(', ')).toBeLessThan(8)
  })
})
