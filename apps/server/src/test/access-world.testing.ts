/** Alice's world for the access tests: one thing of every kind she can own, and a guest's cart and order. */
import { TEST_CARDS, TOP_UP_AMOUNTS_CENTS } from '@shop/domain'
import type { LightMyRequestResponse } from 'fastify'
import { randomBytes } from 'node:crypto'
import { expect } from 'vitest'
import { newId } from '../lib/ids'
import { outbox } from '../modules/auth/auth.testing'
import { hashCartToken } from '../modules/cart/cart.cookie'
import { forceStatus, placeFixtureOrder, signUp, someProducts, type Account } from '../modules/orders/orders.testing'
import { testCard } from '../modules/payments/payments.testing'
import { idemKey } from '../modules/wallet/wallet.testing'
import { send, setCookies, type Method } from './access.testing'
import { payingSend } from './card-payments.testing'
import type { TestContext } from './harness'

export interface World {
  alice: Account
  bob: Account
  products: { cart: string; wish: string; reviewed: string; guestCart: string }
  addresses: { home: string; work: string }
  /** o1 is new (cancellable), o2 delivered (returnable, complained about, reviewed) */
  o1: PlacedOrder
  o2: PlacedOrder
  guestOrder: PlacedOrder & { email: string }
  complaintId: string
  /** Alice's review of `products.reviewed` (she received it) */
  reviewId: string
  giftCode: string
  couponCode: string
  topUpKey: string
  giftCardKey: string
  /** the guest's cart cookie */
  guestCookie: string
  /** what no one but Alice (or the guest) may ever be shown */
  secrets: string[]
}

export interface PlacedOrder {
  id: string
  number: string
  key: string
  total_cents: number
}

const SECRET = {
  username: 'Aliceqxv',
  street: 'Alicestreet 7',
  workStreet: 'Quietlane 99',
  complaint: 'Alicecomplaint: the jar arrived cracked',
  review: 'Alicereview: a lovely quiet scent',
  recipient: 'Aliciana Recipienta',
}

export const testAddress = (street: string, is_default: boolean) => ({
  first_name: 'Alice',
  last_name: 'Owner',
  street,
  city: 'Praha',
  state: '',
  country: 'Czech Republic',
  zip_code: '120 00',
  is_default,
})

export async function buildWorld(ctx: TestContext, dataDir: string): Promise<World> {
  const alice = await signUp(ctx, dataDir, SECRET.username)
  const bob = await signUp(ctx, dataDir, 'Bobmallory')
  const [cart, wish, reviewed, guestCart] = (await someProducts(ctx, 4)) as [string, string, string, string]
  const as = (token: string | undefined, method: Method, url: string, body?: unknown, cookie?: string) =>
    send(ctx.app, { token, cookie, ip: '10.200.0.1' }, { method, url, body })
  const ok = async (res: Promise<LightMyRequestResponse>) => {
    const r = await res
    expect(r.statusCode, r.body).toBeLessThan(300)
    return r
  }

  const home = (await ok(as(alice.token, 'POST', '/auth/user-address', testAddress(SECRET.street, true)))).json().data.id as string
  const work = (await ok(as(alice.token, 'POST', '/auth/user-address', testAddress(SECRET.workStreet, false)))).json().data.id as string
  await ok(as(alice.token, 'POST', '/api/cart', { product_id: cart, quantity: 2 }))
  await ok(as(alice.token, 'POST', '/api/wishlist', { product_id: wish }))

  const topUpKey = idemKey()
  // Paid at the processor as the browser would (the card goes there, not in these bodies).
  const paying = payingSend((method, url, body) => as(alice.token, method, url, body))
  await ok(paying('POST', '/api/wallet/top-up', { amount_cents: TOP_UP_AMOUNTS_CENTS[1], card: testCard(TEST_CARDS.approved), idempotency_key: topUpKey }))
  const giftCardKey = idemKey()
  const purchase = { amount_cents: 5000, recipient_name: SECRET.recipient, recipient_email: alice.email, sender_name: 'Alice', message: 'For me', card: testCard(TEST_CARDS.approved), idempotency_key: giftCardKey }
  await ok(paying('POST', '/api/gift-cards', purchase))
  const giftCode = await giftCodeFor(dataDir, alice.email)
  await ok(as(alice.token, 'POST', '/api/gift-cards/redeem', { code: giftCode }))

  const o1 = await placedWithKey(ctx, await placeFixtureOrder(ctx, { user: alice, lines: [{ product_id: cart, quantity: 1 }] }))
  const o2 = await placedWithKey(ctx, await placeFixtureOrder(ctx, { user: alice, lines: [{ product_id: reviewed, quantity: 1 }] }))
  await forceStatus(ctx, o2.id, 'delivered_order', { delivered_at: new Date().toISOString() })
  const guestEmail = 'gina-guest@example.com'
  const guestOrder = { ...(await placedWithKey(ctx, await placeFixtureOrder(ctx, { email: guestEmail, lines: [{ product_id: guestCart, quantity: 1 }] }))), email: guestEmail }

  const complaintId = (await ok(as(alice.token, 'POST', '/api/complaints', { order_id: o2.id, topic: 'damaged', message: SECRET.complaint }))).json().id as string
  const reviewId = (await ok(as(alice.token, 'POST', '/api/product-review', { product_id: reviewed, rating: 5, title: '', body: SECRET.review, lang: 'en' }))).json().review.id as string

  const couponCode = `ALICE${randomBytes(4).toString('hex').toUpperCase()}`
  await ctx.db.kysely
    .insertInto('coupon')
    .values({
      id: newId('cpn'),
      code: couponCode,
      kind: 'fixed',
      value: 500,
      lang_terms: '{}',
      description: JSON.stringify({ en: 'Just for Alice', cz: 'Jen pro Alici', sl: 'Samo za Alice', ge: 'Nur für Alice' }),
      min_order_cents: 0,
      starts_at: null,
      expires_at: null,
      usage_limit: null,
      per_shopper_limit: 1,
      owner_user_id: alice.id,
      owner_email: alice.email,
      stackable: 1,
      active: 1,
      created_at: new Date().toISOString(),
    })
    .execute()

  const added = await ok(as(undefined, 'POST', '/api/cart', { product_id: guestCart, quantity: 3 }))
  const guestCookie = setCookies(added).find((c) => c.startsWith('cart='))!.split(';')[0]!.slice('cart='.length)

  const secrets = [
    alice.email,
    SECRET.username,
    SECRET.street,
    SECRET.workStreet,
    home,
    work,
    o1.id,
    o1.number,
    o2.id,
    o2.number,
    o1.key,
    guestOrder.id,
    guestOrder.number,
    guestOrder.email,
    complaintId,
    SECRET.complaint,
    SECRET.review,
    SECRET.recipient,
    giftCode,
    couponCode,
    guestCookie,
  ]
  return { alice, bob, products: { cart, wish, reviewed, guestCart }, addresses: { home, work }, o1, o2, guestOrder, complaintId, reviewId, giftCode, couponCode, topUpKey, giftCardKey, guestCookie, secrets }
}

