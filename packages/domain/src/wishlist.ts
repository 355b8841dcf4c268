import { CURRENCIES } from './locale-format'
import { z } from 'zod'
import { ProductSummarySchema } from './catalog'

/** SPEC section 8, word for word. */
export const WISHLIST_MESSAGES = {
  added: 'Item added to wishlist successfully',
  removed: 'Item removed from wishlist successfully',
} as const

export const MAX_WISHLIST_ITEMS = 200

export const WishlistAddSchema = z.object({ product_id: z.string().trim().min(1, 'Please choose a product').max(64, 'Product id is not valid') })
export type WishlistAdd = z.infer<typeof WishlistAddSchema>
export const WishlistParamsSchema = z.object({ productId: z.string().trim().min(1).max(64) })

/** SPEC section 3: wishlist {loading, error, data}; `data` is this list, newest first. */
/** Prices in `currency`'s list (decision 036; the query's currency) */
export const WishlistSchema = z.object({ currency: z.enum(CURRENCIES), data: z.array(ProductSummarySchema.extend({ added_at: z.string() })) })
export type Wishlist = z.infer<typeof WishlistSchema>
export const WishlistChangeSchema = WishlistSchema.extend({ message: z.string() })
export type WishlistChange = z.infer<typeof WishlistChangeSchema>
