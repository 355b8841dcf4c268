import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { OrdersTables } from '../../db/tables/orders'
import type { PaymentUses } from '../payments/payments.types'

/** The orders' answer to the payment recovery: an order's charge was used when an order points at it. */
export function createOrderPaymentUses(db: Db): Pick<PaymentUses, 'order'> {
  const k = tablesOf<OrdersTables>(db.kysely)
  return {
    async order(payment) {
      return !!(await k.selectFrom('shop_order').select('id').where('payment_id', '=', payment.id).executeTakeFirst())
    },
  }
}
