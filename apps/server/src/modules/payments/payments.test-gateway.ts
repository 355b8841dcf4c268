import { cardBrand, cardMayFundWallet, luhnValid, PAYMENT_MESSAGES, TEST_CARDS, testCardCountry } from '@shop/domain'
import { sql } from 'kysely'
import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { PaymentsTables } from '../../db/tables/payments'
import type { GatewayChargeRequest, GatewayChargeResult, GatewayRefundResult, PaymentGateway } from './payments.types'


const ref = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

function decide(req: GatewayChargeRequest): GatewayChargeResult {
  const number = req.card.number.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) return { ok: false, reason: 'invalid_card', message: PAYMENT_MESSAGES.invalidCard }
  if (number === TEST_CARDS.declined) return { ok: false, reason: 'declined', message: PAYMENT_MESSAGES.declined }
  if (number === TEST_CARDS.insufficientFunds) return { ok: false, reason: 'insufficient_funds', message: PAYMENT_MESSAGES.insufficientFunds }
  return { ok: true, reference: ref('tg_ch'), brand: cardBrand(number), last4: number.slice(-4), country: testCardCountry(number) }
}

const REFUND_TOO_LARGE = 'A refund cannot be more than what is left of the charge'
class Refused extends Error {}

/**
 * A processor for the test card numbers (domain TEST_CARDS), behaving like a real one: declines
 * and short funds, a country check before any money moves, one charge per idempotency key,
 * refunds never above what was charged. Like a real processor it outlives the shop's process: its
 * charges, the answer to each key and its refunds are rows of test_gateway_charge and
 * test_gateway_refund, so a refund or a recovery lookup after a restart finds the charge. Keeps
 * brand, last four and amounts only.
 */
export function createTestGateway(db: Db): PaymentGateway & { chargeCount(): number } {
  const k = tablesOf<PaymentsTables>(db.kysely)
  // Charges this instance made (a test's view of "did the processor charge"); the table holds all.
  let made = 0

  const answerOf = async (key: string): Promise<GatewayChargeResult | undefined> => {
    const row = await k.selectFrom('test_gateway_charge').select('result').where('idempotency_key', '=', key).executeTakeFirst()
    return row ? (JSON.parse(row.result) as GatewayChargeResult) : undefined
  }

  return {
    name: 'test',
    chargeCount: () => made,

    async charge(req) {
      const number = req.card.number.replace(/[\s-]/g, '')
      // Refused before charging and not remembered under the key: no charge was attempted.
      if (req.funds_wallet && luhnValid(number) && !cardMayFundWallet(testCardCountry(number))) {
        return (await answerOf(req.idempotency_key)) ?? { ok: false, reason: 'issued_abroad', message: PAYMENT_MESSAGES.issuedAbroad }
      }
      const result = decide(req)
      // One statement for a new key (no read first: this is on every card order's path). Of calls
      // with one key the first insert wins; a repeat, or a loser of a race, answers what was stored.
      const inserted = await k
        .insertInto('test_gateway_charge')
        .values({
          idempotency_key: req.idempotency_key,
          reference: result.ok ? result.reference : null,
          amount_cents: req.amount_cents,
          refunded_cents: 0,
          result: JSON.stringify(result),
          created_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .executeTakeFirst()
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
        if (result.ok) made++
        return result
      }
      return (await answerOf(req.idempotency_key))!
    },

    async findCharge(idempotencyKey) {
      const row = await k
        .selectFrom('test_gateway_charge')
        .select(['reference', 'amount_cents'])
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst()
      return row?.reference ? { found: true, reference: row.reference, amount_cents: row.amount_cents } : { found: false }
    },

    /**
     * The refund row and the charge's refunded_cents in one transaction: the key's row makes a
     * repeat answer the first refund, and the conditional update lets concurrent refunds of one
     * charge pass only while they stay within it. A refused refund is not remembered under its key.
     */
    async refund({ reference, amount_cents, idempotency_key }) {
      const stored = async (q: typeof k = k) => {
        const row = await q.selectFrom('test_gateway_refund').select('reference').where('idempotency_key', '=', idempotency_key).executeTakeFirst()
        return row ? ({ ok: true, reference: row.reference } satisfies GatewayRefundResult) : undefined
      }
      const seen = await stored()
      if (seen) return seen
      if (!Number.isInteger(amount_cents) || amount_cents <= 0) return { ok: false, message: 'A refund must be a positive amount' }
      try {
        return await k.transaction().execute(async (tx): Promise<GatewayRefundResult> => {
          const result = { ok: true as const, reference: ref('tg_re') }
          const inserted = await tx
            .insertInto('test_gateway_refund')
            .values({ idempotency_key, charge_reference: reference, amount_cents, reference: result.reference, created_at: new Date().toISOString() })
            .onConflict((oc) => oc.column('idempotency_key').doNothing())
            .executeTakeFirst()
          if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return (await stored(tx)) ?? { ok: false, message: 'The refund is being made' }
          const raised = await tx
            .updateTable('test_gateway_charge')
            .set({ refunded_cents: sql`refunded_cents + ${amount_cents}` })
            .where('reference', '=', reference)
            .where(sql<boolean>`refunded_cents + ${amount_cents} <= amount_cents`)
            .executeTakeFirst()
          if (Number(raised.numUpdatedRows) === 1) return result
          const charge = await tx.selectFrom('test_gateway_charge').select('reference').where('reference', '=', reference).executeTakeFirst()
          throw new Refused(charge ? REFUND_TOO_LARGE : `No such charge: ${reference}`)
        })
      } catch (err) {
        if (err instanceof Refused) return { ok: false, message: err.message }
        throw err
      }
    },
  }
}
