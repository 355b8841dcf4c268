import { isCurrency, type Currency, type OrderStatus, type OrderSummary, type StaffOrderFilter } from '@shop/domain'
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { OrdersTables } from '../../db/tables/orders'
import { newId } from '../../lib/ids'
import type { StockLine } from '../catalog/catalog.types'
import type { Tx } from '../../db/tx'

export const PAGE_SIZE = 20

/** What the lifecycle needs to know about an order: where it is, who owns it, how it was paid. */
export interface OrderStateRow {
  id: string
  number: string
  user_id: string | null
  status: OrderStatus
  resume_status: OrderStatus | null
  delivered_at: string | null
  paid_wallet_cents: number
  paid_gift_card_cents: number
  paid_card_cents: number
  cod_cents: number
  /** Owed by bank transfer, and when it arrived (decision 052) */
  transfer_cents: number
  transfer_paid_at: string | null
  refunded_cents: number
  /** What it was paid in: refunds go back in it (decision 041) */
  currency: Currency
  gift_card_id: string | null
  payment_id: string | null
}

export interface PendingRequest {
  id: string
  kind: 'cancel' | 'return'
  refund_to: 'wallet' | 'card'
  /** A withdrawal's: what it gives back, the shipping in it, the account cash on delivery goes back to */
  amount_cents: number
  shipping_cents: number
  iban: string
}

/** A request row as insertRequest writes it (a withdrawal's lines follow in order_request_line). */
export interface RequestRow {
  reason: string
  details: string
  refund_to: 'wallet' | 'card'
  amount_cents?: number
  shipping_cents?: number
  iban?: string
}

export interface EventInput {
  order_id: string
  status: OrderStatus
  actor: 'shopper' | 'staff' | 'system'
  actor_id: string | null
  note: string
  at: string
}

/** A LIKE pattern matching `text` anywhere, its own % _ \ taken literally (with ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** The start of the UTC day after `day` (YYYY-MM-DD): `to` is inclusive. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString()

type SummaryFilter = { userId?: string } & Partial<Pick<StaffOrderFilter, 'status' | 'q' | 'from' | 'to'>>

/** The caller's transaction, seen as the orders' tables only. */
const own = (tx: Tx) => tablesOf<OrdersTables>(tx)

