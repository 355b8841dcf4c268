/** Helpers for the wallet and gift card tests: real accounts, requests from one IP, the mail outbox. */
import type { FastifyInstance } from 'fastify'
import { randomBytes } from 'node:crypto'
import { expect } from 'vitest'
import type { Db } from '../../db/database'
import { client, codeIn, outbox } from '../auth/auth.testing'
import { sendPaying } from '../../test/card-payments.testing'

export interface Shopper {
  token: string
  userId: string
  email: string
  ip: string
}

/** Signup, the code from the outbox, verify: a signed-in shopper with an IP address of its own. */
export async function signUpShopper(app: FastifyInstance, db: Db, dataDir: string, name: string): Promise<Shopper> {
  const email = `${name.toLowerCase()}-${randomBytes(3).toString('hex')}@example.com`
  const c = client(app)
  const reg = await c.post('/auth/register', { username: name, email, password: 'secret1' })
  expect(reg.statusCode, reg.body).toBe(201)
  const verified = await c.post('/auth/verify-otp', { email, otp: codeIn(outbox(dataDir, 'mail', email).at(-1)!.text) })
  expect(verified.statusCode, verified.body).toBe(200)
  const user = await db.kysely.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirstOrThrow()
  return { token: verified.json().access, userId: user.id, email, ip: c.ip }
}

/** The old answers of the routes that took card details: what the payment's outcome becomes for tests written then. */
const PAID_ROUTES: Record<string, { status: number; pick: (outcome: Record<string, unknown>) => unknown }> = {
  '/api/wallet/top-up': { status: 200, pick: (o) => o.wallet },
  '/api/gift-cards': { status: 201, pick: (o) => o.gift_card },
}

/**
 * A request as a shopper (or a guest when `who` is null), from the shopper's own IP; `shipTo` sets
 * the Ship to cookie (the market whose currency top-ups and gift cards are bought in). A top-up or
 * gift card body with a test card's details is paid at the processor as the browser would
 * (card-payments.testing.ts) and answered as the route did when it took the card.
 */
export function as(app: FastifyInstance, who: Shopper | null, ip = who?.ip ?? '10.9.9.9', shipTo?: string) {
  const call = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), ...(shipTo ? { cookie: `ship_to=${shipTo}` } : {}) },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    })
  const post = (url: string, body?: unknown) => {
    const paid = PAID_ROUTES[url]
    return paid && body && typeof body === 'object' ? sendPaying(call, url, body as Record<string, unknown>, 'body', paid) : call('POST', url, body)
  }
  return { get: (url: string) => call('GET', url), post }
}

export const idemKey = () => `k_${randomBytes(12).toString('hex')}`
