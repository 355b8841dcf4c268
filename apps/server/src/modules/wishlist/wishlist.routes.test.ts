import { MAX_WISHLIST_ITEMS, WISHLIST_MESSAGES, type Wishlist, type WishlistChange } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { cartCall, signUp } from '../cart/cart.testing'
import { WISHLIST_FULL, WISHLIST_PRODUCT_GONE } from './wishlist.service'

const BASES = ['/api/api/wishlist', '/api/wishlist']

describe.each(testDialects())('wishlist (%s)', (dialect) => {
  let ctx: TestContext
  let call: ReturnType<typeof cartCall>
  let dataDir: string
  let ids: string[]

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    call = cartCall(ctx)
    ids = (await ctx.db.kysely.selectFrom('product').select('id').orderBy('id').limit(3).execute()).map((r) => r.id)
  })
  afterAll(async () => ctx?.close())

  const pause = () => new Promise((r) => setTimeout(r, 5))

  it('is for signed-in shoppers only, on both addresses', async () => {
    for (const base of BASES) {
      expect((await call('GET', base)).statusCode).toBe(401)
      // Guests hear about signing in, not about their input.
      expect((await call('POST', base, { body: { product_id: '' } })).statusCode).toBe(401)
      expect((await call('DELETE', `${base}/${ids[0]}`)).statusCode).toBe(401)
      expect((await call('GET', base, { token: 'x'.repeat(40) })).statusCode).toBe(401)
    }
  })

  it('adds once, lists newest first in the language asked, and removes', async () => {
    const [a, b] = ids
    const user = await signUp(ctx, dataDir, 'Wanda')
    const first = await call('POST', '/api/api/wishlist', { token: user, body: { product_id: a } })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json<WishlistChange>()).toMatchObject({ message: WISHLIST_MESSAGES.added })
    expect(first.json<WishlistChange>().data.map((p) => p.id)).toEqual([a])
    await pause()
    await call('POST', '/api/wishlist', { token: user, body: { product_id: b } })

    // A repeat changes nothing and still answers the added message.
    const repeat = await call('POST', '/api/wishlist', { token: user, body: { product_id: a } })
    expect(repeat.json<WishlistChange>()).toMatchObject({ message: WISHLIST_MESSAGES.added })
    for (const base of BASES) {
      const list = (await call('GET', base, { token: user })).json<Wishlist>()
      expect(list.data.map((p) => p.id)).toEqual([b, a])
      expect(list.data[0]!.added_at >= list.data[1]!.added_at).toBe(true)
      expect(list.data[0]).toMatchObject({ image: `/api/media/product/${b}/front.svg` })
      expect(list.data[0]!.price_cents).toBeGreaterThan(0)
    }
    const en = (await call('GET', '/api/wishlist', { token: user })).json<Wishlist>().data[0]!.name
    const ge = (await call('GET', '/api/wishlist?lang=ge', { token: user })).json<Wishlist>().data[0]!.name
    expect(ge).not.toBe(en)
    // Prices in the market's currency asked for (decision 036): the same product in crowns and in dollars.
    const inCzk = (await call('GET', '/api/wishlist?lang=cz&currency=CZK', { token: user })).json<Wishlist>()
    const inUsd = (await call('GET', '/api/wishlist', { token: user })).json<Wishlist>()
    expect([inCzk.currency, inUsd.currency]).toEqual(['CZK', 'USD'])
    expect(inCzk.data[0]!.price_cents).toBeGreaterThan(inUsd.data[0]!.price_cents * 15)

    const removed = await call('DELETE', `/api/api/wishlist/${a}`, { token: user })
    expect(removed.json<WishlistChange>()).toEqual({ message: WISHLIST_MESSAGES.removed, currency: 'USD', data: [expect.objectContaining({ id: b })] })
    // Removing again is harmless.
    expect((await call('DELETE', `/api/wishlist/${a}`, { token: user })).json()).toMatchObject({ message: WISHLIST_MESSAGES.removed })
  })

  it("keeps shoppers' wishlists apart", async () => {
    const ola = await signUp(ctx, dataDir, 'Ola')
    const pia = await signUp(ctx, dataDir, 'Pia')
    await call('POST', '/api/wishlist', { token: ola, body: { product_id: ids[2] } })
    expect((await call('GET', '/api/wishlist', { token: pia })).json<Wishlist>().data).toEqual([])
    await call('DELETE', `/api/wishlist/${ids[2]}`, { token: pia })
    expect((await call('GET', '/api/wishlist', { token: ola })).json<Wishlist>().data.map((p) => p.id)).toEqual([ids[2]])
  })

  it('refuses unknown products and bad input', async () => {
    const user = await signUp(ctx, dataDir, 'Quinn')
    const gone = await call('POST', '/api/wishlist', { token: user, body: { product_id: 'prd_gone' } })
    expect(gone.statusCode).toBe(404)
    expect(gone.json().detail).toBe(WISHLIST_PRODUCT_GONE)
    const blank = await call('POST', '/api/wishlist', { token: user, body: { product_id: '  ' } })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().detail).toContain('Please choose a product')
    expect((await call('POST', '/api/wishlist', { token: user, body: {} })).statusCode).toBe(400)
    expect((await call('GET', '/api/wishlist?lang=fr', { token: user })).statusCode).toBe(400)
    expect((await call('GET', '/api/wishlist', { token: user })).json<Wishlist>().data).toEqual([])
  })

  it(`holds at most ${MAX_WISHLIST_ITEMS} products`, async () => {
    const user = await signUp(ctx, dataDir, 'Rosa')
    const userId = (await ctx.db.kysely.selectFrom('app_user').select('id').where('username', '=', 'Rosa').executeTakeFirstOrThrow()).id
    // The demo catalog is smaller than the cap: copies of one product fill it.
    const model = await ctx.db.kysely.selectFrom('product').selectAll().where('id', '=', ids[0]!).executeTakeFirstOrThrow()
    const copies = Array.from({ length: MAX_WISHLIST_ITEMS }, (_, i) => ({ ...model, id: `prd_wl_${i}`, slug: `${model.slug}-wl-${i}` }))
    await ctx.db.kysely.insertInto('product').values(copies).execute()
    const at = new Date().toISOString()
    await ctx.db.kysely.insertInto('wishlist_item').values(copies.map((c) => ({ user_id: userId, product_id: c.id, created_at: at }))).execute()

    const full = await call('POST', '/api/wishlist', { token: user, body: { product_id: ids[1] } })
    expect(full.statusCode).toBe(409)
    expect(full.json().detail).toBe(WISHLIST_FULL)
    // One already there is still a no-op success.
    expect((await call('POST', '/api/wishlist', { token: user, body: { product_id: 'prd_wl_0' } })).statusCode).toBe(200)
    await call('DELETE', '/api/wishlist/prd_wl_0', { token: user })
    expect((await call('POST', '/api/wishlist', { token: user, body: { product_id: ids[1] } })).statusCode).toBe(200)
  })
})
