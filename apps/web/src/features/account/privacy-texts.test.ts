import { LANGUAGES, TAX_RECORDS_KEPT_YEARS } from '@shop/domain'
import type { Block } from '@shop/domain/legal-texts/content-types'
import { privacyPolicyText } from '@shop/domain/legal-texts/privacy-policy'
import { describe, expect, it } from 'vitest'
import { itHasCompleteTexts } from '../../test/i18n-completeness'

const subheadings = (blocks: Block[]) => blocks.flatMap((b) => (typeof b !== 'string' && 'subheading' in b ? [b.subheading] : []))

describe('the "Your data" texts', () => {
  const texts = itHasCompleteTexts('privacy', { minKeys: 30, placeholders: /\{\{\w+\}\}/g })

  it('are written in every language rather than copied from English', () => {
    const english = new Set([...texts.en.values()].filter((s) => s.split(' ').length > 2))
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) expect([...texts[lang].values()].filter((s) => english.has(s))).toEqual([])
  })

  it.each(LANGUAGES)('match the privacy policy in %s: it sends readers to the section and the buttons by the words on screen', (lang) => {
    const rights = privacyPolicyText[lang].sections.find((s) => s.id === 'your-rights')!
    const text = rights.blocks.flatMap((b) => (typeof b === 'string' ? [b] : [])).join('\n')
    expect(text).toContain(`**${texts[lang].get('title')}**`)
    expect(subheadings(rights.blocks)).toEqual([texts[lang].get('download.title'), texts[lang].get('erase.title')])
    expect(text).toContain(String(TAX_RECORDS_KEPT_YEARS))
  })
})
