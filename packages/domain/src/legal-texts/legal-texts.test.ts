import { describe, expect, it } from 'vitest'
import { COD_LIMITS } from '../checkout'
import { LANGUAGES, type Language } from '../languages'
import { REVIEW_RULE, TERMS_VERSION, WITHDRAWAL_DAYS, WITHDRAWAL_REFUSALS } from '../legal'
import { formatMoney, type Currency } from '../locale-format'
import { EU_COUNTRIES, MARKET_SEEDS } from '../markets'
import { canRequestReturn } from '../orders'
import { cardMayFundWallet, WALLET_CARD_COUNTRIES } from '../payments'
import { PROMO_FIXED_CENTS, PROMO_TEXT } from '../promo'
import type { PublicSeller } from '../settings'
import { cancelPolicyText } from './cancel-policy'
import type { Block, PageText } from './content-types'
import { imprintText } from './imprint'
import { privacyPolicyText } from './privacy-policy'
import { returnPolicyText } from './return-policy'
import { SELLER_FIELDS, sellerPlaceholders, withSeller } from './seller'
import { termsText } from './terms'

/**
 * Issue 19: the legal texts say what the code does. Each rule is read out of the texts in every
 * language and compared with the constant the code enforces, so changing one without the other
 * fails here.
 */

const LEGAL: Record<string, Record<Language, PageText>> = {
  terms: termsText,
  returnPolicy: returnPolicyText,
  cancelPolicy: cancelPolicyText,
  imprint: imprintText,
  privacyPolicy: privacyPolicyText,
}

function blockText(block: Block): string[] {
  if (typeof block === 'string') return [block]
  if ('list' in block) return block.list
  if ('steps' in block) return block.steps
  if ('note' in block) return [block.note]
  if ('subheading' in block) return [block.subheading]
  if ('terms' in block) return block.terms.flatMap((t) => [t.term, t.text])
  if ('cards' in block) return block.cards.flatMap((c) => [c.title, c.meta, c.text])
  if ('stages' in block) return block.stages.flatMap((s) => [s.label, s.text])
  return []
}

/** Every string of a page. */
const allText = (page: PageText) => [page.title, page.intro, ...page.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap(blockText)]), ...(page.related ?? []).flatMap((r) => [r.label, r.text])]

/** A section's text, in one string with ordinary spaces (money and dates come with no-break spaces). */
function section(page: PageText, id: string): string {
  const found = page.sections.find((s) => s.id === id)
  if (!found) throw new Error(`no section ${id}`)
  return plain(found.blocks.flatMap(blockText).join('\n'))
}
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

/** "14 days", "14 dnů", "v 14 dneh", "14 Tagen": a count of calendar days in each language (never working days). */
const DAYS: Record<Language, RegExp> = {
  en: /(\d+) days?(?!\p{L})/gu,
  cz: /(\d+) (?:dnů|dní|dny|den|dne|dnech)(?!\p{L})/gu,
  sl: /(\d+) (?:dni|dneh|dan|dneva|dnevi)(?!\p{L})/gu,
  ge: /(\d+) (?:Tagen|Tage|Tag)(?!\p{L})/gu,
}
const daysIn = (text: string, lang: Language) => [...text.matchAll(DAYS[lang])].map((m) => Number(m[1]))

describe('the withdrawal period', () => {
  it('is the one the orders module enforces', () => {
    // Delivered on 1 November: WITHDRAWAL_DAYS whole days after the day of delivery, to the end of
    // the last one on the shop's clock (Prague, UTC+1 in November; decision 044).
    const state = { status: 'delivered_order' as const, resume_status: null, delivered_at: '2026-11-01T10:00:00.000Z' }
    const lastDay = new Date(Date.UTC(2026, 10, 1 + WITHDRAWAL_DAYS, 22, 59, 59))
    expect(canRequestReturn(state, lastDay)).toBe(true)
    expect(canRequestReturn(state, new Date(lastDay.getTime() + 1000))).toBe(false)
  })

  it.each(LANGUAGES)('is stated as WITHDRAWAL_DAYS wherever the texts state it (%s)', (lang) => {
    const r = returnPolicyText[lang]
    const statements = {
      'withdrawal policy, intro': plain(r.intro),
      'withdrawal policy, at a glance': plain(blockText(r.sections.find((s) => s.id === 'at-a-glance')!.blocks[0]!)[0]!),
      'withdrawal policy, the right': plain(blockText(r.sections.find((s) => s.id === 'right-of-withdrawal')!.blocks[0]!)[0]!),
      'terms, withdrawal': plain(blockText(termsText[lang].sections.find((s) => s.id === 'cancellation-and-returns')!.blocks[0]!)[0]!),
      'cancellation policy, after shipping': section(cancelPolicyText[lang], 'after-shipping'),
    }
    for (const [where, text] of Object.entries(statements)) {
      const days = daysIn(text, lang)
      expect(days.length, `${where}: ${text}`).toBeGreaterThan(0)
      expect(new Set(days), `${where}: ${text}`).toEqual(new Set([WITHDRAWAL_DAYS]))
    }
  })
})

