import type { CheckoutAddress, Language, Order, OrderStatus, ShippingMethod, Translated } from '@shop/domain'

/** What checkout hands to orders.insert.ts inside its transaction. */
export interface NewOrder {
  user_id: string | null
  email: string
  lang: Language
  idempotency_key: string
  idempotency_scope: string
  subtotal_cents: number
  discount_cents: number
  shipping_cents: number
  total_cents: number
  paid_wallet_cents: number
  paid_gift_card_cents: number
  paid_card_cents: number
  cod_cents: number
  gift_card_id: string | null
  payment_id: string | null
  card_brand: string | null
  card_last4: string | null
  card_country: string | null
  shipping_method: ShippingMethod
  shipping_address: CheckoutAddress
  coupons: Array<{ code: string; amount_cents: number }>
  lines: Array<{ product_id: string; name: Translated; unit_price_cents: number; quantity: number; line_total_cents: number }>
}

/** Emails to the shopper, sent after the change committed (a failed send is logged, never undoes it). */
export interface OrderNotifier {
  /** The order as checkout just wrote it (built from the inserted rows, so nothing is read back). */
  placed(order: Order): Promise<void>
  statusChanged(orderId: string, status: OrderStatus): Promise<void>
}
