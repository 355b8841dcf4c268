/** Helpers for the checkout tests: guests with their own cart cookie and address, order bodies. */
import { TERMS_VERSION, type CheckoutAddress, type PaymentChoice, type Quote, type ShippingMethod } from '@shop/domain'
import type { LightMyRequestResponse } from 'fastify'
import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { TestContext } from '../../test/harness'
import { codeIn, outbox } from '../auth/auth.testing'
import { cartTokenOf } from '../cart/cart.testing'
import { setSellableForTests } from '../catalog/catalog.variants.testing'
import { payingSend, type TestCardDetails } from '../../test/card-payments.testing'

export const ADDRESS: CheckoutAddress = {
  first_name: 'Jana',
  last_name: 'Nováková',
  street: 'Vinohradská 12',
  city: 'Praha',
  state: 'Praha',
  country: 'CZ',
  zip_code: '120 00',
}

/**
 * The tests of checkout's money rules (coupons, payments, races, shipping zones) were written in
 * dollars without VAT for a Czech address. They keep those figures in a shop where Czechia belongs
 * to the dollar market without VAT (decision 038): call this right after creating the context,
 * before the first request reads the markets. The market tests (checkout.markets.test.ts) price
 * the seeded markets as they are: Czechia in crowns with 21 % VAT.
 */
export async function czechiaInDollars(ctx: TestContext): Promise<void> {
  await ctx.db.kysely.updateTable('market_country').set({ market_code: 'world' }).where('country', '=', 'CZ').execute()
}

let nextIp = 1
const freshIp = () => `10.77.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`

/** A real account (signup, the mailed code, verify): its email and session token. */
export async function signUp(ctx: TestContext, dataDir: string, name: string): Promise<{ email: string; token: string }> {
  const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`
  const remoteAddress = freshIp()
  const reg = await ctx.app.inject({ method: 'POST', url: '/auth/register', remoteAddress, payload: { username: name, email, password: 'secret1' } })
  expect(reg.statusCode, reg.body).toBe(201)
  const otp = codeIn(outbox(dataDir, 'mail', email).at(-1)!.text)
  const verified = await ctx.app.inject({ method: 'POST', url: '/auth/verify-otp', remoteAddress, payload: { email, otp } })
  expect(verified.statusCode, verified.body).toBe(200)
  return { email, token: verified.json().access }
}

/** The mails to an address, waiting briefly for `count` of them (order mails go out after the answer). */
export async function mailsTo(dataDir: string, email: string, count: number) {
  for (let i = 0; i < 100 && outbox(dataDir, 'mail', email).length < count; i++) await new Promise((r) => setTimeout(r, 20))
  return outbox(dataDir, 'mail', email)
}

export interface OrderBody {
  idempotency_key?: string
  email?: string
  shipping_method?: ShippingMethod
  shipping_address?: CheckoutAddress
  coupons?: string[]
  lang?: 'en' | 'cz' | 'sl' | 'ge'
  expected_total_cents: number
  expected_currency?: 'USD' | 'EUR' | 'CZK'
  terms_version?: string
  /** `card`: true, or a test card's details, which place() pays at the processor as the browser would */
  payment: Partial<Omit<PaymentChoice, 'card'>> & { card?: true | TestCardDetails }
}

/**
 * A shopper as the web app is one: a guest carrying the `cart` cookie the first add set, or a
 * signed-in user with a bearer token; each from an address of their own.
 */
export function shopper(ctx: TestContext, token?: string) {
  let cookie: string | undefined
  const ip = freshIp()
  let challenge: 'complete' | 'fail' = 'complete'
  const raw = async (method: 'GET' | 'POST', url: string, body?: unknown): Promise<LightMyRequestResponse> => {
    const res = await ctx.app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(cookie ? { cookie: `cart=${cookie}` } : {}) },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    })
    cookie = cartTokenOf(res) ?? cookie
    return res
  }
  // Old-style card bodies (orders, top-ups, gift cards) are paid at the processor as the browser would.
  const send = payingSend(raw, () => challenge)
  return {
    send,
    /** Without paying card bodies: what the shop itself answers (202 for a card part, 400 for card details). */
    raw,
    /** Adds units of the product's default variant, or of `variantId` (decision 029). */
    async add(productId: string, quantity = 1, variantId?: string) {
      const res = await send('POST', '/api/cart', { product_id: productId, quantity, ...(variantId ? { variant_id: variantId } : {}) })
      expect(res.statusCode, res.body).toBe(200)
    },
    /** The quote for ADDRESS's country unless the body names one (the place body ships there). */
    async quote(body: Record<string, unknown> = {}): Promise<Quote> {
      const res = await send('POST', '/api/checkout/quote', { country: ADDRESS.country, ...body })
      expect(res.statusCode, res.body).toBe(200)
      return res.json()
    },
    /**
     * Accepts the current terms unless the body names a version (decision 043). A body with a test
     * card's details places the order (202), pays at the processor as the browser would and answers
     * the order as 201 — or the refusal (e.g. 409 card_declined) as the shop gave it; `challenge`:
     * the 3-D Secure button pressed. `card: true` answers the 202 itself.
     */
    place: (body: OrderBody, answer: 'complete' | 'fail' = 'complete') => {
      challenge = answer
      return send('POST', '/api/orders', { idempotency_key: randomUUID(), shipping_method: 'standard', shipping_address: ADDRESS, terms_version: TERMS_VERSION, ...body })
    },
  }
}
export type Shopper = ReturnType<typeof shopper>

export async function countOrders(ctx: TestContext): Promise<number> {
  const r = await ctx.db.kysely.selectFrom('shop_order').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  return Number(r.n)
}

export async function stockOf(ctx: TestContext, productId: string): Promise<number> {
  return (await ctx.db.kysely.selectFrom('product').select('stock').where('id', '=', productId).executeTakeFirstOrThrow()).stock
}

/** A product not in any combo, with this price and stock. */
export async function product(ctx: TestContext, price_cents: number, stock: number, skip = 0): Promise<string> {
  const k = ctx.db.kysely
  const row = await k
    .selectFrom('product')
    .select('id')
    .where('kind', '=', 'single')
    .where('id', 'not in', k.selectFrom('combo_item').select('product_id'))
    .orderBy('id')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow()
  await setSellableForTests(k, row.id, { price_cents, stock })
  return row.id
}

/** Sets a product's variants' prices in the EUR and CZK lists (as staff would by hand), so a test knows its figures in each currency (the cart and checkout read variants' prices; listings are not involved). */
export async function setListPrices(ctx: TestContext, productId: string, prices: { EUR?: number; CZK?: number }): Promise<void> {
  const set = {
    ...(prices.EUR !== undefined ? { price_eur_cents: prices.EUR, compare_at_eur_cents: null, price_eur_manual: 1 } : {}),
    ...(prices.CZK !== undefined ? { price_czk_cents: prices.CZK, compare_at_czk_cents: null, price_czk_manual: 1 } : {}),
  }
  await ctx.db.kysely.updateTable('product_variant').set(set).where('product_id', '=', productId).execute()
}
