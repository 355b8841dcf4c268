import { sql, type Selectable } from 'kysely'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { PaymentsTables, PaymentTable } from '../../db/tables/payments'
import type { Tx } from '../../db/tx'
import { newId } from '../../lib/ids'
import type { StartPayment } from './payments.types'

export type PaymentRow = Selectable<PaymentTable>

/** The start could not reach the processor: a repeat of its key tries again. */
export const GATEWAY_DOWN = 'payment_gateway_down'

const now = () => new Date().toISOString()
const changed = (r: { numUpdatedRows: bigint }) => Number(r.numUpdatedRows) === 1

/** The payment, payment_refund and payment_event tables. Every write that could race is conditional. */
export function createPaymentsRepository(db: Db) {
  const k = tablesOf<PaymentsTables>(db.kysely)
  const on = (tx: Tx) => tablesOf<PaymentsTables>(tx)
  return {
    /** A pending row, or nothing when the key is taken (the caller then reads the first one). */
    async insertPending(input: StartPayment, gateway: string, expiresAt: string): Promise<PaymentRow | null> {
      const id = newId('pay')
      const at = now()
      const row: PaymentRow = {
        id,
        purpose: input.purpose,
        user_id: input.user_id,
        gateway,
        idempotency_key: input.idempotency_key,
        reference: null,
        amount_cents: input.amount_cents,
        currency: input.currency,
        status: 'pending',
        failure: null,
        card_brand: null,
        card_last4: null,
        card_country: null,
        client_secret: null,
        capture_method: input.capture,
        owner_scope: input.owner_scope,
        expires_at: expiresAt,
        settled_at: null,
        refunded_cents: 0,
        created_at: at,
        updated_at: at,
      }
      const res = await k
        .insertInto('payment')
        .values(row)
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .executeTakeFirst()
      return Number(res.numInsertedOrUpdatedRows ?? 0) === 1 ? row : null
    },

    byKey: (key: string) => k.selectFrom('payment').selectAll().where('idempotency_key', '=', key).executeTakeFirst(),
    byId: (id: string) => k.selectFrom('payment').selectAll().where('id', '=', id).executeTakeFirst(),
    byReference: (reference: string) => k.selectFrom('payment').selectAll().where('reference', '=', reference).executeTakeFirst(),

    /** The processor's intent for a pending row (the same one for every repeat: its idempotency key). */
    async attachIntent(id: string, reference: string, clientSecret: string): Promise<void> {
      await k.updateTable('payment').set({ reference, client_secret: clientSecret, updated_at: now() }).where('id', '=', id).where('status', '=', 'pending').execute()
    },

    async markGatewayDown(id: string): Promise<void> {
      await k.updateTable('payment').set({ status: 'failed', failure: GATEWAY_DOWN, updated_at: now() }).where('id', '=', id).where('status', '=', 'pending').where('reference', 'is', null).execute()
    },

    /** Takes a start the processor did not answer back to pending, for a repeat to try again: one caller wins. */
    async reopen(id: string, expiresAt: string): Promise<boolean> {
      const res = await k
        .updateTable('payment')
        .set({ status: 'pending', failure: null, expires_at: expiresAt, updated_at: now() })
        .where('id', '=', id)
        .where('status', '=', 'failed')
        .where('failure', '=', GATEWAY_DOWN)
        .executeTakeFirst()
      return changed(res)
    },

    /** pending → succeeded with the card, in the settling transaction: only the first settler wins. */
    async succeed(tx: Tx, id: string, card: { brand: string | null; last4: string | null; country: string | null }): Promise<boolean> {
      const at = now()
      const res = await on(tx)
        .updateTable('payment')
        .set({ status: 'succeeded', failure: null, card_brand: card.brand, card_last4: card.last4, card_country: card.country, settled_at: at, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst()
      return changed(res)
    },

    /** pending → failed with its reason, in the settling transaction: only the first settler wins. */
    async fail(tx: Tx, id: string, reason: string): Promise<boolean> {
      const at = now()
      const res = await on(tx)
        .updateTable('payment')
        .set({ status: 'failed', failure: reason, settled_at: at, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst()
      return changed(res)
    },

    /** Pending payments whose hold ran out, oldest first. */
    expired: (before: string, limit: number) =>
      k.selectFrom('payment').select('id').where('status', '=', 'pending').where('expires_at', '<', before).orderBy('expires_at').limit(limit).execute(),

    refundByKey: (paymentId: string, key: string) =>
      k.selectFrom('payment_refund').selectAll().where('payment_id', '=', paymentId).where('idempotency_key', '=', key).executeTakeFirst(),

    /**
     * Reserves a refund before the processor is asked: its row (unique per payment and key) and
     * refunded_cents raised only while it stays within the captured amount, in one transaction —
     * concurrent refunds of one payment pass only while they fit. 'taken': the key has a row already.
     */
    async reserveRefund(paymentId: string, key: string, amountCents: number): Promise<{ id: string } | 'taken' | 'too_large' | 'not_refundable'> {
      return db.kysely.transaction().execute(async (tx) => {
        const t = on(tx)
        const id = newId('rfd')
        const inserted = await t
          .insertInto('payment_refund')
          .values({ id, payment_id: paymentId, idempotency_key: key, amount_cents: amountCents, reference: '', created_at: now() })
          .onConflict((oc) => oc.columns(['payment_id', 'idempotency_key']).doNothing())
          .executeTakeFirst()
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return 'taken' as const
        const raised = await t
          .updateTable('payment')
          .set({
            refunded_cents: sql`refunded_cents + ${amountCents}`,
            status: sql`case when refunded_cents + ${amountCents} = amount_cents then 'refunded' else status end`,
            updated_at: now(),
          })
          .where('id', '=', paymentId)
          .where('status', 'in', ['succeeded', 'refunded'])
          .where('reference', 'is not', null)
          .where(sql<boolean>`refunded_cents + ${amountCents} <= amount_cents`)
          .executeTakeFirst()
        if (changed(raised)) return { id }
        const p = await t.selectFrom('payment').select(['status', 'reference']).where('id', '=', paymentId).executeTakeFirst()
        throw new RefundRefused(p && (p.status === 'succeeded' || p.status === 'refunded') && p.reference ? 'too_large' : 'not_refundable')
      }).catch((err: unknown) => {
        if (err instanceof RefundRefused) return err.why
        throw err
      })
    },

    async finishRefund(refundId: string, reference: string): Promise<void> {
      await k.updateTable('payment_refund').set({ reference }).where('id', '=', refundId).execute()
    },

    /** The processor refused the refund: the reservation goes, and the amount is refundable again. */
    async releaseRefund(paymentId: string, refundId: string, amountCents: number): Promise<void> {
      await db.kysely.transaction().execute(async (tx) => {
        const t = on(tx)
        const gone = await t.deleteFrom('payment_refund').where('id', '=', refundId).where('reference', '=', '').executeTakeFirst()
        if (Number(gone.numDeletedRows) !== 1) return
        await t
          .updateTable('payment')
          .set({ refunded_cents: sql`refunded_cents - ${amountCents}`, status: 'succeeded', updated_at: now() })
          .where('id', '=', paymentId)
          .execute()
      })
    },

    eventSeen: async (eventId: string) => !!(await k.selectFrom('payment_event').select('id').where('id', '=', eventId).executeTakeFirst()),

    async recordEvent(eventId: string, type: string, paymentId: string | null): Promise<void> {
      await k
        .insertInto('payment_event')
        .values({ id: eventId, type, payment_id: paymentId, created_at: now() })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute()
    },
  }
}

class RefundRefused extends Error {
  constructor(readonly why: 'too_large' | 'not_refundable') {
    super(why)
  }
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>
