import { isCurrency, isLanguage, STAFF_PAGE_SIZE, type OrderStatus, type StaffRequest, type StaffRequestQuery } from '@shop/domain'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { OrdersTables } from '../../db/tables/orders'
import { nameIn, withdrawalOf } from './orders.read'

/**
 * The staff's queue of cancel and return requests, each with the order it is about. Pending ones
 * come oldest first (the one waiting longest is answered first); decided ones newest first. A
 * withdrawal shows its lines and the whole IBAN cash on delivery goes back to (staff send that transfer).
 */
export async function listRequests(db: Db, query: StaffRequestQuery): Promise<{ data: StaffRequest[]; total: number; page: number }> {
  let base = tablesOf<OrdersTables>(db.kysely)
    .selectFrom('order_request as r')
    .innerJoin('shop_order as o', 'o.id', 'r.order_id')
    .where('r.status', '=', query.status)
  if (query.kind) base = base.where('r.kind', '=', query.kind)
  const pending = query.status === 'pending'
  const [rows, count] = await Promise.all([
    base
      .select([
        'r.id', 'r.kind', 'r.reason', 'r.details', 'r.refund_to', 'r.status', 'r.created_at', 'r.decided_at', 'r.note',
        'r.amount_cents', 'r.shipping_cents', 'r.iban', 'r.refusal', 'r.refund_parts', 'r.bank_sent_at',
        'o.id as order_id', 'o.number', 'o.status as order_status', 'o.created_at as order_created_at', 'o.total_cents', 'o.currency', 'o.email', 'o.lang',
      ])
      .select((eb) =>
        eb
          .selectFrom('order_line')
          .whereRef('order_line.order_id', '=', 'o.id')
          .select((l) => l.fn.coalesce(l.fn.sum<number>('order_line.quantity'), l.lit(0)).as('n'))
          .as('item_count'),
      )
      .orderBy(pending ? 'r.created_at' : 'r.decided_at', pending ? 'asc' : 'desc')
      .orderBy('r.id')
      .limit(STAFF_PAGE_SIZE)
      .offset((query.page - 1) * STAFF_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  const ids = rows.filter((r) => r.kind === 'return').map((r) => r.id)
  const orderIds = [...new Set(rows.map((r) => r.order_id))]
  const [requestLines, orderLines] = ids.length
    ? await Promise.all([
        tablesOf<OrdersTables>(db.kysely).selectFrom('order_request_line').selectAll().where('request_id', 'in', ids).orderBy('variant_id').execute(),
        tablesOf<OrdersTables>(db.kysely).selectFrom('order_line').select(['order_id', 'variant_id', 'name', 'variant_label']).where('order_id', 'in', orderIds).execute(),
      ])
    : [[], []]
  const data = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    reason: r.reason,
    details: r.details,
    refund_to: r.refund_to,
    status: r.status,
    created_at: r.created_at,
    decided_at: r.decided_at,
    note: r.note,
    withdrawal: withdrawalOf(
      r,
      requestLines,
      (variantId) => {
        const line = orderLines.find((l) => l.order_id === r.order_id && l.variant_id === variantId)
        const lang = isLanguage(r.lang) ? r.lang : 'en'
        return { name: line ? nameIn(line.name, lang) : variantId, size_label: line ? nameIn(line.variant_label, lang) : '' }
      },
      { fullIban: true },
    ),
    refusal: r.refusal,
    order: {
      id: r.order_id,
      number: r.number,
      status: r.order_status as OrderStatus,
      created_at: r.order_created_at,
      item_count: Number(r.item_count ?? 0),
      total_cents: r.total_cents,
      currency: isCurrency(r.currency) ? r.currency : 'USD',
      email: r.email,
    },
  }))
  return { data, total: Number(count.n), page: query.page }
}
