import { CHECKOUT_MESSAGES, DomainError, PAYMENT_FAILURE_MESSAGES, PAYMENT_FAILURE_REASONS, sizeLabels, TERMS_VERSION, type Order, type PaymentFailureReason, type PaymentStart, type PlaceOrder, type Quote, type QuoteRequest } from '@shop/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/database'
import type { AccountDirectory } from '../auth/auth.types'
import type { CartOwner, CartRef, CartService } from '../cart/cart.types'
import type { StockService } from '../catalog/catalog.types'
import type { MarketsService } from '../markets/markets.service'
import { shopperKeys, type CouponService } from '../coupons/coupons.types'
import type { NewOrder, OrderDocuments, OrderNotifier, OrderPlacement } from '../orders/orders.types'
import type { PaymentsService } from '../payments/payments.types'
import type { ShippingOffers } from '../shipping/shipping.service'
import type { WalletService } from '../wallet/wallet.types'
import { planPayment, type PaymentPlan } from './checkout.payment'
import { createOrderPaymentHandler, createSessionRepository, orderPaymentKey, releaseHolds, takeHolds, type SessionHolds, type SessionRow } from './checkout.session'
import { priceCart, type Priced } from './checkout.pricing'

export interface CheckoutDeps {
  db: Db
  cart: CartService
  /** Orders and personal coupons go by the account's email */
  accounts: Pick<AccountDirectory, 'emailOf'>
  orders: OrderPlacement
  coupons: CouponService
  wallet: WalletService
  payments: PaymentsService
  stock: StockService
  /** The methods of the destination country's zone (modules/shipping) */
  shipping: ShippingOffers
  /** The delivery country's market: currency, tax mode, VAT rate (decision 038) */
  markets: Pick<MarketsService, 'destination'>
  notifier: OrderNotifier
  /** A paid order's invoice, issued once the order committed and before its confirmation (decision 039) */
  documents?: Pick<OrderDocuments, 'issueForOrder'>
  log: FastifyBaseLogger
  now?: () => Date
  /** How long an order paid by card holds what it takes while its payment runs (PAYMENT_HOLD_MINUTES; decision 051) */
  holdMinutes?: number
}

/** POST /api/orders' answer: the order (201, or 200 for a repeat), or the card payment it waits for (202). */
export type Placed = { order: Order; created: boolean; payment?: undefined } | { payment: PaymentStart; order?: undefined }

export const CHECKOUT_ERRORS = {
  keyTaken: 'This idempotency key belongs to another order',
} as const

/**
 * The order named other terms than the current ones: the page was opened before they changed. The
 * shopper reads the new version (the quote names it) and orders again (decision 043).
 */
export function termsOutdated(seen: string): DomainError {
  return new DomainError('terms_outdated', `${CHECKOUT_MESSAGES.termsOutdated} (${seen} → ${TERMS_VERSION})`, [
    { path: 'terms_version', message: CHECKOUT_MESSAGES.termsOutdated },
  ])
}

/** The place body's total was seen in another currency: the delivery country moved the order to another market. */
export function currencyChanged(seen: string, now: string): DomainError {
  return new DomainError('currency_changed', `${CHECKOUT_MESSAGES.currencyChanged} (${seen} → ${now})`, [
    { path: 'expected_currency', message: CHECKOUT_MESSAGES.currencyChanged },
  ])
}

/** Another attempt with a fresh number: the one drawn was taken (a 1 in 10^12 event). */
class NumberTaken extends Error {}
const isFailureReason = (r: string | null): r is PaymentFailureReason => (PAYMENT_FAILURE_REASONS as readonly (string | null)[]).includes(r)
const NUMBER_ATTEMPTS = 3

