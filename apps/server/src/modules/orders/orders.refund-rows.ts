import type { OrderRefund } from '@shop/domain'
import type { Selectable } from 'kysely'
import type { OrderRefundTable, ShopOrderTable } from '../../db/tables/orders'
import { destinationsOf, parseRecord } from './orders.refunds'

/** A refunded line as stored on a staff refund (migration 0046): what the credit note lists of it too. */
export interface RefundLineRow {
  line_id: string
  name: string
  size_label: string
  quantity: number
  amount_cents: number
  net_cents: number
  vat_cents: number
  vat_rate_bp: number
}

export function refundLinesOf(json: string): RefundLineRow[] {
  try {
    const lines = JSON.parse(json) as unknown
    return Array.isArray(lines) ? (lines as RefundLineRow[]) : []
  } catch {
    return []
  }
}

/** A staff refund as the order shows it. */
export function toOrderRefund(row: Selectable<OrderRefundTable>): OrderRefund {
  const record = parseRecord(row.parts)
  return {
    id: row.id,
    created_at: row.created_at,
    amount_cents: row.amount_cents,
    kind: row.kind,
    reason: row.reason,
    lines: refundLinesOf(row.lines).map((l) => ({ line_id: l.line_id, name: l.name, size_label: l.size_label, quantity: l.quantity, amount_cents: l.amount_cents })),
    shipping_cents: row.shipping_cents,
    restocked: row.restocked === 1,
    to: record ? destinationsOf(record) : { card_cents: 0, wallet_cents: 0, gift_card_cents: 0, bank_cents: 0 },
    credit_note: row.credit_note,
  }
}

/**
 * What staff may still refund (decision 053): the prepaid parts, and cash on delivery once it was
 * collected (delivered), less everything refunded so far by cancels, withdrawals and staff.
 */
export function refundableOf(o: Pick<Selectable<ShopOrderTable>, 'paid_wallet_cents' | 'paid_gift_card_cents' | 'paid_card_cents' | 'cod_cents' | 'delivered_at' | 'refunded_cents'>): number {
  const paid = o.paid_wallet_cents + o.paid_gift_card_cents + o.paid_card_cents + (o.delivered_at ? o.cod_cents : 0)
  return Math.max(0, paid - o.refunded_cents)
}
