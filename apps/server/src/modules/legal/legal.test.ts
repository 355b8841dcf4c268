import { LANGUAGES, TERMS_VERSION } from '@shop/domain'
import { termsText } from '@shop/domain/legal-texts/terms'
import { withdrawalForm } from '@shop/domain/legal-texts/withdrawal-form'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, restartedApp, testDialects, type TestContext } from '../../test/harness'
import { pdfText } from '../invoices/invoices.testing'
import { fillSeller } from '@shop/domain/legal-texts/seller'
import { plainText } from './legal.pdf'
import type { SellerIdentity } from './legal.types'

const SELLER: SellerIdentity = {
  name: 'Lumen & Leaf s.r.o.',
  street: 'Korunní 2569/108',
  city: 'Praha 10',
  postal_code: '101 00',
  country: 'CZ',
  vat_number: 'CZ12345678',
  registration_number: '12345678',
  email: 'invoices@lumenleaf.example',
  phone: '+420 220 000 000',
}

describe('the terms as text for a PDF', () => {
  it("prints the texts' marks as plain text", () => {
    expect(plainText('**14 days** to [ask us](/contactus) or [write](mailto:a@b.c); see [faulty products](#faulty)')).toBe('14 days to ask us or write; see faulty products')
  })

  it("fills the seller's fields from the settings and leaves other braces alone", () => {
    expect(fillSeller('{seller.name}, {seller.address}, VAT {seller.vat}; {seller.nickname} {other}', SELLER, 'ge')).toBe(
      'Lumen & Leaf s.r.o., Korunní 2569/108, 101 00 Praha 10, Tschechien, VAT CZ12345678; {seller.nickname} {other}',
    )
    expect(fillSeller('{seller.country}', SELLER, 'cz')).toBe('Česko')
  })
})

describe.each(testDialects())('GET /api/legal/terms.pdf (%s)', (dialect) => {
  let ctx: TestContext

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { seed: false })
  })
  afterAll(async () => ctx?.close())

  const get = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/legal/terms.pdf${query}` })
  const stored = () => ctx.db.kysely.selectFrom('legal_document').select(['kind', 'version', 'lang', 'sha256']).orderBy('lang').execute()

  it('serves the current terms in the language asked, rendered once for every language and stored', async () => {
    expect(await stored()).toEqual([])
    const res = await get('?lang=ge')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(`inline; filename="AGB-${TERMS_VERSION}.pdf"`)
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ')
    expect(text).toContain(termsText.ge.title)
    expect(text).toContain(`Fassung ${TERMS_VERSION}`)
    // The model form, addressed to the seller of the settings.
    expect(text).toContain(withdrawalForm('ge', { ...SELLER, address: '' }).title)
    expect(text).toContain('An: Lumen & Leaf s.r.o., Korunní 2569/108, 101 00 Praha 10, Tschechien, invoices@lumenleaf.example')
    // No mark is printed as written.
    expect(text).not.toMatch(/\*\*|\]\(/)

    const rows = await stored()
    expect(rows.map((r) => [r.kind, r.version, r.lang])).toEqual([...LANGUAGES].sort().map((l) => ['terms', TERMS_VERSION, l]))
    // Asked again, named by version, or after a restart: the same bytes, not a new rendering.
    const named = await get(`?lang=ge&version=${TERMS_VERSION}`)
    expect(named.rawPayload.equals(res.rawPayload)).toBe(true)
    expect(named.headers['cache-control']).toContain('immutable')
    expect(res.headers['cache-control']).not.toContain('immutable')
    expect(await stored()).toEqual(rows)

    // What is served is what was stored, even where today's code would render otherwise (a restart
    // forgets what the process had read).
    const kept = Buffer.from('%PDF-1.3 the terms as accepted\n%%EOF\n')
    await ctx.db.kysely.updateTable('legal_document').set({ pdf: kept }).where('version', '=', TERMS_VERSION).where('lang', '=', 'ge').execute()
    const restarted = await restartedApp(ctx)
    try {
      const again = await restarted.inject({ method: 'GET', url: '/api/legal/terms.pdf?lang=ge' })
      expect(again.rawPayload.equals(kept)).toBe(true)
    } finally {
      await restarted.close()
      await ctx.db.kysely.updateTable('legal_document').set({ pdf: res.rawPayload }).where('version', '=', TERMS_VERSION).where('lang', '=', 'ge').execute()
    }
  })

  it('serves an older version as it was stored, and refuses a version never stored with 404', async () => {
    const old = Buffer.from('%PDF-1.3 the terms of 2025\n%%EOF\n')
    await ctx.db.kysely
      .insertInto('legal_document')
      .values({ kind: 'terms', version: '2025-06-01', lang: 'cz', pdf: old, sha256: 'x'.repeat(64), created_at: '2025-06-01T00:00:00.000Z' })
      .execute()
    const res = await get('?lang=cz&version=2025-06-01')
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.equals(old)).toBe(true)
    expect(res.headers['content-disposition']).toBe('inline; filename="obchodni-podminky-2025-06-01.pdf"')

    for (const query of ['?lang=sl&version=2025-06-01', '?lang=en&version=1999-01-01']) {
      const missing = await get(query)
      expect(missing.statusCode).toBe(404)
      expect(missing.headers['content-type']).toContain('application/problem+json')
      expect(missing.json()).toMatchObject({ reason: 'legal_document_not_found' })
    }
  })

  it('refuses a bad language or version with 400', async () => {
    for (const query of ['?lang=fr', '?version=../../etc', `?version=${'9'.repeat(41)}`]) {
      const res = await get(query)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().reason).toBe('validation_failed')
    }
  })
})
