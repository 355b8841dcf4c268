import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { PaymentsTables } from '../../db/tables/payments'
import type { PaymentRow } from './payments.repository'
import type { PaymentGateway, PaymentsService, PaymentUses } from './payments.types'
import { periodicSweep } from '../../lib/sweeps'

/**
 * Card charges a dead process left behind (docs/decisions/015-payment-recovery.md). A charge is
 * written as a pending row, sent to the gateway, marked succeeded, then used by what it paid for
 * (an order, a wallet top-up, a gift card) in a transaction of its own. A process killed between
 * those steps leaves either a pending row (charged or not) or a succeeded charge that paid for
 * nothing. A client that comes back with the same idempotency key settles both itself; this
 * settles them when nobody comes back: a pending row the gateway has no charge for fails (a later
 * repeat charges anew), and a charge that paid for nothing after `staleMs` is refunded.
 */
export interface PaymentRecoveryDeps {
  db: Db
  gateway: PaymentGateway
  payments: PaymentsService
  /** Whether a charge paid for its purpose: orders and wallet answer */
  uses: PaymentUses
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void }
  /** How old a row must be before nobody is expected to come back for it */
  staleMs?: number
  /** Between claiming an unused charge and refunding it: a use already under way gets to commit */
  graceMs?: number
  now?: () => Date
}

export interface SweepReport {
  /** pending rows without a charge at the gateway: now failed, so a repeat charges anew */
  failed: number
  /** unused charges given back through the gateway */
  refunded: number
  /** unused charges found in use after all (a client came back just then): left alone */
  used: number
  /** rows the gateway could not tell about, or whose refund it refused: tried again next sweep */
  undecided: number
}

export const RECOVERY_REFUND_KEY = 'recovery'
const DEFAULT_STALE_MS = 10 * 60_000
const DEFAULT_GRACE_MS = 5_000

export function createPaymentRecovery(deps: PaymentRecoveryDeps) {
  const { db, gateway, payments, uses, log } = deps
  const k = tablesOf<PaymentsTables>(db.kysely)
  const staleMs = deps.staleMs ?? DEFAULT_STALE_MS
  const graceMs = deps.graceMs ?? DEFAULT_GRACE_MS
  const now = deps.now ?? (() => new Date())

  /** Whether the charge paid for what it was made for: the module using its purpose's charges answers. */
  const isUsed = (p: PaymentRow): Promise<boolean> => uses[p.purpose](p)

  /**
   * Takes a pending row the way a repeat's takeover does (payments.repository claimForRetry): the
   * condition on updated_at lets one of them win; the winner's fresh updated_at keeps the other off.
   */
  async function claimPending(p: PaymentRow): Promise<string | null> {
    const at = now().toISOString()
    const res = await k
      .updateTable('payment')
      .set({ updated_at: at })
      .where('id', '=', p.id)
      .where('status', '=', 'pending')
      .where('updated_at', '=', p.updated_at)
      .executeTakeFirst()
    return Number(res.numUpdatedRows) === 1 ? at : null
  }

  /**
   * Marks an unused charge refunded before the gateway is asked: from here a repeat with its key
   * answers "refunded, pay again" instead of using it. refunded_cents stays 0 until the refund is
   * made, so a sweep finds it again if the gateway refuses.
   */
  async function claimUnused(p: PaymentRow, from: 'pending' | 'charged', reference?: string): Promise<string | null> {
    const at = now().toISOString()
    let q = k.updateTable('payment').set({ status: 'refunded', updated_at: at, ...(reference ? { reference } : {}) }).where('id', '=', p.id).where('updated_at', '=', p.updated_at)
    q = from === 'pending' ? q.where('status', '=', 'pending') : q.where('status', 'in', ['succeeded', 'refunded']).where('refunded_cents', '=', 0)
    const res = await q.executeTakeFirst()
    return Number(res.numUpdatedRows) === 1 ? at : null
  }

  async function settlePending(p: PaymentRow, report: SweepReport): Promise<PaymentRow | null> {
    const claimedAt = await claimPending(p)
    if (!claimedAt) return null
    const found = gateway.findCharge ? await gateway.findCharge(p.idempotency_key).catch(() => ({ found: 'unknown' as const })) : { found: 'unknown' as const }
    if (found.found === 'unknown') {
      report.undecided++
      log.warn({ payment_id: p.id }, 'a stale pending payment: the gateway could not tell whether it was charged')
      return null
    }
    const held = { ...p, updated_at: claimedAt }
    if (!found.found) {
      // Nothing was charged: 'unavailable' is what a repeat takes over and charges anew.
      await k
        .updateTable('payment')
        .set({ status: 'failed', failure: 'unavailable', updated_at: now().toISOString() })
        .where('id', '=', p.id)
        .where('status', '=', 'pending')
        .where('updated_at', '=', claimedAt)
        .execute()
      report.failed++
      return null
    }
    const at = await claimUnused(held, 'pending', found.reference)
    return at ? { ...held, status: 'refunded', reference: found.reference, updated_at: at } : null
  }


  async function sweepOnce(): Promise<SweepReport> {
    const report: SweepReport = { failed: 0, refunded: 0, used: 0, undecided: 0 }
    const before = new Date(now().getTime() - staleMs).toISOString()
    const toRefund: PaymentRow[] = []

    const pending = await k.selectFrom('payment').selectAll().where('status', '=', 'pending').where('updated_at', '<', before).execute()
    for (const p of pending) {
      const held = await settlePending(p, report)
      if (held) toRefund.push(held)
    }

    const charged = await k
      .selectFrom('payment')
      .selectAll()
      .where('status', 'in', ['succeeded', 'refunded'])
      .where('refunded_cents', '=', 0)
      .where('reference', 'is not', null)
      .where('updated_at', '<', before)
      .execute()
    for (const p of charged) {
      if (await isUsed(p)) continue
      const at = await claimUnused(p, 'charged')
      if (at) toRefund.push({ ...p, status: 'refunded', updated_at: at })
    }
    if (!toRefund.length) return report

    if (graceMs > 0) await new Promise((r) => setTimeout(r, graceMs))
    for (const p of toRefund) {
      if (await isUsed(p)) {
        // A repeat that read the charge before the claim used it: it stays the payment of what it paid for.
        await k.updateTable('payment').set({ status: 'succeeded', updated_at: now().toISOString() }).where('id', '=', p.id).where('updated_at', '=', p.updated_at).execute()
        report.used++
        continue
      }
      try {
        await payments.refund(p.id, p.amount_cents, RECOVERY_REFUND_KEY)
        report.refunded++
        log.info({ payment_id: p.id, amount_cents: p.amount_cents }, 'refunded a card charge that paid for nothing')
      } catch (err) {
        report.undecided++
        log.error({ err, payment_id: p.id }, 'could not refund a card charge that paid for nothing; the next sweep tries again')
      }
    }
    return report
  }

  const periodic = periodicSweep(sweepOnce, { log, what: 'the payment recovery sweep' })

  return {
    sweep: periodic.sweep,

    /** A sweep now (at startup) and every `everyMs`; the returned stop waits for a sweep under way. */
    start: (everyMs = 5 * 60_000) => periodic.start(everyMs),
  }
}

export type PaymentRecovery = ReturnType<typeof createPaymentRecovery>
