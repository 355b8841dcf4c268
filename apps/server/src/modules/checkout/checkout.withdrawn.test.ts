import { TEST_CARDS } from '@shop/domain'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { PAYMENT_ERRORS } from '../payments/payments.service'
import { testCard } from '../payments/payments.testing'
import { countOrders, czechiaInDollars, product, shopper, stockOf } from './checkout.testing'

/**
 * The payment recovery sweep (decision 015) may give back a charge it believes unused just as a
 * late order is about to commit with it. A trigger plays the sweep winning that race: the moment
 * the charge is recorded as succeeded it becomes refunded. The order must then not be written.
 */
describe.each(testDialects())('an order whose card charge was withdrawn (%s)', (dialect) => {
  let ctx: TestContext

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { seed: true })
    await czechiaInDollars(ctx)
    if (dialect === 'sqlite') {
      await sql`create trigger sweep_wins after update of status on payment when new.status = 'succeeded'
        begin update payment set status = 'refunded' where id = new.id; end`.execute(ctx.db.kysely)
    } else {
      await sql`create function sweep_wins() returns trigger language plpgsql as $$ begin new.status := 'refunded'; return new; end $$`.execute(ctx.db.kysely)
      await sql`create trigger sweep_wins before update on payment for each row when (new.status = 'succeeded') execute function sweep_wins()`.execute(ctx.db.kysely)
    }
  })
  afterAll(async () => ctx?.close())

  it('is refused with "pay again", writes nothing and leaves the refund to the sweep', async () => {
    const id = await product(ctx, 2500, 10, 0)
    const s = shopper(ctx)
    await s.add(id)
    const { total_cents } = await s.quote()
    const orders = await countOrders(ctx)
    const res = await s.place({ email: 'late@example.com', expected_total_cents: total_cents, payment: { card: testCard(TEST_CARDS.approved) } })
    expect(res.statusCode, res.body).toBe(409)
    expect(res.json().detail).toBe(PAYMENT_ERRORS.alreadyRefunded)
    expect(await countOrders(ctx)).toBe(orders)
    expect(await stockOf(ctx, id)).toBe(10)
    // No second refund on top of the sweep's: the order path did not void the charge itself.
    const payment = await ctx.db.kysely.selectFrom('payment').select(['status', 'refunded_cents']).where('purpose', '=', 'order').executeTakeFirstOrThrow()
    expect(payment).toEqual({ status: 'refunded', refunded_cents: 0 })
  })
})
