import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb, schemaChange, testDialects } from '../../test/harness'
import type { Db } from '../database'
import { migrateToLatest, migrateUpTo } from '../migrate'

/** Migration 0024 (decision 029): each product becomes its single variant; carts, orders and sets follow, nothing lost. */
describe.each(testDialects())('migration 0024: variants (%s)', (dialect) => {
  let db: Db
  let drop: () => Promise<void>
  beforeAll(async () => {
    ;({ db, drop } = await openTestDb(dialect))
    await schemaChange(db, () => migrateUpTo(db.kysely, db.dialect, '2026-11-27-0023-search-popularity'))
    const k = db.kysely as never as import('kysely').Kysely<any>
    const at = '2026-11-01T00:00:00.000Z'
    await k.insertInto('category').values({ id: 'cat_a', slug: 'a', parent_id: null, position: 0, name: '{}', description: '{}' }).execute()
    await k.insertInto('brand').values({ id: 'brd_a', slug: 'a', name: 'A', country: 'CZ', description: '{}', position: 0 }).execute()
    const product = (id: string, kind: string, price: number, compareAt: number | null, size: number, unit: string, stock: number) => ({
      id, slug: id, kind, brand_id: 'brd_a', category_id: 'cat_a', subcategory_id: 'cat_a', name: `{"en":"${id}"}`, description: '{}', usage: '{}', inci: '[]',
      skin_types: '[]', hair_types: '[]', certifications: '[]', allergens: '[]', price_cents: price, compare_at_cents: compareAt, size_value: size, size_unit: unit,
      pao_months: 12, stock, rating_sum: 0, rating_count: 0, sold_count: 3, featured: 0, image_style: '{}', created_at: at,
    })
    await k.insertInto('product').values([product('prd_oil1', 'single', 1890, 2290, 30, 'ml', 7), product('prd_bar1', 'single', 650, null, 100, 'g', 0), product('prd_set1', 'combo', 2500, null, 2, 'pcs', 4)]).execute()
    await k.insertInto('combo_item').values([{ combo_id: 'prd_set1', product_id: 'prd_oil1', quantity: 1 }, { combo_id: 'prd_set1', product_id: 'prd_bar1', quantity: 2 }]).execute()
    await k.insertInto('cart').values({ id: 'crt_1', user_id: null, guest_token_hash: 'h1', created_at: at, updated_at: at }).execute()
    await k.insertInto('cart_line').values({ cart_id: 'crt_1', product_id: 'prd_oil1', quantity: 2, seen_price_cents: 1890, added_at: at }).execute()
    await k.insertInto('shop_order').values({
      id: 'ord_1', number: 'N-1', user_id: null, email: 'a@example.com', lang: 'cz', status: 'new_order', resume_status: null, idempotency_key: 'k1', idempotency_scope: 's',
      subtotal_cents: 3780, discount_cents: 0, shipping_cents: 0, total_cents: 3780, paid_wallet_cents: 0, paid_gift_card_cents: 0, paid_card_cents: 0, cod_cents: 3780,
      gift_card_id: null, payment_id: null, card_brand: null, card_last4: null, card_country: null, shipping_method: 'standard', shipping_address: '{}', coupons: '[]',
      delivered_at: null, created_at: at, updated_at: at,
    }).execute()
    await k.insertInto('order_line').values({ order_id: 'ord_1', product_id: 'prd_oil1', name: '{"en":"Oil"}', unit_price_cents: 1890, quantity: 2, line_total_cents: 3780 }).execute()
    await schemaChange(db, () => migrateToLatest(db.kysely, db.dialect))
  })
  afterAll(async () => drop?.())

  it('makes each product its single variant with its price, compare-at price, size and stock', async () => {
    const rows = await db.kysely.selectFrom('product_variant').selectAll().orderBy('product_id').execute()
    expect(rows.map((r) => [r.id, r.product_id, r.sku, r.price_cents, r.compare_at_cents, r.size_value, r.size_unit, r.stock, r.position, r.gtin, r.label])).toEqual([
      ['var_bar1', 'prd_bar1', 'SKU-bar1', 650, null, 100, 'g', 0, 0, null, null],
      ['var_oil1', 'prd_oil1', 'SKU-oil1', 1890, 2290, 30, 'ml', 7, 0, null, null],
      ['var_set1', 'prd_set1', 'SKU-set1', 2500, null, 2, 'pcs', 4, 0, null, null],
    ])
    expect(rows.every((r) => r.weight_g > 0 && r.low_stock_threshold === 5)).toBe(true)
    const products = await db.kysely.selectFrom('product').select(['id', 'price_cents', 'stock', 'variant_count']).orderBy('id').execute()
    expect(products).toEqual([
      { id: 'prd_bar1', price_cents: 650, stock: 0, variant_count: 1 },
      { id: 'prd_oil1', price_cents: 1890, stock: 7, variant_count: 1 },
      { id: 'prd_set1', price_cents: 2500, stock: 4, variant_count: 1 },
    ])
    // Migration 0031: euro and crown prices filled from the dollar price at the seeded rates
    const oil = await db.kysely.selectFrom('product_variant').selectAll().where('id', '=', 'var_oil1').executeTakeFirstOrThrow()
    expect([oil.price_eur_cents, oil.compare_at_eur_cents, oil.price_czk_cents, oil.compare_at_czk_cents, oil.price_eur_manual]).toEqual([1695, 2095, 43900, 52900, 0])
    const summary = await db.kysely.selectFrom('product').select(['price_eur_cents', 'price_czk_cents']).where('id', '=', 'prd_oil1').executeTakeFirstOrThrow()
    expect(summary).toEqual({ price_eur_cents: 1695, price_czk_cents: 43900 })
  })

  it("keeps cart lines, order lines and sets, each naming the product's variant", async () => {
    expect(await db.kysely.selectFrom('cart_line').selectAll().execute()).toEqual([
      // seen_currency: migration 0032 (a dollar price, as every price was then)
      { cart_id: 'crt_1', product_id: 'prd_oil1', variant_id: 'var_oil1', quantity: 2, seen_price_cents: 1890, seen_currency: 'USD', added_at: '2026-11-01T00:00:00.000Z' },
    ])
    const line = await db.kysely.selectFrom('order_line').selectAll().executeTakeFirstOrThrow()
    expect(line).toMatchObject({ order_id: 'ord_1', product_id: 'prd_oil1', variant_id: 'var_oil1', sku: 'SKU-oil1', name: '{"en":"Oil"}', unit_price_cents: 1890, quantity: 2, line_total_cents: 3780 })
    // Migration 0032: a dollar order without VAT; its net is what was paid for the line
    expect(line).toMatchObject({ discount_cents: 0, net_cents: 3780, vat_rate_bp: 0, vat_cents: 0 })
    expect(await db.kysely.selectFrom('shop_order').select(['currency', 'market', 'tax_mode', 'vat_cents', 'shipping_net_cents']).executeTakeFirstOrThrow()).toEqual({
      currency: 'USD',
      market: 'world',
      tax_mode: 'none',
      vat_cents: 0,
      shipping_net_cents: 0,
    })
    expect(JSON.parse(line.variant_label)).toEqual({ en: '30 ml', cz: '30 ml', sl: '30 ml', ge: '30 ml' })
    const parts = await db.kysely.selectFrom('combo_item').select(['product_id', 'variant_id', 'quantity']).orderBy('product_id').execute()
    expect(parts).toEqual([
      { product_id: 'prd_bar1', variant_id: 'var_bar1', quantity: 2 },
      { product_id: 'prd_oil1', variant_id: 'var_oil1', quantity: 1 },
    ])
  })

  it('migration 0039: backfills each list price from before the history began; a price shown reduced has itself as its prior low', async () => {
    const history = await db.kysely.selectFrom('variant_price_history').selectAll().where('variant_id', '=', 'var_oil1').orderBy('currency').execute()
    expect(history.map((h) => [h.currency, h.valid_from, h.price_cents, h.compare_at_cents])).toEqual([
      ['CZK', '2000-01-01T00:00:00.000Z', 43900, 52900],
      ['EUR', '2000-01-01T00:00:00.000Z', 1695, 2095],
      ['USD', '2000-01-01T00:00:00.000Z', 1890, 2290],
    ])
    const variants = await db.kysely.selectFrom('product_variant').select(['id', 'prior_low_cents', 'prior_low_eur_cents', 'prior_low_czk_cents']).where('id', 'in', ['var_oil1', 'var_bar1']).orderBy('id').execute()
    expect(variants).toEqual([
      { id: 'var_bar1', prior_low_cents: null, prior_low_eur_cents: null, prior_low_czk_cents: null },
      { id: 'var_oil1', prior_low_cents: 1890, prior_low_eur_cents: 1695, prior_low_czk_cents: 43900 },
    ])
    const oil = await db.kysely.selectFrom('product').select(['prior_low_cents', 'prior_low_eur_cents', 'prior_low_czk_cents', 'warnings']).where('id', '=', 'prd_oil1').executeTakeFirstOrThrow()
    expect(oil).toEqual({ prior_low_cents: 1890, prior_low_eur_cents: 1695, prior_low_czk_cents: 43900, warnings: '' })
    expect(await db.kysely.selectFrom('brand').select(['responsible_name', 'responsible_address', 'responsible_email']).executeTakeFirstOrThrow()).toEqual({ responsible_name: '', responsible_address: '', responsible_email: '' })
  })

  it('lets a cart hold two sizes of one product, and refuses a taken SKU or GTIN', async () => {
    const k = db.kysely
    await k.insertInto('product_variant').values({ id: 'var_oil2', product_id: 'prd_oil1', position: 1, sku: 'SKU-oil2', gtin: '2000000000015', size_value: 100, size_unit: 'ml', label: null, weight_g: 160, price_cents: 4290, compare_at_cents: null, price_eur_cents: 3990, compare_at_eur_cents: null, price_eur_manual: 0, price_czk_cents: 98900, compare_at_czk_cents: null, price_czk_manual: 0, stock: 3, low_stock_threshold: 5, photo_id: null, prior_low_cents: null, prior_low_eur_cents: null, prior_low_czk_cents: null }).execute()
    await k.insertInto('cart_line').values({ cart_id: 'crt_1', product_id: 'prd_oil1', variant_id: 'var_oil2', quantity: 1, seen_price_cents: 4290, seen_currency: 'USD', added_at: '2026-11-02T00:00:00.000Z' }).execute()
    expect(await k.selectFrom('cart_line').select('variant_id').where('cart_id', '=', 'crt_1').orderBy('variant_id').execute()).toHaveLength(2)
    const dup = (sku: string, gtin: string | null) =>
      k.insertInto('product_variant').values({ id: `var_${sku}x`, product_id: 'prd_oil1', position: 2, sku, gtin, size_value: 5, size_unit: 'ml', label: null, weight_g: 40, price_cents: 100, compare_at_cents: null, price_eur_cents: 90, compare_at_eur_cents: null, price_eur_manual: 0, price_czk_cents: 900, compare_at_czk_cents: null, price_czk_manual: 0, stock: 0, low_stock_threshold: 5, photo_id: null, prior_low_cents: null, prior_low_eur_cents: null, prior_low_czk_cents: null }).execute()
    await expect(dup('SKU-oil2', null)).rejects.toThrow()
    await expect(dup('SKU-oil3', '2000000000015')).rejects.toThrow()
    // Several variants without a GTIN are fine.
    await dup('SKU-oil4', null)
    await dup('SKU-oil5', null)
    expect(Number((await sql<{ n: number }>`select count(*) as n from product_variant where gtin is null`.execute(k)).rows[0]!.n)).toBeGreaterThanOrEqual(4)
  })
})
