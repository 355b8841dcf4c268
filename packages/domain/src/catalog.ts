import { z } from 'zod'
import { DEFAULT_LANGUAGE } from './languages'
import { LanguageSchema } from './language-schemas'

import {
  CERTIFICATIONS,
  HAIR_TYPES,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PRODUCT_KINDS,
  PRODUCT_SORTS,
  SEARCH_QUERY_MAX,
  SIZE_UNITS,
  SKIN_TYPES,
  STOCK_STATES,
} from './catalog-vocab'
import { VariantSchema } from './variants'
import { CURRENCIES, CURRENCY } from './locale-format'

/** The currency an answer's amounts are in (decision 036): every `_cents` field of a priced answer is hundredths of it. */
const answerCurrency = z.enum(CURRENCIES)

export * from './catalog-vocab'

/* ---- Query schemas (parsed on the server, built by the web client) ---- */

const langParam = LanguageSchema.default(DEFAULT_LANGUAGE)
/** The price list the answer's prices come from (decision 036): the shopper's market's currency. */
const currencyParam = z.enum(CURRENCIES, { error: () => `Unknown currency; use one of ${CURRENCIES.join(', ')}` }).default(CURRENCY)

const intParam = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`)

/** A comma-separated list of codes, each checked against its vocabulary. */
function codeList<T extends readonly [string, ...string[]]>(name: string, values: T) {
  return z
    .string()
    .max(500, `${name} is too long`)
    .transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values, { error: () => `Unknown ${name}; use one of ${values.join(', ')}` })))
}

const slugList = (name: string) =>
  z
    .string()
    .max(500, `${name} is too long`)
    .transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[a-z0-9_-]{1,80}$/, `${name} holds an invalid value`)).max(20))

export const ProductListQuerySchema = z
  .object({
    lang: langParam,
    currency: currencyParam,
    category: z.string().regex(/^[a-z0-9_-]{1,80}$/, 'category holds an invalid value').optional(),
    subcategory: z.string().regex(/^[a-z0-9_-]{1,80}$/, 'subcategory holds an invalid value').optional(),
    brand: slugList('brand').optional(),
    skin_type: codeList('skin_type', SKIN_TYPES).optional(),
    hair_type: codeList('hair_type', HAIR_TYPES).optional(),
    certification: codeList('certification', CERTIFICATIONS).optional(),
    min_price: intParam('min_price', 0, 100_000_000).optional(),
    max_price: intParam('max_price', 0, 100_000_000).optional(),
    in_stock: z.enum(['true', 'false'], { error: () => 'in_stock must be true or false' }).transform((v) => v === 'true').optional(),
    sort: z.enum(PRODUCT_SORTS, { error: () => `Unknown sort; use one of ${PRODUCT_SORTS.join(', ')}` }).default('popularity'),
    page: intParam('page', 1, 10_000).default(1),
    page_size: intParam('page_size', 1, PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    message: 'min_price must not exceed max_price',
    path: ['min_price'],
  })
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>

export const LangQuerySchema = z.object({ lang: langParam })
/** A catalog answer with prices: its language and the currency of its prices. */
export const PricedLangQuerySchema = z.object({ lang: langParam, currency: currencyParam })
export const ConvertToQuerySchema = z.object({ convert_to: langParam })

/** The form of a product id. */
export const PRODUCT_ID = /^prd_[A-Za-z0-9]{4,40}$/

/**
 * A product's address takes any id: one of another form names no product either, so it is a 404
 * like an unknown one (the service checks the form before it looks), not a 400.
 */
export const ProductIdParamsSchema = z.object({
  id: z.string().describe('A product id (prd_…); an id of any other form is not found (404)'),
})

export const SearchQuerySchema = z.object({
  query: z.string().max(SEARCH_QUERY_MAX, `query must be at most ${SEARCH_QUERY_MAX} characters`).default(''),
  lang: langParam,
  currency: currencyParam,
  page: intParam('page', 1, 1_000).default(1),
  page_size: intParam('page_size', 1, PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
})
export type SearchQuery = z.infer<typeof SearchQuerySchema>

export const SuggestQuerySchema = z.object({
  query: z.string().max(SEARCH_QUERY_MAX, `query must be at most ${SEARCH_QUERY_MAX} characters`).default(''),
  lang: langParam,
})

/* ---- Answers ---- */

export const RefSchema = z.object({ id: z.string(), slug: z.string(), name: z.string() })
export type Ref = z.infer<typeof RefSchema>

export const ProductSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  name: z.string(),
  brand: RefSchema,
  category: RefSchema,
  subcategory: RefSchema,
  /** The default variant's: the lowest price of the product's variants (a "from" price when has_sizes) */
  price_cents: z.number().int(),
  compare_at_cents: z.number().int().nullable(),
  /**
   * Shown reduced (compare_at_cents above price_cents): the lowest price of the 30 days before the
   * reduction began (Directive 98/6/EC Art. 6a; decision 045), from the price history; else null
   */
  prior_low_cents: z.number().int().nullable(),
  size: z.object({ value: z.number(), unit: z.enum(SIZE_UNITS) }),
  /** The product comes in more than one variant (size, scent or shade) */
  has_sizes: z.boolean(),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  stock: z.number().int(),
  stock_state: z.enum(STOCK_STATES),
  certifications: z.array(z.enum(CERTIFICATIONS)),
  image: z.string(),
  created_at: z.string(),
  /** Only on a product no longer sold, where a list still names it (a wishlist item, a bundle's part): it cannot be bought */
  unavailable: z.literal(true).optional(),
})
export type ProductSummary = z.infer<typeof ProductSummarySchema>

export const ProductImageSchema = z.object({ url: z.string(), alt: z.string() })

/** Who answers for a cosmetic product in the EU: name, postal address (lines) and email ('' when not given). */
export const ResponsiblePersonSchema = z.object({ name: z.string(), address: z.string(), email: z.string() })
export type ResponsiblePerson = z.infer<typeof ResponsiblePersonSchema>

export const ProductDetailSchema = ProductSummarySchema.extend({
  /** The price list of every price in the answer (its variants, parts and related products) */
  currency: answerCurrency,
  description: z.string(),
  usage: z.string(),
  inci: z.array(z.string()),
  skin_types: z.array(z.enum(SKIN_TYPES)),
  hair_types: z.array(z.enum(HAIR_TYPES)),
  allergens: z.array(z.string()),
  pao_months: z.number().int(),
  /** Precautions and warnings in the asked language ('' where none apply; Regulation 1223/2009 Art. 19) */
  warnings: z.string(),
  /** The brand's responsible person (Regulation 1223/2009 Art. 19, GPSR Art. 19): null until staff enter one */
  responsible_person: ResponsiblePersonSchema.nullable(),
  images: z.array(ProductImageSchema),
  combo_items: z.array(z.object({ product: ProductSummarySchema, quantity: z.number().int() })),
  /** What is bought, in position order (at least one); the default is the lowest-priced */
  variants: z.array(VariantSchema),
  related: z.array(ProductSummarySchema),
})
export type ProductDetail = z.infer<typeof ProductDetailSchema>

export const ProductListSchema = z.object({
  /** The price list of the prices below (filters and price sorts use it too) */
  currency: answerCurrency,
  data: z.array(ProductSummarySchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
})
export type ProductList = z.infer<typeof ProductListSchema>

export const SubcategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  product_count: z.number().int(),
})
export const CategoryNodeSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  product_count: z.number().int(),
  subcategories: z.array(SubcategorySchema),
})
export type CategoryNode = z.infer<typeof CategoryNodeSchema>
export const CategoryTreeSchema = z.object({ data: z.array(CategoryNodeSchema) })

export const BrandSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  country: z.string(),
  description: z.string(),
  product_count: z.number().int(),
})
export type Brand = z.infer<typeof BrandSchema>
export const BrandListSchema = z.object({ data: z.array(BrandSchema) })

export const BannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  cta: z.string(),
  /** A storefront path, e.g. /category/skin-care/sub_… */
  href: z.string(),
  image: z.string(),
})
export type Banner = z.infer<typeof BannerSchema>

export const HomePageSchema = z.object({
  /** The price list of the products' prices */
  currency: answerCurrency,
  promo: z.object({ text: z.string(), code: z.string() }),
  banners: z.array(BannerSchema),
  featured: z.array(ProductSummarySchema),
  bestsellers: z.array(ProductSummarySchema),
  new_arrivals: z.array(ProductSummarySchema),
})
export type HomePage = z.infer<typeof HomePageSchema>

export const SearchAnswerSchema = z.object({
  query: z.string(),
  /** The price list of the results' prices */
  currency: answerCurrency,
  /** The query as the typo corrector understood it, when it differs. */
  did_you_mean: z.string().nullable(),
  results: z.array(ProductSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  popular_searches: z.array(z.string()),
  popular_results: z.array(ProductSummarySchema),
})
export type SearchAnswer = z.infer<typeof SearchAnswerSchema>

export const SuggestionSchema = z.object({
  kind: z.enum(['product', 'brand', 'subcategory', 'term']),
  label: z.string(),
  /** product id, brand slug, or subcategory id; null for a plain search term */
  id: z.string().nullable(),
  /** for subcategories: the parent category slug, needed by the storefront path */
  category_slug: z.string().nullable(),
})
export type Suggestion = z.infer<typeof SuggestionSchema>
export const SuggestAnswerSchema = z.object({ query: z.string(), suggestions: z.array(SuggestionSchema) })
export type SuggestAnswer = z.infer<typeof SuggestAnswerSchema>

/* ---- Generated pictures (served by the media module) ---- */

export const PRODUCT_IMAGE_VIEWS = ['front', 'texture', 'ingredients'] as const
export type ProductImageView = (typeof PRODUCT_IMAGE_VIEWS)[number]

export function productImageUrl(productId: string, view: ProductImageView = 'front'): string {
  return `/api/media/product/${productId}/${view}.svg`
}

export function bannerImageUrl(bannerId: string): string {
  return `/api/media/banner/${bannerId}.svg`
}

/**
 * The widths the drawn pictures are also served at as WebP (`?w=`): a browser paints a raster
 * picture off its main thread, while an SVG with soft shadows costs a phone tens of milliseconds of
 * main thread per picture (decision 017). The SVG addresses stay the pictures' names in the API.
 */
export const PRODUCT_RASTER_WIDTHS = [400, 800] as const
export const BANNER_RASTER_WIDTHS = [800, 1600] as const

const DRAWN_PRODUCT = /^\/api\/media\/product\/(prd_[A-Za-z0-9]+)\/(front|texture|ingredients)\.svg$/
const DRAWN_BANNER = /^\/api\/media\/banner\/(bnr_[A-Za-z0-9]+)\.svg$/

/**
 * `src` and `srcSet` for an `<img>` of a picture address from the API: a drawn picture comes as
 * WebP at the widths above (the browser picks by `sizes`); any other address (a staff photo) as it is.
 * `widest: false` keeps to the narrowest width, for thumbnails.
 */
export function pictureSources(url: string, { widest = true }: { widest?: boolean } = {}): { src: string; srcSet?: string } {
  const widths = DRAWN_PRODUCT.test(url) ? PRODUCT_RASTER_WIDTHS : DRAWN_BANNER.test(url) ? BANNER_RASTER_WIDTHS : null
  if (!widths) return { src: url }
  const base = url.slice(0, -'.svg'.length)
  if (!widest) return { src: `${base}.webp?w=${widths[0]}` }
  return { src: `${base}.webp?w=${widths[1]}`, srcSet: widths.map((w) => `${base}.webp?w=${w} ${w}w`).join(', ') }
}

/* ---- Product lifecycle (docs/decisions/033) ---- */

/**
 * draft: staff only, the shop answers 404; published: on sale; archived: no longer sold, its
 * address answers 410 and it leaves every list, search and the sitemap.
 */
export const PRODUCT_STATUSES = ['draft', 'published', 'archived'] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]

/** The detail of the 410 an archived product's address answers. */
export const PRODUCT_NO_LONGER_SOLD = 'This product is no longer sold'
