import { CHECKOUT_MESSAGES, DomainError, TOP_UP_AMOUNTS_CENTS, type Wallet, type WalletEntryKind } from '@shop/domain'
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import { newId } from '../../lib/ids'
import type { Tx } from '../../db/tx'
import type { WalletMove } from './wallet.types'
import { tablesOf } from '../../db/tables'
import type { WalletTables } from '../../db/tables/wallet'

const LEDGER_PAGE = 50

function positiveCents(n: number): void {
  if (!Number.isInteger(n) || n <= 0) throw new DomainError('amount_invalid', 'A wallet amount must be a positive whole number of cents')
}

/**
 * The wallet ledger. Every move writes its entry and moves wallet.balance_cents in the caller's
 * transaction, so the balance always equals the entries' sum. A keyed move inserts its entry
 * first and touches the balance only when that insert happened: a repeat changes nothing.
 */
export function createWalletLedger(db: Db) {
  /** The entry, unless its key (per user) was written before; answers whether it was written. */
  async function writeEntry(tx: Tx, userId: string, kind: WalletEntryKind, amountCents: number, move: WalletMove): Promise<boolean> {
    const res = await tablesOf<WalletTables>(tx)
      .insertInto('wallet_entry')
      .values({
        id: newId('wle'),
        user_id: userId,
        kind,
        amount_cents: amountCents,
        reference: move.reference,
        idempotency_key: move.idempotency_key ?? null,
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .executeTakeFirst()
    return Number(res.numInsertedOrUpdatedRows ?? 0) === 1
  }

  async function balanceIn(q: Tx, userId: string): Promise<number> {
    const row = await tablesOf<WalletTables>(q).selectFrom('wallet').select('balance_cents').where('user_id', '=', userId).executeTakeFirst()
    return row?.balance_cents ?? 0
  }

  return {
    balance: (userId: string) => balanceIn(db.kysely, userId),
    balanceIn,

    async overview(userId: string): Promise<Wallet> {
      const [balance, entries] = await Promise.all([
        balanceIn(db.kysely, userId),
        tablesOf<WalletTables>(db.kysely)
          .selectFrom('wallet_entry')
          .select(['id', 'kind', 'amount_cents', 'reference', 'created_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(LEDGER_PAGE)
          .execute(),
      ])
      return { balance_cents: balance, entries, top_up_amounts: [...TOP_UP_AMOUNTS_CENTS] }
    },

    async debit(tx: Tx, move: WalletMove): Promise<void> {
      positiveCents(move.amount_cents)
      if (!(await writeEntry(tx, move.user_id, 'order_payment', -move.amount_cents, move))) return
      // The condition is the limit: two spends of one balance cannot both pass it (the row is locked
      // by the first update until its transaction ends, and the CHECK backs it up).
      const res = await tablesOf<WalletTables>(tx)
        .updateTable('wallet')
        .set({ balance_cents: sql`balance_cents - ${move.amount_cents}`, updated_at: new Date().toISOString() })
        .where('user_id', '=', move.user_id)
        .where('balance_cents', '>=', move.amount_cents)
        .executeTakeFirst()
      if (Number(res.numUpdatedRows) !== 1) throw new DomainError('wallet_insufficient', CHECKOUT_MESSAGES.walletTooLow)
    },

    async credit(tx: Tx, move: WalletMove & { kind: 'refund' | 'top_up' | 'gift_card' }): Promise<void> {
      positiveCents(move.amount_cents)
      if (!(await writeEntry(tx, move.user_id, move.kind, move.amount_cents, move))) return
      // The wallet row is made by its first credit; one statement, so two first credits cannot collide.
      await tablesOf<WalletTables>(tx)
        .insertInto('wallet')
        .values({ user_id: move.user_id, balance_cents: move.amount_cents, updated_at: new Date().toISOString() })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            balance_cents: sql`wallet.balance_cents + excluded.balance_cents`,
            updated_at: sql`excluded.updated_at`,
          }),
        )
        .execute()
    },
  }
}

export type WalletLedger = ReturnType<typeof createWalletLedger>
