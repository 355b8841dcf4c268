import type { AccountDirectory } from '../auth/auth.types'
import { DASHBOARD_DAYS, LOW_STOCK_LIMIT, type Language, type StaffDashboard } from '@shop/domain'

const DAY_MS = 86_400_000

/** The UTC days of the chart, oldest first: today and the DASHBOARD_DAYS - 1 before it. */
export function dashboardDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return Array.from({ length: DASHBOARD_DAYS }, (_, i) => new Date(today - (DASHBOARD_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10))
}

/** What the dashboard counts, each figure from the module that owns it. */
export interface DashboardDeps {
  orders: { perDay(since: string): Promise<Map<string, { orders: number; revenue_cents: number }>>; pendingRequests(): Promise<{ cancel: number; return: number }> }
  reviews: { pendingCount(): Promise<number> }
  testimonials: { pendingCount(): Promise<number> }
  complaints: { openCount(): Promise<number> }
  contact: { newCount(): Promise<number> }
  stock: { lowStock(limit: number, lang: Language): Promise<StaffDashboard['low_stock']> }
  now?: () => Date
}

/** The staff dashboard's figures: it only composes what each module counts of its own tables. */
export function createStaffDashboardService({ orders, reviews, testimonials, complaints, contact, stock, now = () => new Date() }: DashboardDeps) {
  async function pending(): Promise<StaffDashboard['pending']> {
    const [requests, waitingReviews, waitingTestimonials, openComplaints, newMessages] = await Promise.all([
      orders.pendingRequests(),
      reviews.pendingCount(),
      testimonials.pendingCount(),
      complaints.openCount(),
      contact.newCount(),
    ])
    return {
      cancel_requests: requests.cancel,
      return_requests: requests.return,
      reviews: waitingReviews,
      testimonials: waitingTestimonials,
      complaints: openComplaints,
      contact_messages: newMessages,
    }
  }

  async function lowStock(lang: Language): Promise<StaffDashboard['low_stock']> {
    return stock.lowStock(LOW_STOCK_LIMIT, lang)
  }

  return {
    async get(lang: Language): Promise<StaffDashboard> {
      const days = dashboardDays(now())
      const [byDay, waiting, low] = await Promise.all([orders.perDay(`${days[0]}T00:00:00.000Z`), pending(), lowStock(lang)])
      const series = days.map((day) => ({ day, ...(byDay.get(day) ?? { orders: 0, revenue_cents: 0 }) }))
      const today = series[series.length - 1]!
      return { today: { orders: today.orders, revenue_cents: today.revenue_cents }, days: series, pending: waiting, low_stock: low }
    },
  }
}
export type Dashboard = ReturnType<typeof createStaffDashboardService>

/** Audit lines with each actor's email today, asked of the auth module (the log keeps the name the actor had then). */
export async function withActorEmails<L extends { actor_id: string }>(lines: L[], accounts: Pick<AccountDirectory, 'summariesOf'>): Promise<Array<L & { actor_email: string | null }>> {
  const people = await accounts.summariesOf(lines.map((l) => l.actor_id))
  return lines.map((l) => ({ ...l, actor_email: people.get(l.actor_id)?.email ?? null }))
}
