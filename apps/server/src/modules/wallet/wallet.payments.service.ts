import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { WalletTables } from '../../db/tables/wallet'
import type { PaymentUses } from '../payments/payments.types'

/**
 * The wallet's answer to the payment recovery: whether a top-up's or a gift card's charge paid for
 * what it was made for. A top-up's entry carries the charge's idempotency key; a gift card bought
 * by card points at its payment.
 */
export function createWalletPaymentUses(db: Db): Pick<PaymentUses, 'top_up' | 'gift_card'> {
  const k = tablesOf<WalletTables>(db.kysely)
  return {
    async top_up(payment) {
      const entry = await k
        .selectFrom('wallet_entry')
        .select('id')
        .where('kind', '=', 'top_up')
        .where('idempotency_key', '=', payment.idempotency_key)
        .executeTakeFirst()
      return !!entry
    },
    async gift_card(payment) {
      return !!(await k.selectFrom('gift_card').select('id').where('payment_id', '=', payment.id).executeTakeFirst())
    },
  }
}
