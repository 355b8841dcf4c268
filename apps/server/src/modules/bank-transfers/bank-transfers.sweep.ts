import { randomUUID } from 'node:crypto'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { BankTransfersTables } from '../../db/tables/bank-transfers'
import { periodicSweep } from '../../lib/sweeps'
import type { BankTransfers } from './bank-transfers.service'

export const TRANSFER_SWEEP_LEASE = 'cancel-unpaid'

/**
 * A lease row shared by every process: taken when free or expired (an insert that does nothing on
 * a conflict, then a conditional update), so of several processes one runs the pass. A process
 * that died holding it gives it up when it expires.
 */
export async function takeLease(db: Db, name: string, holder: string, now: Date, ttlMs: number): Promise<boolean> {
  const k = tablesOf<BankTransfersTables>(db.kysely)
  const at = now.toISOString()
  const expires_at = new Date(now.getTime() + ttlMs).toISOString()
  const inserted = await k.insertInto('bank_transfer_lease').values({ name, holder, expires_at }).onConflict((oc) => oc.column('name').doNothing()).returning('name').executeTakeFirst()
  if (inserted) return true
  const res = await k.updateTable('bank_transfer_lease').set({ holder, expires_at }).where('name', '=', name).where('expires_at', '<=', at).executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

/** Gives the lease back at once (only the holder can). */
export async function releaseLease(db: Db, name: string, holder: string, now: Date): Promise<void> {
  await tablesOf<BankTransfersTables>(db.kysely).updateTable('bank_transfer_lease').set({ expires_at: now.toISOString() }).where('name', '=', name).where('holder', '=', holder).execute()
}

/**
 * Unpaid transfer orders past their due date are cancelled (decision 052): one pass at a time in
 * this process (periodicSweep) and in one process of several (the lease). Answers how many were
 * cancelled, or null when another process held the lease.
 */
export function createTransferSweep({ db, transfers, log, now = () => new Date(), holder = randomUUID(), leaseMs = 5 * 60_000 }: {
  db: Db
  transfers: Pick<BankTransfers, 'cancelOverdue'>
  log: { error(obj: object, msg: string): void }
  now?: () => Date
  holder?: string
  leaseMs?: number
}) {
  return periodicSweep(
    async (): Promise<number | null> => {
      if (!(await takeLease(db, TRANSFER_SWEEP_LEASE, holder, now(), leaseMs))) return null
      try {
        return await transfers.cancelOverdue()
      } finally {
        await releaseLease(db, TRANSFER_SWEEP_LEASE, holder, now())
      }
    },
    { log, what: 'the unpaid bank transfer sweep' },
  )
}
