import { z } from 'zod'
import { CountryCodeSchema } from './countries'
import { LANGUAGES } from './languages'
import { CurrencySchema } from './markets'
import { TAX_MODES } from './vat'

/** SPEC section 8, word for word. */
export const CART_MESSAGES = {
  added: 'ITEM ADDED TO CART SUCCESSFULLY',
  outOfStock: 'This product is out of stock',
  notFound: 'This product is no longer sold',
} as const

/** One line never holds more than this many units (and never more than the stock). */
export const MAX_LINE_QUANTITY = 10
/** Different products in one cart. */
export const MAX_CART_LINES = 50

const productId = z.string().trim().min(1, 'Please choose a product').max(64, 'Product id is not valid')
const quantity = z
  .number({ message: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY} units per product`)

const variantId = z.string().trim().regex(/^var_[A-Za-z0-9]{4,40}$/, 'Please choose a size').optional()

/**
 * POST /api/cart: adds `quantity` units to the line of the variant `variant_id` of `product_id`
 * (capped by stock); without a variant, the product's default (lowest-priced) one.
 */
export const CartAddSchema = z.object({ product_id: productId, variant_id: variantId, quantity: quantity.default(1) })
export type CartAdd = z.infer<typeof CartAddSchema>
/**
 * PATCH /api/cart/{productId}: sets the line's quantity (capped by stock); also accepts a changed price.
 * The address names a line by its variant id (var_…), or by its product id when the product has one line.
 */
export const CartUpdateSchema = z.object({ quantity })
export type CartUpdate = z.infer<typeof CartUpdateSchema>
export const CartLineParamsSchema = z.object({ productId })
/** `country`: price for this delivery country's market; without it, the shopper's "Ship to" (cookie, else language) */
export const CartQuerySchema = z.object({ lang: z.enum(LANGUAGES).default('en'), country: CountryCodeSchema.optional() })

/**
 * What changed since the shopper put the line in the cart, shown beside it:
 * price_up / price_down: the price now differs from the one the shopper saw (the order uses today's);
 * reduced_to_stock: fewer units are left than the line asked for (quantity shown is what can be bought);
 * out_of_stock: none left (the line is kept but not bought); unavailable: the product is gone.
 */
export const CART_NOTICES = ['price_up', 'price_down', 'reduced_to_stock', 'out_of_stock', 'unavailable'] as const
export type CartNotice = (typeof CART_NOTICES)[number]

export const CartLineSchema = z.object({
  product_id: z.string(),
  /** The line's key: the variant bought */
  variant_id: z.string(),
  sku: z.string(),
  /** The product comes in several variants: the line names its size (and label) */
  has_sizes: z.boolean(),
  /** A scent or shade, null when the size alone names the variant */
  label: z.string().nullable(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  image: z.string(),
  size: z.object({ value: z.number(), unit: z.string() }),
  /** Today's price */
  unit_price_cents: z.number().int(),
  /** The price the shopper saw when adding or last changing the line */
  seen_price_cents: z.number().int(),
  /** The currency of that price: price notices compare only prices in the cart's currency */
  seen_currency: CurrencySchema,
  /** Units asked for */
  quantity: z.number().int(),
  /** Units that can be bought now: min(quantity, stock) */
  buyable_quantity: z.number().int(),
  stock: z.number().int(),
  line_total_cents: z.number().int(),
  notices: z.array(z.enum(CART_NOTICES)),
})
export type CartLine = z.infer<typeof CartLineSchema>

/** SPEC section 3: the cart is "items plus item count". Totals here are goods only (no coupons, shipping). */
export const CartSchema = z.object({
  /** Every amount is in hundredths of this currency: the market of `country` (decision 038) */
  currency: CurrencySchema,
  country: z.string(),
  tax_mode: z.enum(TAX_MODES),
  /** Standard shipping to `country` is free from this many cents of goods (after discounts) in `currency`; null: never free, or not shipped there */
  free_shipping_from_cents: z.number().int().nullable(),
  items: z.array(CartLineSchema),
  /** Sum of buyable quantities: the header's count */
  item_count: z.number().int(),
  subtotal_cents: z.number().int(),
  /** True when some line has a notice the shopper should see before paying */
  has_notices: z.boolean(),
})
export type Cart = z.infer<typeof CartSchema>
/** POST /api/cart and PATCH answer: the whole cart plus SPEC's message. */
export const CartChangeSchema = CartSchema.extend({ message: z.string() })
export type CartChange = z.infer<typeof CartChangeSchema>
