import { NEWSLETTER_CONSENT_VERSION } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { client, tempDataDir } from '../auth/auth.testing'
import { createConsents } from './privacy.consents.service'
import { newsletterLink, subscribe } from './privacy.testing'

describe.each(testDialects())('consents with their times (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let n = 0
  const fresh = () => `reader-${++n}-${Date.now().toString(36)}@example.com`
  const consentsOf = (email: string) => ctx.db.kysely.selectFrom('consent').selectAll().where('email', '=', email).orderBy('granted_at').orderBy('id').execute()
  const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: false, config: { DATA_DIR: dataDir } })
  })
  afterAll(async () => ctx?.close())

  it('records the newsletter consent when the subscription is confirmed, not at the signup, and once however often the link is opened', async () => {
    const email = fresh()
    const c = client(ctx.app)
    await c.post('/api/newsletter', { email, lang: 'cz' })
    expect(await consentsOf(email)).toEqual([])
    const token = newsletterLink(dataDir, email, 'confirm')
    const before = new Date().toISOString()
    await Promise.all([c.post('/api/newsletter/confirm', { token }), c.post('/api/newsletter/confirm', { token })])
    const rows = await consentsOf(email)
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'newsletter', version: NEWSLETTER_CONSENT_VERSION, source: 'newsletter_confirmation', user_id: null, withdrawn_at: null, withdrawn_source: null }),
    ])
    expect(rows[0]!.granted_at).toMatch(iso)
    expect(rows[0]!.granted_at >= before).toBe(true)
    const subscriber = await ctx.db.kysely.selectFrom('newsletter_subscriber').select('id').where('email', '=', email).executeTakeFirstOrThrow()
    expect(rows[0]!.ref).toBe(subscriber.id)
  })

  it('withdraws it with the time of the unsubscribe, once; a new subscription is a new consent', async () => {
    const email = fresh()
    await subscribe(ctx, dataDir, email)
    const c = client(ctx.app)
    const unsubscribe = newsletterLink(dataDir, email, 'unsubscribe')
    expect((await c.post('/api/newsletter/unsubscribe', { token: unsubscribe })).statusCode).toBe(200)
    const [withdrawn] = await consentsOf(email)
    expect(withdrawn).toMatchObject({ withdrawn_source: 'newsletter_unsubscribe' })
    expect(withdrawn!.withdrawn_at).toMatch(iso)
    expect(withdrawn!.withdrawn_at! >= withdrawn!.granted_at).toBe(true)
    // A second click changes nothing.
    expect((await c.post('/api/newsletter/unsubscribe', { token: unsubscribe })).statusCode).toBe(200)
    expect((await consentsOf(email))[0]).toEqual(withdrawn)

    await subscribe(ctx, dataDir, email)
    const rows = await consentsOf(email)
    expect(rows).toHaveLength(2)
    expect(rows[1]).toMatchObject({ kind: 'newsletter', withdrawn_at: null })
    expect(rows[1]!.granted_at >= withdrawn!.withdrawn_at!).toBe(true)
  })

  it('gives checkout one call to record the terms an order accepted, in the order’s transaction', async () => {
    const consents = createConsents()
    const at = new Date().toISOString()
    const email = fresh()
    await ctx.db.kysely.transaction().execute((tx) =>
      consents.record(tx, { kind: 'terms', version: '2026-11-28', email: email.toUpperCase(), userId: null, source: 'checkout', ref: 'ord_fixture000000001', at }),
    )
    // A rolled-back order leaves no consent behind.
    await expect(
      ctx.db.kysely.transaction().execute(async (tx) => {
        await consents.record(tx, { kind: 'terms', version: '2026-11-28', email, source: 'checkout', ref: 'ord_fixture000000002', at })
        throw new Error('the order failed')
      }),
    ).rejects.toThrow('the order failed')
    expect(await consentsOf(email)).toEqual([expect.objectContaining({ kind: 'terms', email, ref: 'ord_fixture000000001', granted_at: at, source: 'checkout' })])
  })
})
