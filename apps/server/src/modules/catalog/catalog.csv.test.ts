import { convertPrice, PRODUCT_CSV_COLUMNS, PRODUCT_CSV_MAX_BYTES, PRODUCT_CSV_MAX_ROWS, PRODUCT_CSV_MESSAGES as MSG, type ProductDetail } from '@shop/domain'
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { signUpStaff, type Account } from '../orders/orders.testing'
import { lastAudit } from './catalog.admin.testing'

type Row = Record<string, string>

describe.each(testDialects())('products CSV export and import (%s)', (dialect) => {
  let ctx: TestContext
  let staff: Account

  beforeAll(async () => {
    const dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    staff = await signUpStaff(ctx, dataDir, 'Csv')
  })
  afterAll(async () => ctx?.close())

  const exportCsv = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/staff/products/export.csv', headers: { authorization: `Bearer ${staff.token}` } })
    expect(res.statusCode, res.body).toBe(200)
    return res
  }
  const rowsOf = (text: string): Row[] => parse(text, { bom: true, columns: true }) as Row[]
  const toCsv = (rows: Row[], bom = true) => stringify(rows, { header: true, bom, columns: Object.keys(rows[0]!) })
  const importCsv = (body: string | Buffer, type = 'text/csv') =>
    ctx.app.inject({ method: 'POST', url: '/api/staff/products/import.csv', headers: { authorization: `Bearer ${staff.token}`, 'content-type': type }, payload: body })
  const variantsBySku = async () => new Map((await ctx.db.kysely.selectFrom('product_variant').selectAll().execute()).map((v) => [v.sku, v]))
  const product = async (id: string): Promise<ProductDetail> => (await ctx.app.inject({ method: 'GET', url: `/api/product/${id}` })).json()

  it('exports one row per size: UTF-8 with BOM, prices with a dot, as a download', async () => {
    const res = await exportCsv()
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const rows = rowsOf(res.body)
    const count = await ctx.db.kysely.selectFrom('product_variant').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    expect(rows).toHaveLength(Number(count.n))
    const stored = await variantsBySku()
    for (const r of rows.slice(0, 50)) {
      const v = stored.get(r.sku!)!
      expect(r.price).toMatch(/^\d+\.\d{2}$/)
      expect(Math.round(Number(r.price) * 100)).toBe(v.price_cents)
      expect(r.product_id).toBe(v.product_id)
    }
  })

  it('round trip: export, change prices, import: the prices changed, the product summary follows, one audit line', async () => {
    const rows = rowsOf((await exportCsv()).body)
    const target = rows.find((r) => r.compare_at_price === '')!
    const others = rows.filter((r) => r.product_id === target.product_id)
    for (const r of others) r.price = '1.25'
    // Unchanged rows go back as they came.
    const res = await importCsv(toCsv(rows))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ rows: rows.length, variants_updated: others.length, variants_added: 0, variants_unchanged: rows.length - others.length, products_changed: 0 })
    const stored = await variantsBySku()
    for (const r of others) expect(stored.get(r.sku!)!.price_cents).toBe(125)
    const shown = await product(target.product_id!)
    expect(shown.price_cents).toBe(125)
    expect(await lastAudit(ctx, 'products')).toMatchObject({ action: 'product.csv_import', details: { variants_updated: others.length } })
  })

  it('carries the EUR and CZK prices: a price is set by hand, an empty cell follows USD, the file as exported changes nothing', async () => {
    const exported = rowsOf((await exportCsv()).body)
    expect(PRODUCT_CSV_COLUMNS.slice(PRODUCT_CSV_COLUMNS.indexOf('price'), PRODUCT_CSV_COLUMNS.indexOf('price') + 6)).toEqual(['price', 'compare_at_price', 'price_eur', 'compare_at_eur', 'price_czk', 'compare_at_czk'])
    // Seeded prices all follow USD: their cells are empty.
    expect(exported.every((r) => r.price_eur === '' && r.price_czk === '' && r.compare_at_eur === '' && r.compare_at_czk === '')).toBe(true)

    const rows = exported.filter((r) => r.compare_at_price === '').slice(0, 3).map((r) => ({ ...r }))
    const [handEur, handCzk, newUsd] = rows as [Row, Row, Row]
    handEur.price_eur = '21.49'
    handEur.compare_at_eur = '25.00'
    handCzk.price_czk = '512.50'
    newUsd.price = '40.00'
    const res = await importCsv(toCsv(rows))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ variants_updated: 3 })
    let now = await variantsBySku()
    expect(now.get(handEur.sku!)).toMatchObject({ price_eur_cents: 2149, compare_at_eur_cents: 2500, price_eur_manual: 1, price_czk_manual: 0 })
    expect(now.get(handCzk.sku!)).toMatchObject({ price_czk_cents: 51250, compare_at_czk_cents: null, price_czk_manual: 1 })
    // Its lists follow the new USD price.
    expect(now.get(newUsd.sku!)).toMatchObject({ price_cents: 4000, price_eur_cents: convertPrice(4000, 920_000, 'cents_90_95'), price_czk_cents: convertPrice(4000, 23_000_000, 'whole_9'), price_eur_manual: 0, price_czk_manual: 0 })
    const shown = (await ctx.app.inject(`/api/product/${handCzk.product_id}?currency=CZK`)).json<ProductDetail>()
    expect(shown.variants.find((v) => v.sku === handCzk.sku)!.price_cents).toBe(51250)
    // The same file again: nothing to write.
    expect((await importCsv(toCsv(rows))).json()).toMatchObject({ variants_updated: 0, variants_unchanged: 3 })

    // Exported again, the hand-set prices are written and round-trip; an emptied price follows USD again.
    const again = rowsOf((await exportCsv()).body)
    expect((await importCsv(toCsv(again))).json()).toMatchObject({ variants_updated: 0, variants_unchanged: again.length })
    const mine = again.filter((r) => r.sku === handEur.sku || r.sku === handCzk.sku)
    expect(mine.find((r) => r.sku === handEur.sku)).toMatchObject({ price_eur: '21.49', compare_at_eur: '25.00', price_czk: '' })
    expect(mine.find((r) => r.sku === handCzk.sku)).toMatchObject({ price_czk: '512.50', compare_at_czk: '', price_eur: '' })
    for (const r of mine) if (r.sku === handEur.sku) Object.assign(r, { price_eur: '', compare_at_eur: '' })
    expect((await importCsv(toCsv(mine))).json()).toMatchObject({ variants_updated: 1, variants_unchanged: 1 })
    now = await variantsBySku()
    const eurRow = now.get(handEur.sku!)!
    expect(eurRow).toMatchObject({ price_eur_manual: 0, price_eur_cents: convertPrice(eurRow.price_cents, 920_000, 'cents_90_95'), compare_at_eur_cents: null })
    expect(now.get(handCzk.sku!)).toMatchObject({ price_czk_cents: 51250, price_czk_manual: 1 })
  })

  it('names bad EUR and CZK cells by line and column', async () => {
    const rows = rowsOf((await exportCsv()).body).slice(0, 4)
    const before = await variantsBySku()
    rows[0]!.price_eur = '12,50'
    rows[1]!.price_czk = '0'
    rows[2]!.price_czk = '300.00'
    rows[2]!.compare_at_czk = '250.00'
    rows[3]!.compare_at_eur = '30.00'
    const res = await importCsv(toCsv(rows))
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual([
      { path: '2.price_eur', message: MSG.notPrice },
      { path: '3.price_czk', message: MSG.priceZero },
      { path: '4.compare_at_czk', message: MSG.compareAtNotAbove },
      { path: '5.compare_at_eur', message: MSG.compareAtWithoutPrice },
    ])
    expect(await variantsBySku()).toEqual(before)
  })

  it('adds a size to an existing product by an unknown SKU, and changes names in four languages', async () => {
    const rows = rowsOf((await exportCsv()).body)
    const base = rows.find((r) => r.compare_at_price === '' && rows.filter((o) => o.product_id === r.product_id).length === 1)!
    const same = rows.filter((r) => r.product_id === base.product_id)
    const added: Row = { ...base, sku: 'CSV-NEW-500', gtin: '', size_value: '500', price: '99.90', stock: '12', label_en: '', label_cz: '', label_sl: '', label_ge: '' }
    for (const r of [...same, added]) r.name_cz = 'Čistý šampon žlutý'
    const res = await importCsv(toCsv([...same, added]))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ rows: 2, variants_added: 1, products_changed: 1 })
    const detail: ProductDetail = (await ctx.app.inject({ method: 'GET', url: `/api/product/${base.product_id}?lang=cz` })).json()
    expect(detail.name).toBe('Čistý šampon žlutý')
    expect(detail.variants.map((v) => v.sku)).toContain('CSV-NEW-500')
    expect(detail.stock).toBe(Number(base.stock) + 12)
    // Search follows the new name (re-indexed in the import's transaction).
    const found = (await ctx.app.inject({ method: 'GET', url: `/api/search?query=${encodeURIComponent('šampon žlutý')}&lang=cz` })).json<{ results: Array<{ id: string }> }>()
    expect(found.results.map((r) => r.id)).toContain(base.product_id)
  })

  it('a file with bad rows changes nothing and names every bad row by line and column', async () => {
    const rows = rowsOf((await exportCsv()).body).slice(0, 6)
    const before = await variantsBySku()
    rows[0]!.price = '2.00'
    rows[0]!.compare_at_price = ''
    rows[1]!.price = '12,50'
    rows[3]!.stock = '-4'
    rows[3]!.size_unit = 'litre'
    rows[4]!.product_slug = 'no-such-product'
    rows[4]!.sku = 'CSV-ORPHAN'
    const res = await importCsv(toCsv(rows))
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body).toMatchObject({ status: 400, reason: 'csv_rows_invalid' })
    expect(body.errors).toEqual([
      { path: '3.price', message: MSG.notPrice },
      { path: '5.size_unit', message: MSG.sizeUnit },
      { path: '5.stock', message: MSG.notWhole },
      { path: '6.product_slug', message: MSG.productUnknown },
    ])
    expect(await variantsBySku()).toEqual(before)
  })

  it('names each of: a repeated SKU, a GTIN another size has, a half label, differing product texts, a SKU of another product, a short line', async () => {
    const rows = rowsOf((await exportCsv()).body)
    const before = await variantsBySku()
    const withGtin = rows.filter((r) => r.gtin)
    const a = withGtin[0]!
    const b = withGtin.find((r) => r.product_id !== a.product_id)!
    const twoSizes = rows.find((r) => r.product_id !== a.product_id && r.product_id !== b.product_id && rows.filter((o) => o.product_id === r.product_id).length > 1)!
    const sibling = rows.find((r) => r.product_id === twoSizes.product_id && r.sku !== twoSizes.sku)!
    const other = rows.find((r) => ![a.product_id, b.product_id, twoSizes.product_id].includes(r.product_id!))!
    const file: Row[] = [
      { ...a },
      { ...a, price: '3.00' },
      { ...b, gtin: a.gtin! },
      { ...twoSizes, label_en: 'Rose', label_cz: '', label_sl: '', label_ge: '' },
      { ...sibling, name_en: `${twoSizes.name_en} (new)` },
      { ...b, sku: other.sku! },
    ]
    const text = `${toCsv(file)}AB-2,x\n`
    const res = await importCsv(text)
    expect(res.json().errors).toEqual([
      { path: '3.sku', message: MSG.skuRepeated },
      { path: '4.gtin', message: MSG.gtinTaken },
      { path: '5.label_cz', message: MSG.labelPartial },
      { path: '6.name_en', message: MSG.differsOnProduct },
      { path: '7.sku', message: MSG.skuOfOtherProduct },
      { path: '8.', message: MSG.cellCount },
    ])
    expect(await variantsBySku()).toEqual(before)
  })

  it('refuses unknown columns on line 1, and a changed read-only column', async () => {
    const rows = rowsOf((await exportCsv()).body).slice(0, 2).map((r) => ({ ...r, colour: 'red' }))
    const res = await importCsv(toCsv(rows))
    expect(res.json()).toMatchObject({ status: 400, reason: 'csv_columns', errors: [{ path: '1.colour', message: MSG.unknownColumn }] })
    const keyless = await importCsv('name_en,price\nA,1.00\n')
    expect(keyless.json()).toMatchObject({ reason: 'csv_columns', errors: [{ path: '1.sku', message: MSG.missingKey }] })
    const moved = rowsOf((await exportCsv()).body).slice(0, 1).map((r) => ({ ...r, category: 'somewhere-else' }))
    expect((await importCsv(toCsv(moved))).json()).toMatchObject({ reason: 'csv_rows_invalid', errors: [{ path: '2.category', message: MSG.readOnly }] })
  })

  it('an empty file, a header alone and a file that is not CSV are refused', async () => {
    expect((await importCsv('')).json()).toMatchObject({ status: 400, reason: 'csv_empty' })
    expect((await importCsv('\uFEFFsku,product_slug,price\n')).json()).toMatchObject({ status: 400, reason: 'csv_empty' })
    const broken = await importCsv('sku,product_slug\n"unclosed,x\n')
    expect(broken.json()).toMatchObject({ status: 400, reason: 'csv_rows_invalid', errors: [{ message: MSG.notCsv }] })
  })

  it('refuses a file over the limit with 413, and reads a file with or without a BOM alike', async () => {
    const huge = await importCsv(Buffer.alloc(PRODUCT_CSV_MAX_BYTES + 1024, 'a'))
    expect(huge.statusCode).toBe(413)
    expect(huge.json().code).toBe('payload_too_large')
    const many = await importCsv(`sku,product_slug\n${'AB-1,x\n'.repeat(PRODUCT_CSV_MAX_ROWS + 1)}`)
    expect(many.json()).toMatchObject({ status: 413, reason: 'csv_too_large', detail: MSG.tooManyRows })
    const rows = rowsOf((await exportCsv()).body).slice(0, 1)
    rows[0]!.stock = '41'
    const plain = await importCsv(toCsv(rows, false))
    expect(plain.statusCode, plain.body).toBe(200)
    rows[0]!.stock = '42'
    const withBom = await importCsv(toCsv(rows, true))
    expect(withBom.statusCode, withBom.body).toBe(200)
    expect((await variantsBySku()).get(rows[0]!.sku!)!.stock).toBe(42)
  })

  it('escapes cells starting with = + - @ on export and takes the escape off on import', async () => {
    const rows = rowsOf((await exportCsv()).body)
    const target = rows[0]!
    const same = rows.filter((r) => r.product_id === target.product_id)
    for (const r of same) r.name_en = '=HYPERLINK("http://evil.example","x")'
    expect((await importCsv(toCsv(same))).statusCode).toBe(200)
    const text = (await exportCsv()).body
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`)
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m)
    // Imported again as exported: the name keeps its text, no ' added.
    const again = rowsOf(text).filter((r) => r.product_id === target.product_id)
    const res = await importCsv(toCsv(again))
    expect(res.json()).toMatchObject({ products_changed: 0, variants_updated: 0 })
    expect((await product(target.product_id!)).name).toBe('=HYPERLINK("http://evil.example","x")')
  })
})
