import { CHECKOUT_MESSAGES, DomainError, sizeLabels, TERMS_VERSION, type Order, type PlaceOrder, type Quote, type QuoteRequest } from '@shop/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/database'
import type { AccountDirectory } from '../auth/auth.types'
import type { CartOwner, CartRef, CartService } from '../cart/cart.types'
import type { StockService } from '../catalog/catalog.types'
import type { MarketsService } from '../markets/markets.service'
import { shopperKeys, type CouponService } from '../coupons/coupons.types'
import type { NewOrder, OrderDocuments, OrderNotifier, OrderPlacement } from '../orders/orders.types'
import type { ChargedCard, PaymentsService } from '../payments/payments.types'
import { PAYMENT_ERRORS } from '../payments/payments.service'
import type { ShippingOffers } from '../shipping/shipping.service'
import type { WalletService } from '../wallet/wallet.types'
import type { TransferOpening } from '../bank-transfers/bank-transfers.types'
import { planPayment, type PaymentPlan } from './checkout.payment'
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
  /** Bank transfers (decision 052): the payment instructions of an order placed to be paid by transfer, in its transaction */
  transfers: TransferOpening
  log: FastifyBaseLogger
  now?: () => Date
}

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
/** The card payment stopped being usable (the recovery sweep gave it back) before the order committed. */
class PaymentWithdrawn extends DomainError {
  constructor() {
    super('payment_refunded', PAYMENT_ERRORS.alreadyRefunded)
  }
}
const NUMBER_ATTEMPTS = 3

export function createCheckoutService(deps: CheckoutDeps) {
  const { db, cart, accounts, orders, coupons, wallet, payments, stock, shipping, markets, notifier, log } = deps
  const now = deps.now ?? (() => new Date())

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
          // The charge must still be unused and unrefunded when the order commits (decision 015).
          if (o.payment_id && !(await payments.hold(tx, o.payment_id, at))) throw new PaymentWithdrawn()
          const placed = await orders.create(tx, o, at)
          if (!placed) throw new NumberTaken()
          if (plan.transfer_cents > 0) await deps.transfers.open(tx, placed, at)
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

  async function voidCharge(charged: ChargedCard, amount: number, key: string): Promise<void> {
    try {
      await payments.refund(charged.payment_id, amount, `order-void:${key}`)
    } catch (err) {
      // The order did not happen; a failed refund needs a person (the payment row shows it).
      log.error({ err, payment_id: charged.payment_id }, 'could not refund the card of an order that failed')
    }
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
    async place(shopper: CartOwner, input: PlaceOrder): Promise<{ order: Order; created: boolean }> {
      const userId = shopper.user_id
      const country = input.shipping_address.country
      const at = now()
      const destination = await markets.destination(country, at)
      const [cartNow, prior, methods] = await Promise.all([
        cart.forCheckout(shopper, destination.currency),
        orders.byIdempotencyKey(input.idempotency_key),
        shipping.methodsFor(country),
      ])
      const { owner } = cartNow
      const scope = userId ?? (owner.guest_token_hash ? `guest:${owner.guest_token_hash}` : null)
      if (prior) return replay(prior, scope)
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
      // The card is charged before the transaction: a decline writes nothing; a failed transaction refunds it.
      const charged = plan.card
        ? await payments.charge({
            purpose: 'order',
            user_id: userId,
            amount_cents: plan.card_cents,
            currency: quote.currency,
            card: plan.card,
            idempotency_key: `order:${input.idempotency_key}`,
            description: `Order of ${quote.item_count} item(s)`,
          })
        : null

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
        transfer_cents: plan.transfer_cents,
        gift_card_id: plan.gift_card_id,
        payment_id: charged?.payment_id ?? null,
        card_brand: charged?.brand ?? null,
        card_last4: charged?.last4 ?? null,
        card_country: charged?.country ?? null,
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

      let placed: Order
      try {
        placed = await write(owner, order, priced, plan, at)
      } catch (err) {
        // A concurrent submit with the same key won the unique index: its order is the answer,
        // and the card charge (the same payment, by the same key) is that order's.
        const winner = await orders.byIdempotencyKey(input.idempotency_key)
        if (winner) return replay(winner, scope)
        // A withdrawn charge is the recovery sweep's to give back, not ours.
        if (charged && !(err instanceof PaymentWithdrawn)) await voidCharge(charged, plan.card_cents, input.idempotency_key)
        throw err
      }
      // Paid now (card, wallet, gift card): the invoice is issued before the confirmation that links it.
      // Its number is taken in a transaction of its own, never in the order's (decision 039).
      if (deps.documents && placed.payment.cod_cents === 0 && placed.payment.transfer_cents === 0) {
        await deps.documents.issueForOrder(placed.id).catch((err: unknown) => log.error({ err, order_id: placed.id }, 'invoice failed after the order was placed'))
      }
      notifier.placed(placed).catch((err) => log.error({ err, order_id: placed.id }, 'order confirmation email failed'))
      return { order: placed, created: true }
    },
  }
}
export type CheckoutService = ReturnType<typeof createCheckoutService>

/** A quote line's discount share and VAT, as the order line keeps them. */
function taxOf(l: Quote['lines'][number]) {
  return { discount_cents: l.discount_cents, net_cents: l.net_cents, vat_rate_bp: l.vat_rate_bp, vat_cents: l.vat_cents }
}
