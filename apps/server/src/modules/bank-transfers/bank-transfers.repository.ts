import { randomInt } from 'node:crypto'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { BankTransferTable, BankTransfersTables } from '../../db/tables/bank-transfers'
import type { Tx } from '../../db/tx'

const own = (k: Tx) => tablesOf<BankTransfersTables>(k)

/** A variable symbol: 10 digits, no leading zero (some banks drop it), drawn at random so it tells nothing of the shop's volume. */
export function newVariableSymbol(): string {
  return String(randomInt(1_000_000_000, 10_000_000_000))
}

export type TransferRow = BankTransferTable

/**
 * In the order's transaction: the transfer row under a fresh variable symbol. A symbol already
 * taken (one in nine billion) skips the row instead of failing the statement (PostgreSQL would
 * abort the transaction), and another is drawn.
 */
export async function insertTransfer(tx: Tx, row: Omit<TransferRow, 'variable_symbol'>): Promise<TransferRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const inserted = await own(tx)
      .insertInto('bank_transfer')
      .values({ ...row, variable_symbol: newVariableSymbol() })
      .onConflict((oc) => oc.column('variable_symbol').doNothing())
      .returningAll()
      .executeTakeFirst()
    if (inserted) return inserted
  }
  throw new Error('no free variable symbol after five draws')
}

/** Awaiting → cancelled, once; the lifecycle's cancel of the order calls it in its transaction. */
export async function cancelTransfer(tx: Tx, orderId: string, at: string): Promise<boolean> {
  const res = await own(tx)
    .updateTable('bank_transfer')
    .set({ status: 'cancelled', cancelled_at: at })
    .where('order_id', '=', orderId)
    .where('status', '=', 'awaiting')
    .executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

/** Awaiting → paid, once. */
export async function payTransfer(tx: Tx, orderId: string, at: string, by: string, lineId: string | null): Promise<boolean> {
  const res = await own(tx)
    .updateTable('bank_transfer')
    .set({ status: 'paid', paid_at: at, paid_by: by, statement_line_id: lineId })
    .where('order_id', '=', orderId)
    .where('status', '=', 'awaiting')
    .executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

export function createTransfersRepository(db: Db) {
  const k = own(db.kysely)
  return {
    byOrder: (orderId: string, tx?: Tx) => (tx ? own(tx) : k).selectFrom('bank_transfer').selectAll().where('order_id', '=', orderId).executeTakeFirst(),
    bySymbol: (symbol: string, tx?: Tx) => (tx ? own(tx) : k).selectFrom('bank_transfer').selectAll().where('variable_symbol', '=', symbol).executeTakeFirst(),
    list: (status: string) => k.selectFrom('bank_transfer').selectAll().where('status', '=', status).orderBy('due_date').orderBy('created_at').limit(500).execute(),
    /** Awaiting and due before `day` (YYYY-MM-DD): the sweep cancels them */
    overdue: (day: string, limit: number) =>
      k.selectFrom('bank_transfer').select('order_id').where('status', '=', 'awaiting').where('due_date', '<', day).orderBy('due_date').limit(limit).execute(),
  }
}
