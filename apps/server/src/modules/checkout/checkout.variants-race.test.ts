import { CHECKOUT_MESSAGES, type Order } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { setDefaultVariantStock, setVariantStock } from '../catalog/catalog.variants.testing'
import { czechiaInDollars, shopper, type Shopper } from './checkout.testing'

/** Issue 17's proof: the database settles the last unit of a variant, and of a combo's part's variant. */
describe.each(testDialects())('checkout races on variants (%s)', (dialect) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { seed: true })
    await czechiaInDollars(ctx)
  })
  afterAll(async () => ctx?.close())

  const k = () => ctx.db.kysely
  const variantStock = async (id: string) => (await k().selectFrom('product_variant').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock
  const productRow = async (id: string) => k().selectFrom('product').select(['stock', 'sold_count']).where('id', '=', id).executeTakeFirstOrThrow()

  async function buyers(n: number, productId: string, variantId: string): Promise<Array<{ s: Shopper; total: number }>> {
    const out = []
    for (let i = 0; i < n; i++) {
      const s = shopper(ctx)
      await s.add(productId, 1, variantId)
      out.push({ s, total: (await s.quote()).total_cents })
    }
    return out
  }

  it('20 buyers for the last 3 units of 100 ml while 5 buy 30 ml: 3 + 5 orders, the product stock their sum', async () => {
    // A product in three sizes that no bundle holds.
    const product = await k()
      .selectFrom('product')
      .select('id')
      .where('variant_count', '=', 3)
      .where('id', 'not in', k().selectFrom('combo_item').select('product_id'))
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const [small, middle, large] = await k().selectFrom('product_variant').selectAll().where('product_id', '=', product.id).orderBy('position').execute()
    await setVariantStock(k(), small!.id, 50)
    await setVariantStock(k(), middle!.id, 7)
    await setVariantStock(k(), large!.id, 50)
    const soldBefore = (await productRow(product.id)).sold_count
    const crowd = await buyers(20, product.id, large!.id)
    const others = await buyers(5, product.id, small!.id)
    // Everyone reviewed their order while 50 were left; now only 3 of the large size are.
    await setVariantStock(k(), large!.id, 3)
    const answers = await Promise.all(
      [...crowd, ...others].map(({ s, total }, i) => s.place({ email: `v${i}@example.com`, expected_total_cents: total, payment: { cash_on_delivery: true } })),
    )
    const large201 = answers.slice(0, 20).filter((a) => a.statusCode === 201)
    expect(large201).toHaveLength(3)
    expect(answers.slice(0, 20).filter((a) => a.statusCode === 409).every((a) => a.json().detail === CHECKOUT_MESSAGES.soldOut)).toBe(true)
    expect(answers.slice(20).map((a) => a.statusCode)).toEqual(Array(5).fill(201))
    expect(await variantStock(large!.id)).toBe(0)
    expect(await variantStock(small!.id)).toBe(45)
    expect(await variantStock(middle!.id)).toBe(7)
    // The product's summary moved with its variants, in the same transactions.
    expect(await productRow(product.id)).toEqual({ stock: 45 + 7, sold_count: soldBefore + 8 })
    // The orders name the variant, its SKU and size.
    const line = large201[0]!.json<Order>().lines[0]!
    expect(line).toMatchObject({ product_id: product.id, variant_id: large!.id, sku: large!.sku, size_label: `${large!.size_value} ${large!.size_unit}` })
    const rows = await k().selectFrom('order_line').select(['variant_id', 'quantity']).where('product_id', '=', product.id).execute()
    expect(rows.filter((r) => r.variant_id === large!.id)).toHaveLength(3)
    expect(rows.filter((r) => r.variant_id === small!.id)).toHaveLength(5)
  })

  it("10 buyers of a bundle whose part's variant makes only 2 more: exactly 2 orders", async () => {
    const combo = await k().selectFrom('product').select('id').where('kind', '=', 'combo').orderBy('id').executeTakeFirstOrThrow()
    const parts = await k().selectFrom('combo_item').selectAll().where('combo_id', '=', combo.id).orderBy('product_id').execute()
    const comboVariant = await setDefaultVariantStock(k(), combo.id, 50)
    for (const p of parts) await setVariantStock(k(), p.variant_id, 1000)
    const crowd = await buyers(10, combo.id, comboVariant)
    const part = parts[0]!
    // Two bundles' worth of the first part's variant, and a unit short of a third.
    await setVariantStock(k(), part.variant_id, part.quantity * 3 - 1)
    const answers = await Promise.all(crowd.map(({ s, total }, i) => s.place({ email: `c${i}@example.com`, expected_total_cents: total, payment: { cash_on_delivery: true } })))
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2)
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(8)
    expect(await variantStock(part.variant_id)).toBe(part.quantity - 1)
    expect(await variantStock(comboVariant)).toBe(48)
    for (const p of parts.slice(1)) expect(await variantStock(p.variant_id)).toBe(1000 - 2 * p.quantity)
  })
})