export function createCheckoutService(deps: CheckoutDeps) {
  const { db, cart, accounts, orders, coupons, wallet, payments, stock, shipping, markets, log } = deps
  const now = deps.now ?? (() => new Date())
  const holdMs = (deps.holdMinutes ?? 15) * 60_000
  const sessions = createSessionRepository(db)
  const holdDeps = { stock, coupons, wallet }
  // The order paid by card is written when its payment succeeds, by whichever settles it first.
  payments.register('order', createOrderPaymentHandler({ ...holdDeps, db, sessions, orders, cart, notifier: deps.notifier, documents: deps.documents, log, now }))

  /** A repeated submit answers the first order, to the one who placed it only. */
  async function replay(found: { id: string; idempotency_scope: string }, scope: string | null): Promise<{ order: Order; created: false }> {
    if (found.idempotency_scope !== scope) throw new DomainError('idempotency_key_taken', CHECKOUT_ERRORS.keyTaken)
    const order = await orders.read(found.id)
    if (!order) throw new DomainError('idempotency_key_taken', CHECKOUT_ERRORS.keyTaken)
    return { order, created: false }
  }

  /**
   * The order's writes, all or nothing: order rows, cart, coupon uses, stock, wallet, gift card.
   * Rows many orders share come late: a coupon's counter, then the products' stock (in product id
   * order, inside stock.take); on PostgreSQL a row lock lasts from its update to the commit, so
   * concurrent orders wait on the hottest rows the least. Stock before wallet and gift card is
   * the order the order lifecycle's refunds lock them in too, so the two cannot deadlock.
   */
  async function write(owner: CartRef, o: NewOrder, priced: Priced, plan: PaymentPlan, at: Date): Promise<Order> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.kysely.transaction().execute(async (tx) => {
          const placed = await orders.create(tx, o, at)
          if (!placed) throw new NumberTaken()
          if (owner.cart_id) await cart.clear(tx, owner.cart_id)
          if (priced.applied.length) await coupons.consume(tx, priced.applied, shopperKeys(o.user_id, o.email))
          await stock.take(tx, priced.lines.map((l) => ({ product_id: l.product_id, variant_id: l.variant_id, quantity: l.quantity })))
          if (plan.wallet_cents > 0) await wallet.debit(tx, { user_id: o.user_id!, amount_cents: plan.wallet_cents, currency: o.currency, reference: placed.number })
          if (plan.gift_card_code) {
            const spent = await wallet.spendGiftCard(tx, plan.gift_card_code, plan.gift_card_cents, o.currency)
            // Spent elsewhere since the plan was made: the payment would no longer cover the total.
            if (spent.gift_card_id !== plan.gift_card_id || spent.amount_cents !== plan.gift_card_cents) {
              throw new DomainError('payment_incomplete', CHECKOUT_MESSAGES.paymentIncomplete)
            }
          }
          return placed
        })
      } catch (err) {
        if (!(err instanceof NumberTaken) || attempt >= NUMBER_ATTEMPTS) throw err
      }
    }
  }

  /** A repeated submit of an order paid by card: its payment while open, its failure once failed. */
  async function resume(s: SessionRow, scope: string | null, input: PlaceOrder): Promise<Placed> {
    if (s.owner_scope !== scope) throw new DomainError('idempotency_key_taken', CHECKOUT_ERRORS.keyTaken)
    if (s.state === 'completed' && s.order_id) {
      const order = await orders.read(s.order_id)
      if (order) return { order, created: false }
    }
    if (s.state === 'failed') {
      const reason = isFailureReason(s.failure) ? s.failure : 'card_declined'
      throw new DomainError(reason, PAYMENT_FAILURE_MESSAGES[reason])
    }
    // Open: the same payment (the payments service answers a repeated key with its first start).
    return { payment: await startPayment(s, input) }
  }

  async function startPayment(s: Pick<SessionRow, 'user_id' | 'owner_scope' | 'card_cents' | 'currency' | 'new_order'>, input: PlaceOrder): Promise<PaymentStart> {
    const items = s.new_order.lines.reduce((n, l) => n + l.quantity, 0)
    return payments.start({
      purpose: 'order',
      user_id: s.user_id,
      owner_scope: s.owner_scope,
      amount_cents: s.card_cents,
      currency: s.currency,
      idempotency_key: orderPaymentKey(input.idempotency_key),
      description: `Order of ${items} item(s)`,
      capture: 'automatic',
    })
  }

  /**
   * An order paid partly by card: one transaction writes the session (the order to be) and takes
   * its holds; then the payment starts. A payment that cannot start gives the holds back at once.
   */
  async function openSession(owner: CartRef, o: NewOrder, priced: Priced, plan: PaymentPlan, input: PlaceOrder, at: Date): Promise<Placed> {
    const holds: SessionHolds = {
      stock: priced.lines.map((l) => ({ product_id: l.product_id, variant_id: l.variant_id, quantity: l.quantity })),
      coupons: priced.applied,
      shopper_keys: shopperKeys(o.user_id, o.email),
      wallet_cents: plan.wallet_cents,
      gift_card: plan.gift_card_id && plan.gift_card_cents > 0 ? { id: plan.gift_card_id, cents: plan.gift_card_cents } : null,
    }
    const session = {
      idempotency_key: input.idempotency_key,
      owner_scope: o.idempotency_scope,
      user_id: o.user_id,
      cart_id: owner.cart_id ?? null,
      new_order: o,
      holds,
      card_cents: plan.card_cents,
      currency: o.currency,
      expires_at: new Date(at.getTime() + holdMs).toISOString(),
    }
    let id: string
    try {
      id = await db.kysely.transaction().execute(async (tx) => {
        const sid = await sessions.insert(tx, session, at)
        await takeHolds(tx, holdDeps, { id: sid, user_id: o.user_id, currency: o.currency, holds, gift_card_code: plan.gift_card_code })
        return sid
      })
    } catch (err) {
      // A concurrent submit with the same key won the unique index: its session is the answer.
      const winner = await sessions.byKey(input.idempotency_key)
      if (winner) return resume(winner, o.idempotency_scope, input)
      throw err
    }
    let started: PaymentStart
    try {
      started = await startPayment(session, input)
    } catch (err) {
      // Processor down or refusing: nothing was taken from the card. The holds go back and the
      // session goes, so a retry with the same key starts afresh.
      await db.kysely.transaction().execute(async (tx) => {
        if (await sessions.discard(tx, id)) await releaseHolds(tx, holdDeps, { id, ...session })
      })
      throw err
    }
    await sessions.attachPayment(id, started.id, started.expires_at)
    return { payment: started }
  }

  return {
    /**
     * POST /api/checkout/quote: the only place totals are computed (the order recomputes the same way),
     * in the delivery country's market. `shipTo`: the shopper's "Ship to" when the body names no country.
     */
    async quote(shopper: CartOwner, input: QuoteRequest, shipTo: string): Promise<Quote> {
      const userId = shopper.user_id
      const country = input.country ?? shipTo
      const at = now()
      const destination = await markets.destination(country, at)
      const [cartNow, email, account, methods] = await Promise.all([
        cart.forCheckout(shopper, destination.currency),
        userId ? accounts.emailOf(userId) : Promise.resolve(input.email ?? null),
        userId ? wallet.account(userId) : Promise.resolve(null),
        shipping.methodsFor(country),
      ])
      const priced = await priceCart({ coupons }, cartNow, {
        lang: input.lang,
        shipping_method: input.shipping_method,
        country,
        destination,
        methods,
        strict_method: false,
        coupons: input.coupons,
        user_id: userId,
        email: email ?? input.email ?? null,
        now: at,
      })
      // A wallet pays in its own currency only: in another market it has nothing to offer here.
      const balance = account ? (account.currency === destination.currency ? account.balance_cents : 0) : null
      return { ...priced.quote, wallet_balance_cents: balance, terms_version: TERMS_VERSION }
    },

    /** POST /api/orders: the cart becomes an order, once per idempotency key. */
    async place(shopper: CartOwner, input: PlaceOrder): Promise<Placed> {
      const userId = shopper.user_id
      const country = input.shipping_address.country
      const at = now()
      const destination = await markets.destination(country, at)
      const [cartNow, prior, session, methods] = await Promise.all([
        cart.forCheckout(shopper, destination.currency),
        orders.byIdempotencyKey(input.idempotency_key),
        sessions.byKey(input.idempotency_key),
        shipping.methodsFor(country),
      ])
      const { owner } = cartNow
      const scope = userId ?? (owner.guest_token_hash ? `guest:${owner.guest_token_hash}` : null)
      if (prior) return replay(prior, scope)
      if (session) return resume(session, scope, input)
      // A repeat answers its first order above; a new one accepts the current terms or none (nothing is written yet).
      if (input.terms_version !== TERMS_VERSION) throw termsOutdated(input.terms_version)

      const email = (userId ? await accounts.emailOf(userId) : null) ?? input.email ?? null
      if (!email) throw new DomainError('email_required', CHECKOUT_MESSAGES.emailRequired, [{ path: 'email', message: CHECKOUT_MESSAGES.emailRequired }])
      const priced = await priceCart({ coupons }, cartNow, { ...input, country, destination, methods, strict_method: true, user_id: userId, email, now: at })
      if (!priced.lines.length) {
        // Lines that sold out while the shopper was paying are a conflict, not a mistake of theirs.
        if (priced.quote.skipped.length) throw new DomainError('stock_short', CHECKOUT_MESSAGES.soldOut)
        throw new DomainError('cart_empty', CHECKOUT_MESSAGES.emptyCart)
      }
      if (!scope) throw new DomainError('cart_empty', CHECKOUT_MESSAGES.emptyCart)
      const { quote } = priced
      // A total seen in another currency is not compared as a number: the shopper reviews the new one first.
      if (input.expected_currency && input.expected_currency !== quote.currency) throw currencyChanged(input.expected_currency, quote.currency)
      if (quote.total_cents !== input.expected_total_cents) throw new DomainError('total_changed', CHECKOUT_MESSAGES.totalChanged)

      const plan = await planPayment({ db, wallet }, quote.total_cents, quote.currency, input.payment, userId)

      const order: NewOrder = {
        user_id: userId,
        email,
        lang: input.lang,
        idempotency_key: input.idempotency_key,
        idempotency_scope: scope,
        currency: quote.currency,
        market: quote.market,
        tax_mode: quote.tax_mode,
        vat_country: quote.tax_mode === 'none' ? '' : country,
        subtotal_cents: quote.subtotal_cents,
        discount_cents: quote.discount_cents,
        shipping_cents: quote.shipping_cents,
        shipping_net_cents: quote.shipping_net_cents,
        shipping_vat_rate_bp: quote.vat_rate_bp,
        shipping_vat_cents: quote.shipping_vat_cents,
        vat_cents: quote.vat_cents,
        total_cents: quote.total_cents,
        paid_wallet_cents: plan.wallet_cents,
        paid_gift_card_cents: plan.gift_card_cents,
        paid_card_cents: plan.card_cents,
        cod_cents: plan.cod_cents,
        gift_card_id: plan.gift_card_id,
        // The card's payment and how it shows are filled in when it succeeds (checkout.session.ts).
        payment_id: null,
        card_brand: null,
        card_last4: null,
        card_country: null,
        shipping_method: quote.shipping_method,
        shipping_address: input.shipping_address,
        coupons: priced.applied.map((c) => ({ code: c.code, amount_cents: c.amount_cents })),
        terms_version: TERMS_VERSION,
        lines: priced.lines.map((l, i) => ({
          ...taxOf(quote.lines[i]!),
          product_id: l.product_id,
          variant_id: l.variant_id,
          sku: l.sku,
          size_label: sizeLabels(l),
          name: l.name,
          unit_price_cents: l.unit_price_cents,
          quantity: l.quantity,
          line_total_cents: l.unit_price_cents * l.quantity,
        })),
      }

      if (plan.card_cents > 0) return openSession(owner, order, priced, plan, input, at)

      let placed: Order
      try {
        placed = await write(owner, order, priced, plan, at)
      } catch (err) {
        // A concurrent submit with the same key won the unique index: its order is the answer.
        const winner = await orders.byIdempotencyKey(input.idempotency_key)
        if (winner) return replay(winner, scope)
        throw err
      }
      // Paid now (card, wallet, gift card): the invoice is issued before the confirmation that links it.
      // Its number is taken in a transaction of its own, never in the order's (decision 039).
      if (deps.documents && placed.payment.cod_cents === 0) {
        await deps.documents.issueForOrder(placed.id).catch((err: unknown) => log.error({ err, order_id: placed.id }, 'invoice failed after the order was placed'))
      }
      deps.notifier.placed(placed).catch((err) => log.error({ err, order_id: placed.id }, 'order confirmation email failed'))
      return { order: placed, created: true }
    },

    /**
     * Open sessions past their hold that never got a payment (the process stopped between the
     * session's commit and the payment's start): their holds go back. Sessions with a payment end
     * with it (the payments service's expiry sweep settles or abandons it).
     */
    async releaseUnpaid(): Promise<number> {
      let released = 0
      for (const key of await sessions.unpaidPast(new Date(now().getTime() - 60_000))) {
        await db.kysely.transaction().execute(async (tx) => {
          const s = await sessions.byKey(key, tx)
          if (s && !s.payment_id && (await sessions.end(tx, s.id, { state: 'failed', failure: 'payment_expired' }, now()))) {
            await releaseHolds(tx, holdDeps, s)
            released++
          }
        })
      }
      return released
    },
  }
}
export type CheckoutService = ReturnType<typeof createCheckoutService>

/** A quote line's discount share and VAT, as the order line keeps them. */
function taxOf(l: Quote['lines'][number]) {
  return { discount_cents: l.discount_cents, net_cents: l.net_cents, vat_rate_bp: l.vat_rate_bp, vat_cents: l.vat_cents }
}
