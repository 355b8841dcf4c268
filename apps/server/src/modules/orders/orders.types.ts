import type { CheckoutAddress, Currency, Language, Order, OrderStatus, ShippingMethod, TaxMode, Translated } from '@shop/domain'
import type { Tx } from '../../db/tx'

/** What checkout hands to OrderPlacement.create inside its transaction. */
export interface NewOrder {
  user_id: string | null
  email: string
  lang: Language
  idempotency_key: string
  idempotency_scope: string
  /** Decision 038: the market priced for, its currency and tax mode, the country whose VAT the order carries ('' without VAT) */
  currency: Currency
  market: string
  tax_mode: TaxMode
  vat_country: string
  subtotal_cents: number
  discount_cents: number
  shipping_cents: number
  shipping_net_cents: number
  shipping_vat_rate_bp: number
  shipping_vat_cents: number
  vat_cents: number
  total_cents: number
  paid_wallet_cents: number
  paid_gift_card_cents: number
  paid_card_cents: number
  cod_cents: number
  /** Owed by bank transfer (decision 052; modules/bank-transfers records the instructions); fixtures may leave it out */
  transfer_cents?: number
  gift_card_id: string | null
  payment_id: string | null
  card_brand: string | null
  card_last4: string | null
  card_country: string | null
  shipping_method: ShippingMethod
  shipping_address: CheckoutAddress
  coupons: Array<{ code: string; amount_cents: number }>
  /** The terms version the shopper accepted by ordering (decision 043); fixtures written outside checkout may leave it out */
  terms_version?: string | null
  lines: Array<{
    product_id: string
    variant_id: string
    sku: string
    size_label: Translated
    name: Translated
    unit_price_cents: number
    quantity: number
    line_total_cents: number
    /** Its share of the coupons' discount, net, rate and VAT (domain taxOrder, as the quote showed) */
    discount_cents: number
    net_cents: number
    vat_rate_bp: number
    vat_cents: number
  }>
}

/**
 * A line a credit note lists (decision 044): withdrawn pieces of an order line, in the order's
 * language, with their share of its discount, net, rate and VAT; or the shipping given back.
 */
export interface CreditLine {
  kind: 'item' | 'shipping'
  name: string
  /** The size (and scent or shade) as bought; '' for shipping */
  size: string
  quantity: number
  /** The listed price of one (as the shopper saw it) */
  unit_price_cents: number
  discount_cents: number
  net_cents: number
  vat_rate_bp: number
  vat_cents: number
  gross_cents: number
}

/**
 * Invoices and credit notes (modules/invoices, decision 039), as checkout and the order lifecycle
 * ask for them once a change has committed: a paid order gets its invoice, a refund its credit note
 * (with `lines`, a withdrawal's: the amount is their sum and their VAT is the note's).
 */
export interface OrderDocuments {
  issueForOrder(orderId: string): Promise<unknown>
  creditForRefund(req: { order_id: string; key: string; amount_cents: number; reason: string; lines?: CreditLine[] }): Promise<unknown>
}

/** modules/orders, as checkout uses it. */
export interface OrderPlacement {
  /**
   * In checkout's transaction: the order row under a freshly drawn number, its lines and its first
   * event, answered as the database holds them (nothing is read back). Null when the number drawn
   * was taken: the caller rolls back and tries again. A repeated idempotency key fails on its unique
   * index.
   */
  create(tx: Tx, order: NewOrder, at: Date): Promise<Order | null>
  /** The order placed under a checkout idempotency key, with the scope (user or guest cart) that placed it. */
  byIdempotencyKey(key: string): Promise<{ id: string; idempotency_scope: string } | undefined>
  /** One order as the API answers it; null when there is none with this id. */
  read(id: string): Promise<Order | null>
}

/** Emails to the shopper, sent after the change committed (a failed send is logged, never undoes it). */
export interface OrderNotifier {
  /** The order as checkout just wrote it (built from the inserted rows, so nothing is read back). */
  placed(order: Order): Promise<void>
  statusChanged(orderId: string, status: OrderStatus): Promise<void>
  /**
   * In the change's transaction: this order's status email waits for the burst to end (one email for
   * several changes within the window, decision 032). `since`/`at`: the change's first and last
   * step. False when bursts are off: mail at once.
   */
  queueStatus(tx: Tx, orderId: string, since: string, at: string): Promise<boolean>
}

/**
 * The seller as the order confirmation names it (decision 043): the owner's seller settings
 * (modules/settings), handed in by the app's wiring.
 */
export interface OrderSeller {
  name: string
  street: string
  city: string
  postal_code: string
  /** ISO code */
  country: string
  vat_number: string
  registration_number: string
  email: string
  phone: string
}
