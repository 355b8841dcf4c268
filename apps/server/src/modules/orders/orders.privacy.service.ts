import { FINAL_STATUSES, type ErasureBlocker, type OrderStatus } from '@shop/domain'
import { sql, type ExpressionBuilder } from 'kysely'
import { tablesOf } from '../../db/tables'
import type { OrdersTables } from '../../db/tables/orders'
import type { Tx } from '../../db/tx'
import type { PersonalDataPart, PrivacySubject } from '../privacy/privacy.types'

/** An order is settled once delivered or at an end (cancelled, return accepted or refused): only then may its buyer's account go. */
const SETTLED: readonly string[] = ['delivered_order', ...FINAL_STATUSES] satisfies readonly OrderStatus[]

/** What the export shows of an order row, with the terms version it accepted and when. */
const ORDER_COLUMNS = [
  'id',
  'number',
  'status',
  'created_at',
  'updated_at',
  'delivered_at',
  'terms_version',
  'terms_accepted_at',
  'lang',
  'email',
  'currency',
  'market',
  'vat_country',
  'shipping_method',
  'shipping_address',
  'coupons',
  'subtotal_cents',
  'discount_cents',
  'shipping_cents',
  'vat_cents',
  'total_cents',
  'refunded_cents',
  'paid_wallet_cents',
  'paid_gift_card_cents',
  'paid_card_cents',
  'cod_cents',
  'card_brand',
  'card_last4',
  'card_country',
  'carrier',
  'tracking_number',
] as const

function parsed(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** The shopper's orders: the account's, and guest orders placed with its verified email. */
const theirs = (s: PrivacySubject) => (eb: ExpressionBuilder<OrdersTables, 'shop_order'>) =>
  s.email ? eb.or([eb('user_id', '=', s.userId), eb(sql<string>`lower(email)`, '=', s.email)]) : eb('user_id', '=', s.userId)

export interface OrdersPrivacy extends PersonalDataPart {
  /** The ids of the shopper's orders, for the parts that hang off orders (invoices). */
  idsOf(tx: Tx, subject: PrivacySubject): Promise<string[]>
}

/**
 * Orders in a shopper's data (decision 046). Exported whole: lines, status history, requests. At
 * erasure an open order blocks (finish or cancel it first); settled orders are records tax law
 * keeps (10 years for VAT documents in Czechia) and stay with the buyer's name and address as
 * their invoice was issued, but lose what they no longer need: the email (orders mail nobody any
 * more, and tracking by email ends) and the free text the shopper wrote in cancel and return requests.
 */
export function createOrdersPrivacy(): OrdersPrivacy {
  async function idsOf(tx: Tx, s: PrivacySubject): Promise<string[]> {
    const rows = await tablesOf<OrdersTables>(tx).selectFrom('shop_order').select('id').where(theirs(s)).execute()
    return rows.map((r) => r.id)
  }

  return {
    idsOf,

    async exportFor(tx, s) {
      const t = tablesOf<OrdersTables>(tx)
      const rows = await t.selectFrom('shop_order').select(ORDER_COLUMNS).where(theirs(s)).orderBy('created_at').orderBy('id').execute()
      const ids = rows.map((r) => r.id)
      if (!ids.length) return { orders: [], terms_accepted: [] }
      const [lines, events, requests, refunds] = await Promise.all([
        t
          .selectFrom('order_line')
          .select(['order_id', 'product_id', 'variant_id', 'sku', 'name', 'variant_label', 'quantity', 'unit_price_cents', 'line_total_cents', 'discount_cents', 'net_cents', 'vat_rate_bp', 'vat_cents'])
          .where('order_id', 'in', ids)
          .orderBy('order_id')
          .orderBy('sku')
          .execute(),
        t.selectFrom('order_event').select(['order_id', 'status', 'actor', 'note', 'at']).where('order_id', 'in', ids).orderBy('at').orderBy('id').execute(),
        t
          .selectFrom('order_request')
          .select(['order_id', 'kind', 'reason', 'details', 'refund_to', 'status', 'note', 'created_at', 'decided_at'])
          .where('order_id', 'in', ids)
          .orderBy('created_at')
          .execute(),
        // Staff refunds (decision 053): how much, for which pieces, where the money went
        t.selectFrom('order_refund').select(['order_id', 'created_at', 'kind', 'amount_cents', 'reason', 'lines', 'parts', 'credit_note']).where('order_id', 'in', ids).orderBy('created_at').orderBy('id').execute(),
      ])
      const of = <T extends { order_id: string }>(list: T[], id: string) => list.filter((x) => x.order_id === id).map(({ order_id: _o, ...rest }) => rest)
      return {
        orders: rows.map((o) => ({
          ...o,
          shipping_address: parsed(o.shipping_address),
          coupons: parsed(o.coupons),
          lines: of(lines, o.id).map((l) => ({ ...l, name: parsed(l.name), variant_label: parsed(l.variant_label) })),
          status_history: of(events, o.id),
          requests: of(requests, o.id),
          refunds: of(refunds, o.id).map((r) => ({ ...r, lines: parsed(r.lines), parts: parsed(r.parts) })),
        })),
        // The terms each order accepted, with the time: the order is the record of that consent
        // (decision 046 amended: no second row written in the order's transaction).
        terms_accepted: rows.filter((o) => o.terms_version).map((o) => ({ order: o.number, version: o.terms_version, accepted_at: o.terms_accepted_at })),
      }
    },

    async blockers(tx, s): Promise<ErasureBlocker[]> {
      const open = await tablesOf<OrdersTables>(tx)
        .selectFrom('shop_order')
        .select('number')
        .where(theirs(s))
        .where('status', 'not in', SETTLED)
        .orderBy('created_at')
        .execute()
      return open.length ? [{ reason: 'erase_open_orders', orders: open.map((o) => o.number) }] : []
    },

    async erase(tx, s) {
      const t = tablesOf<OrdersTables>(tx)
      const ids = await idsOf(tx, s)
      if (!ids.length) return { orders_kept: 0 }
      await t.updateTable('shop_order').set({ email: s.tombstoneEmail }).where('id', 'in', ids).execute()
      await t.updateTable('order_request').set({ details: '' }).where('order_id', 'in', ids).execute()
      await t.updateTable('order_event').set({ note: '' }).where('order_id', 'in', ids).where('actor', '=', 'shopper').execute()
      return { orders_kept: ids.length }
    },
  }
}
