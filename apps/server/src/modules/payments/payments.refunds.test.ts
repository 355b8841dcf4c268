/**
 * Refunds through the processor (decision 050): partial, idempotent per key, and never above what
 * was captured, even when staff click at once — the amount is reserved by a conditional update
 * before the processor is asked. Runs once per dialect.
 */
import { TEST_CARDS } from '@shop/domain'
import { randomUUID } from 'node:crypto'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { confirmAtProcessor, intentOf, startPaymentsServer, testCard } from './payments.testing'

describe.each(testDialects())('refunds (%s)', (dialect) => {
  let ctx: TestContext
  let server: Awaited<ReturnType<typeof startPaymentsServer>>
  let stripe: Stripe

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { seed: false })
    server = await startPaymentsServer(ctx)
    const api = new URL(ctx.processor.apiUrl)
    stripe = new Stripe(ctx.processor.secretKey, { host: api.hostname, port: api.port, protocol: 'http', telemetry: false })
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    await ctx?.close()
  })

  async function paid(amount: number) {
    const start = await server.payments.start({
      purpose: 'order', user_id: null, owner_scope: 'usr_x', amount_cents: amount, currency: 'USD',
      idempotency_key: `order:${randomUUID()}`, description: 'Order', capture: 'automatic',
    })
    await confirmAtProcessor(ctx.processor, start, testCard(TEST_CARDS.approved))
    expect(await server.payments.settle(start.id)).toEqual({ status: 'succeeded' })
    return start
  }
  const refundedAtProcessor = async (clientSecret: string) => {
    const intent = await stripe.paymentIntents.retrieve(intentOf(clientSecret), { expand: ['latest_charge'] })
    return (intent.latest_charge as Stripe.Charge).amount_refunded
  }
  const row = (id: string) => ctx.db.kysely.selectFrom('payment').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

  it('refunds part, then the rest; a repeat of a key refunds nothing more; above the rest is refused', async () => {
    const start = await paid(1000)
    await server.payments.refund(start.id, 300, 'line-1')
    await server.payments.refund(start.id, 300, 'line-1')
    expect(await row(start.id)).toMatchObject({ refunded_cents: 300, status: 'succeeded' })
    await expect(server.payments.refund(start.id, 800, 'too-much')).rejects.toMatchObject({ reason: 'refund_too_large' })
    await server.payments.refund(start.id, 700, 'rest')
    expect(await row(start.id)).toMatchObject({ refunded_cents: 1000, status: 'refunded' })
    expect(await refundedAtProcessor(start.client_secret)).toBe(1000)
    const refunds = await ctx.db.kysely.selectFrom('payment_refund').select(['amount_cents', 'reference']).where('payment_id', '=', start.id).execute()
    expect(refunds.map((r) => r.amount_cents).sort()).toEqual([300, 700])
    expect(refunds.every((r) => r.reference.startsWith('re_'))).toBe(true)
  })

  it('concurrent refunds never exceed the captured amount, here or at the processor', async () => {
    const start = await paid(1000)
    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => server.payments.refund(start.id, 300, `click-${i}`)))
    const ok = results.filter((r) => r.status === 'fulfilled')
    expect(ok).toHaveLength(3)
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ reason: 'refund_too_large' })
    expect(await row(start.id)).toMatchObject({ refunded_cents: 900 })
    expect(await refundedAtProcessor(start.client_secret)).toBe(900)
  })

  it('a payment that did not succeed is not refundable', async () => {
    const start = await server.payments.start({
      purpose: 'order', user_id: null, owner_scope: 'usr_x', amount_cents: 500, currency: 'USD',
      idempotency_key: `order:${randomUUID()}`, description: 'Order', capture: 'automatic',
    })
    await expect(server.payments.refund(start.id, 100, 'k')).rejects.toMatchObject({ reason: 'payment_not_refundable' })
    expect(await ctx.db.kysely.selectFrom('payment_refund').select('id').where('payment_id', '=', start.id).execute()).toHaveLength(0)
  })

  it('may refund to a wallet only what an EU/EEA card paid', async () => {
    const start = await paid(500)
    expect(await server.payments.mayRefundToWallet(start.id)).toBe(true)
    expect(await server.payments.mayRefundToWallet('pay_nonexistent00000')).toBe(false)
  })
})
