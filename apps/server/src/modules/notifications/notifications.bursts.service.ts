import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { NotificationsTables } from '../../db/tables/notifications'
import type { Tx } from '../../db/tx'
import type { BurstSender } from './notifications.types'

/** How many times a burst whose send failed is tried again before it is given up (and logged). */
export const BURST_MAX_ATTEMPTS = 5
const BATCH = 100

export interface BurstOutboxDeps {
  db: Db
  /** A burst is sent once this long has passed since its latest change */
  windowMs: number
  senders: Record<string, BurstSender>
  log: FastifyBaseLogger
  now?: () => Date
}

/**
 * One pending email per key (e.g. an order), written in the transaction of the change it is about:
 * a newer change within the window pushes it back instead of adding a second one, and it is sent
 * once the window has passed without one. Sending claims the row by deleting it where it still has
 * the due time that was read, so two sweeps (or two processes) never send it twice, and a change
 * that came in meanwhile keeps it for the next sweep.
 */
export function createBurstOutbox({ db, windowMs, senders, log, now = () => new Date() }: BurstOutboxDeps) {
  const k = tablesOf<NotificationsTables>(db.kysely)
  let running: Promise<number> | null = null

  /** Due time for a change at `at`. */
  const dueAfter = (at: string) => new Date(Date.parse(at) + windowMs).toISOString()

  async function sendDue(): Promise<number> {
    const due = await k.selectFrom('notification_burst').selectAll().where('due_at', '<=', now().toISOString()).orderBy('due_at').limit(BATCH).execute()
    let sent = 0
    for (const row of due) {
      const claimed = await k.deleteFrom('notification_burst').where('key', '=', row.key).where('due_at', '=', row.due_at).executeTakeFirst()
      if (Number(claimed.numDeletedRows) !== 1) continue
      const send = senders[row.kind]
      try {
        if (!send) throw new Error(`no sender for ${row.kind}`)
        await send({ key: row.key, kind: row.kind, ref: row.ref, since: row.since })
        sent++
      } catch (err) {
        const attempts = row.attempts + 1
        if (attempts >= BURST_MAX_ATTEMPTS) {
          log.error({ err, key: row.key, kind: row.kind, attempts }, 'a burst email could not be sent and is given up')
          continue
        }
        log.warn({ err, key: row.key, kind: row.kind, attempts }, 'a burst email could not be sent; it is tried again')
        // Back with its first change kept: a newer change that queued meanwhile keeps its own due time.
        await k
          .insertInto('notification_burst')
          .values({ ...row, attempts, due_at: dueAfter(now().toISOString()) })
          .onConflict((oc) => oc.column('key').doUpdateSet({ since: row.since, attempts }))
          .execute()
      }
    }
    return sent
  }

  function sweep(): Promise<number> {
    running ??= sendDue().finally(() => (running = null))
    return running
  }

  return {
    windowMs,

    /**
     * In the change's transaction: the key's pending email is due `windowMs` after `at` (the
     * change's last step). The first change of a burst sets its `since` (that change's first step);
     * later ones only push the due time back.
     */
    async queue(tx: Tx, item: { key: string; kind: string; ref: string; since: string; at: string }): Promise<void> {
      await tablesOf<NotificationsTables>(tx)
        .insertInto('notification_burst')
        .values({ key: item.key, kind: item.kind, ref: item.ref, since: item.since, due_at: dueAfter(item.at), attempts: 0 })
        .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ due_at: eb.ref('excluded.due_at') })))
        .execute()
    },

    /** Sends every burst that is due now; a sweep under way is joined, not doubled. Answers how many went out. */
    sendDue: sweep,

    /** Sweeps a few times per window (at most every 5 s); the returned stop waits for a sweep under way. */
    start(): () => Promise<void> {
      const everyMs = Math.max(200, Math.min(5_000, Math.floor(windowMs / 4)))
      const timer = setInterval(() => {
        sweep().catch((err: unknown) => log.error({ err }, 'the burst email sweep failed'))
      }, everyMs)
      timer.unref()
      return async () => {
        clearInterval(timer)
        await running?.catch(() => undefined)
      }
    },
  }
}
