import { DomainError, GIFT_CARD_MESSAGES, isTopUpAmount, ValidationFailed, WALLET_MESSAGES, walletCurrencyMessage, type Currency, type GiftCardPurchase, type GiftCardReceipt, type TopUp, type Wallet } from '@shop/domain'
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
  /** `market`: the currency of the shopper's market, which top-ups and gift cards are bought in */
  overview(userId: string, market?: Currency): Promise<Wallet>
  topUp(userId: string, input: TopUp, market: Currency): Promise<Wallet & { message: string }>
  buyGiftCard(userId: string, input: GiftCardPurchase, market: Currency): Promise<GiftCardReceipt>
  giftCards(userId: string): Promise<GiftCardReceipt[]>
  redeem(userId: string, code: string): Promise<{ message: string; amount_cents: number; balance_cents: number; currency: Currency }>
}

export function createWalletService({ db, payments, mailer, config }: { db: Db; payments: PaymentsService; mailer: Mailer; config: Config }): WalletModule {
  const ledger = createWalletLedger(db)
  const giftCards = createGiftCards({ db, payments, mailer, config, ledger })

  return {
    balance: ledger.balance,
    account: ledger.account,
    debit: ledger.debit,
    credit: ledger.credit,
    spendGiftCard: giftCards.spend,
    restoreGiftCard: giftCards.restore,

    overview: ledger.overview,

    /**
     * In the market's currency, one of its preset amounts. A wallet holding another currency is
     * refused before the card is charged (decision 041). Charge first (its own pending row and
     * idempotency key), then credit under the same key: a retried top-up neither charges nor
     * credits twice, and a crash between the two is completed by the retry. Should the wallet have
     * taken another currency between the check and the credit (a concurrent first credit), the
     * charge is refunded and the refusal answered: no money is kept that the wallet did not take.
     */
    async topUp(userId, input, market) {
      if (!isTopUpAmount(input.amount_cents, market)) {
        throw new ValidationFailed('validation_failed', WALLET_MESSAGES.selectAmount, [{ path: 'amount_cents', message: WALLET_MESSAGES.selectAmount }])
      }
      const before = await ledger.account(userId)
      if (before.balance_cents > 0 && before.currency !== market) throw new DomainError('wallet_currency', walletCurrencyMessage(before.currency, market))
      const key = `topup:${userId}:${input.idempotency_key}`
      const paid = await payments.charge({
        purpose: 'top_up',
        user_id: userId,
        amount_cents: input.amount_cents,
        currency: market,
        card: input.card,
        idempotency_key: key,
        description: 'Wallet top-up',
      })
      try {
        await db.kysely.transaction().execute((tx) =>
          ledger.credit(tx, { user_id: userId, kind: 'top_up', amount_cents: input.amount_cents, currency: market, reference: cardReference(paid.brand, paid.last4), idempotency_key: key }),
        )
      } catch (err) {
        if (err instanceof DomainError && err.reason === 'wallet_currency') await payments.refund(paid.payment_id, input.amount_cents, 'wallet-currency')
        throw err
      }
      return { ...(await ledger.overview(userId, market)), message: WALLET_MESSAGES.toppedUp }
    },

    buyGiftCard: giftCards.buy,
    giftCards: giftCards.purchases,

    async redeem(userId, code) {
      const moved = await giftCards.redeem(userId, code)
      return { message: GIFT_CARD_MESSAGES.redeemed, ...moved }
    },
  }
}
