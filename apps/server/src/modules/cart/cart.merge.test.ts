import type { Cart } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { createStockService } from '../catalog/catalog.stock.service'
import { createCartService } from './cart.service'
import { createMarketsService } from '../markets/markets.service'
import { cartCall, cartTokenOf, setCookies, setProduct, signUp, singles } from './cart.testing'

describe.each(testDialects())('cart owners, merging and checkout lines (%s)', (dialect) => {
  let ctx: TestContext
  let call: ReturnType<typeof cartCall>
  let dataDir: string
  let products: Array<{ id: string; price: number }>

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    call = cartCall(ctx)
    products = await singles(ctx, 6)
  })
  afterAll(async () => ctx?.close())

  const quantities = (cart: Cart) => Object.fromEntries(cart.items.map((l) => [l.product_id, l.quantity]))
  const guestCarts = async () =>
    Number((await ctx.db.kysely.selectFrom('cart').select((eb) => eb.fn.countAll<number>().as('n')).where('guest_token_hash', 'is not', null).executeTakeFirstOrThrow()).n)

  it('merges the guest cart into the user\'s once, adding up quantities within the stock', async () => {
    const [a, b, c] = products
    const user = await signUp(ctx, dataDir, 'Mira')
    await setProduct(ctx, c!.id, { stock: 5 })
    await call('POST', '/api/cart', { token: user, body: { product_id: b!.id, quantity: 3 } })
    await call('POST', '/api/cart', { token: user, body: { product_id: c!.id, quantity: 3 } })

    const first = await call('POST', '/api/cart', { body: { product_id: a!.id, quantity: 2 } })
    const guest = cartTokenOf(first)!
    await call('POST', '/api/cart', { cookie: guest, body: { product_id: b!.id, quantity: 1 } })
    await call('POST', '/api/cart', { cookie: guest, body: { product_id: c!.id, quantity: 4 } })
    const guestsBefore = await guestCarts()

    // The first signed-in request that still carries the cookie merges and clears it.
    const merged = await call('GET', '/api/cart', { token: user, cookie: guest })
    expect(merged.statusCode).toBe(200)
    expect(quantities(merged.json())).toEqual({ [a!.id]: 2, [b!.id]: 4, [c!.id]: 5 })
    const cleared = setCookies(merged).find((v) => v.startsWith('cart='))!
    expect(cleared).toMatch(/^cart=; /)
    expect(cleared).toMatch(/Max-Age=0/)
    expect(await guestCarts()).toBe(guestsBefore - 1)

    // A second tab still sending the old cookie adds nothing more.
    const again = await call('GET', '/api/cart', { token: user, cookie: guest })
    expect(quantities(again.json())).toEqual({ [a!.id]: 2, [b!.id]: 4, [c!.id]: 5 })
    // And the cookie alone no longer opens anything.
    expect((await call('GET', '/api/cart', { cookie: guest })).json<Cart>().items).toEqual([])
  })

  it('merges when the first signed-in request is a write, and two tabs at once merge once', async () => {
    const [a, b, , , e] = products
    const user = await signUp(ctx, dataDir, 'Tomas')
    const guest = cartTokenOf(await call('POST', '/api/cart', { body: { product_id: a!.id, quantity: 1 } }))!
    await call('POST', '/api/cart', { cookie: guest, body: { product_id: b!.id, quantity: 2 } })

    const tabs = await Promise.all([
      call('GET', '/api/cart', { token: user, cookie: guest }),
      call('POST', '/api/cart', { token: user, cookie: guest, body: { product_id: e!.id, quantity: 1 } }),
    ])
    for (const res of tabs) expect(res.statusCode, res.body).toBe(200)
    const final = (await call('GET', '/api/cart', { token: user })).json<Cart>()
    expect(quantities(final)).toEqual({ [a!.id]: 1, [b!.id]: 2, [e!.id]: 1 })
  })

  it("keeps users' carts apart", async () => {
    const [a, b] = products
    const ann = await signUp(ctx, dataDir, 'Ann')
    const ben = await signUp(ctx, dataDir, 'Ben')
    await call('POST', '/api/cart', { token: ann, body: { product_id: a!.id, quantity: 2 } })
    expect((await call('GET', '/api/cart', { token: ben })).json<Cart>().items).toEqual([])
    expect((await call('PATCH', `/api/cart/${a!.id}`, { token: ben, body: { quantity: 5 } })).statusCode).toBe(404)
    await call('DELETE', `/api/cart/${a!.id}`, { token: ben })
    await call('POST', '/api/cart', { token: ben, body: { product_id: b!.id, quantity: 1 } })
    expect(quantities((await call('GET', '/api/cart', { token: ann })).json())).toEqual({ [a!.id]: 2 })
    expect(quantities((await call('GET', '/api/cart', { token: ben })).json())).toEqual({ [b!.id]: 1 })
  })

  it('concurrent first adds of one user make one cart', async () => {
    const user = await signUp(ctx, dataDir, 'Ines')
    const results = await Promise.all(products.slice(0, 5).map((p) => call('POST', '/api/cart', { token: user, body: { product_id: p.id, quantity: 1 } })))
    for (const res of results) expect(res.statusCode, res.body).toBe(200)
    expect((await call('GET', '/api/cart', { token: user })).json<Cart>().item_count).toBe(5)
    const userId = (await ctx.db.kysely.selectFrom('app_user').select('id').where('username', '=', 'Ines').executeTakeFirstOrThrow()).id
    const carts = await ctx.db.kysely.selectFrom('cart').select('id').where('user_id', '=', userId).execute()
    expect(carts).toHaveLength(1)
  })

  it('gives checkout the buyable lines, leaves sold-out ones out, and clears in its transaction', async () => {
    const [a, b, c] = products
    const user = await signUp(ctx, dataDir, 'Olga')
    await setProduct(ctx, a!.id, { stock: 50 })
    await setProduct(ctx, b!.id, { stock: 50 })
    await setProduct(ctx, c!.id, { stock: 50 })
    await call('POST', '/api/cart', { token: user, body: { product_id: a!.id, quantity: 4 } })
    await call('POST', '/api/cart', { token: user, body: { product_id: b!.id, quantity: 1 } })
    await call('POST', '/api/cart', { token: user, body: { product_id: c!.id, quantity: 1 } })
    await setProduct(ctx, a!.id, { stock: 3 })
    await setProduct(ctx, b!.id, { stock: 0 })

    const service = createCartService({ db: ctx.db, stock: createStockService(ctx.db), markets: createMarketsService({ db: ctx.db }) })
    const userId = (await ctx.db.kysely.selectFrom('app_user').select('id').where('username', '=', 'Olga').executeTakeFirstOrThrow()).id
    const cartId = (await ctx.db.kysely.selectFrom('cart').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow()).id
    // What checkout hands over: the owner the cart owner hook resolved for the signed-in user.
    const { owner, lines, skipped } = await service.forCheckout({ user_id: userId, guest_token: null }, 'USD')
    expect(owner).toEqual({ cart_id: cartId, user_id: userId, guest_token_hash: null })
    expect(lines.map((l) => [l.product_id, l.quantity, l.unit_price_cents])).toEqual([
      [a!.id, 3, a!.price],
      [c!.id, 1, c!.price],
    ])
    expect(lines[0]!.name.en.length).toBeGreaterThan(0)
    expect(lines[0]!.name.cz.length).toBeGreaterThan(0)
    expect(skipped.map((s) => s.product_id)).toEqual([b!.id])

    // A rolled-back order leaves the cart as it was; a committed one empties it.
    await expect(
      ctx.db.kysely.transaction().execute(async (tx) => {
        await service.clear(tx, cartId)
        throw new Error('order failed')
      }),
    ).rejects.toThrow('order failed')
    expect((await call('GET', '/api/cart', { token: user })).json<Cart>().items).toHaveLength(3)
    await ctx.db.kysely.transaction().execute((tx) => service.clear(tx, cartId))
    expect((await call('GET', '/api/cart', { token: user })).json<Cart>().items).toEqual([])
    expect(await service.forCheckout({ user_id: null, guest_token: null }, 'USD')).toEqual({ owner: { cart_id: null, user_id: null, guest_token_hash: null }, lines: [], skipped: [] })
    await setProduct(ctx, a!.id, { stock: 50 })
    await setProduct(ctx, b!.id, { stock: 50 })
  })
})
