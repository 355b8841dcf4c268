import { BANK_TRANSFER_MESSAGES, CARD_MINIMUM_CENTS, cardMinimumMessage, CHECKOUT_MESSAGES, COD_LIMITS, codLimitMessage, DomainError, transferSchemeOf, type Currency, type PaymentChoice, type ReasonOf } from '@shop/domain'
import type { Db } from '../../db/database'
import type { WalletService } from '../wallet/wallet.types'

export const PAYMENT_CHOICE_MESSAGES = {
  cardOrCash: 'Please choose either card or cash on delivery, not both',
} as const

/** How an order's total is split, decided before any money moves. */
export interface PaymentPlan {
  wallet_cents: number
  gift_card_code: string | null
  /** The card the code named when the plan was made (the order row refers to it) */
  gift_card_id: string | null
  gift_card_cents: number
  /** The part the card pays through the processor: the order waits in a checkout session until it is paid (decision 051) */
  card_cents: number
  cod_cents: number
  /** The part owed by bank transfer (decision 052): the order waits for it */
  transfer_cents: number
}

const invalid = (reason: ReasonOf<'validation_failed'>, path: string, message: string) => new DomainError(reason, message, [{ path, message }])

class Probe extends Error {}

/**
 * How much of `maxCents` a gift card would pay now. Its code is stored as a keyed hash only the
 * wallet module can compute, and WalletService has no balance read, so the spend runs in a
 * transaction that is always rolled back: unknown and empty cards fail here, before a payment
 * starts. The real spend in the order's transaction must then take the same amount.
 */
async function probeGiftCard(db: Db, wallet: WalletService, code: string, maxCents: number, currency: Currency): Promise<{ gift_card_id: string; amount_cents: number }> {
  let taken = { gift_card_id: '', amount_cents: 0 }
  try {
    await db.kysely.transaction().execute(async (tx) => {
      taken = await wallet.spendGiftCard(tx, code, maxCents, currency)
      throw new Probe()
    })
  } catch (err) {
    if (!(err instanceof Probe)) throw err
  }
  return taken
}

/**
 * Wallet first (signed-in shoppers; never more than the balance or the total), then a gift card's
 * balance up to what is left, then the rest by card or cash on delivery (up to COD_LIMITS in the
 * order's currency). Wallet and gift card are asked in the order's currency (they refuse another).
 * A card given when nothing is left to pay is not charged.
 */
export async function planPayment(
  deps: { db: Db; wallet: WalletService },
  total: number,
  currency: Currency,
  choice: PaymentChoice,
  userId: string | null,
): Promise<PaymentPlan> {
  let left = total
  let walletCents = 0
  if (choice.wallet_cents > 0) {
    if (!userId) throw invalid('wallet_needs_account', 'payment.wallet_cents', CHECKOUT_MESSAGES.walletNeedsAccount)
    walletCents = Math.min(choice.wallet_cents, left)
    const account = await deps.wallet.account(userId)
    if (account.currency !== currency || walletCents > account.balance_cents) throw invalid('wallet_over_balance', 'payment.wallet_cents', CHECKOUT_MESSAGES.walletTooLow)
    left -= walletCents
  }

  const code = choice.gift_card_code?.trim() || null
  let gift = { gift_card_id: '', amount_cents: 0 }
  if (code && left > 0) {
    gift = await probeGiftCard(deps.db, deps.wallet, code, left, currency)
    left -= gift.amount_cents
  }

  const used = gift.amount_cents > 0
  const plan: PaymentPlan = {
    wallet_cents: walletCents,
    gift_card_code: used ? code : null,
    gift_card_id: used ? gift.gift_card_id : null,
    gift_card_cents: gift.amount_cents,
    card_cents: 0,
    cod_cents: 0,
    transfer_cents: 0,
  }
  if (left === 0) return plan
  if (choice.bank_transfer) return planTransfer(plan, left, currency, choice)
  if (choice.card && choice.cash_on_delivery) throw invalid('card_or_cash', 'payment', PAYMENT_CHOICE_MESSAGES.cardOrCash)
  if (choice.card) {
    // Below the processor's minimum the payment could not even start: said here, before anything is held.
    if (left < CARD_MINIMUM_CENTS[currency]) throw invalid('card_amount_too_small', 'payment.card', cardMinimumMessage(currency))
    return { ...plan, card_cents: left }
  }
  if (choice.cash_on_delivery) {
    if (left > COD_LIMITS[currency]) throw invalid('cod_limit', 'payment.cash_on_delivery', codLimitMessage(currency))
    return { ...plan, cod_cents: left }
  }
  throw invalid('payment_incomplete', 'payment', CHECKOUT_MESSAGES.paymentIncomplete)
}

/** The rest by bank transfer: alone (no card, no cash), and only in a currency with a bank QR scheme (decision 052). */
function planTransfer(plan: PaymentPlan, left: number, currency: Currency, choice: PaymentChoice): PaymentPlan {
  if (choice.card || choice.cash_on_delivery) throw invalid('payment_method_ambiguous', 'payment', BANK_TRANSFER_MESSAGES.oneMethod)
  if (!transferSchemeOf(currency)) throw invalid('transfer_currency_unsupported', 'payment.bank_transfer', BANK_TRANSFER_MESSAGES.currencyUnsupported)
  return { ...plan, transfer_cents: left }
}
