import { HTML_LANG, LANGUAGES } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { KNOWN_MESSAGES } from './hooks/use-testimonials-text'

type Tree = { [key: string]: string | Tree }
const PLURAL = /_(zero|one|two|few|many|other)$/
const files = import.meta.glob<Tree>('../../i18n/*/testimonials.json', { import: 'default', eager: true })

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v)
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv)
  }
  return out
}

describe('testimonial texts', () => {
  const flat = Object.fromEntries(LANGUAGES.map((l) => [l, flatten(files[`../../i18n/${l}/testimonials.json`] ?? {})]))
  const base = (m: Map<string, string>) => new Set([...m.keys()].map((k) => k.replace(PLURAL, '')))

  it.each(LANGUAGES)('%s has every text the English file has, none empty, each plural form its language needs', (lang) => {
    const m = flat[lang]!
    expect([...base(m)].sort()).toEqual([...base(flat.en!)].sort())
    for (const [key, value] of m) expect(value.trim(), key).not.toBe('')
    const forms = new Intl.PluralRules(HTML_LANG[lang]).resolvedOptions().pluralCategories
    const plurals = new Set([...m.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')))
    for (const key of plurals) for (const form of forms) expect(m.has(`${key}_${form}`), `${key}_${form}`).toBe(true)
  })

  it.each(LANGUAGES)('%s names every server text', (lang) => {
    const m = flat[lang]!
    for (const key of Object.keys(KNOWN_MESSAGES)) expect(m.get(`message.${key}`), key).toBeTruthy()
  })

  it("keeps SPEC's and the server's texts word for word in English", () => {
    for (const [key, text] of Object.entries(KNOWN_MESSAGES)) expect(flat.en!.get(`message.${key}`)).toBe(text)
  })
})
