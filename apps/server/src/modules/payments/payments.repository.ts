import { sql, type Selectable } from 'kysely'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { PaymentsTables, PaymentTable } from '../../db/tables/payments'
import type { Tx } from '../../db/tx'
import { newId } from '../../lib/ids'
import type { ChargeInput, GatewayFailure } from './payments.types'

export type PaymentRow = Selectable<PaymentTable>

const now = () => new Date().toISOString()

/** The payment and payment_refund tables. Every write that could race is conditional. */
export function createPaymentsRepository(db: Db) {
  const k = tablesOf<PaymentsTables>(db.kysely)
  return {
    /** A pending row, or nothing when the key is taken (the caller then reads the first one). */
    async insertPending(input: ChargeInput, gateway: string): Promise<string | null> {
      const id = newId('pay')
      const at = now()
      const res = await k
        .insertInto('payment')
        .values({
          id,
          purpose: input.purpose,
          user_id: input.user_id,
          gateway,
          idempotency_key: input.idempotency_key,
          reference: null,
          amount_cents: input.amount_cents,
          currency: input.currency ?? 'USD',
          status: 'pending',
          failure: null,
          card_brand: null,
          card_last4: null,
          card_country: null,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .executeTakeFirst()
      return Number(res.numInsertedOrUpdatedRows ?? 0) === 1 ? id : null
    },

    /**
     * In the caller's transaction: the charge is still succeeded and unrefunded, and touching the
     * row holds it to the commit (PostgreSQL: row lock); the recovery sweep's claim, which needs the
     * updated_at it read, then leaves it alone (decision 015). False: the charge was withdrawn.
     */
    async hold(tx: Tx, id: string, at: string): Promise<boolean> {
      const held = await tablesOf<PaymentsTables>(tx)
        .updateTable('payment')
        .set({ updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'succeeded')
        .where('refunded_cents', '=', 0)
        .executeTakeFirst()
      return Number(held.numUpdatedRows) === 1
    },

    byKey: (key: string) => k.selectFrom('payment').selectAll().where('idempotency_key', '=', key).executeTakeFirst(),
    byId: (id: string) => k.selectFrom('payment').selectAll().where('id', '=', id).executeTakeFirst(),

    async markSucceeded(id: string, card: { reference: string; brand: string; last4: string; country: string }): Promise<void> {
      await k
        .updateTable('payment')
        .set({ status: 'succeeded', failure: null, reference: card.reference, card_brand: card.brand, card_last4: card.last4, card_country: card.country, updated_at: now() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute()
    },

    async markFailed(id: string, reason: GatewayFailure): Promise<void> {
      await k.updateTable('payment').set({ status: 'failed', failure: reason, updated_at: now() }).where('id', '=', id).where('status', '=', 'pending').execute()
    },

    /**
     * Takes over a payment for another gateway call: one that failed only because the gateway did
     * not answer, or one left pending longer than `staleBefore` (its process died). The condition on
     * the row's current state lets exactly one caller win.
     */
    async claimForRetry(row: PaymentRow, staleBefore: string): Promise<boolean> {
      let q = k.updateTable('payment').set({ status: 'pending', failure: null, updated_at: now() }).where('id', '=', row.id)
      if (row.status === 'failed' && row.failure === 'unavailable') {
        q = q.where('status', '=', 'failed').where('failure', '=', 'unavailable')
      } else if (row.status === 'pending' && row.updated_at < staleBefore) {
        q = q.where('status', '=', 'pending').where('updated_at', '=', row.updated_at)
      } else {
        return false
      }
      const res = await q.executeTakeFirst()
      return Number(res.numUpdatedRows) === 1
    },

    refundByKey: (paymentId: string, key: string) =>
      k.selectFrom('payment_refund').selectAll().where('payment_id', '=', paymentId).where('idempotency_key', '=', key).executeTakeFirst(),

    /**
     * Records a refund the gateway made, once per key, raising refunded_cents only while it stays
     * within the charge. Answers false when that bound would be crossed (nothing is written).
     */
    async recordRefund(paymentId: string, key: string, amountCents: number, reference: string): Promise<boolean> {
      return k.transaction().execute(async (tx) => {
        const inserted = await tx
          .insertInto('payment_refund')
          .values({ id: newId('rfd'), payment_id: paymentId, idempotency_key: key, amount_cents: amountCents, reference, created_at: now() })
          .onConflict((oc) => oc.columns(['payment_id', 'idempotency_key']).doNothing())
          .executeTakeFirst()
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return true
        const raised = await tx
          .updateTable('payment')
          .set({
            refunded_cents: sql`refunded_cents + ${amountCents}`,
            status: sql`case when refunded_cents + ${amountCents} = amount_cents then 'refunded' else status end`,
            updated_at: now(),
          })
          .where('id', '=', paymentId)
          .where(sql<boolean>`refunded_cents + ${amountCents} <= amount_cents`)
          .executeTakeFirst()
        if (Number(raised.numUpdatedRows) === 1) return true
        // Roll the refund row back with the transaction: the bound was crossed.
        throw new RefundTooLarge()
      }).catch((err: unknown) => {
        if (err instanceof RefundTooLarge) return false
        throw err
      })
    },
  }
}

class RefundTooLarge extends Error {}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>
