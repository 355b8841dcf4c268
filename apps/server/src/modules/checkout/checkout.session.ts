import { CHECKOUT_MESSAGES, DomainError, isCurrency, type Currency, type Order, type PaymentOutcome } from '@shop/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { CheckoutTables } from '../../db/tables/checkout'
import type { Tx } from '../../db/tx'
import { newId } from '../../lib/ids'
import type { CartService } from '../cart/cart.types'
import type { StockLine, StockService } from '../catalog/catalog.types'
import type { AppliedCoupon, CouponService } from '../coupons/coupons.types'
import type { NewOrder, OrderDocuments, OrderNotifier, OrderPlacement } from '../orders/orders.types'
import type { PaymentHandler, SettledPayment } from '../payments/payments.types'
import type { WalletService } from '../wallet/wallet.types'

/**
 * What an open checkout session holds while its card payment runs (decision 051): what `write()`
 * takes for an order paid without a card, taken when the session starts and given back once if
 * the payment fails, is abandoned or expires.
 */
export interface SessionHolds {
  stock: StockLine[]
  coupons: AppliedCoupon[]
  /** The keys coupon uses are counted under (shopperKeys of the order's user and email) */
  shopper_keys: string[]
  wallet_cents: number
  gift_card: { id: string; cents: number } | null
}

export interface SessionRow {
  id: string
  idempotency_key: string
  owner_scope: string
  user_id: string | null
  cart_id: string | null
  state: 'open' | 'completed' | 'failed'
  new_order: NewOrder
  holds: SessionHolds
  card_cents: number
  currency: Currency
  payment_id: string | null
  order_id: string | null
  failure: string | null
  expires_at: string
}

/** The payment of an order is started under `order:<checkout idempotency key>`. */
export const orderPaymentKey = (idempotencyKey: string) => `order:${idempotencyKey}`
const sessionKeyOf = (paymentKey: string) => (paymentKey.startsWith('order:') ? paymentKey.slice('order:'.length) : paymentKey)
/** The wallet entries of a session: its debit and, if it fails, the credit that gives it back. */
const walletDebitKey = (sessionId: string) => `checkout:${sessionId}`
const walletReleaseKey = (sessionId: string) => `checkout-release:${sessionId}`

/** Another attempt with a fresh number: the one drawn was taken (a 1 in 10^12 event). */
const NUMBER_ATTEMPTS = 3

