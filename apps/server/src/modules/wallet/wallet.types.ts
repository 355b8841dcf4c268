import type { Currency } from '@shop/domain'
import type { Tx } from '../../db/tx'

export interface WalletMove {
  user_id: string
  amount_cents: number
  /**
   * The amount's currency (decision 036; default USD). A wallet holds one currency: a move in
   * another is refused (DomainError 'wallet_currency'), except a credit to an empty wallet, which
   * then takes the credit's currency.
   */
  currency?: Currency
  /** Shown in the ledger: the order number, the gift card's last four, the card's brand and last four */
  reference: string
  /** A repeat with the same key (per user) writes nothing more */
  idempotency_key?: string
}

/** modules/wallet: the wallet ledger and gift cards, used by checkout and orders inside their transactions. */
export interface WalletService {
  balance(userId: string): Promise<number>
  /** The balance with its currency (an account without a wallet yet: 0 in USD) */
  account(userId: string, tx?: Tx): Promise<{ balance_cents: number; currency: Currency }>
  /**
   * In the caller's transaction: takes cents out (an order_payment entry, balance down by a
   * conditional update). Throws DomainError('conflict', CHECKOUT_MESSAGES.walletTooLow) when the balance is short.
   */
  debit(tx: Tx, move: WalletMove): Promise<void>
  /** In the caller's transaction: puts cents in (a refund, top_up or gift_card entry). */
  credit(tx: Tx, move: WalletMove & { kind: 'refund' | 'top_up' | 'gift_card' }): Promise<void>
  /**
   * In the caller's transaction: spends up to `maxCents` of the gift card with this code (as typed;
   * normalised inside). Returns what it took. Throws DomainError('validation_failed',
   * CHECKOUT_MESSAGES.giftCardUnknown) for an unknown code, ('conflict', giftCardEmpty) for an empty one.
   */
  spendGiftCard(tx: Tx, code: string, maxCents: number, currency?: Currency): Promise<{ gift_card_id: string; amount_cents: number }>
  /** In the caller's transaction: puts cents back on a gift card (a cancelled order it paid). */
  restoreGiftCard(tx: Tx, giftCardId: string, amountCents: number): Promise<void>
  /**
   * In the caller's transaction: names the entry written under this key. A checkout's wallet hold is
   * written before its order has a number; the order's number names it once the order is written.
   */
  relabel(tx: Tx, userId: string, idempotencyKey: string, reference: string): Promise<void>
}
