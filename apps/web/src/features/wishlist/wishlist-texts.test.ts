import { HTML_LANG, LANGUAGES } from '@shop/domain'
import { describe, expect, it } from 'vitest'

type Tree = { [key: string]: string | Tree }
const PLURAL = /_(zero|one|two|few|many|other)$/
const files = import.meta.glob<Tree>('../../i18n/*/wishlist.json', { eager: true, import: 'default' })

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v)
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv)
  }
  return out
}

describe('wishlist texts', () => {
  const flat = Object.fromEntries(LANGUAGES.map((l) => [l, flatten(files[`../../i18n/${l}/wishlist.json`] ?? {})]))
  const base = (m: Map<string, string>) => new Set([...m.keys()].map((k) => k.replace(PLURAL, '')))

  it.each(LANGUAGES)('%s has every text the English file has, none empty, none left in English', (lang) => {
    expect([...base(flat[lang]!)].sort()).toEqual([...base(flat.en!)].sort())
    for (const [key, value] of flat[lang]!) {
      expect(value.trim(), key).not.toBe('')
      if (lang !== 'en' && value.length > 12) expect(value, key).not.toBe(flat.en!.get(key))
    }
  })

  it.each(LANGUAGES)('%s gives every plural text each form its language needs', (lang) => {
    const forms = new Intl.PluralRules(HTML_LANG[lang]).resolvedOptions().pluralCategories
    const plurals = new Set([...flat[lang]!.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')))
    for (const key of plurals) for (const form of forms) expect(flat[lang]!.has(`${key}_${form}`), `${key}_${form}`).toBe(true)
  })
})
