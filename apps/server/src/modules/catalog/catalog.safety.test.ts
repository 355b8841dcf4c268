import { LANGUAGES, PRODUCT_CSV_MESSAGES, STAFF_CATALOG_MESSAGES, type ProductDetail, type StaffBrand, type StaffProduct } from '@shop/domain'
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { signUpStaff, type Account } from '../orders/orders.testing'
import { lastAudit, staffCall } from './catalog.admin.testing'

type Row = Record<string, string>
const WARNINGS = {
  en: 'For external use only. Avoid contact with eyes.',
  cz: 'Pouze pro vnější použití. Zabraňte kontaktu s očima.',
  sl: 'Samo za zunanjo uporabo. Preprečite stik z očmi.',
  ge: 'Nur zur äußerlichen Anwendung. Kontakt mit den Augen vermeiden.',
}

/** Product safety on the product page (issue 19, decision 045): responsible person, warnings, nominal content. */
describe.each(testDialects())('product safety information (%s)', (dialect) => {
  let ctx: TestContext
  let staff: Account
  let call: ReturnType<typeof staffCall>

  beforeAll(async () => {
    const dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    staff = await signUpStaff(ctx, dataDir, 'Safety')
    call = staffCall(ctx)
  })
  afterAll(async () => ctx?.close())

  const detail = async (id: string, lang = 'en'): Promise<ProductDetail> => {
    const res = await ctx.app.inject(`/api/product/${id}?lang=${lang}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }
  const productWith = async (warnings: boolean) =>
    (await ctx.db.kysely.selectFrom('product').select(['id', 'brand_id', 'warnings']).where('status', '=', 'published').where('kind', '=', 'single').where('warnings', warnings ? '<>' : '=', '').orderBy('id').executeTakeFirstOrThrow())

  it('serves the seeded responsible person and warnings in each language, and the size as nominal content', async () => {
    const p = await productWith(true)
    const stored = JSON.parse(p.warnings) as Record<string, string>
    const brand = await ctx.db.kysely.selectFrom('brand').selectAll().where('id', '=', p.brand_id).executeTakeFirstOrThrow()
    expect(brand.responsible_name).not.toBe('')
    for (const lang of LANGUAGES) {
      const d = await detail(p.id, lang)
      expect(d.warnings, lang).toBe(stored[lang])
      expect(d.warnings.length).toBeGreaterThan(10)
      expect(d.responsible_person).toEqual({ name: brand.responsible_name, address: brand.responsible_address, email: brand.responsible_email })
      expect(d.variants[0]!.size.value).toBeGreaterThan(0)
    }
    // Different languages, different words.
    expect(new Set(LANGUAGES.map((l) => stored[l])).size).toBe(4)
    // Where no precaution applies, there is none.
    expect((await detail((await productWith(false)).id)).warnings).toBe('')
  })

  it('staff set a brand’s responsible person; the product page shows it at once; name and address go together', async () => {
    const p = await productWith(false)
    await detail(p.id) // cached now
    const body = { responsible_name: 'Test Kosmetik GmbH', responsible_address: 'Hauptstraße 1\n1010 Wien\nAustria', responsible_email: 'rp@test-kosmetik.at' }
    const res = await call('PATCH', `/api/staff/brands/${p.brand_id}`, staff.token, body)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<StaffBrand>()).toMatchObject(body)
    expect((await detail(p.id, 'cz')).responsible_person).toEqual({ name: body.responsible_name, address: body.responsible_address, email: body.responsible_email })
    const audit = await lastAudit(ctx, p.brand_id)
    expect(audit).toMatchObject({ action: 'brand.update' })
    expect(audit.details).toMatchObject({ responsible_name: { to: body.responsible_name } })

    for (const [bad, path, message] of [
      [{ responsible_name: 'Only A Name' }, 'responsible_address', STAFF_CATALOG_MESSAGES.responsiblePartial],
      [{ responsible_name: 'A Name', responsible_address: '' }, 'responsible_address', STAFF_CATALOG_MESSAGES.responsiblePartial],
      [{ responsible_name: 'A Name', responsible_address: 'Street 1', responsible_email: 'not-an-email' }, 'responsible_email', STAFF_CATALOG_MESSAGES.responsibleEmail],
      [{ responsible_name: 'A Name', responsible_address: 'x'.repeat(301) }, 'responsible_address', STAFF_CATALOG_MESSAGES.responsibleAddressLong],
    ] as const) {
      const refused = await call('PATCH', `/api/staff/brands/${p.brand_id}`, staff.token, bad)
      expect(refused.statusCode, refused.body).toBe(400)
      expect(refused.json().errors).toContainEqual({ path: `body.${path}`, message })
    }
    expect((await detail(p.id)).responsible_person?.name).toBe(body.responsible_name)

    // A new brand may start without one (staff add it later); the form asks for it.
    const created = await call('POST', '/api/staff/brands', staff.token, { name: 'Fresh Brand', country: 'SI', description: WARNINGS })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({ responsible_name: '', responsible_address: '', responsible_email: '' })
    const withPerson = await call('POST', '/api/staff/brands', staff.token, { name: 'Second Brand', country: 'CZ', description: WARNINGS, ...body })
    expect(withPerson.json()).toMatchObject(body)
  })

  it('staff write a product’s warnings in the editor, in all four languages or none', async () => {
    const p = await productWith(false)
    const res = await call('PATCH', `/api/staff/products/${p.id}`, staff.token, { warnings: WARNINGS })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<StaffProduct>().warnings).toEqual(WARNINGS)
    for (const lang of LANGUAGES) expect((await detail(p.id, lang)).warnings).toBe(WARNINGS[lang])
    expect((await lastAudit(ctx, p.id)).details).toEqual({ warnings: { languages: ['en', 'cz', 'sl', 'ge'] } })

    const partial = await call('PATCH', `/api/staff/products/${p.id}`, staff.token, { warnings: { ...WARNINGS, sl: ' ' } })
    expect(partial.statusCode).toBe(400)
    expect(partial.json().errors).toContainEqual({ path: 'body.warnings.sl', message: STAFF_CATALOG_MESSAGES.warningsPartial })
    const tooLong = await call('PATCH', `/api/staff/products/${p.id}`, staff.token, { warnings: { ...WARNINGS, ge: 'x'.repeat(1001) } })
    expect(tooLong.statusCode).toBe(400)

    const cleared = await call('PATCH', `/api/staff/products/${p.id}`, staff.token, { warnings: { en: '', cz: '', sl: '', ge: '' } })
    expect(cleared.statusCode, cleared.body).toBe(200)
    expect((await detail(p.id, 'ge')).warnings).toBe('')
    expect((await ctx.db.kysely.selectFrom('product').select('warnings').where('id', '=', p.id).executeTakeFirstOrThrow()).warnings).toBe('')
  })

  it('the products CSV carries warnings per language: exported, imported, all four or none', async () => {
    const exportRows = async (): Promise<Row[]> =>
      parse((await call('GET', '/api/staff/products/export.csv', staff.token)).body, { bom: true, columns: true }) as Row[]
    const importRows = (rows: Row[]) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/staff/products/import.csv',
        headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'text/csv' },
        payload: stringify(rows, { header: true, bom: true, columns: Object.keys(rows[0]!) }),
      })
    const withWarnings = await productWith(true)
    const stored = JSON.parse(withWarnings.warnings) as Record<string, string>
    const rows = await exportRows()
    const own = rows.filter((r) => r.product_id === withWarnings.id)
    for (const lang of LANGUAGES) expect(own[0]![`warnings_${lang}`]).toBe(stored[lang])

    // Exported and imported unchanged: nothing changes.
    const same = await importRows(rows)
    expect(same.statusCode, same.body).toBe(200)
    expect(same.json()).toMatchObject({ products_changed: 0, variants_updated: 0 })

    const target = rows.find((r) => r.warnings_en === '')!
    for (const r of rows.filter((x) => x.product_id === target.product_id)) Object.assign(r, { warnings_en: WARNINGS.en, warnings_cz: WARNINGS.cz, warnings_sl: WARNINGS.sl, warnings_ge: WARNINGS.ge })
    const changed = await importRows(rows)
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().products_changed).toBe(1)
    expect((await detail(target.product_id!, 'sl')).warnings).toBe(WARNINGS.sl)

    const line = rows.findIndex((r) => r.product_id === target.product_id) + 2
    for (const r of rows.filter((x) => x.product_id === target.product_id)) r.warnings_ge = ''
    const partial = await importRows(rows)
    expect(partial.statusCode).toBe(400)
    expect(partial.json()).toMatchObject({ reason: 'csv_rows_invalid' })
    expect(partial.json().errors).toContainEqual({ path: `${line}.warnings_ge`, message: PRODUCT_CSV_MESSAGES.warningsPartial })
    expect((await detail(target.product_id!, 'ge')).warnings).toBe(WARNINGS.ge)
  })
})
