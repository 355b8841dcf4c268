import { setVariantStock } from '../catalog/catalog.variants.testing'
import { CART_MESSAGES, MAX_CART_LINES, type Cart, type CartChange } from '@shop/domain'
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { CART_CHANGE_MESSAGES } from './cart.service'
import { cartCall, cartTokenOf, setCookies, setProduct, signUp, singles } from './cart.testing'

describe.each(testDialects())('cart (%s)', (dialect) => {
  let ctx: TestContext
  let call: ReturnType<typeof cartCall>
  let token: string
  let products: Array<{ id: string; price: number; variant_id: string }>

  beforeAll(async () => {
    const dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    call = cartCall(ctx)
    token = await signUp(ctx, dataDir, 'Carla')
    products = await singles(ctx, MAX_CART_LINES + 1)
  })
  afterAll(async () => ctx?.close())

  const cartCount = async () => Number((await ctx.db.kysely.selectFrom('cart').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
  const line = (cart: Cart, id: string) => cart.items.find((l) => l.product_id === id)
  const empty = () => call('DELETE', '/api/cart', { token })

  it('a guest without a cookie sees an empty cart and nothing is created', async () => {
    const before = await cartCount()
    const res = await call('GET', '/api/cart')
    expect(res.statusCode).toBe(200)
    // Priced for the language's country without a "Ship to" cookie: en → United States, dollars without VAT.
    expect(res.json()).toEqual({ currency: 'USD', country: 'US', tax_mode: 'none', free_shipping_from_cents: null, items: [], item_count: 0, subtotal_cents: 0, has_notices: false })
    expect(setCookies(res)).toEqual([])
    expect(await cartCount()).toBe(before)
  })

  it('gives a guest an httpOnly cookie on the first add and keeps the cart under its hash', async () => {
    const [a] = products
    const added = await call('POST', '/api/cart', { body: { product_id: a!.id, quantity: 2 } })
    expect(added.statusCode, added.body).toBe(200)
    expect(added.json<CartChange>()).toMatchObject({ message: CART_MESSAGES.added, item_count: 2, subtotal_cents: 2 * a!.price })
    const cookie = setCookies(added).find((c) => c.startsWith('cart='))!
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Lax/)
    expect(cookie).toMatch(/; Path=\//)
    expect(cookie).toMatch(/; Max-Age=2592000/)
    expect(cookie).not.toMatch(/Secure/)
    const guest = cartTokenOf(added)!
    expect(guest).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const row = await ctx.db.kysely.selectFrom('cart').select(['guest_token_hash', 'user_id']).where('guest_token_hash', '=', createHash('sha256').update(guest).digest('hex')).executeTakeFirst()
    expect(row).toMatchObject({ user_id: null })

    const again = await call('GET', '/api/cart', { cookie: guest })
    expect(again.json<Cart>().items.map((l) => [l.product_id, l.quantity])).toEqual([[a!.id, 2]])
    // Someone else's (or a forged) cookie sees nothing of it.
    expect((await call('GET', '/api/cart', { cookie: 'x'.repeat(43) })).json<Cart>().items).toEqual([])
    expect((await call('GET', '/api/cart')).json<Cart>().items).toEqual([])
  })

  it('adds, updates, removes and empties, answering the whole cart with a message', async () => {
    const [a, b] = products
    await empty()
    await call('POST', '/api/cart', { token, body: { product_id: a!.id, quantity: 2 } })
    const more = await call('POST', '/api/cart', { token, body: { product_id: a!.id, quantity: 3 } })
    expect(line(more.json(), a!.id)).toMatchObject({ quantity: 5, buyable_quantity: 5, line_total_cents: 5 * a!.price, notices: [] })
    // Czech words, shipping to the United States: dollar prices.
    const withB = await call('POST', '/api/cart?lang=cz&country=US', { token, body: { product_id: b!.id } })
    const bLine = line(withB.json(), b!.id)!
    expect(bLine.quantity).toBe(1)
    const enName = line((await call('GET', '/api/cart', { token })).json(), b!.id)!.name
    expect(bLine.name).not.toBe(enName)
    expect(bLine).toMatchObject({ image: `/api/media/product/${b!.id}/front.svg`, unit_price_cents: b!.price })
    expect(bLine.brand.length).toBeGreaterThan(0)

    const patched = await call('PATCH', `/api/cart/${a!.id}`, { token, body: { quantity: 7 } })
    expect(patched.statusCode).toBe(200)
    expect(patched.json<CartChange>()).toMatchObject({ message: CART_CHANGE_MESSAGES.updated, item_count: 8, subtotal_cents: 7 * a!.price + b!.price })

    const removed = await call('DELETE', `/api/cart/${a!.id}`, { token })
    expect(removed.json<CartChange>()).toMatchObject({ message: CART_CHANGE_MESSAGES.removed, item_count: 1 })
    expect(removed.json<Cart>().items.map((l) => l.product_id)).toEqual([b!.id])
    // A repeated removal is harmless.
    expect((await call('DELETE', `/api/cart/${a!.id}`, { token })).statusCode).toBe(200)
    expect((await call('PATCH', `/api/cart/${a!.id}`, { token, body: { quantity: 1 } })).json()).toMatchObject({ status: 404, detail: CART_CHANGE_MESSAGES.notInCart })

    const emptied = await empty()
    expect(emptied.json<CartChange>()).toMatchObject({ message: CART_CHANGE_MESSAGES.emptied, items: [], item_count: 0 })
    expect((await call('GET', '/api/cart', { token })).json<Cart>().items).toEqual([])
  })

  it('caps a line at 10 units and at the stock, and says so', async () => {
    const [, , c] = products
    await empty()
    await setProduct(ctx, c!.id, { stock: 100 })
    await call('POST', '/api/cart', { token, body: { product_id: c!.id, quantity: 8 } })
    const ten = await call('POST', '/api/cart', { token, body: { product_id: c!.id, quantity: 8 } })
    expect(line(ten.json(), c!.id)!.quantity).toBe(10)

    await empty()
    await setProduct(ctx, c!.id, { stock: 3 })
    const capped = await call('POST', '/api/cart', { token, body: { product_id: c!.id, quantity: 5 } })
    expect(line(capped.json(), c!.id)).toMatchObject({ quantity: 3, buyable_quantity: 3, stock: 3, notices: ['reduced_to_stock'] })
    expect(line((await call('GET', '/api/cart', { token })).json(), c!.id)!.notices).toEqual([])

    // The stock falls under the line: only what is left counts.
    await setProduct(ctx, c!.id, { stock: 2 })
    const fewer = (await call('GET', '/api/cart', { token })).json<Cart>()
    expect(line(fewer, c!.id)).toMatchObject({ quantity: 3, buyable_quantity: 2, line_total_cents: 2 * c!.price, notices: ['reduced_to_stock'] })
    expect(fewer).toMatchObject({ item_count: 2, subtotal_cents: 2 * c!.price, has_notices: true })
    const patched = await call('PATCH', `/api/cart/${c!.id}`, { token, body: { quantity: 9 } })
    expect(line(patched.json(), c!.id)).toMatchObject({ quantity: 2, notices: ['reduced_to_stock'] })

    // Sold out: the line stays, marked, and counts for nothing; adding more is refused.
    await setProduct(ctx, c!.id, { stock: 0 })
    const out = (await call('GET', '/api/cart', { token })).json<Cart>()
    expect(line(out, c!.id)).toMatchObject({ buyable_quantity: 0, line_total_cents: 0, notices: ['out_of_stock'] })
    expect(out).toMatchObject({ item_count: 0, subtotal_cents: 0 })
    const refused = await call('POST', '/api/cart', { token, body: { product_id: c!.id, quantity: 1 } })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'conflict', detail: CART_MESSAGES.outOfStock })
    await setProduct(ctx, c!.id, { stock: 50 })
  })

  it('caps a combo by its parts', async () => {
    await empty()
    const combo = await ctx.db.kysely.selectFrom('product').select('id').where('kind', '=', 'combo').orderBy('id').executeTakeFirstOrThrow()
    const part = await ctx.db.kysely.selectFrom('combo_item').select(['variant_id', 'quantity']).where('combo_id', '=', combo.id).orderBy('product_id').executeTakeFirstOrThrow()
    await setProduct(ctx, combo.id, { stock: 50 })
    // The bundle holds one variant of its part: that variant's stock limits it.
    await setVariantStock(ctx.db.kysely, part.variant_id, part.quantity * 2)
    const res = await call('POST', '/api/cart', { token, body: { product_id: combo.id, quantity: 4 } })
    expect(line(res.json(), combo.id)).toMatchObject({ quantity: 2, stock: 2, notices: ['reduced_to_stock'] })
    await empty()
  })

  it("shows a changed price at today's price until the shopper changes the line", async () => {
    const [, , , d] = products
    await empty()
    await call('POST', '/api/cart', { token, body: { product_id: d!.id, quantity: 2 } })
    await setProduct(ctx, d!.id, { price_cents: d!.price + 100 })
    const up = line((await call('GET', '/api/cart', { token })).json(), d!.id)!
    expect(up).toMatchObject({ unit_price_cents: d!.price + 100, seen_price_cents: d!.price, line_total_cents: 2 * (d!.price + 100), notices: ['price_up'] })
    const seen = await call('PATCH', `/api/cart/${d!.id}`, { token, body: { quantity: 2 } })
    expect(line(seen.json(), d!.id)).toMatchObject({ seen_price_cents: d!.price + 100, notices: [] })
    expect(seen.json<Cart>().has_notices).toBe(false)
    await setProduct(ctx, d!.id, { price_cents: d!.price })
    expect(line((await call('GET', '/api/cart', { token })).json(), d!.id)!.notices).toEqual(['price_down'])
    await empty()
  })

  it(`holds at most ${MAX_CART_LINES} different products`, async () => {
    await empty()
    const cartId = (await ctx.db.kysely.selectFrom('cart').select('id').where('user_id', 'is not', null).executeTakeFirstOrThrow()).id
    const at = new Date().toISOString()
    await ctx.db.kysely
      .insertInto('cart_line')
      .values(products.slice(0, MAX_CART_LINES).map((p) => ({ cart_id: cartId, product_id: p.id, variant_id: p.variant_id, quantity: 1, seen_price_cents: p.price, seen_currency: 'USD', added_at: at })))
      .execute()
    const full = await call('POST', '/api/cart', { token, body: { product_id: products[MAX_CART_LINES]!.id } })
    expect(full.statusCode).toBe(409)
    expect(full.json().detail).toBe(CART_CHANGE_MESSAGES.tooManyLines)
    // A product already in the cart can still get more units.
    expect((await call('POST', '/api/cart', { token, body: { product_id: products[0]!.id } })).statusCode).toBe(200)
    await empty()
  })

  it('answers bad input with 400 and a clear message, and writes nothing', async () => {
    const [a] = products
    await empty()
    const cases: Array<[unknown, string]> = [
      [{ product_id: a!.id, quantity: 0 }, 'Quantity must be at least 1'],
      [{ product_id: a!.id, quantity: 11 }, 'At most 10 units per product'],
      [{ product_id: a!.id, quantity: 1.5 }, 'Quantity must be a whole number'],
      [{ product_id: a!.id, quantity: 'two' }, 'Quantity must be a number'],
      [{ product_id: '  ' }, 'Please choose a product'],
    ]
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/cart', { token, body })
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().detail).toContain(message)
      expect(res.json().code).toBe('validation_failed')
    }
    const patch = await call('PATCH', `/api/cart/${a!.id}`, { token, body: { quantity: -1 } })
    expect(patch.statusCode).toBe(400)
    expect((await call('GET', '/api/cart?lang=xx', { token })).statusCode).toBe(400)
    const unknown = await call('POST', '/api/cart', { token, body: { product_id: 'prd_gone', quantity: 1 } })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().detail).toBe(CART_MESSAGES.notFound)
    expect((await call('GET', '/api/cart', { token })).json<Cart>().items).toEqual([])
  })
})
