import { GIFT_CARD_MESSAGES, WALLET_MESSAGES, type GiftCardPurchase, type GiftCardReceipt, type TopUp, type Wallet } from '@shop/domain'
import type { Config } from '../../config'
import type { Db } from '../../db/database'
import type { Mailer } from '../notifications/notifications.types'
import type { PaymentsService } from '../payments/payments.types'
import { createGiftCards } from './wallet.gift-cards'
import { createWalletLedger } from './wallet.ledger'
import type { WalletService } from './wallet.types'

const BRAND_NAMES: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' }

/** How a card shows in the ledger: brand and last four, never more. */
export const cardReference = (brand: string, last4: string) => `${BRAND_NAMES[brand.toLowerCase()] ?? 'Card'} •••• ${last4}`

/** What the wallet and gift card routes need on top of what checkout and orders use. */
export interface WalletModule extends WalletService {
  overview(userId: string): Promise<Wallet>
  topUp(userId: string, input: TopUp): Promise<Wallet & { message: string }>
  buyGiftCard(userId: string, input: GiftCardPurchase): Promise<GiftCardReceipt>
  giftCards(userId: string): Promise<GiftCardReceipt[]>
  redeem(userId: string, code: string): Promise<{ message: string; amount_cents: number; balance_cents: number }>
}

export function createWalletService({ db, payments, mailer, config }: { db: Db; payments: PaymentsService; mailer: Mailer; config: Config }): WalletModule {
  const ledger = createWalletLedger(db)
  const giftCards = createGiftCards({ db, payments, mailer, config, ledger })

  return {
    balance: ledger.balance,
    // One currency per wallet (decision 036): until wallets carry theirs (migration to come), USD.
    account: async (userId) => ({ balance_cents: await ledger.balance(userId), currency: 'USD' }),
    debit: ledger.debit,
    credit: ledger.credit,
    spendGiftCard: giftCards.spend,
    restoreGiftCard: giftCards.restore,

    overview: ledger.overview,

    /**
     * Charge first (its own pending row and idempotency key), then credit under the same key: a
     * retried top-up neither charges nor credits twice, and a crash between the two is completed
     * by the retry (the charge answers its first outcome, the credit is written then).
     */
    async topUp(userId, input) {
      const key = `topup:${userId}:${input.idempotency_key}`
      const paid = await payments.charge({
        purpose: 'top_up',
        user_id: userId,
        amount_cents: input.amount_cents,
        card: input.card,
        idempotency_key: key,
        description: 'Wallet top-up',
      })
      await db.kysely.transaction().execute((tx) =>
        ledger.credit(tx, { user_id: userId, kind: 'top_up', amount_cents: input.amount_cents, reference: cardReference(paid.brand, paid.last4), idempotency_key: key }),
      )
      return { ...(await ledger.overview(userId)), message: WALLET_MESSAGES.toppedUp }
    },

    buyGiftCard: giftCards.buy,
    giftCards: giftCards.purchases,

    async redeem(userId, code) {
      const moved = await giftCards.redeem(userId, code)
      return { message: GIFT_CARD_MESSAGES.redeemed, ...moved }
    },
  }
}
