import { DomainError, GIFT_CARD_MESSAGES, isTopUpAmount, ValidationFailed, WALLET_MESSAGES, walletCurrencyMessage, type Currency, type GiftCardPurchase, type GiftCardReceipt, type PaymentStart, type TopUp, type Wallet } from '@shop/domain'
import type { Config } from '../../config'
import type { Db } from '../../db/database'
import type { Mailer } from '../notifications/notifications.types'
import type { PaymentsService, SettledPayment } from '../payments/payments.types'
import { tablesOf } from '../../db/tables'
import type { WalletTables } from '../../db/tables/wallet'
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
  /** Starts the top-up's card payment; the wallet is credited when it succeeds (decision 051) */
  topUp(userId: string, input: TopUp, market: Currency): Promise<PaymentStart>
  /** Starts the gift card's card payment; the card is made and mailed when it succeeds */
  buyGiftCard(userId: string, input: GiftCardPurchase, market: Currency): Promise<PaymentStart>
  giftCards(userId: string): Promise<GiftCardReceipt[]>
  redeem(userId: string, code: string): Promise<{ message: string; amount_cents: number; balance_cents: number; currency: Currency }>
}

export function createWalletService({ db, payments, mailer, config }: { db: Db; payments: PaymentsService; mailer: Mailer; config: Config }): WalletModule {
  const ledger = createWalletLedger(db)
  const giftCards = createGiftCards({ db, payments, mailer, config, ledger })
  const toppedUp = (p: SettledPayment) =>
    tablesOf<WalletTables>(db.kysely).selectFrom('wallet_entry').select('id').where('user_id', '=', p.user_id!).where('kind', '=', 'top_up').where('idempotency_key', '=', p.idempotency_key).executeTakeFirst()
  payments.register('top_up', {
    /**
     * In the payment's transaction, keyed by the payment: a second settle credits nothing. A wallet
     * that took another currency since the start (a refund landed in it while empty) is not
     * credited: the money goes back to the card after the commit.
     */
    async complete(tx, p) {
      const now = await ledger.accountIn(tx, p.user_id!)
      if (now.balance_cents > 0 && now.currency !== p.currency) return
      await ledger.credit(tx, { user_id: p.user_id!, kind: 'top_up', amount_cents: p.amount_cents, currency: p.currency, reference: cardReference(p.card_brand ?? 'card', p.card_last4 ?? ''), idempotency_key: p.idempotency_key })
    },
    async afterComplete(p) {
      if (!(await toppedUp(p))) await payments.refund(p.id, p.amount_cents, 'wallet-currency')
    },
    // Nothing is held while a top-up's payment runs.
    fail: async () => {},
    async result(p) {
      if (!(await toppedUp(p))) {
        const now = await ledger.account(p.user_id!)
        throw new DomainError('wallet_currency', walletCurrencyMessage(now.currency, p.currency))
      }
      return { status: 'succeeded', purpose: 'top_up', wallet: { ...(await ledger.overview(p.user_id!, p.currency)), message: WALLET_MESSAGES.toppedUp } }
    },
  })
  payments.register('gift_card', giftCards.handler)

  return {
    balance: ledger.balance,
    account: ledger.account,
    debit: ledger.debit,
    credit: ledger.credit,
    spendGiftCard: giftCards.spend,
    restoreGiftCard: giftCards.restore,
    relabel: ledger.relabel,

    overview: ledger.overview,

    /**
     * In the market's currency, one of its preset amounts. A wallet holding another currency is
     * refused before the payment starts (decision 041). The payment is captured only once the
     * card's country may fund a wallet (the payments service's check); its success credits the
     * wallet under the payment's key, once.
     */
    async topUp(userId, input, market) {
      if (!isTopUpAmount(input.amount_cents, market)) {
        throw new ValidationFailed('validation_failed', WALLET_MESSAGES.selectAmount, [{ path: 'amount_cents', message: WALLET_MESSAGES.selectAmount }])
      }
      const before = await ledger.account(userId)
      if (before.balance_cents > 0 && before.currency !== market) throw new DomainError('wallet_currency', walletCurrencyMessage(before.currency, market))
      return payments.start({
        purpose: 'top_up',
        user_id: userId,
        owner_scope: userId,
        amount_cents: input.amount_cents,
        currency: market,
        idempotency_key: `topup:${userId}:${input.idempotency_key}`,
        description: 'Wallet top-up',
        capture: 'manual',
      })
    },

    buyGiftCard: giftCards.buy,
    giftCards: giftCards.purchases,

    async redeem(userId, code) {
      const moved = await giftCards.redeem(userId, code)
      return { message: GIFT_CARD_MESSAGES.redeemed, ...moved }
    },
  }
}
