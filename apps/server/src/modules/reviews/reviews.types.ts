import type { Tx } from '../../db/tx'

/** What reviews need to know of a shopper's orders: the orders module answers (orders.purchases.ts). */
export interface ReviewPurchases {
  /** The user received this product (a delivered, or return-rejected, order holds it). */
  hasReceived(userId: string, productId: string): Promise<boolean>
  /** Every product the user received, most recently ordered first. */
  receivedProducts(userId: string): Promise<string[]>
}

/** The product's rating follows its approved reviews: the catalog keeps it (catalog.ratings.ts). */
export interface ProductRatings {
  /** In the moderation's transaction: adds to the product's rating sum and count (negative to take off). */
  adjust(tx: Tx, productId: string, sumDelta: number, countDelta: number): Promise<void>
}
