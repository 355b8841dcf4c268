import {
  canRequestReturn,
  CARRIERS,
  trackingUrl,
  type Carrier,
  cardMayFundWallet,
  cancelMode,
  isCurrency,
  isLanguage,
  TAX_MODES,
  productImageUrl,
  remainingLines,
  withdrawableLinesOf,
  withdrawalDeadline,
  type CheckoutAddress,
  type Language,
  type Order,
  type OrderState,
  type OrderStatus,
  type ShippingMethod,
  type TaxMode,
  type VatBreakdown,
  type WithdrawalDetail,
} from '@shop/domain'
import type { Selectable } from 'kysely'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { OrderEventTable, OrderLineTable, OrderRefundTable, OrderRequestLineTable, OrderRequestTable, OrdersTables, ShopOrderTable } from '../../db/tables/orders'
import { refundableOf, toOrderRefund } from './orders.refund-rows'
import { destinationsOf, parseRecord } from './orders.refunds'

export interface OrderRows {
  order: Selectable<ShopOrderTable>
  lines: Array<Selectable<OrderLineTable>>
  events: Array<Pick<Selectable<OrderEventTable>, 'status' | 'actor' | 'note' | 'at'>>
  requests: Array<Selectable<OrderRequestTable>>
  /** The withdrawals' lines (migration 0038); none for an order just placed */
  requestLines?: Array<Selectable<OrderRequestLineTable>>
  /** Staff refunds (migration 0046); none for an order just placed */
  refunds?: Array<Selectable<OrderRefundTable>>
}

/** A {en, cz, sl, ge} JSON text in `lang` (English when that one is empty). */
export function nameIn(json: string, lang: Language): string {
  try {
    const t = JSON.parse(json) as Partial<Record<Language, string>>
    return t[lang] || t.en || ''
  } catch {
    return ''
  }
}

function parseJson<T>(json: string, fallback: T): T {
  try {
    return JSON.parse(json) as T
  } catch {
    return fallback
  }
}

function shipmentOf(carrier: string | null, number: string | null): Order['shipment'] {
  if (!carrier || !number || !(CARRIERS as readonly string[]).includes(carrier)) return null
  return { carrier: carrier as Carrier, tracking_number: number, tracking_url: trackingUrl(carrier as Carrier, number) }
}

/** VAT per rate: the sums of the stored lines' and shipping's amounts at each rate, highest first (as taxOrder sums them). */
export function vatBreakdownOf(
  lines: ReadonlyArray<Pick<Selectable<OrderLineTable>, 'net_cents' | 'vat_rate_bp' | 'vat_cents'>>,
  shipping: { net_cents: number; vat_rate_bp: number; vat_cents: number; gross_cents: number },
): VatBreakdown[] {
  const byRate = new Map<number, VatBreakdown>()
  const add = (rate: number, net: number, vat: number) => {
    const row = byRate.get(rate) ?? { vat_rate_bp: rate, net_cents: 0, vat_cents: 0, gross_cents: 0 }
    row.net_cents += net
    row.vat_cents += vat
    row.gross_cents += net + vat
    byRate.set(rate, row)
  }
  for (const l of lines) add(l.vat_rate_bp, l.net_cents, l.vat_cents)
  if (shipping.gross_cents !== 0) add(shipping.vat_rate_bp, shipping.net_cents, shipping.vat_cents)
  return [...byRate.values()].sort((a, b) => b.vat_rate_bp - a.vat_rate_bp)
}

/** The account cash on delivery goes back to, as its owner sees it: the last four characters. */
const maskedIban = (iban: string) => (iban ? `•••• ${iban.slice(-4)}` : '')

/** A withdrawal's lines and money as the API answers them (null for a cancel request). */
export function withdrawalOf(
  r: Pick<Selectable<OrderRequestTable>, 'id' | 'kind' | 'refund_parts' | 'shipping_cents' | 'amount_cents' | 'iban' | 'bank_sent_at'>,
  lines: ReadonlyArray<Selectable<OrderRequestLineTable>>,
  named: (variantId: string) => { name: string; size_label: string },
  opts: { fullIban?: boolean } = {},
): WithdrawalDetail | null {
  if (r.kind !== 'return') return null
  const record = parseRecord(r.refund_parts)
  return {
    lines: lines.filter((l) => l.request_id === r.id).map((l) => ({ line_id: l.variant_id, ...named(l.variant_id), quantity: l.quantity, amount_cents: l.amount_cents })),
    shipping_cents: r.shipping_cents,
    amount_cents: r.amount_cents,
    iban: opts.fullIban ? r.iban : maskedIban(r.iban),
    refunded: record ? destinationsOf(record) : null,
    bank_sent_at: r.bank_sent_at,
  }
}

