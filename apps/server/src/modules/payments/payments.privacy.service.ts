import { tablesOf } from '../../db/tables'
import type { PaymentsTables } from '../../db/tables/payments'
import type { PersonalDataPart } from '../privacy/privacy.types'

/**
 * Card payments in a shopper's data (decision 046): exported (never a card number: the shop has
 * none, only brand, last four digits and issuing country). They are accounting records of money
 * received and refunded, so they stay at erasure, pointing at the erased account only.
 */
export function createPaymentsPrivacy(): PersonalDataPart {
  return {
    async exportFor(tx, s) {
      const card_payments = await tablesOf<PaymentsTables>(tx)
        .selectFrom('payment')
        .select(['purpose', 'amount_cents', 'currency', 'refunded_cents', 'status', 'card_brand', 'card_last4', 'card_country', 'created_at'])
        .where('user_id', '=', s.userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
      return { card_payments }
    },

    async erase(tx, s) {
      const r = await tablesOf<PaymentsTables>(tx).selectFrom('payment').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', s.userId).executeTakeFirstOrThrow()
      return { card_payments_kept: Number(r.n) }
    },
  }
}
