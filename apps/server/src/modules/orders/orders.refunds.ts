import { DomainError, type RefundDestination, type RefundParts } from '@shop/domain'
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
  /**
   * Where collected cash on delivery goes (decision 044): wallet credit (accounts) or a bank
   * transfer staff send to the account the shopper gave. Cash cannot go back as cash.
   */
  codTo: 'wallet' | 'bank'
  at: string
  /**
   * What the ledger entries' and the card refund's idempotency keys are scoped by: none for the
   * order's one cancel (`refund:<order>:<part>`), a withdrawal's request id for each withdrawal.
   */
  scope?: string
}

/** The parts a refund gave back, by where they were paid from, and where each went. */
export interface RefundRecord extends RefundParts {
  card_to: RefundDestination
  cod_to: 'wallet' | 'bank'
}

/** What a refund gave back: the card part still to send to the gateway, the whole amount, the parts. */
export interface Refunded {
  card: CardRefund | null
  refunded_cents: number
  record: RefundRecord
}

/** A refund record as stored (null before acceptance, or on a return accepted before migration 0038). */
export function parseRecord(json: string | null): RefundRecord | null {
  if (!json) return null
  try {
    return JSON.parse(json) as RefundRecord
  } catch {
    return null
  }
}

/** Where the money of a record went, as the order page shows it. */
export function destinationsOf(r: RefundRecord): { wallet_cents: number; gift_card_cents: number; card_cents: number; bank_cents: number } {
  return {
    wallet_cents: r.wallet + (r.card_to === 'wallet' ? r.card : 0) + (r.cod_to === 'wallet' ? r.cod : 0),
    gift_card_cents: r.gift_card,
    card_cents: r.card_to === 'card' ? r.card : 0,
    bank_cents: r.cod_to === 'bank' ? r.cod : 0,
  }
}

/**
 * In the caller's transaction: gives back `parts` of what the order took, in the order's currency
 * (a cancel: everything prepaid; a withdrawal: its share of each part, orders.withdrawal.ts). The
 * wallet part goes to the wallet, the gift card part to its gift card, the card part to the wallet
 * when the shopper chose so (and has an account, and the wallet holds the order's currency or
 * nothing) or else to the card — that call goes to the gateway after the commit, so a slow or
 * failing processor never holds the transaction or undoes the change. Collected cash comes back as
 * wallet credit or by a bank transfer staff send. Wallet credits carry idempotency keys, so they are
 * written once. A wallet that meanwhile holds another currency cannot take the wallet or cash part
 * back: the change is refused (409 'wallet_currency') rather than converting money silently (decision 041).
 */
export async function refundInTx(tx: Tx, wallet: WalletService, order: OrderStateRow, parts: RefundParts, choice: RefundChoice): Promise<Refunded> {
  const key = choice.scope ? `refund:${order.id}:${choice.scope}` : `refund:${order.id}`
  let refunded = 0
  let cardRefund: CardRefund | null = null
  const record: RefundRecord = { wallet: 0, gift_card: 0, card: 0, cod: 0, card_to: 'card', cod_to: choice.codTo }
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
      idempotency_key: `${key}:${part}`,
    })
    refunded += cents
    return true
  }

  if (await credit('wallet', parts.wallet)) record.wallet = parts.wallet
  if (parts.gift_card > 0 && order.gift_card_id) {
    await wallet.restoreGiftCard(tx, order.gift_card_id, parts.gift_card)
    refunded += parts.gift_card
    record.gift_card = parts.gift_card
  }
  if (parts.card > 0 && order.payment_id) {
    // The card part goes to the wallet only when the wallet can hold the order's currency; else back to the card.
    const toWallet = choice.cardTo === 'wallet' && (await walletTakes()) && (await credit('card', parts.card))
    if (!toWallet) {
      cardRefund = { payment_id: order.payment_id, amount_cents: parts.card, idempotency_key: key }
      refunded += parts.card
    }
    record.card = parts.card
    record.card_to = toWallet ? 'wallet' : 'card'
  }
  if (parts.cod > 0) {
    if (choice.codTo === 'wallet' && (await credit('cod', parts.cod))) record.cod = parts.cod
    else if (choice.codTo === 'bank') {
      // Owed by bank transfer from now: staff send it and mark it sent (orders.withdrawal.ts).
      refunded += parts.cod
      record.cod = parts.cod
    }
  }

  if (refunded > 0) await addRefunded(tx, order.id, refunded, choice.at)
  return { card: cardRefund, refunded_cents: refunded, record }
}
