import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb, schemaChange, testDialects } from '../../test/harness'
import type { Db } from '../database'
import { migrateToLatest, migrateUpTo } from '../migrate'
import * as m0043 from './2026-11-28-0043-payment-intents'

/** Migration 0043 (decision 050): payments made before it keep everything; the old test gateway's tables go; down undoes it. */
describe.each(testDialects())('migration 0043: payment intents (%s)', (dialect) => {
  let db: Db
  let drop: () => Promise<void>
  const k = () => db.kysely as never as import('kysely').Kysely<any>
  const tables = async () => (await db.kysely.introspection.getTables()).map((t) => t.name)

  beforeAll(async () => {
    ;({ db, drop } = await openTestDb(dialect))
    await schemaChange(db, () => migrateUpTo(db.kysely, db.dialect, '2026-11-28-0042-test-processor'))
    const at = '2026-11-01T00:00:00.000Z'
    await k().insertInto('payment').values({
      id: 'pay_old', purpose: 'order', user_id: null, gateway: 'test', idempotency_key: 'order:k1', reference: 'tg_ch_1', amount_cents: 2500, currency: 'EUR',
      refunded_cents: 500, status: 'succeeded', failure: null, card_brand: 'visa', card_last4: '4242', card_country: 'DE', created_at: at, updated_at: at,
    }).execute()
    await k().insertInto('test_gateway_charge').values({ idempotency_key: 'order:k1', reference: 'tg_ch_1', amount_cents: 2500, refunded_cents: 500, result: '{}', created_at: at }).execute()
    await schemaChange(db, () => migrateToLatest(db.kysely, db.dialect))
  })
  afterAll(async () => drop?.())

  it('keeps an earlier payment as it was, automatic capture and no client secret, and drops the old gateway tables', async () => {
    const row = await k().selectFrom('payment').selectAll().where('id', '=', 'pay_old').executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'succeeded', reference: 'tg_ch_1', refunded_cents: 500, card_last4: '4242', capture_method: 'automatic', client_secret: null, owner_scope: null, expires_at: null })
    expect(await tables()).toEqual(expect.arrayContaining(['payment', 'payment_event']))
    expect(await tables()).not.toContain('test_gateway_charge')
  })

  it('goes down and up again', async () => {
    await schemaChange(db, () => m0043.down(k()))
    expect(await tables()).toEqual(expect.arrayContaining(['test_gateway_charge', 'test_gateway_refund']))
    expect(await tables()).not.toContain('payment_event')
    await schemaChange(db, () => m0043.up(k()))
    expect(await k().selectFrom('payment').select('capture_method').where('id', '=', 'pay_old').executeTakeFirstOrThrow()).toEqual({ capture_method: 'automatic' })
  })
})