export function createSessionRepository(db: Db) {
  const own = (q: Tx) => tablesOf<CheckoutTables>(q)
  const parse = (row: Awaited<ReturnType<typeof select>>): SessionRow | null =>
    row
      ? {
          ...row,
          currency: isCurrency(row.currency) ? row.currency : 'USD',
          new_order: JSON.parse(row.new_order) as NewOrder,
          holds: JSON.parse(row.holds) as SessionHolds,
        }
      : null
  const select = (q: Tx, key: string) => own(q).selectFrom('checkout_session').selectAll().where('idempotency_key', '=', key).executeTakeFirst()

  return {
    byKey: async (key: string, q: Tx = db.kysely) => parse(await select(q, key)),

    /** In the session's transaction; a concurrent first submit with the same key fails on the unique index. */
    async insert(tx: Tx, s: Omit<SessionRow, 'id' | 'state' | 'payment_id' | 'order_id' | 'failure'>, at: Date): Promise<string> {
      const id = newId('cks')
      await own(tx)
        .insertInto('checkout_session')
        .values({
          id,
          idempotency_key: s.idempotency_key,
          owner_scope: s.owner_scope,
          user_id: s.user_id,
          cart_id: s.cart_id,
          state: 'open',
          new_order: JSON.stringify(s.new_order),
          holds: JSON.stringify(s.holds),
          card_cents: s.card_cents,
          currency: s.currency,
          payment_id: null,
          order_id: null,
          failure: null,
          expires_at: s.expires_at,
          created_at: at.toISOString(),
          ended_at: null,
        })
        .execute()
      return id
    },

    async attachPayment(id: string, paymentId: string, expiresAt: string): Promise<void> {
      await own(db.kysely).updateTable('checkout_session').set({ payment_id: paymentId, expires_at: expiresAt }).where('id', '=', id).where('payment_id', 'is', null).execute()
    },

    /**
     * open → completed or failed, once: false when another settler ended it first. The order to be
     * (names, address, email) goes with it: the order row keeps it, or nobody needs it any more.
     */
    async end(tx: Tx, id: string, to: { state: 'completed'; order_id: string } | { state: 'failed'; failure: string }, at: Date): Promise<boolean> {
      const res = await own(tx)
        .updateTable('checkout_session')
        .set({ ...to, new_order: '{}', ended_at: at.toISOString() })
        .where('id', '=', id)
        .where('state', '=', 'open')
        .executeTakeFirst()
      return Number(res.numUpdatedRows) === 1
    },

    /** An open session whose payment never started, gone (its holds are the caller's to give back in the same transaction). */
    async discard(tx: Tx, id: string): Promise<boolean> {
      const res = await own(tx).deleteFrom('checkout_session').where('id', '=', id).where('state', '=', 'open').where('payment_id', 'is', null).executeTakeFirst()
      return Number(res.numDeletedRows) === 1
    },

    /** Open sessions past their hold that never got a payment (the process stopped between the two). */
    async unpaidPast(at: Date, limit = 100): Promise<string[]> {
      const rows = await own(db.kysely)
        .selectFrom('checkout_session')
        .select('idempotency_key')
        .where('state', '=', 'open')
        .where('payment_id', 'is', null)
        .where('expires_at', '<', at.toISOString())
        .limit(limit)
        .execute()
      return rows.map((r) => r.idempotency_key)
    },
  }
}
export type SessionRepository = ReturnType<typeof createSessionRepository>

export interface HoldDeps {
  stock: StockService
  coupons: CouponService
  wallet: WalletService
}

/**
 * In the caller's transaction: the holds, in the order `write()` takes them (coupon counters, then
 * stock in id order, then wallet and gift card) so concurrent sessions and orders cannot deadlock.
 * The gift card must give what the plan counted on, or the card part would not cover the total.
 */
export async function takeHolds(tx: Tx, deps: HoldDeps, s: { id: string; user_id: string | null; currency: Currency; holds: SessionHolds; gift_card_code: string | null }): Promise<void> {
  const { holds } = s
  if (holds.coupons.length) await deps.coupons.consume(tx, holds.coupons, holds.shopper_keys)
  await deps.stock.take(tx, holds.stock)
  if (holds.wallet_cents > 0) {
    await deps.wallet.debit(tx, { user_id: s.user_id!, amount_cents: holds.wallet_cents, currency: s.currency, reference: '', idempotency_key: walletDebitKey(s.id) })
  }
  if (holds.gift_card) {
    if (!s.gift_card_code) throw new DomainError('payment_incomplete', CHECKOUT_MESSAGES.paymentIncomplete)
    const spent = await deps.wallet.spendGiftCard(tx, s.gift_card_code, holds.gift_card.cents, s.currency)
    if (spent.gift_card_id !== holds.gift_card.id || spent.amount_cents !== holds.gift_card.cents) {
      throw new DomainError('payment_incomplete', CHECKOUT_MESSAGES.paymentIncomplete)
    }
  }
}

/** In the caller's transaction: gives back every hold, once (the caller ended the session open → failed in it). */
export async function releaseHolds(tx: Tx, deps: HoldDeps, s: Pick<SessionRow, 'id' | 'user_id' | 'currency' | 'holds'>): Promise<void> {
  const { holds } = s
  await deps.stock.restore(tx, holds.stock)
  if (holds.coupons.length) await deps.coupons.release(tx, holds.coupons.map((c) => c.code), holds.shopper_keys)
  if (holds.wallet_cents > 0) {
    await deps.wallet.credit(tx, { user_id: s.user_id!, kind: 'refund', amount_cents: holds.wallet_cents, currency: s.currency, reference: '', idempotency_key: walletReleaseKey(s.id) })
  }
  if (holds.gift_card) await deps.wallet.restoreGiftCard(tx, holds.gift_card.id, holds.gift_card.cents)
}

