import { COD_LIMITS, EU_COUNTRIES, LANGUAGES, PROMO_FIXED_CENTS, WALLET_CARD_COUNTRIES, WITHDRAWAL_DAYS, formatMoney, type Currency, type Language } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import type { Block } from '../content-types'
import { faqText } from './faq'

/**
 * Issue 19: the FAQ answers that touch the legal rules say what the code does (the terms and the
 * policies are checked the same way in packages/domain/src/legal-texts/legal-texts.test.ts).
 */

const strings = (block: Block): string[] =>
  typeof block === 'string' ? [block] : 'list' in block ? block.list : 'steps' in block ? block.steps : 'note' in block ? [block.note] : []

function answer(lang: Language, id: string): string {
  const item = faqText[lang].groups.flatMap((g) => g.items).find((i) => i.id === id)
  if (!item) throw new Error(`no FAQ item ${id}`)
  return item.answer.flatMap(strings).join('\n').replace(/[\u00a0\u202f]/g, ' ')
}

const money = (cents: number, lang: Language, currency: Currency) => formatMoney(cents, lang, { currency, wholeUnits: true }).replace(/[\u00a0\u202f]/g, ' ')

const DAYS: Record<Language, RegExp> = {
  en: /(\d+) days?(?!\p{L})/gu,
  cz: /(\d+) (?:dnů|dní|dny|den|dne|dnech)(?!\p{L})/gu,
  sl: /(\d+) (?:dni|dneh|dan|dneva|dnevi)(?!\p{L})/gu,
  ge: /(\d+) (?:Tagen|Tage|Tag)(?!\p{L})/gu,
}

const EEA_NAMES: Record<Language, string[]> = {
  en: ['Iceland', 'Liechtenstein', 'Norway'],
  cz: ['Island', 'Lichtenštejnsk', 'Norsk'],
  sl: ['Islandij', 'Lihtenštajn', 'Norvešk'],
  ge: ['Island', 'Liechtenstein', 'Norwegen'],
}

describe.each(LANGUAGES)('the FAQ in %s', (lang) => {
  it('gives the withdrawal period the orders module enforces', () => {
    const days = [...answer(lang, 'return-product').matchAll(DAYS[lang])].map((m) => Number(m[1]))
    expect(days.length).toBeGreaterThan(0)
    expect(new Set(days)).toEqual(new Set([WITHDRAWAL_DAYS]))
  })

  it('gives GET15 in every currency and the cash-on-delivery limits the checkout applies', () => {
    const coupons = answer(lang, 'coupons')
    for (const currency of Object.keys(PROMO_FIXED_CENTS) as Currency[]) expect(coupons, currency).toContain(money(PROMO_FIXED_CENTS[currency], lang, currency))
    const payment = answer(lang, 'payment-methods')
    for (const currency of Object.keys(COD_LIMITS) as Currency[]) expect(payment, currency).toContain(money(COD_LIMITS[currency], lang, currency))
  })

  it('names the countries beyond the EU whose cards may top up a wallet', () => {
    expect(WALLET_CARD_COUNTRIES.filter((c) => !(EU_COUNTRIES as readonly string[]).includes(c))).toHaveLength(EEA_NAMES[lang].length)
    const wallet = answer(lang, 'wallet')
    expect(wallet).toMatch(/\bEU\b/)
    for (const name of EEA_NAMES[lang]) expect(wallet).toContain(name)
  })
})
