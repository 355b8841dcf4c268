import type { Tx } from '../../db/tx'

export interface StockLine {
  product_id: string
  /** The variant bought (decision 029): its stock moves, and its product's summed stock with it */
  variant_id: string
  quantity: number
}

/** modules/catalog's stock: taken when an order is placed, put back when it is cancelled or returned. */
export interface StockService {
  /**
   * In the caller's transaction: takes each line's units from its variant by conditional updates (a
   * combo takes its own stock and its parts' variants'), in variant id order and then product id
   * order so concurrent orders cannot deadlock; keeps each product's summed stock and raises its
   * sold_count. Throws DomainError('stock_short', CHECKOUT_MESSAGES.soldOut) if any unit is missing.
   */
  take(tx: Tx, lines: StockLine[]): Promise<void>
  /** In the caller's transaction: the reverse of take. */
  restore(tx: Tx, lines: StockLine[]): Promise<void>
}
