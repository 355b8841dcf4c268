import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/database'
import { migrateTestDb, openTestDb, testDialects } from '../../test/harness'
import { createAuditService } from './audit.service'

describe.each(testDialects())('audit log (%s)', (dialect) => {
  let db: Db
  let drop: () => Promise<void>
  beforeAll(async () => {
    ;({ db, drop } = await openTestDb(dialect))
    await migrateTestDb(db)
  })
  afterAll(async () => drop?.())

  it('lists changes made in the same millisecond newest first, in the order they were made', async () => {
    const instant = new Date('2026-11-22T09:00:00.000Z')
    const audit = createAuditService({ db, now: () => instant })
    const actor = { id: 'usr_audit', username: 'Desk' }
    for (const action of ['coupon.create', 'coupon.update', 'coupon.delete']) {
      await db.kysely.transaction().execute((tx) => audit.record(tx, actor, { action, entity: 'coupon', entity_id: 'cpn_same' }))
    }
    const { data } = await audit.list({ entity_id: 'cpn_same', page: 1 })
    expect(data.map((l) => l.action)).toEqual(['coupon.delete', 'coupon.update', 'coupon.create'])
    // Stamped a millisecond apart, from the instant of the first.
    expect(data.map((l) => l.at)).toEqual(['2026-11-22T09:00:00.002Z', '2026-11-22T09:00:00.001Z', '2026-11-22T09:00:00.000Z'])
  })
})
