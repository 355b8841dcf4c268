/** Helpers for the wallet and gift card tests: real accounts, requests from one IP, the mail outbox. */
import type { FastifyInstance } from 'fastify'
import { randomBytes } from 'node:crypto'
import { expect } from 'vitest'
import type { Db } from '../../db/database'
import { client, codeIn, outbox } from '../auth/auth.testing'
import { payingSend } from '../../test/card-payments.testing'

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
  const paying = payingSend(call)
  return { get: (url: string) => call('GET', url), post: (url: string, body?: unknown) => paying('POST', url, body) }
}

export const idemKey = () => `k_${randomBytes(12).toString('hex')}`
