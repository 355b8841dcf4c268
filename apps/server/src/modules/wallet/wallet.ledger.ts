import { CHECKOUT_MESSAGES, DomainError, GIFT_CARD_LIMITS, isCurrency, TOP_UP_AMOUNTS, walletCurrencyMessage, type Currency, type Wallet, type WalletEntryKind } from '@shop/domain'
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import { newId } from '../../lib/ids'
import type { Tx } from '../../db/tx'
import type { WalletMove } from './wallet.types'
import { tablesOf } from '../../db/tables'
import type { WalletTables } from '../../db/tables/wallet'

const LEDGER_PAGE = 50

const currencyOf = (stored: string | undefined): Currency => (isCurrency(stored) ? stored : 'USD')

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
  async function writeEntry(tx: Tx, userId: string, kind: WalletEntryKind, amountCents: number, move: WalletMove & { currency: Currency }): Promise<boolean> {
    const res = await tablesOf<WalletTables>(tx)
      .insertInto('wallet_entry')
      .values({
        id: newId('wle'),
        user_id: userId,
        kind,
        amount_cents: amountCents,
        currency: move.currency,
        reference: move.reference,
        idempotency_key: move.idempotency_key ?? null,
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .executeTakeFirst()
    return Number(res.numInsertedOrUpdatedRows ?? 0) === 1
  }

  /** The balance and its currency (no wallet yet: 0 in USD). */
  async function accountIn(q: Tx, userId: string): Promise<{ balance_cents: number; currency: Currency }> {
    const row = await tablesOf<WalletTables>(q).selectFrom('wallet').select(['balance_cents', 'currency']).where('user_id', '=', userId).executeTakeFirst()
    return { balance_cents: row?.balance_cents ?? 0, currency: currencyOf(row?.currency) }
  }
  const balanceIn = async (q: Tx, userId: string) => (await accountIn(q, userId)).balance_cents

  return {
    balance: (userId: string) => balanceIn(db.kysely, userId),
    balanceIn,
    account: (userId: string, tx?: Tx) => accountIn(tx ?? db.kysely, userId),
    accountIn,

    /** The wallet, and what the shopper's market (`market`: its currency) offers to top up and buy. */
    async overview(userId: string, market: Currency = 'USD'): Promise<Wallet> {
      const [account, rows] = await Promise.all([
        accountIn(db.kysely, userId),
        tablesOf<WalletTables>(db.kysely)
          .selectFrom('wallet_entry')
          .select(['id', 'kind', 'amount_cents', 'currency', 'reference', 'created_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(LEDGER_PAGE)
          .execute(),
      ])
      const gift = GIFT_CARD_LIMITS[market]
      return {
        balance_cents: account.balance_cents,
        currency: account.currency,
        entries: rows.map((r) => ({ ...r, currency: currencyOf(r.currency) })),
        market_currency: market,
        top_up_amounts: [...TOP_UP_AMOUNTS[market]],
        gift_card: { amounts: [...gift.amounts], min_cents: gift.min_cents, max_cents: gift.max_cents },
      }
    },

    /**
     * Takes money out in the wallet's currency only: a debit in another currency is refused
     * (decision 041), never converted.
     */
    async debit(tx: Tx, move: WalletMove): Promise<void> {
      positiveCents(move.amount_cents)
      const currency = move.currency ?? 'USD'
      if (!(await writeEntry(tx, move.user_id, 'order_payment', -move.amount_cents, { ...move, currency }))) return
      // The condition is the limit: two spends of one balance cannot both pass it (the row is locked
      // by the first update until its transaction ends, and the CHECK backs it up).
      const res = await tablesOf<WalletTables>(tx)
        .updateTable('wallet')
        .set({ balance_cents: sql`balance_cents - ${move.amount_cents}`, updated_at: new Date().toISOString() })
        .where('user_id', '=', move.user_id)
        .where('balance_cents', '>=', move.amount_cents)
        .where('currency', '=', currency)
        .executeTakeFirst()
      if (Number(res.numUpdatedRows) === 1) return
      const now = await accountIn(tx, move.user_id)
      if (now.currency !== currency && now.balance_cents > 0) throw new DomainError('wallet_currency', walletCurrencyMessage(now.currency, currency))
      throw new DomainError('wallet_insufficient', CHECKOUT_MESSAGES.walletTooLow)
    },

    /**
     * Puts money in. A wallet holds one currency (decision 041): a credit in another currency is
     * refused (DomainError 'wallet_currency'; the caller's transaction rolls its entry back),
     * except into an empty wallet, which then takes the credit's currency.
     */
    async credit(tx: Tx, move: WalletMove & { kind: 'refund' | 'top_up' | 'gift_card' }): Promise<void> {
      positiveCents(move.amount_cents)
      const currency = move.currency ?? 'USD'
      if (!(await writeEntry(tx, move.user_id, move.kind, move.amount_cents, { ...move, currency }))) return
      // The wallet row is made by its first credit; one statement, so two first credits cannot
      // collide. The condition is checked on the row as it is when this statement gets it (on
      // PostgreSQL after a concurrent credit commits): of two first credits in different
      // currencies, the second finds a non-empty wallet in the other currency and changes nothing.
      const res = await tablesOf<WalletTables>(tx)
        .insertInto('wallet')
        .values({ user_id: move.user_id, balance_cents: move.amount_cents, currency, updated_at: new Date().toISOString() })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({
              balance_cents: sql`wallet.balance_cents + excluded.balance_cents`,
              currency: sql`excluded.currency`,
              updated_at: sql`excluded.updated_at`,
            })
            .where((eb) => eb.or([eb('wallet.currency', '=', currency), eb('wallet.balance_cents', '=', 0)])),
        )
        .executeTakeFirst()
      if (Number(res.numInsertedOrUpdatedRows ?? 0) === 1) return
      const now = await accountIn(tx, move.user_id)
      throw new DomainError('wallet_currency', walletCurrencyMessage(now.currency, currency))
    },

    /** In the caller's transaction: names the entry written under this key (a checkout's wallet hold, once its order has a number). */
    async relabel(tx: Tx, userId: string, idempotencyKey: string, reference: string): Promise<void> {
      await tablesOf<WalletTables>(tx).updateTable('wallet_entry').set({ reference }).where('user_id', '=', userId).where('idempotency_key', '=', idempotencyKey).execute()
    },
  }
}

export type WalletLedger = ReturnType<typeof createWalletLedger>