/** How each language says the two grounds a withdrawal may be refused on. */
const REFUSAL_WORDS: Record<Language, { count: string } & Record<(typeof WITHDRAWAL_REFUSALS)[number], string>> = {
  en: { count: 'only two reasons', late: 'after the withdrawal period', unsealed_hygiene: 'seal was broken after delivery' },
  cz: { count: 'jen ze dvou důvodů', late: 'po uplynutí lhůty', unsealed_hygiene: 'pečeť byla po doručení porušena' },
  sl: { count: 'le iz dveh razlogov', late: 'po izteku odstopnega roka', unsealed_hygiene: 'po dostavi odpečatena' },
  ge: { count: 'nur aus zwei Gründen', late: 'nach Ablauf der Widerrufsfrist', unsealed_hygiene: 'nach der Zustellung entfernt' },
}

describe('the refusal grounds', () => {
  it.each(LANGUAGES)('are exactly WITHDRAWAL_REFUSALS, each named in the withdrawal policy (%s)', (lang) => {
    expect(WITHDRAWAL_REFUSALS).toHaveLength(2)
    const note = section(returnPolicyText[lang], 'right-of-withdrawal')
    const words = REFUSAL_WORDS[lang]
    expect(note).toContain(words.count)
    for (const ground of WITHDRAWAL_REFUSALS) expect(note, ground).toContain(words[ground])
  })
})

/** The review rule as each language's terms state it. */
const REVIEW_WORDS: Record<typeof REVIEW_RULE, Record<Language, string[]>> = {
  buyers_only: {
    en: ['Only shoppers who bought a product in our shop can review it, once per product', 'verified purchase'],
    cz: ['Výrobek mohou hodnotit jen zákazníci, kteří si ho u nás koupili, a to jednou', 'ověřený nákup'],
    sl: ['Izdelek lahko ocenijo le kupci, ki so ga kupili v naši trgovini, in to enkrat', 'preverjen nakup'],
    ge: ['Nur wer ein Produkt in unserem Shop gekauft hat, kann es bewerten, und zwar einmal', 'verifizierter Kauf'],
  },
}

describe('who may review', () => {
  it.each(LANGUAGES)('is REVIEW_RULE in the terms (%s)', (lang) => {
    const reviews = section(termsText[lang], 'reviews')
    for (const words of REVIEW_WORDS[REVIEW_RULE][lang]) expect(reviews).toContain(words)
  })
})

/** The countries outside the EU whose cards may fund a wallet, as each language's terms name them. */
const EEA_NAMES: Record<Language, Record<string, string>> = {
  en: { IS: 'Iceland', LI: 'Liechtenstein', NO: 'Norway' },
  cz: { IS: 'Island', LI: 'Lichtenštejnsk', NO: 'Norsk' },
  sl: { IS: 'Islandij', LI: 'Lihtenštajn', NO: 'Norvešk' },
  ge: { IS: 'Island', LI: 'Liechtenstein', NO: 'Norwegen' },
}

describe('the card rule for wallets and gift cards', () => {
  it('is the EU and the EEA countries the terms name', () => {
    const beyondEu = WALLET_CARD_COUNTRIES.filter((c) => !(EU_COUNTRIES as readonly string[]).includes(c))
    expect([...beyondEu].sort()).toEqual(Object.keys(EEA_NAMES.en).sort())
    for (const c of EU_COUNTRIES) expect(cardMayFundWallet(c), c).toBe(true)
    for (const c of ['US', 'CH', 'GB', 'BR']) expect(cardMayFundWallet(c), c).toBe(false)
  })

  it.each(LANGUAGES)('is stated in the terms in words that name exactly those countries (%s)', (lang) => {
    const wallet = section(termsText[lang], 'gift-cards-and-wallet')
    const rule = wallet.split('\n').find((line) => line.includes(EEA_NAMES[lang].NO!))!
    expect(rule).toMatch(/\bEU\b/)
    for (const c of WALLET_CARD_COUNTRIES.filter((x) => !(EU_COUNTRIES as readonly string[]).includes(x))) expect(rule, c).toContain(EEA_NAMES[lang][c])
    // No country the rule refuses is named as one that may.
    expect(rule).not.toMatch(/Switzerland|Švýcar|Švic|Schweiz|United States|USA/)
  })
})

