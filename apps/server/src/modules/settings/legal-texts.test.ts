import { CURRENCIES, LANGUAGES, formatMoney, type CouponOffer, type PublicSeller } from '@shop/domain'
import type { Block } from '@shop/domain/legal-texts/content-types'
import { returnPolicyText } from '@shop/domain/legal-texts/return-policy'
import { formAddressee, withSeller } from '@shop/domain/legal-texts/seller'
import { termsText } from '@shop/domain/legal-texts/terms'
import { withdrawalForm } from '@shop/domain/legal-texts/withdrawal-form'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'

/**
 * Issue 19, on the running server: what the terms say about GET15 is what the checkout's coupon
 * gives in every language and currency, and the seller the legal texts are filled with is the one
 * the settings hold — the Czech company whose law and dispute body the terms name.
 */

const strings = (block: Block): string[] => (typeof block === 'string' ? [block] : 'list' in block ? block.list : 'steps' in block ? block.steps : 'note' in block ? [block.note] : [])
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe.each(testDialects())('the legal texts against the server (%s)', (dialect) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { seed: true })
  })
  afterAll(async () => ctx?.close())

  it('GET15 is, in every language and currency, what that language’s terms promise', async () => {
    for (const lang of LANGUAGES) {
      const terms = termsText[lang].sections.find((s) => s.id === 'coupons')!.blocks.flatMap(strings)
      const line = plain(terms.find((t) => t.includes('GET15'))!)
      for (const currency of CURRENCIES) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/coupons?lang=${lang}&currency=${currency}` })
        expect(res.statusCode, res.body).toBe(200)
        const get15 = (res.json().data as CouponOffer[]).find((c) => c.code === 'GET15')!
        expect(get15.currency).toBe(currency)
        if (lang === 'en') {
          expect(get15.kind, currency).toBe('fixed')
          expect(line, `${lang} ${currency}`).toContain(plain(formatMoney(get15.value, lang, { currency, wholeUnits: true })))
        } else {
          expect(get15.kind, `${lang} ${currency}`).toBe('percent')
          expect(line, `${lang} ${currency}`).toContain(`${get15.value} %`)
        }
      }
    }
  })

  it('fills the terms and the model withdrawal form with the seller of GET /api/seller, a Czech company as the terms’ law assumes', async () => {
    const seller = (await ctx.app.inject({ method: 'GET', url: '/api/seller' })).json() as PublicSeller
    expect(seller.country).toBe('CZ')
    for (const lang of LANGUAGES) {
      const who = withSeller(termsText[lang], seller, lang).sections.find((s) => s.id === 'who-we-are')!.blocks.flatMap(strings).join(' ')
      for (const value of [seller.name, seller.street, seller.registration_number, seller.vat_number, seller.email, seller.phone]) expect(who, lang).toContain(value)
      const law = termsText[lang].sections.find((s) => s.id === 'governing-law')!.blocks.flatMap(strings).join(' ')
      expect(law, lang).toMatch(/Czech law|českým právem|češko pravo|tschechisches Recht/)
      expect(law, lang).toContain('adr.coi.cz')
      const form = withdrawalForm(lang, formAddressee(seller, lang))
      expect(form.to, lang).toContain(`${seller.name}, ${seller.street}, ${seller.postal_code} ${seller.city}`)
      expect(form.to, lang).toContain(seller.email)
      const policy = JSON.stringify(withSeller(returnPolicyText[lang], seller, lang))
      expect(policy, lang).not.toContain('{seller.')
    }
  })
})
