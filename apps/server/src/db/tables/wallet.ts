import type { Generated } from 'kysely'

/** modules/wallet owns wallet, wallet_entry and gift_card. balance = sum(entries), never negative. */
export interface WalletTable {
  user_id: string
  balance_cents: number
  /** One currency per wallet (decision 041): set by its first credit, and by a credit while empty */
  currency: Generated<string>
  updated_at: string
}

export interface WalletEntryTable {
  id: string
  user_id: string
  kind: 'top_up' | 'order_payment' | 'refund' | 'gift_card'
  amount_cents: number
  /** The wallet's currency when it was written */
  currency: Generated<string>
  reference: string
  idempotency_key: string | null
  created_at: string
}

export interface GiftCardTable {
  id: string
  /** HMAC-SHA-256 of the normalised code */
  code_hash: string
  code_last4: string
  initial_cents: number
  balance_cents: number
  /** Bought in the buyer's market currency; redeems and pays only in it (decision 041) */
  currency: Generated<string>
  purchaser_user_id: string | null
  sender_name: string
  recipient_name: string
  recipient_email: string
  message: string
  payment_id: string | null
  idempotency_key: string | null
  redeemed_by: string | null
  redeemed_at: string | null
  created_at: string
}

/** A gift card bought by card, kept from the payment's start until the card is made (decision 051). */
export interface GiftCardPurchaseTable {
  /** giftcard:<user id>:<idempotency key>: the key its payment is started under */
  idempotency_key: string
  user_id: string
  amount_cents: number
  currency: string
  recipient_name: string
  recipient_email: string
  sender_name: string
  message: string
  created_at: string
}

/** The tables modules/wallet owns: its repositories see only these (db/tables.ts). */
export interface WalletTables {
  wallet: WalletTable
  wallet_entry: WalletEntryTable
  gift_card: GiftCardTable
  gift_card_purchase: GiftCardPurchaseTable
}
