import { cardBrand, luhnValid, PAYMENT_MESSAGES, SHOP_COUNTRY, TEST_CARDS } from '@shop/domain'
import { randomBytes } from 'node:crypto'
import type { GatewayChargeRequest, GatewayChargeResult, GatewayRefundResult, PaymentGateway } from './payments.types'

interface Charge {
  amount_cents: number
  refunded_cents: number
}

/** Where a test card number was "issued": only the abroad test card is not from the shop's country. */
function countryOf(number: string): string {
  return number === TEST_CARDS.issuedAbroad ? 'BR' : SHOP_COUNTRY
}

const ref = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

/**
 * A processor in memory for the test card numbers (domain TEST_CARDS), behaving like a real one:
 * declines and short funds, a country check before any money moves, one charge per idempotency
 * key, refunds never above what was charged. Keeps brand, last four and amounts only.
 */
export function createTestGateway(): PaymentGateway & { chargeCount(): number } {
  const charges = new Map<string, Charge>()
  // Like a processor, an idempotency key replays its first answer, declines included.
  const chargeByKey = new Map<string, GatewayChargeResult>()
  const refundByKey = new Map<string, GatewayRefundResult>()

  function decide(req: GatewayChargeRequest): GatewayChargeResult {
    const number = req.card.number.replace(/[\s-]/g, '')
    if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) return { ok: false, reason: 'invalid_card', message: PAYMENT_MESSAGES.invalidCard }
    if (number === TEST_CARDS.declined) return { ok: false, reason: 'declined', message: PAYMENT_MESSAGES.declined }
    if (number === TEST_CARDS.insufficientFunds) return { ok: false, reason: 'insufficient_funds', message: PAYMENT_MESSAGES.insufficientFunds }
    const reference = ref('tg_ch')
    charges.set(reference, { amount_cents: req.amount_cents, refunded_cents: 0 })
    return { ok: true, reference, brand: cardBrand(number), last4: number.slice(-4), country: countryOf(number) }
  }

  return {
    name: 'test',
    chargeCount: () => charges.size,
    async charge(req) {
      const seen = chargeByKey.get(req.idempotency_key)
      if (seen) return seen
      const number = req.card.number.replace(/[\s-]/g, '')
      // Refused before charging and not remembered under the key: no charge was attempted.
      if (req.require_country && luhnValid(number) && countryOf(number) !== req.require_country) {
        return { ok: false, reason: 'issued_abroad', message: PAYMENT_MESSAGES.issuedAbroad }
      }
      const result = decide(req)
      chargeByKey.set(req.idempotency_key, result)
      return result
    },
    async findCharge(idempotencyKey) {
      // Kept in memory: charges made before a restart died with the process that held them.
      const seen = chargeByKey.get(idempotencyKey)
      if (!seen?.ok) return { found: false }
      return { found: true, reference: seen.reference, amount_cents: charges.get(seen.reference)!.amount_cents }
    },
    async refund({ reference, amount_cents, idempotency_key }) {
      const seen = refundByKey.get(idempotency_key)
      if (seen) return seen
      const charge = charges.get(reference)
      if (!charge) return { ok: false, message: `No such charge: ${reference}` }
      if (!Number.isInteger(amount_cents) || amount_cents <= 0) return { ok: false, message: 'A refund must be a positive amount' }
      if (charge.refunded_cents + amount_cents > charge.amount_cents) {
        return { ok: false, message: 'A refund cannot be more than what is left of the charge' }
      }
      charge.refunded_cents += amount_cents
      const result: GatewayRefundResult = { ok: true, reference: ref('tg_re') }
      refundByKey.set(idempotency_key, result)
      return result
    },
  }
}
