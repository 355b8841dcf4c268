import { type Cart, type ProductDetail } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { setVariantStock } from '../catalog/catalog.variants.testing'
import { CART_CHANGE_MESSAGES } from './cart.service'
import { cartCall, signUp } from './cart.testing'

/** Decision 029: a cart line per variant; an add without one buys the product's default (lowest-priced) size. */
describe.each(testDialects())('cart lines by variant (%s)', (dialect) => {
  let ctx: TestContext
  let call: ReturnType<typeof cartCall>
  let token: string
  let product: ProductDetail

  beforeAll(async () => {
    const dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    call = cartCall(ctx)
    token = await signUp(ctx, dataDir, 'Vera')
    const row = await ctx.db.kysely.selectFrom('product').select('id').where('variant_count', '=', 3).where('kind', '=', 'single').orderBy('id').executeTakeFirstOrThrow()
    product = (await ctx.app.inject(`/api/product/${row.id}`)).json()
    for (const v of product.variants) await setVariantStock(ctx.db.kysely, v.id, 20)
  })
  afterAll(async () => ctx?.close())

  const empty = () => call('DELETE', '/api/cart', { token })

  it('the product page lists the sizes; the product shows the lowest price as its own', () => {
    expect(product.has_sizes).toBe(true)
    expect(product.variants).toHaveLength(3)
    const prices = product.variants.map((v) => v.price_cents)
    expect(product.price_cents).toBe(Math.min(...prices))
    for (const v of product.variants) {
      expect(v.sku).toMatch(/^[A-Z0-9]+-\d{5}-\d+(ML|G)$/)
      expect(v.gtin).toMatch(/^2\d{12}$/)
    }
  })

  it('holds two sizes of one product as two lines, each at its own price', async () => {
    await empty()
    const [small, , large] = product.variants
    await call('POST', '/api/cart', { token, body: { product_id: product.id, variant_id: large!.id, quantity: 2 } })
    const res = await call('POST', '/api/cart', { token, body: { product_id: product.id, variant_id: small!.id } })
    expect(res.statusCode).toBe(200)
    const cart = res.json<Cart>()
    expect(cart.items.map((l) => [l.variant_id, l.quantity, l.unit_price_cents, l.size.value, l.has_sizes])).toEqual(
      expect.arrayContaining([
        [large!.id, 2, large!.price_cents, large!.size.value, true],
        [small!.id, 1, small!.price_cents, small!.size.value, true],
      ]),
    )
    expect(cart.subtotal_cents).toBe(2 * large!.price_cents + small!.price_cents)

    // The line's address is its variant; a product id naming two lines is ambiguous.
    const ambiguous = await call('PATCH', `/api/cart/${product.id}`, { token, body: { quantity: 3 } })
    expect(ambiguous.statusCode).toBe(400)
    expect(ambiguous.json()).toMatchObject({ reason: 'cart_line_ambiguous', detail: CART_CHANGE_MESSAGES.whichSize })
    const changed = await call('PATCH', `/api/cart/${large!.id}`, { token, body: { quantity: 3 } })
    expect(changed.json<Cart>().items.find((l) => l.variant_id === large!.id)!.quantity).toBe(3)
    const removed = await call('DELETE', `/api/cart/${small!.id}`, { token })
    expect(removed.json<Cart>().items.map((l) => l.variant_id)).toEqual([large!.id])
    await empty()
  })

  it('without a variant adds the default (lowest-priced) one; a variant of another product is not found', async () => {
    await empty()
    const res = await call('POST', '/api/cart', { token, body: { product_id: product.id } })
    const cheapest = [...product.variants].sort((a, b) => a.price_cents - b.price_cents)[0]!
    expect(res.json<Cart>().items.map((l) => l.variant_id)).toEqual([cheapest.id])
    const other = await ctx.db.kysely.selectFrom('product_variant').select('id').where('product_id', '<>', product.id).orderBy('id').executeTakeFirstOrThrow()
    const wrong = await call('POST', '/api/cart', { token, body: { product_id: product.id, variant_id: other.id } })
    expect(wrong.statusCode).toBe(404)
    expect(wrong.json().reason).toBe('product_gone')
    const bad = await call('POST', '/api/cart', { token, body: { product_id: product.id, variant_id: 'not-a-variant' } })
    expect(bad.statusCode).toBe(400)
    await empty()
  })

  it("caps a line by its variant's stock, not the product's", async () => {
    await empty()
    const [, middle] = product.variants
    await setVariantStock(ctx.db.kysely, middle!.id, 2)
    const res = await call('POST', '/api/cart', { token, body: { product_id: product.id, variant_id: middle!.id, quantity: 5 } })
    expect(res.json<Cart>().items[0]).toMatchObject({ variant_id: middle!.id, quantity: 2, notices: ['reduced_to_stock'] })
    await setVariantStock(ctx.db.kysely, middle!.id, 20)
    await empty()
  })
})