export interface OrderPaymentDeps extends HoldDeps {
  db: Db
  sessions: SessionRepository
  orders: OrderPlacement
  cart: CartService
  notifier: OrderNotifier
  documents?: Pick<OrderDocuments, 'issueForOrder'>
  log: FastifyBaseLogger
  now: () => Date
}

/**
 * The 'order' purpose of the payments service: the session's order is written in the transaction
 * that marks its payment succeeded, or its holds are given back in the one that marks it failed.
 * Each runs once per payment (the payments service's conditional update) and once per session
 * (the session's own, open → completed | failed).
 */
export function createOrderPaymentHandler(deps: OrderPaymentDeps): PaymentHandler {
  const { sessions, orders, cart, notifier, log } = deps

  async function sessionOf(p: SettledPayment, q: Tx = deps.db.kysely): Promise<SessionRow> {
    const s = await sessions.byKey(sessionKeyOf(p.idempotency_key), q)
    if (!s) throw new DomainError('internal', `No checkout session for payment ${p.id}`)
    return s
  }

  async function orderOf(p: SettledPayment): Promise<Order> {
    const s = await sessionOf(p)
    const order = s.order_id ? await orders.read(s.order_id) : null
    if (!order) throw new DomainError('internal', `The order of payment ${p.id} was not written`)
    return order
  }

  return {
    async complete(tx, p) {
      const s = await sessionOf(p, tx)
      if (s.state === 'completed') return
      // A session ends only with its payment (the payments service settles a payment once), and one
      // past its hold but still open completes: the stock was held for it all along. A failed one
      // gave its holds back; its payment cannot succeed (it was canceled at the processor first).
      if (s.state === 'failed') throw new DomainError('internal', `Checkout session ${s.id} failed before its payment ${p.id} succeeded`)
      const at = deps.now()
      const o: NewOrder = { ...s.new_order, payment_id: p.id, card_brand: p.card_brand, card_last4: p.card_last4, card_country: p.card_country }
      let placed: Order | null = null
      for (let attempt = 1; !placed && attempt <= NUMBER_ATTEMPTS; attempt++) placed = await orders.create(tx, o, at)
      if (!placed) throw new DomainError('internal', 'No free order number')
      if (!(await sessions.end(tx, s.id, { state: 'completed', order_id: placed.id }, at))) throw new DomainError('internal', `Checkout session ${s.id} ended twice`)
      if (s.cart_id) await cart.clear(tx, s.cart_id)
      if (s.holds.wallet_cents > 0) await deps.wallet.relabel(tx, s.user_id!, walletDebitKey(s.id), placed.number)
    },

    async afterComplete(p) {
      const order = await orderOf(p)
      // Paid now: the invoice is issued before the confirmation that links it (decision 039).
      if (deps.documents && order.payment.cod_cents === 0) {
        await deps.documents.issueForOrder(order.id).catch((err: unknown) => log.error({ err, order_id: order.id }, 'invoice failed after the order was placed'))
      }
      await notifier.placed(order).catch((err: unknown) => log.error({ err, order_id: order.id }, 'order confirmation email failed'))
    },

    async fail(tx, p, reason) {
      const s = await sessionOf(p, tx)
      if (!(await sessions.end(tx, s.id, { state: 'failed', failure: reason }, deps.now()))) return
      await releaseHolds(tx, deps, s)
    },

    async result(p): Promise<PaymentOutcome> {
      return { status: 'succeeded', purpose: 'order', order: await orderOf(p) }
    },
  }
}
