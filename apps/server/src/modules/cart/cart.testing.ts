/** Helpers for the cart tests: shoppers, cookies and products with a known stock and price. */
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import type { TestContext } from '../../test/harness'
import { client, codeIn, outbox } from '../auth/auth.testing'
import { setSellableForTests } from '../catalog/catalog.variants.testing'

/** A real account: signup, the code from the mail outbox, verify; answers the session token. */
export async function signUp(ctx: TestContext, dataDir: string, name: string): Promise<string> {
  const email = `${name.toLowerCase()}@example.com`
  const c = client(ctx.app)
  expect((await c.post('/auth/register', { username: name, email, password: 'secret1' })).statusCode).toBe(201)
  const verified = await c.post('/auth/verify-otp', { email, otp: codeIn(outbox(dataDir, 'mail', email).at(-1)!.text) })
  expect(verified.statusCode).toBe(200)
  return verified.json().access
}

export function setCookies(res: LightMyRequestResponse): string[] {
  const raw = res.headers['set-cookie']
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)]
}

/** The `cart=` token a response set, or undefined. */
export function cartTokenOf(res: LightMyRequestResponse): string | undefined {
  const c = setCookies(res).find((v) => v.startsWith('cart='))
  return c ? c.slice('cart='.length).split(';')[0] : undefined
}

/** Calls as a guest with a cookie, a user with a bearer token, or both. */
export function cartCall(ctx: TestContext) {
  return (method: InjectOptions['method'], url: string, opts: { token?: string; cookie?: string; body?: unknown } = {}) =>
    ctx.app.inject({
      method,
      url,
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.cookie ? { cookie: `theme=dark; cart=${opts.cookie}` } : {}),
      },
      ...(opts.body === undefined ? {} : { payload: opts.body as InjectOptions['payload'] }),
    })
}

/** Singles that are not part of any combo, each with its stock and price set. */
export async function singles(ctx: TestContext, n: number, stock = 50): Promise<Array<{ id: string; price: number; variant_id: string }>> {
  const k = ctx.db.kysely
  const rows = await k
    .selectFrom('product')
    .select(['id', 'price_cents'])
    .where('kind', '=', 'single')
    .where('id', 'not in', k.selectFrom('combo_item').select('product_id'))
    .orderBy('id')
    .limit(n)
    .execute()
  const out: Array<{ id: string; price: number; variant_id: string }> = []
  for (const r of rows) {
    // One price for all its sizes: the default variant is the product's first, priced as the product.
    const variant_id = await setProduct(ctx, r.id, { stock, price_cents: r.price_cents })
    out.push({ id: r.id, price: r.price_cents, variant_id })
  }
  return out
}

/** As if the product had one size (catalog.variants.ts): answers its default variant's id. */
export function setProduct(ctx: TestContext, id: string, values: { stock?: number; price_cents?: number }): Promise<string> {
  return setSellableForTests(ctx.db.kysely, id, values)
}
