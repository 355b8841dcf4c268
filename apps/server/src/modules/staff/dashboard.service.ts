import {
  DASHBOARD_DAYS,
  LOW_STOCK_LIMIT,
  LOW_STOCK_THRESHOLD,
  REFUNDING_STATUSES,
  type Language,
  type StaffDashboard,
} from '@shop/domain'
import { sql } from 'kysely'
import type { Db } from '../../db/database'

const DAY_MS = 86_400_000

function nameIn(json: string, lang: Language): string {
  try {
    const t = JSON.parse(json) as Partial<Record<Language, string>>
    return t[lang] || t.en || ''
  } catch {
    return ''
  }
}

/** The UTC days of the chart, oldest first: today and the DASHBOARD_DAYS - 1 before it. */
export function dashboardDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return Array.from({ length: DASHBOARD_DAYS }, (_, i) => new Date(today - (DASHBOARD_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10))
}

/**
 * The staff dashboard's figures. This is the one place that reads across modules' tables, and it
 * only counts: a screen of totals should not cost a call into every module. Every write stays with
 * the module that owns the table.
 */
export function createDashboard({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const k = db.kysely

  /** Orders per UTC day placed, cancelled and accepted-return orders left out (their money went back). */
  async function perDay(since: string) {
    const dayOf = sql<string>`substr(created_at, 1, 10)`
    const rows = await k
      .selectFrom('shop_order')
      .select([dayOf.as('day'), (eb) => eb.fn.countAll<number>().as('orders'), (eb) => eb.fn.coalesce(eb.fn.sum<number>('total_cents'), eb.lit(0)).as('revenue')])
      .where('created_at', '>=', since)
      .where('status', 'not in', [...REFUNDING_STATUSES])
      .groupBy(dayOf)
      .execute()
    return new Map(rows.map((r) => [r.day, { orders: Number(r.orders), revenue_cents: Number(r.revenue) }]))
  }

  const count = async (q: Promise<{ n: number | string | bigint } | undefined>) => Number((await q)?.n ?? 0)

  async function pending(): Promise<StaffDashboard['pending']> {
    const n = { n: sql<number>`count(*)` }
    const [requests, reviews, testimonials, complaints, contact] = await Promise.all([
      k.selectFrom('order_request').select(['kind', n.n.as('n')]).where('status', '=', 'pending').groupBy('kind').execute(),
      count(k.selectFrom('review').select(n.n.as('n')).where('status', '=', 'pending').executeTakeFirst()),
      count(k.selectFrom('testimonial').select(n.n.as('n')).where('status', '=', 'pending').executeTakeFirst()),
      // Open: the shopper wrote last and waits for an answer.
      count(k.selectFrom('complaint').select(n.n.as('n')).where('status', '=', 'open').executeTakeFirst()),
      count(k.selectFrom('contact_message').select(n.n.as('n')).where('status', '=', 'new').executeTakeFirst()),
    ])
    const ofKind = (kind: string) => Number(requests.find((r) => r.kind === kind)?.n ?? 0)
    return {
      cancel_requests: ofKind('cancel'),
      return_requests: ofKind('return'),
      reviews,
      testimonials,
      complaints,
      contact_messages: contact,
    }
  }

  async function lowStock(lang: Language): Promise<StaffDashboard['low_stock']> {
    const rows = await k
      .selectFrom('product')
      .select(['id', 'name', 'stock'])
      .where('stock', '<=', LOW_STOCK_THRESHOLD)
      .orderBy('stock')
      .orderBy('id')
      .limit(LOW_STOCK_LIMIT)
      .execute()
    return rows.map((r) => ({ id: r.id, name: nameIn(r.name, lang), stock: r.stock }))
  }

  return {
    async get(lang: Language): Promise<StaffDashboard> {
      const days = dashboardDays(now())
      const [byDay, waiting, low] = await Promise.all([perDay(`${days[0]}T00:00:00.000Z`), pending(), lowStock(lang)])
      const series = days.map((day) => ({ day, ...(byDay.get(day) ?? { orders: 0, revenue_cents: 0 }) }))
      const today = series[series.length - 1]!
      return { today: { orders: today.orders, revenue_cents: today.revenue_cents }, days: series, pending: waiting, low_stock: low }
    },
  }
}
export type Dashboard = ReturnType<typeof createDashboard>
