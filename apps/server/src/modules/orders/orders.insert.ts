import { GIFT_CARD_ALPHABET } from '@shop/domain'
import { randomBytes } from 'node:crypto'
import { newId } from '../../lib/ids'
import { tablesOf } from '../../db/tables'
import type { OrdersTables } from '../../db/tables/orders'
import type { Tx } from '../../db/tx'
import type { OrderRows } from './orders.read'
import type { NewOrder } from './orders.types'

export const ORDER_NUMBER_PREFIX = 'NL-'
const NUMBER_LENGTH = 8

/**
 * What the shopper reads from the confirmation and types on the tracking page: 8 characters from
 * an alphabet without look-alikes (no 0/O, 1/I/L), 40 bits of randomness, so numbers do not
 * reveal how many orders the shop takes.
 */
export function newOrderNumber(): string {
  const bytes = randomBytes(NUMBER_LENGTH)
  let out = ORDER_NUMBER_PREFIX
  // 256 is a multiple of the alphabet's 32 letters, so every letter is equally likely.
  for (const b of bytes) out += GIFT_CARD_ALPHABET[b % GIFT_CARD_ALPHABET.length]
  return out
}

/**
 * In the checkout's transaction: the order row, its lines and its first event ('new_order' by the
 * system). Answers the rows as the database holds them, so checkout answers without reading back.
 * A repeated idempotency key fails on its unique index (the caller answers the first order).
 * Null when `number` is already taken: the row is skipped rather than failing the statement
 * (PostgreSQL would abort the whole transaction), and the caller tries again with another.
 */
export async function insertOrder(tx: Tx, o: NewOrder, now: Date, number: string = newOrderNumber()): Promise<OrderRows | null> {
  const own = tablesOf<OrdersTables>(tx)
  const at = now.toISOString()
  const id = newId('ord')
  const values = {
    id,
    user_id: o.user_id,
    email: o.email,
    lang: o.lang,
    status: 'new_order',
    resume_status: null,
    idempotency_key: o.idempotency_key,
    idempotency_scope: o.idempotency_scope,
    currency: o.currency,
    market: o.market,
    tax_mode: o.tax_mode,
    vat_country: o.vat_country,
    subtotal_cents: o.subtotal_cents,
    discount_cents: o.discount_cents,
    shipping_cents: o.shipping_cents,
    shipping_net_cents: o.shipping_net_cents,
    shipping_vat_rate_bp: o.shipping_vat_rate_bp,
    shipping_vat_cents: o.shipping_vat_cents,
    vat_cents: o.vat_cents,
    total_cents: o.total_cents,
    paid_wallet_cents: o.paid_wallet_cents,
    paid_gift_card_cents: o.paid_gift_card_cents,
    paid_card_cents: o.paid_card_cents,
    cod_cents: o.cod_cents,
    transfer_cents: o.transfer_cents ?? 0,
    transfer_paid_at: null,
    gift_card_id: o.gift_card_id,
    payment_id: o.payment_id,
    card_brand: o.card_brand,
    card_last4: o.card_last4,
    card_country: o.card_country,
    shipping_method: o.shipping_method,
    shipping_address: JSON.stringify(o.shipping_address),
    coupons: JSON.stringify(o.coupons),
    delivered_at: null,
    terms_version: o.terms_version ?? null,
    terms_accepted_at: o.terms_version ? at : null,
    created_at: at,
    updated_at: at,
  }
  const order = await own
    .insertInto('shop_order')
    .values({ ...values, number })
    .onConflict((oc) => oc.column('number').doNothing())
    .returningAll()
    .executeTakeFirst()
  if (!order) return null

  const lines = await own
    .insertInto('order_line')
    .values(
      o.lines.map((l) => ({
        order_id: id,
        product_id: l.product_id,
        variant_id: l.variant_id,
        sku: l.sku,
        variant_label: JSON.stringify(l.size_label),
        name: JSON.stringify(l.name),
        unit_price_cents: l.unit_price_cents,
        quantity: l.quantity,
        line_total_cents: l.line_total_cents,
        discount_cents: l.discount_cents,
        net_cents: l.net_cents,
        vat_rate_bp: l.vat_rate_bp,
        vat_cents: l.vat_cents,
      })),
    )
    .returningAll()
    .execute()
  const event = { id: newId('oev'), order_id: id, status: 'new_order', actor: 'system' as const, actor_id: null, note: '', at }
  await own.insertInto('order_event').values(event).execute()
  return { order, lines, events: [event], requests: [] }
}
