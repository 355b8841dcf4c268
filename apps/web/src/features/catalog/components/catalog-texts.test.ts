import { HTML_LANG, LANGUAGES, CERTIFICATIONS, HAIR_TYPES, PRODUCT_SORTS, SKIN_TYPES, STOCK_STATES } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { CATALOG_MESSAGES } from './test-utils'

type Tree = { [key: string]: string | Tree }
const PLURAL = /_(zero|one|two|few|many|other)$/

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v)
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv)
  }
  return out
}

describe('catalog texts', () => {
  const flat = Object.fromEntries(LANGUAGES.map((l) => [l, flatten(CATALOG_MESSAGES[l] as Tree)]))
  const base = (m: Map<string, string>) => new Set([...m.keys()].map((k) => k.replace(PLURAL, '')))

  it.each(LANGUAGES)('%s has every text the English file has, and nothing left empty', (lang) => {
    expect([...base(flat[lang]!)].sort()).toEqual([...base(flat.en!)].sort())
    for (const [key, value] of flat[lang]!) expect(value.trim(), key).not.toBe('')
  })

  it.each(LANGUAGES)('%s gives every plural text each form its language needs', (lang) => {
    const forms = new Intl.PluralRules(HTML_LANG[lang]).resolvedOptions().pluralCategories
    const plurals = new Set([...flat[lang]!.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')))
    for (const key of plurals) for (const form of forms) expect(flat[lang]!.has(`${key}_${form}`), `${key}_${form}`).toBe(true)
  })

  it.each(LANGUAGES)('%s names every skin type, hair type, certification, sort and stock state', (lang) => {
    const m = flat[lang]!
    const has = (key: string) => m.has(key) || m.has(`${key}_other`)
    for (const v of SKIN_TYPES) expect(has(`skinType.${v}`), v).toBe(true)
    for (const v of HAIR_TYPES) expect(has(`hairType.${v}`), v).toBe(true)
    for (const v of CERTIFICATIONS) expect(has(`certification.${v}`), v).toBe(true)
    for (const v of PRODUCT_SORTS) expect(has(`sort.${v}`), v).toBe(true)
    for (const v of STOCK_STATES) expect(has(`stock.${v}`), v).toBe(true)
  })
})
