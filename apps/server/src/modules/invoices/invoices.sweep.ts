import { REFUNDING_STATUSES, type OrderStatus } from '@shop/domain'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { InvoicesTables } from '../../db/tables/invoices'
import { documentCandidates, documentStatusNote, type DocumentCandidate } from '../orders/orders.documents.service'
import { isPaid } from './invoices.content'
import type { InvoicesService } from './invoices.service'
import { periodicSweep } from '../../lib/sweeps'

/** Orders placed this long ago at most are looked at: a cash-on-delivery order is delivered, a return accepted, within it. */
export const SWEEP_WINDOW_DAYS = 60
/** Orders read per page (the (created_at, id) index keeps each page cheap). */
const PAGE = 500
const DAY_MS = 86_400_000
/**
 * A refund this recent is left to the change that made it: its after-commit step may be issuing the
 * credit note right now, and a withdrawal's credit note carries a key of its own
 * (`withdrawal:<request>`, decision 044), which the sweep's `refund:<order>:<status>` would not meet.
 * (Invoices need no wait: one per order, whoever issues it.)
 */
export const CREDIT_GRACE_MS = 5 * 60_000

export interface InvoiceSweepReport {
  /** Paid orders that had no invoice (or one a crash left without its number): now issued */
  invoices: number
  /** Refunds without their credit note: now issued */
  credit_notes: number
  /** Orders whose document could not be issued this time (logged): the next sweep tries again */
  failed: number
}

export interface InvoiceSweepDeps {
  db: Db
  invoices: Pick<InvoicesService, 'issueForOrder' | 'creditForRefund'>
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void }
  now?: () => Date
  windowDays?: number
  /** CREDIT_GRACE_MS unless told (tests) */
  creditGraceMs?: number
}

/**
 * Documents a failure after the commit left out (decision 047). The checkout issues a paid order's
 * invoice, and the order's lifecycle a delivered cash-on-delivery order's invoice and a refund's
 * credit note, each after the order's own transaction committed (decision 039); a crash or a
 * database hiccup at that moment leaves a paid order without its invoice, or a refund without
 * its credit note. This finds them among the orders of the last SWEEP_WINDOW_DAYS and issues them.
 * Issuing is idempotent (an invoice per order, a credit note per refund key), so a sweep meeting
 * the checkout or the lifecycle at the same moment, or another process's sweep, adds nothing twice,
 * and numbers stay gap-free: the invoices service takes them.
 */
export function createInvoiceSweep({ db, invoices, log, now = () => new Date(), windowDays = SWEEP_WINDOW_DAYS, creditGraceMs = CREDIT_GRACE_MS }: InvoiceSweepDeps) {
  const k = tablesOf<InvoicesTables>(db.kysely)

  /** Of these orders: which have a numbered invoice, and how much their credit notes gave back. */
  async function documentsOf(ids: string[]): Promise<{ invoiced: Set<string>; credited: Map<string, number> }> {
    const [invoiced, credited] = await Promise.all([
      k.selectFrom('invoice').select('order_id').where('order_id', 'in', ids).where('seq', 'is not', null).execute(),
      k.selectFrom('credit_note').select(['order_id', (eb) => eb.fn.sum<number>('amount_cents').as('total')]).where('order_id', 'in', ids).groupBy('order_id').execute(),
    ])
    return { invoiced: new Set(invoiced.map((r) => r.order_id)), credited: new Map(credited.map((r) => [r.order_id, Number(r.total)])) }
  }

  async function settle(order: DocumentCandidate, has: { invoiced: boolean; credited: number }, report: InvoiceSweepReport): Promise<void> {
    if (!has.invoiced) {
      await invoices.issueForOrder(order.id)
      report.invoices++
    }
    const owed = order.refunded_cents - has.credited
    if (owed <= 0 || Date.parse(order.updated_at) > now().getTime() - creditGraceMs) return
    if (!REFUNDING_STATUSES.includes(order.status as OrderStatus)) {
      log.warn({ order_id: order.id, status: order.status, owed }, 'a refunded order outside a refunding status: its credit note is left to staff')
      return
    }
    // The lifecycle's own key (one refund per refunding status), so a late lifecycle call and the
    // sweep meet on it and one credit note is written.
    const note = await documentStatusNote(db, order.id, order.status)
    await invoices.creditForRefund({ order_id: order.id, key: `refund:${order.id}:${order.status}`, amount_cents: owed, reason: note || order.status })
    report.credit_notes++
  }

  async function sweepOnce(): Promise<InvoiceSweepReport> {
    const report: InvoiceSweepReport = { invoices: 0, credit_notes: 0, failed: 0 }
    const since = new Date(now().getTime() - windowDays * DAY_MS).toISOString()
    let after: DocumentCandidate | null = null
    for (;;) {
      const page = await documentCandidates(db, since, after, PAGE)
      if (!page.length) break
      after = page.at(-1)!
      // Unpaid cash on delivery is invoiced once delivered; its refunds wait for that invoice too.
      const paid = page.filter((o) => isPaid(o))
      if (paid.length) {
        const { invoiced, credited } = await documentsOf(paid.map((o) => o.id))
        for (const order of paid) {
          const has = { invoiced: invoiced.has(order.id), credited: credited.get(order.id) ?? 0 }
          if (has.invoiced && order.refunded_cents <= has.credited) continue
          try {
            await settle(order, has, report)
          } catch (err) {
            report.failed++
            log.error({ err, order_id: order.id }, 'the invoice sweep could not issue an order’s document; the next sweep tries again')
          }
        }
      }
      if (page.length < PAGE) break
    }
    return report
  }

  const periodic = periodicSweep(sweepOnce, { log, what: 'the invoice sweep' })

  return {
    sweep: periodic.sweep,

    /** A sweep now (at startup) and every `everyMs`; the returned stop waits for a sweep under way. */
    start: (everyMs = 10 * 60_000) => periodic.start(everyMs),
  }
}

export type InvoiceSweep = ReturnType<typeof createInvoiceSweep>
