import type { Order } from '@shop/domain'
import type { Tx } from '../../db/tx'

/** What checkout asks of bank transfers (decision 052), inside the order's transaction. */
export interface TransferOpening {
  /** The instructions of an order placed to be paid by transfer: the seller's account now, a variable symbol, the due date */
  open(tx: Tx, order: Order, at: Date): Promise<void>
}

/** modules/orders, as bank transfers use it. */
export interface TransferOrders {
  /** In the caller's transaction: the order's transfer part arrived; false when none is awaited (paid already, or cancelled) */
  transferArrived(tx: Tx, orderId: string, at: Date): Promise<boolean>
  /** Cancels an unpaid order (stock, coupons, email); `within` runs in its transaction; false when it cannot be cancelled */
  cancelUnpaid(orderId: string, note: string, within: (tx: Tx) => Promise<void>): Promise<boolean>
  /** The order as the API answers it: the owner checks are the orders module's */
  getForUser(userId: string, id: string): Promise<Order>
  track(number: string, email: string): Promise<Order>
}