/** shop_order with its lines, events and requests, in the Order shape the API answers (domain orders.ts). */
export function toOrder({ order: o, lines, events, requests, requestLines = [], refunds = [] }: OrderRows, now: Date): Order {
  const lang: Language = isLanguage(o.lang) ? o.lang : 'en'
  const state: OrderState = { status: o.status as OrderStatus, resume_status: o.resume_status as OrderStatus | null, delivered_at: o.delivered_at }
  const answer: Order = {
    id: o.id,
    number: o.number,
    status: state.status,
    created_at: o.created_at,
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    total_cents: o.total_cents,
    currency: isCurrency(o.currency) ? o.currency : 'USD',
    email: o.email,
    lang,
    lines: lines.map((l) => ({
      product_id: l.product_id,
      variant_id: l.variant_id,
      sku: l.sku,
      size_label: nameIn(l.variant_label, lang),
      name: nameIn(l.name, lang),
      image: productImageUrl(l.product_id, 'front'),
      quantity: l.quantity,
      unit_price_cents: l.unit_price_cents,
      line_total_cents: l.line_total_cents,
      discount_cents: l.discount_cents,
      net_cents: l.net_cents,
      vat_rate_bp: l.vat_rate_bp,
      vat_cents: l.vat_cents,
    })),
    subtotal_cents: o.subtotal_cents,
    discount_cents: o.discount_cents,
    coupons: parseJson<Array<{ code: string; amount_cents: number }>>(o.coupons, []),
    shipping_method: o.shipping_method as ShippingMethod,
    shipping_cents: o.shipping_cents,
    shipping_net_cents: o.shipping_net_cents,
    shipping_vat_rate_bp: o.shipping_vat_rate_bp,
    shipping_vat_cents: o.shipping_vat_cents,
    market: o.market,
    tax_mode: (TAX_MODES as readonly string[]).includes(o.tax_mode) ? (o.tax_mode as TaxMode) : 'none',
    vat_country: o.vat_country,
    vat_cents: o.vat_cents,
    vat_breakdown: vatBreakdownOf(lines, { net_cents: o.shipping_net_cents, vat_rate_bp: o.shipping_vat_rate_bp, vat_cents: o.shipping_vat_cents, gross_cents: o.shipping_cents }),
    shipping_address: parseJson<CheckoutAddress>(o.shipping_address, {} as CheckoutAddress),
    payment: {
      wallet_cents: o.paid_wallet_cents,
      gift_card_cents: o.paid_gift_card_cents,
      card_cents: o.paid_card_cents,
      cod_cents: o.cod_cents,
      transfer_cents: o.transfer_cents,
      transfer_paid_at: o.transfer_paid_at,
      card: o.card_brand && o.card_last4 ? { brand: o.card_brand, last4: o.card_last4 } : null,
      card_refund_only: o.paid_card_cents > 0 && !!o.payment_id && !cardMayFundWallet(o.card_country),
    },
    refunded_cents: o.refunded_cents,
    refundable_cents: refundableOf(o),
    refunds: refunds.map(toOrderRefund),
    events: events.map((e) => ({ status: e.status as OrderStatus, at: e.at, actor: e.actor, note: e.note })),
    requests: requests.map((r) => ({
      id: r.id,
      kind: r.kind,
      reason: r.reason,
      details: r.details,
      refund_to: r.refund_to,
      status: r.status,
      created_at: r.created_at,
      decided_at: r.decided_at,
      note: r.note,
      withdrawal: withdrawalOf(r, requestLines, (id) => {
        const line = lines.find((l) => l.variant_id === id)
        return { name: line ? nameIn(line.name, lang) : id, size_label: line ? nameIn(line.variant_label, lang) : '' }
      }),
      refusal: r.refusal,
    })),
    cancel_mode: cancelMode(state),
    can_return: false,
    return_deadline: o.delivered_at ? withdrawalDeadline(o.delivered_at) : null,
    shipment: shipmentOf(o.carrier, o.tracking_number),
    terms_version: o.terms_version,
  }
  // Within the period, nothing waiting, and pieces left that no withdrawal took (decision 044).
  const waiting = requests.some((r) => r.status === 'pending')
  answer.can_return = !waiting && canRequestReturn(state, now) && remainingLines(withdrawableLinesOf(answer)).length > 0
  return answer
}

/** One order as its owner, a tracking guest or staff see it; null when there is none with this id. */
export async function readOrder(db: Db, id: string, now: Date): Promise<Order | null> {
  const k = tablesOf<OrdersTables>(db.kysely)
  const [order, lines, events, requests, requestLines, refunds] = await Promise.all([
    k.selectFrom('shop_order').selectAll().where('id', '=', id).executeTakeFirst(),
    k.selectFrom('order_line').selectAll().where('order_id', '=', id).orderBy('product_id').orderBy('variant_id').execute(),
    k.selectFrom('order_event').select(['status', 'actor', 'note', 'at']).where('order_id', '=', id).orderBy('at').execute(),
    k.selectFrom('order_request').selectAll().where('order_id', '=', id).orderBy('created_at').execute(),
    k.selectFrom('order_request_line').selectAll().where('order_id', '=', id).orderBy('variant_id').execute(),
    k.selectFrom('order_refund').selectAll().where('order_id', '=', id).orderBy('created_at').orderBy('id').execute(),
  ])
  if (!order) return null
  return toOrder({ order, lines, events, requests, requestLines, refunds }, now)
}
