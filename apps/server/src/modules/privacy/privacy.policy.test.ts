import { ESSENTIAL_COOKIES, ESSENTIAL_STORAGE, LANGUAGES, TAX_RECORDS_KEPT_YEARS, type Language } from '@shop/domain'
import type { Block, PageText, Section } from '@shop/domain/legal-texts/content-types'
import { privacyPolicyText } from '@shop/domain/legal-texts/privacy-policy'
import { SHOP } from '@shop/domain/legal-texts/shop-identity'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'

/** Every string of a block, terms as "term: text". */
function strings(block: Block): string[] {
  if (typeof block === 'string') return [block]
  if ('list' in block) return block.list
  if ('steps' in block) return block.steps
  if ('note' in block) return [block.note]
  if ('subheading' in block) return [block.subheading]
  if ('terms' in block) return block.terms.map((t) => `${t.term}: ${t.text}`)
  if ('cards' in block) return block.cards.map((c) => `${c.title}: ${c.text}`)
  if ('stages' in block) return block.stages.map((s) => `${s.label}: ${s.text}`)
  return []
}

const section = (page: PageText, id: string): Section => {
  const found = page.sections.find((s) => s.id === id)
  if (!found) throw new Error(`no section ${id}`)
  return found
}
const textOf = (page: PageText, id: string) => section(page, id).blocks.flatMap(strings).join('\n')
const termsOf = (page: PageText, id: string) => section(page, id).blocks.flatMap((b) => (typeof b !== 'string' && 'terms' in b ? b.terms.map((t) => t.term) : []))

/** How each language writes a number of days or years. */
const DURATION: Record<Language, (days: number) => string> = {
  en: (d) => (d === 365 ? '1 year' : `${d} days`),
  cz: (d) => (d === 365 ? '1 rok' : `${d} dní`),
  sl: (d) => (d === 365 ? '1 leto' : `${d} dni`),
  ge: (d) => (d === 365 ? '1 Jahr' : `${d} Tage`),
}
const DAYS_WORD: Record<Language, string> = { en: 'days', cz: 'dnech', sl: 'dneh', ge: 'Tagen' }

/**
 * The privacy policy says what the code does (issue 19): read the rules out of each language's
 * text and hold them against the code that enforces them.
 */
describe.each(LANGUAGES)('the privacy policy in %s', (lang) => {
  const page = privacyPolicyText[lang]

  it('lists exactly the cookies and browser storage the shop uses, with their lifetimes', () => {
    const cookies = termsOf(page, 'cookies')
    expect(cookies.sort()).toEqual([...ESSENTIAL_COOKIES.map((c) => c.name), ...ESSENTIAL_STORAGE.map((s) => s.name)].sort())
    const text = textOf(page, 'cookies')
    for (const c of ESSENTIAL_COOKIES) expect(text).toContain(`${c.name}: ${c.purpose[lang]}`)
    for (const c of ESSENTIAL_COOKIES) expect(text.split('\n').find((l) => l.startsWith(`${c.name}:`))).toContain(DURATION[lang](c.days))
  })

  it('keeps tax records as long as the code does, and ends sessions when the server does', () => {
    const years = String(TAX_RECORDS_KEPT_YEARS)
    expect(textOf(page, 'retention')).toContain(years)
    expect(textOf(page, 'your-rights')).toContain(years)
    expect(textOf(page, 'security')).toContain(`${loadConfig({ NODE_ENV: 'test' }).SESSION_DAYS} ${DAYS_WORD[lang]}`)
  })

  it('names the controller, the privacy contact and the Czech supervisory authority', () => {
    expect(textOf(page, 'controller')).toContain('**{seller.name}**, {seller.address}')
    expect(page.sections.flatMap((s) => s.blocks.flatMap(strings)).join('\n')).toContain(`mailto:${SHOP.privacyEmail}`)
    expect(textOf(page, 'contact-and-complaints')).toMatch(/ÚOOÚ.*uoou\.gov\.cz/s)
  })

  it('tells where the data download and the account deletion are', () => {
    const rights = section(page, 'your-rights')
    expect(rights.blocks.flatMap(strings).join('\n')).toContain('](/youraccount)')
    // The two functions each have a heading of their own; the web test holds them to the buttons' words.
    expect(rights.blocks.filter((b) => typeof b !== 'string' && 'subheading' in b)).toHaveLength(2)
    expect(page.related?.map((r) => r.to)).toContain('/youraccount')
  })
})