async function placedWithKey(ctx: TestContext, o: { id: string; number: string; total_cents: number }): Promise<PlacedOrder> {
  const row = await ctx.db.kysely.selectFrom('shop_order').select('idempotency_key').where('id', '=', o.id).executeTakeFirstOrThrow()
  return { ...o, key: row.idempotency_key }
}

async function giftCodeFor(dataDir: string, email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const code = outbox(dataDir, 'mail', email)
      .map((m) => /code: ([A-Z2-9]{4}(?:-[A-Z2-9]{4}){3})/.exec(m.text)?.[1])
      .find(Boolean)
    if (code) return code
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error(`no gift card mail to ${email}`)
}

/** Every row that is Alice's or the guest's, read straight from the tables (not through the API under test). */
export async function ownedRows(ctx: TestContext, w: World) {
  const k = ctx.db.kysely
  const A = w.alice.id
  const orderIds = (await k.selectFrom('shop_order').select('id').where((eb) => eb.or([eb('user_id', '=', A), eb('id', '=', w.guestOrder.id)])).execute()).map((r) => r.id)
  const carts = await k
    .selectFrom('cart')
    .selectAll()
    .where((eb) => eb.or([eb('user_id', '=', A), eb('guest_token_hash', '=', hashCartToken(w.guestCookie))]))
    .orderBy('id')
    .execute()
  const cartIds = carts.map((c) => c.id)
  const complaints = await k.selectFrom('complaint').selectAll().where('user_id', '=', A).orderBy('id').execute()
  const inList = <T extends string>(ids: T[]) => (ids.length ? ids : ['-'])
  return {
    user: await k.selectFrom('app_user').selectAll().where('id', '=', A).execute(),
    sessions: await k.selectFrom('session').selectAll().where('user_id', '=', A).orderBy('id').execute(),
    addresses: await k.selectFrom('address').selectAll().where('user_id', '=', A).orderBy('id').execute(),
    twoFactor: await k.selectFrom('two_factor').selectAll().where('user_id', '=', A).execute(),
    questions: await k.selectFrom('security_question').selectAll().where('user_id', '=', A).execute(),
    carts,
    cartLines: await k.selectFrom('cart_line').selectAll().where('cart_id', 'in', inList(cartIds)).orderBy('cart_id').orderBy('product_id').execute(),
    wishlist: await k.selectFrom('wishlist_item').selectAll().where('user_id', '=', A).orderBy('product_id').execute(),
    wallet: await k.selectFrom('wallet').selectAll().where('user_id', '=', A).execute(),
    walletEntries: await k.selectFrom('wallet_entry').selectAll().where('user_id', '=', A).orderBy('id').execute(),
    payments: await k.selectFrom('payment').selectAll().where('user_id', '=', A).orderBy('id').execute(),
    giftCards: await k.selectFrom('gift_card').selectAll().where((eb) => eb.or([eb('purchaser_user_id', '=', A), eb('redeemed_by', '=', A)])).orderBy('id').execute(),
    coupons: await k.selectFrom('coupon').selectAll().where('owner_user_id', '=', A).execute(),
    orders: await k.selectFrom('shop_order').selectAll().where('id', 'in', inList(orderIds)).orderBy('id').execute(),
    orderLines: await k.selectFrom('order_line').selectAll().where('order_id', 'in', inList(orderIds)).orderBy('order_id').orderBy('product_id').execute(),
    orderEvents: await k.selectFrom('order_event').selectAll().where('order_id', 'in', inList(orderIds)).orderBy('id').execute(),
    orderRequests: await k.selectFrom('order_request').selectAll().where('order_id', 'in', inList(orderIds)).orderBy('id').execute(),
    complaints,
    complaintMessages: await k.selectFrom('complaint_message').selectAll().where('complaint_id', 'in', inList(complaints.map((c) => c.id))).orderBy('id').execute(),
    reviews: await k.selectFrom('review').selectAll().where('user_id', '=', A).orderBy('id').execute(),
  }
}
