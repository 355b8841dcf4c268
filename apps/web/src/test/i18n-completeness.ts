import { HTML_LANG, LANGUAGES, type Language } from '@shop/domain'
import { expect, it } from 'vitest'

type Tree = { [key: string]: string | Tree }
/** A namespace in one language, flattened to dotted keys ('status.paid', 'items_other'). */
export type FlatTexts = Map<string, string>

const PLURAL = /_(zero|one|two|few|many|other)$/
const files = import.meta.glob<Tree>('../i18n/*/*.json', { import: 'default', eager: true })

function flatten(tree: Tree, prefix = ''): FlatTexts {
  const out: FlatTexts = new Map()
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v)
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv)
  }
  return out
}

/** The keys without their plural suffix: what every language must have the same of. */
export const baseKeys = (texts: FlatTexts) => new Set([...texts.keys()].map((k) => k.replace(PLURAL, '')))

/** `src/i18n/<lang>/<namespace>.json` of the four languages, flattened (empty for a missing file). */
export function loadTexts(namespace: string): Record<Language, FlatTexts> {
  return Object.fromEntries(LANGUAGES.map((l) => [l, flatten(files[`../i18n/${l}/${namespace}.json`] ?? {})])) as Record<Language, FlatTexts>
}

type Options = {
  /** The namespace has more keys than this in every language (guards against a wrong path). */
  minKeys?: number
  /** Each text uses the same placeholders as its English one, as matched by this global pattern. */
  placeholders?: RegExp
}

/**
 * Declares, inside the caller's `describe`, the checks every namespace gets: in each language the
 * keys of English (plural suffixes aside), no empty text, and every plural form the language needs.
 * Returns the texts for the namespace's own checks.
 */
export function itHasCompleteTexts(namespace: string, { minKeys = 0, placeholders }: Options = {}): Record<Language, FlatTexts> {
  const texts = loadTexts(namespace)

  it.each(LANGUAGES)('%s has every text the English file has, none empty', (lang) => {
    const m = texts[lang]
    expect(m.size).toBeGreaterThan(minKeys)
    expect([...baseKeys(m)].sort()).toEqual([...baseKeys(texts.en)].sort())
    for (const [key, value] of m) expect(value.trim(), key).not.toBe('')
  })

  it.each(LANGUAGES)('%s gives every plural text each form its language needs', (lang) => {
    const m = texts[lang]
    const forms = new Intl.PluralRules(HTML_LANG[lang]).resolvedOptions().pluralCategories
    const plurals = new Set([...m.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')))
    for (const key of plurals) for (const form of forms) expect(m.has(`${key}_${form}`), `${key}_${form}`).toBe(true)
  })

  if (placeholders) {
    const found = (s: string | undefined) => [...(s ?? '').matchAll(placeholders)].map((m) => m[0]).sort()
    it.each(LANGUAGES)('%s keeps the placeholders of each English text', (lang) => {
      const en = texts.en
      for (const [key, value] of texts[lang]) {
        expect(found(value), key).toEqual(found(en.get(key) ?? en.get(key.replace(PLURAL, '_other'))))
      }
    })
  }

  return texts
}