describe('GET15 and cash on delivery', () => {
  it.each(LANGUAGES)('GET15 in the terms is the promo’s amount in each currency in English and its percentage elsewhere (%s)', (lang) => {
    const coupon = section(termsText[lang], 'coupons').split('\n').find((line) => line.includes('GET15'))!
    for (const currency of Object.keys(PROMO_FIXED_CENTS) as Currency[]) {
      expect(coupon, currency).toContain(plain(formatMoney(PROMO_FIXED_CENTS[currency], lang, { currency, wholeUnits: true })))
    }
    const percent = /(\d+) %/.exec(plain(PROMO_TEXT.cz))![1]
    expect(coupon).toContain(`${percent} %`)
    for (const other of ['cz', 'sl', 'ge'] as const) expect(plain(PROMO_TEXT[other])).toContain(`${percent} %`)
  })

  it.each(LANGUAGES)('cash on delivery in the terms has the checkout’s limits (%s)', (lang) => {
    const payment = section(termsText[lang], 'payment')
    for (const currency of Object.keys(COD_LIMITS) as Currency[]) {
      expect(payment, currency).toContain(plain(formatMoney(COD_LIMITS[currency], lang, { currency, wholeUnits: true })))
    }
  })
})

/** How each language says "including VAT" and "without VAT" in the terms' price list. */
const VAT_WORDS: Record<Language, { included: string; none: string }> = {
  en: { included: 'including', none: 'without VAT' },
  cz: { included: 'včetně', none: 'bez DPH' },
  sl: { included: 'vključno', none: 'brez DDV' },
  ge: { included: 'inklusive', none: 'ohne Umsatzsteuer' },
}

describe('markets, currencies and VAT', () => {
  it.each(LANGUAGES)('the terms give each market of the shop its currency and its VAT treatment (%s)', (lang) => {
    const prices = termsText[lang].sections.find((s) => s.id === 'prices')!.blocks.find((b): b is { list: string[] } => typeof b === 'object' && 'list' in b)!.list
    for (const market of MARKET_SEEDS) {
      const line = prices.find((item) => item.includes(`(${market.currency})`))
      expect(line, market.code).toBeDefined()
      expect(line, market.code).toContain(market.tax_mode === 'none' ? VAT_WORDS[lang].none : VAT_WORDS[lang].included)
    }
  })
})

describe('the version of the terms', () => {
  it.each(LANGUAGES)('the terms state TERMS_VERSION and the day it came into force (%s)', (lang) => {
    const [first] = section(termsText[lang], 'changes').split('\n')
    const date = new Date(`${TERMS_VERSION}T00:00:00Z`)
    expect(first).toContain(`**${TERMS_VERSION}**`)
    expect(first).toMatch(new RegExp(`\\b${date.getUTCDate()}\\b`))
    expect(first).toContain(String(date.getUTCFullYear()))
  })
})

const SELLER: PublicSeller = {
  name: 'Kapradí a lotos, s.r.o.',
  street: 'Náměstí Míru 9',
  city: 'Brno',
  postal_code: '602 00',
  country: 'CZ',
  vat_number: 'CZ87654321',
  registration_number: '87654321',
  email: 'obchod@kapradi.example',
  phone: '+420 530 000 000',
}

describe('the seller', () => {
  it.each(Object.entries(LEGAL))('the %s texts name the seller only through known placeholders, all filled', (_name, texts) => {
    for (const lang of LANGUAGES) {
      const used = allText(texts[lang]).flatMap(sellerPlaceholders)
      expect(used.filter((p) => !(SELLER_FIELDS as readonly string[]).includes(p)), lang).toEqual([])
      const filled = allText(withSeller(texts[lang], SELLER, lang)).join('\n')
      expect(filled, lang).not.toContain('{seller.')
    }
  })

  it.each(LANGUAGES)('the terms, the withdrawal policy and the imprint carry the seller, never a company of their own (%s)', (lang) => {
    for (const texts of [termsText, returnPolicyText, imprintText]) {
      const filled = allText(withSeller(texts[lang], SELLER, lang)).join('\n')
      expect(filled).toContain(SELLER.name)
      expect(filled).not.toMatch(/GmbH|s\.r\.o\.(?<!lotos, s\.r\.o\.)|Wien|Korunní|FN \d|ATU\d/)
    }
    const imprint = allText(withSeller(imprintText[lang], SELLER, lang)).join('\n')
    for (const value of [SELLER.street, '602 00 Brno', SELLER.registration_number, SELLER.vat_number, SELLER.email, SELLER.phone]) expect(imprint).toContain(value)
    expect(imprint).toContain('adr.coi.cz')
  })

  it.each(LANGUAGES)('the withdrawal policy holds the model form once, and the route to the ADR body names no closed platform (%s)', (lang) => {
    const forms = returnPolicyText[lang].sections.flatMap((s) => s.blocks).filter((b) => typeof b === 'object' && 'withdrawalForm' in b)
    expect(forms).toHaveLength(1)
    for (const texts of Object.values(LEGAL)) expect(allText(texts[lang]).join('\n')).not.toMatch(/ec\.europa\.eu\/consumers\/odr|ombudsstelle/i)
  })
})