export function createOrdersRepository(db: Db) {
  const k = tablesOf<OrdersTables>(db.kysely)

  /** One page of order summaries (newest first), filtered by owner, status, number or email, and days placed. */
  async function summaries(filter: SummaryFilter, page: number) {
    let base = k.selectFrom('shop_order')
    if (filter.userId !== undefined) base = base.where('shop_order.user_id', '=', filter.userId)
    if (filter.status !== undefined) base = base.where('shop_order.status', '=', filter.status)
    if (filter.q) {
      // Numbers are upper case, emails compared in lower case: staff may type either any way.
      const q = filter.q
      base = base.where((eb) =>
        eb.or([
          eb(sql`shop_order.number`, 'like', sql`${containsPattern(q.toUpperCase())} escape '\\'`),
          eb(sql`lower(shop_order.email)`, 'like', sql`${containsPattern(q.toLowerCase())} escape '\\'`),
        ]),
      )
    }
    if (filter.from) base = base.where('shop_order.created_at', '>=', `${filter.from}T00:00:00.000Z`)
    if (filter.to) base = base.where('shop_order.created_at', '<', dayAfter(filter.to))
    const [rows, count] = await Promise.all([
      base
        .select(['shop_order.id', 'shop_order.number', 'shop_order.status', 'shop_order.created_at', 'shop_order.total_cents', 'shop_order.currency'])
        .select((eb) =>
          eb
            .selectFrom('order_line')
            .whereRef('order_line.order_id', '=', 'shop_order.id')
            .select((l) => l.fn.coalesce(l.fn.sum<number>('order_line.quantity'), l.lit(0)).as('n'))
            .as('item_count'),
        )
        .orderBy('shop_order.created_at', 'desc')
        .orderBy('shop_order.id', 'desc')
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ])
    const data: OrderSummary[] = rows.map((r) => ({
      id: r.id,
      number: r.number,
      status: r.status as OrderStatus,
      created_at: r.created_at,
      item_count: Number(r.item_count ?? 0),
      total_cents: r.total_cents,
      currency: isCurrency(r.currency) ? r.currency : 'USD',
    }))
    return { data, total: Number(count.total), page }
  }

  return {
    listForUser: (userId: string, page: number) => summaries({ userId }, page),
    listAll: ({ page, ...filter }: Pick<StaffOrderFilter, 'status' | 'q' | 'from' | 'to' | 'page'>) => summaries(filter, page),

    async state(id: string, tx?: Tx): Promise<OrderStateRow | undefined> {
      const row = await (tx ? own(tx) : k)
        .selectFrom('shop_order')
        .select([
          'id', 'number', 'user_id', 'status', 'resume_status', 'delivered_at', 'paid_wallet_cents', 'paid_gift_card_cents',
          'paid_card_cents', 'cod_cents', 'refunded_cents', 'gift_card_id', 'payment_id', 'currency', 'transfer_cents', 'transfer_paid_at',
        ])
        .where('id', '=', id)
        .executeTakeFirst()
      return row
        ? { ...row, status: row.status as OrderStatus, resume_status: row.resume_status as OrderStatus | null, currency: isCurrency(row.currency) ? row.currency : 'USD' }
        : undefined
    },

    /** The order placed under a checkout idempotency key, with whose key it was. */
    async byIdempotencyKey(key: string): Promise<{ id: string; idempotency_scope: string } | undefined> {
      return k.selectFrom('shop_order').select(['id', 'idempotency_scope']).where('idempotency_key', '=', key).executeTakeFirst()
    },

    async byNumber(number: string): Promise<{ id: string; email: string } | undefined> {
      return k.selectFrom('shop_order').select(['id', 'email']).where('number', '=', number).executeTakeFirst()
    },
  }
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>

// In-transaction writes: the service composes them into one transaction per change.

/**
 * Moves the order only if it is still in `from`: a concurrent move that got there first leaves 0
 * rows here, and the caller answers 409 instead of overwriting it.
 */
export async function moveStatus(
  tx: Tx,
  id: string,
  from: OrderStatus,
  to: OrderStatus,
  at: string,
  extra: { resume_status?: OrderStatus | null; delivered_at?: string } = {},
): Promise<boolean> {
  const result = await own(tx)
    .updateTable('shop_order')
    .set({ status: to, updated_at: at, ...extra })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/**
 * A time for the next event that sorts after the order's last one: the timeline is ordered by
 * time, and two changes within one millisecond must not swap places.
 */
export async function nextEventTime(tx: Tx, orderId: string, now: Date): Promise<string> {
  const last = await own(tx).selectFrom('order_event').select((eb) => eb.fn.max('at').as('at')).where('order_id', '=', orderId).executeTakeFirst()
  const after = last?.at ? Date.parse(last.at) + 1 : 0
  return new Date(Math.max(now.getTime(), after)).toISOString()
}

export async function addEvent(tx: Tx, event: EventInput): Promise<void> {
  await own(tx).insertInto('order_event').values({ id: newId('oev'), ...event }).execute()
}

export async function orderLines(tx: Tx, orderId: string): Promise<StockLine[]> {
  return own(tx).selectFrom('order_line').select(['product_id', 'variant_id', 'quantity']).where('order_id', '=', orderId).orderBy('variant_id').execute()
}

/** The coupon codes an order used, with who placed it (their uses come back when it is cancelled). */
export async function orderCoupons(tx: Tx, orderId: string): Promise<{ codes: string[]; user_id: string | null; email: string }> {
  const row = await own(tx).selectFrom('shop_order').select(['coupons', 'user_id', 'email']).where('id', '=', orderId).executeTakeFirstOrThrow()
  const coupons = JSON.parse(row.coupons) as Array<{ code: string }>
  return { codes: coupons.map((c) => c.code), user_id: row.user_id, email: row.email }
}

/**
 * The unique indexes refuse a second cancel request and a second waiting request of an order,
 * whatever the race (migration 0038): answers null then (ON CONFLICT DO NOTHING keeps a PostgreSQL
 * transaction usable), else the new request's id.
 */
export async function insertRequest(
  tx: Tx,
  orderId: string,
  kind: 'cancel' | 'return',
  input: RequestRow,
  at: string,
  decided?: { status: 'accepted'; by: string | null },
): Promise<string | null> {
  const id = newId('orq')
  const result = await own(tx)
    .insertInto('order_request')
    .values({
      id,
      order_id: orderId,
      kind,
      reason: input.reason,
      details: input.details,
      refund_to: input.refund_to,
      status: decided ? decided.status : 'pending',
      note: '',
      created_at: at,
      decided_at: decided ? at : null,
      decided_by: decided ? decided.by : null,
      amount_cents: input.amount_cents ?? 0,
      shipping_cents: input.shipping_cents ?? 0,
      iban: input.iban ?? '',
      refusal: null,
      refund_parts: null,
      bank_sent_at: null,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? id : null
}

export async function requestOfKind(tx: Tx, orderId: string, kind: 'cancel' | 'return'): Promise<{ status: string } | undefined> {
  return own(tx).selectFrom('order_request').select('status').where('order_id', '=', orderId).where('kind', '=', kind).executeTakeFirst()
}

export async function pendingRequest(tx: Tx, orderId: string): Promise<PendingRequest | undefined> {
  return own(tx)
    .selectFrom('order_request')
    .select(['id', 'kind', 'refund_to', 'amount_cents', 'shipping_cents', 'iban'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst()
}

export async function decideRequest(
  tx: Tx,
  requestId: string,
  decision: { status: 'accepted' | 'rejected'; by: string | null; note: string; at: string; refusal?: 'late' | 'unsealed_hygiene' | null },
): Promise<void> {
  await own(tx)
    .updateTable('order_request')
    .set({ status: decision.status, decided_by: decision.by, decided_at: decision.at, note: decision.note, refusal: decision.refusal ?? null })
    .where('id', '=', requestId)
    .where('status', '=', 'pending')
    .execute()
}

export async function addRefunded(tx: Tx, orderId: string, cents: number, at: string): Promise<void> {
  await own(tx)
    .updateTable('shop_order')
    .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', cents), updated_at: at }))
    .where('id', '=', orderId)
    .execute()
}

/** The carrier and tracking number an order was shipped with (set with its move to shipped_order). */
export async function setShipment(tx: Tx, orderId: string, shipment: { carrier: string; tracking_number: string }, at: string): Promise<void> {
  await own(tx).updateTable('shop_order').set({ ...shipment, updated_at: at }).where('id', '=', orderId).execute()
}

/** The order's bank transfer part arrived (decision 052): once, and never for a cancelled order. */
export async function markTransferPaid(tx: Tx, id: string, at: string): Promise<boolean> {
  const res = await tablesOf<OrdersTables>(tx)
    .updateTable('shop_order')
    .set({ transfer_paid_at: at, updated_at: at })
    .where('id', '=', id)
    .where('transfer_cents', '>', 0)
    .where('transfer_paid_at', 'is', null)
    .where('status', '!=', 'cancelled_order')
    .executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}
