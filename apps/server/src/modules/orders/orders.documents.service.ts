import { isLanguage, type CheckoutAddress, type Currency, type Language } from '@shop/domain'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { OrdersTables } from '../../db/tables/orders'
import type { Tx } from '../../db/tx'

/**
 * What invoices and credit notes read of an order (decision 039): the order with its stored VAT
 * figures (migration 0032, domain taxOrder), its lines, the buyer's address and how it was paid.
 * Read-only; the invoices module reaches the orders' tables only through these.
 */
export interface DocumentOrder {
  id: string
  number: string
  user_id: string | null
  email: string
  lang: Language
  status: string
  created_at: string
  delivered_at: string | null
  currency: Currency
  tax_mode: string
  vat_country: string
  total_cents: number
  refunded_cents: number
  paid_wallet_cents: number
  paid_gift_card_cents: number
  paid_card_cents: number
  cod_cents: number
  /** The bank transfer part and when it arrived (decision 052) */
  transfer_cents: number
  transfer_paid_at: string | null
  card_brand: string | null
  card_last4: string | null
  shipping_method: string
  shipping_address: CheckoutAddress
  shipping: { priced_cents: number; net_cents: number; vat_rate_bp: number; vat_cents: number }
  lines: Array<{
    sku: string
    /** JSON {en, cz, sl, ge} */
    name: string
    /** JSON {en, cz, sl, ge} */
    variant_label: string
    quantity: number
    unit_price_cents: number
    line_total_cents: number
    discount_cents: number
    net_cents: number
    vat_rate_bp: number
    vat_cents: number
  }>
}

/** Who may see an order's documents: its account, or whoever knows its number and email. */
export interface DocumentOwner {
  id: string
  number: string
  user_id: string | null
  email: string
}

function parseAddress(json: string): CheckoutAddress {
  try {
    return JSON.parse(json) as CheckoutAddress
  } catch {
    return {} as CheckoutAddress
  }
}

/** The order with its lines and VAT figures, in the caller's transaction when given; null when none. */
export async function documentOrder(db: Db | Tx, id: string): Promise<DocumentOrder | null> {
  const k = tablesOf<OrdersTables>('kysely' in db ? db.kysely : db)
  const o = await k.selectFrom('shop_order').selectAll().where('id', '=', id).executeTakeFirst()
  if (!o) return null
  const lines = await k
    .selectFrom('order_line')
    .select(['sku', 'name', 'variant_label', 'quantity', 'unit_price_cents', 'line_total_cents', 'discount_cents', 'net_cents', 'vat_rate_bp', 'vat_cents'])
    .where('order_id', '=', id)
    .orderBy('product_id')
    .orderBy('variant_id')
    .execute()
  return {
    id: o.id,
    number: o.number,
    user_id: o.user_id,
    email: o.email,
    lang: isLanguage(o.lang) ? o.lang : 'en',
    status: o.status,
    created_at: o.created_at,
    delivered_at: o.delivered_at,
    currency: o.currency as Currency,
    tax_mode: o.tax_mode,
    vat_country: o.vat_country,
    total_cents: o.total_cents,
    refunded_cents: o.refunded_cents,
    paid_wallet_cents: o.paid_wallet_cents,
    paid_gift_card_cents: o.paid_gift_card_cents,
    paid_card_cents: o.paid_card_cents,
    cod_cents: o.cod_cents,
    transfer_cents: o.transfer_cents,
    transfer_paid_at: o.transfer_paid_at,
    card_brand: o.card_brand,
    card_last4: o.card_last4,
    shipping_method: o.shipping_method,
    shipping_address: parseAddress(o.shipping_address),
    shipping: { priced_cents: o.shipping_cents, net_cents: o.shipping_net_cents, vat_rate_bp: o.shipping_vat_rate_bp, vat_cents: o.shipping_vat_cents },
    lines: lines.map((l) => ({ ...l })),
  }
}

export async function documentOwner(db: Db, id: string): Promise<DocumentOwner | null> {
  return (
    (await tablesOf<OrdersTables>(db.kysely).selectFrom('shop_order').select(['id', 'number', 'user_id', 'email']).where('id', '=', id).executeTakeFirst()) ?? null
  )
}

/** A guest's way in, as order tracking: the number (any case) and the email it was placed with. */
export async function documentOwnerByNumber(db: Db, number: string, email: string): Promise<DocumentOwner | null> {
  const row = await tablesOf<OrdersTables>(db.kysely)
    .selectFrom('shop_order')
    .select(['id', 'number', 'user_id', 'email'])
    .where('number', '=', number.trim().toUpperCase())
    .executeTakeFirst()
  if (!row || row.email.trim().toLowerCase() !== email.trim().toLowerCase()) return null
  return row
}

/**
 * The refunds an order has had, for staff to see beside its credit notes: the accepted cancel and
 * return requests (with their ids, a credit note's natural key) and the total refunded so far.
 */
export async function documentRefunds(db: Db, id: string): Promise<{ refunded_cents: number; accepted: Array<{ id: string; kind: string; decided_at: string | null }> }> {
  const k = tablesOf<OrdersTables>(db.kysely)
  const [order, accepted] = await Promise.all([
    k.selectFrom('shop_order').select('refunded_cents').where('id', '=', id).executeTakeFirst(),
    k.selectFrom('order_request').select(['id', 'kind', 'decided_at']).where('order_id', '=', id).where('status', '=', 'accepted').orderBy('created_at').execute(),
  ])
  return { refunded_cents: order?.refunded_cents ?? 0, accepted }
}

/** What the invoices' sweep needs to know of an order to tell whether it is owed a document. */
export interface DocumentCandidate {
  id: string
  created_at: string
  status: string
  cod_cents: number
  delivered_at: string | null
  transfer_cents: number
  transfer_paid_at: string | null
  refunded_cents: number
  /** The order's last change: one that has just committed may still be issuing its documents */
  updated_at: string
}

/**
 * Orders placed since `since`, oldest first by (created_at, id), after the last one of the previous
 * page: the invoices' sweep walks them (decision 047) on the (created_at, id) index.
 */
export async function documentCandidates(db: Db, since: string, after: Pick<DocumentCandidate, 'created_at' | 'id'> | null, limit: number): Promise<DocumentCandidate[]> {
  let q = tablesOf<OrdersTables>(db.kysely)
    .selectFrom('shop_order')
    .select(['id', 'created_at', 'status', 'cod_cents', 'delivered_at', 'transfer_cents', 'transfer_paid_at', 'refunded_cents', 'updated_at'])
    .where('created_at', '>=', since)
  if (after) q = q.where((eb) => eb.or([eb('created_at', '>', after.created_at), eb.and([eb('created_at', '=', after.created_at), eb('id', '>', after.id)])]))
  return q.orderBy('created_at').orderBy('id').limit(limit).execute()
}

/** The note staff or the shopper gave with the order's latest move to `status` ('' without one): a credit note's reason. */
export async function documentStatusNote(db: Db, id: string, status: string): Promise<string> {
  const row = await tablesOf<OrdersTables>(db.kysely)
    .selectFrom('order_event')
    .select('note')
    .where('order_id', '=', id)
    .where('status', '=', status)
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.note ?? ''
}
