import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '../../db/database'
import { migrateTestDb, openTestDb, testDialects } from '../../test/harness'
import { BURST_MAX_ATTEMPTS, createBurstOutbox } from './notifications.bursts.service'
import type { BurstItem } from './notifications.types'

const quiet = { warn: () => {}, error: () => {}, info: () => {} } as unknown as FastifyBaseLogger
const T0 = Date.parse('2026-11-27T10:00:00.000Z')
const iso = (s: number) => new Date(T0 + s * 1000).toISOString()

/** The burst outbox on a clock the test moves: one email per key, sent a window after its last change. */
describe.each(testDialects())('burst outbox (%s)', (dialect) => {
  let db: Db
  let drop: () => Promise<void>
  let clock = T0
  let sent: BurstItem[] = []
  let failNext = 0

  beforeAll(async () => {
    ;({ db, drop } = await openTestDb(dialect))
    await migrateTestDb(db)
  })
  afterAll(async () => drop?.())
  beforeEach(async () => {
    await db.kysely.deleteFrom('notification_burst').execute()
    sent = []
    failNext = 0
  })

  const outbox = () =>
    createBurstOutbox({
      db,
      windowMs: 60_000,
      log: quiet,
      now: () => new Date(clock),
      senders: {
        test: async (item) => {
          if (failNext > 0) {
            failNext--
            throw new Error('mail server down')
          }
          sent.push(item)
        },
      },
    })
  const queue = (key: string, since: number, at = since) => db.kysely.transaction().execute((tx) => outbox().queue(tx, { key, kind: 'test', ref: key, since: iso(since), at: iso(at) }))

  it('keeps one pending email per key, pushed back by each newer change, and sends it a window after the last', async () => {
    const box = outbox()
    await queue('a', 0)
    await queue('a', 20, 25)
    await queue('a', 50)
    await queue('b', 10)
    clock = T0 + 70_000
    expect(await box.sendDue()).toBe(1)
    expect(sent).toEqual([{ key: 'b', kind: 'test', ref: 'b', since: iso(10) }])
    clock = T0 + 109_999
    expect(await box.sendDue()).toBe(0)
    clock = T0 + 110_000
    expect(await box.sendDue()).toBe(1)
    // The burst's first change is what the email starts from.
    expect(sent[1]).toEqual({ key: 'a', kind: 'test', ref: 'a', since: iso(0) })
    expect(await box.sendDue()).toBe(0)
  })

  it('sends a due email once when sweeps run side by side', async () => {
    await queue('a', 0)
    await queue('b', 0)
    clock = T0 + 60_000
    const counts = await Promise.all([outbox().sendDue(), outbox().sendDue(), outbox().sendDue()])
    expect(counts.reduce((x, y) => x + y, 0)).toBe(2)
    expect(sent.map((s) => s.key).sort()).toEqual(['a', 'b'])
  })

  it('tries a failed send again after a window, keeping the burst, and gives up after the last attempt', async () => {
    const box = outbox()
    await queue('a', 0)
    failNext = 1
    clock = T0 + 60_000
    expect(await box.sendDue()).toBe(0)
    const row = await db.kysely.selectFrom('notification_burst').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({ key: 'a', since: iso(0), attempts: 1, due_at: iso(120) })
    clock = T0 + 120_000
    expect(await box.sendDue()).toBe(1)
    expect(sent).toEqual([{ key: 'a', kind: 'test', ref: 'a', since: iso(0) }])

    await queue('z', 200)
    failNext = BURST_MAX_ATTEMPTS
    for (let i = 1; i <= BURST_MAX_ATTEMPTS; i++) {
      clock = T0 + (200 + 60 * i) * 1000
      expect(await box.sendDue()).toBe(0)
    }
    expect(await db.kysely.selectFrom('notification_burst').selectAll().execute()).toEqual([])
  })
})
