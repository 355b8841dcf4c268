import { DomainError, type RefundDestination } from '@shop/domain'
import type { Tx } from '../../db/tx'
import type { WalletService } from '../wallet/wallet.types'
import { addRefunded, type OrderStateRow } from './orders.repository'

/** A card refund to make through the gateway once the transaction that decided it has committed. */
export interface CardRefund {
  payment_id: string
  amount_cents: number
  idempotency_key: string
}

export interface RefundChoice {
  /**
   * Where the card part goes: the shopper's wallet (accounts only, and only for a card issued in
   * the shop's country: the caller asked payments.mayRefundToWallet) or back to the card
   */
  cardTo: RefundDestination
  /** Cash on delivery was collected (a return after delivery); before delivery nothing was paid */
  codCollected: boolean
  at: string
}

/** What a refund gave back: the card part still to send to the gateway, and the whole amount refunded. */
export interface Refunded {
  card: CardRefund | null
  refunded_cents: number
}

/**
 * In the caller's transaction: gives back what the order took, in the order's currency. The wallet
 * part goes to the wallet, the gift card part to its gift card, the card part to the wallet when the
 * shopper chose so (and has an account, and the wallet holds the order's currency or nothing) or
 * else to the card — that call goes to the gateway after the commit, so a slow or failing processor
 * never holds the transaction or undoes the cancel. Collected cash can only come back as wallet
 * credit. Wallet credits carry per-order idempotency keys, so they are written once. A wallet that
 * meanwhile holds another currency cannot take the wallet or cash part back: the change is refused
 * (409 'wallet_currency') rather than converting money silently (decision 041).
 */
export async function refundInTx(tx: Tx, wallet: WalletService, order: OrderStateRow, choice: RefundChoice): Promise<Refunded> {
  let refunded = 0
  let cardRefund: CardRefund | null = null
  const walletTakes = async () => {
    if (!order.user_id) return false
    const account = await wallet.account(order.user_id, tx)
    return account.balance_cents === 0 || account.currency === order.currency
  }
  const credit = async (part: string, cents: number) => {
    if (!order.user_id || cents <= 0) return false
    if (!(await walletTakes())) {
      const account = await wallet.account(order.user_id, tx)
      throw new DomainError('wallet_currency', `The shopper's wallet now holds ${account.currency}; this ${order.currency} refund cannot go into it`)
    }
    await wallet.credit(tx, {
      kind: 'refund',
      user_id: order.user_id,
      amount_cents: cents,
      currency: order.currency,
      reference: order.number,
      idempotency_key: `refund:${order.id}:${part}`,
    })
    refunded += cents
    return true
  }

  await credit('wallet', order.paid_wallet_cents)
  if (order.paid_gift_card_cents > 0 && order.gift_card_id) {
    await wallet.restoreGiftCard(tx, order.gift_card_id, order.paid_gift_card_cents)
    refunded += order.paid_gift_card_cents
  }
  if (order.paid_card_cents > 0 && order.payment_id) {
    // The card part goes to the wallet only when the wallet can hold the order's currency; else back to the card.
    const toWallet = choice.cardTo === 'wallet' && (await walletTakes()) && (await credit('card', order.paid_card_cents))
    if (!toWallet) {
      cardRefund = { payment_id: order.payment_id, amount_cents: order.paid_card_cents, idempotency_key: `refund:${order.id}` }
      refunded += order.paid_card_cents
    }
  }
  if (choice.codCollected) await credit('cod', order.cod_cents)

  if (refunded > 0) await addRefunded(tx, order.id, refunded, choice.at)
  return { card: cardRefund, refunded_cents: refunded }
}
