import type { Tx } from '../../db/tx'

export interface StockLine {
  product_id: string
  quantity: number
}

/** modules/catalog's stock: taken when an order is placed, put back when it is cancelled or returned. */
export interface StockService {
  /**
   * In the caller's transaction: takes each line's units by conditional updates (a combo takes its own
   * stock and its parts'), in product id order so concurrent orders cannot deadlock, and raises
   * sold_count. Throws DomainError('conflict', CHECKOUT_MESSAGES.soldOut) if any unit is missing.
   */
  take(tx: Tx, lines: StockLine[]): Promise<void>
  /** In the caller's transaction: the reverse of take. */
  restore(tx: Tx, lines: StockLine[]): Promise<void>
}
