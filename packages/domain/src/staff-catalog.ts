import { z } from 'zod'
import { checkListPrices, StaffListPriceFieldsSchema, StaffVariantSchema } from './variants'
import { PRODUCT_KINDS, PRODUCT_STATUSES, type ProductStatus } from './catalog'
import { LANGUAGES, type Language, type Translated } from './languages'

/* ---- Staff catalog editing (issue 5): products, photos, categories, brands ---- */

export const STAFF_PRODUCT_PAGE_SIZE = 25
/** An uploaded product photo: PNG, JPEG or WebP, at most 2 MB once decoded. */
export const PRODUCT_PHOTO_MAX_BYTES = 2 * 1024 * 1024
export const PRODUCT_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export type ProductPhotoType = (typeof PRODUCT_PHOTO_TYPES)[number]
/** Photos per product: the gallery shows them all. */
export const PRODUCT_PHOTOS_MAX = 8
/** Larger sides are refused: a picture that size is a mistake, not a product photo. */
export const PRODUCT_PHOTO_MAX_SIDE = 8000
/**
 * The JSON body of a photo upload carries base64 (a third larger than the picture). The route
 * reads bodies up to this size, so a picture a few times too large still gets the clear "larger
 * than 2 MB" answer; anything bigger is refused unread. Both answers are 413.
 */
export const PRODUCT_PHOTO_BODY_LIMIT = 12 * 1024 * 1024

export const STAFF_CATALOG_MESSAGES = {
  photoTooLarge: 'The picture is larger than 2 MB',
  photoNotImage: 'The file is not a PNG, JPEG or WebP picture',
  photoTypeMismatch: 'The file content does not match its type',
  photoTooWide: `The picture is larger than ${PRODUCT_PHOTO_MAX_SIDE} pixels on a side`,
  photoLimit: `A product has at most ${PRODUCT_PHOTOS_MAX} photos; delete one first`,
  photoNotFound: 'Photo was not found',
  compareAtNotAbove: 'The compare-at price must be higher than the price (or empty)',
  stockChanged: 'The stock changed meanwhile (orders keep taking units); check the current number and try again',
  slugTaken: 'Another entry already uses this slug',
  parentNotTop: 'A subcategory belongs to a top-level category',
  descriptionRequired: 'A top-level category needs a description in every language',
  nothingToChange: 'Nothing to change',
  responsiblePartial: 'Give the responsible person’s name and postal address together (or neither)',
  responsibleNameLong: 'The responsible person’s name is at most 160 characters',
  responsibleAddressLong: 'The postal address is at most 300 characters',
  responsibleEmail: 'The email address is not valid',
  warningsPartial: 'Write the warnings in all four languages, or leave all four empty',
} as const

/** Where an uploaded photo is served (immutable: a new picture gets a new id). */
export function productPhotoUrl(photoId: string): string {
  return `/api/media/photo/${photoId}`
}

const page = z.coerce.number().int('page must be a whole number').min(1, 'page starts at 1').max(10_000).default(1)
const cents = (name: string) =>
  z.number({ error: `${name} must be a number of cents` }).int(`${name} must be whole cents`).min(0, `${name} must not be negative`).max(100_000_000, `${name} is too high`)

/** The languages' English names, for field messages that name one ("Name (Czech) …"). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', cz: 'Czech', sl: 'Slovenian', ge: 'German' }

/** A text in all four languages, each non-empty (after trimming) and at most `max` characters. */
function requiredTranslated(field: string, max: number) {
  const one = (lang: Language) =>
    z
      .string({ error: `${field} (${LANGUAGE_NAMES[lang]}) is required` })
      .trim()
      .min(1, `${field} (${LANGUAGE_NAMES[lang]}) must not be empty`)
      .max(max, `${field} (${LANGUAGE_NAMES[lang]}) must be at most ${max} characters`)
  return z.object({ en: one('en'), cz: one('cz'), sl: one('sl'), ge: one('ge') })
}

/** The same, with empty texts allowed (a subcategory's description). */
function optionalTranslated(field: string, max: number) {
  const one = (lang: Language) =>
    z.string().trim().max(max, `${field} (${LANGUAGE_NAMES[lang]}) must be at most ${max} characters`).default('')
  return z.object({ en: one('en'), cz: one('cz'), sl: one('sl'), ge: one('ge') })
}

const TranslatedOut = z.object({ en: z.string(), cz: z.string(), sl: z.string(), ge: z.string() })
export const CatalogSlugSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A slug is lower-case letters, digits and single dashes')
  .max(80, 'A slug is at most 80 characters')

export const CATALOG_NAME_MAX = 160
export const CATALOG_DESCRIPTION_MAX = 4000
export const CATALOG_USAGE_MAX = 2000
/** A product's precautions and warnings, per language */
export const PRODUCT_WARNINGS_MAX = 1000
export const RESPONSIBLE_NAME_MAX = 160
export const RESPONSIBLE_ADDRESS_MAX = 300

/** Warnings are optional, but a product that has them has them in every language: all four or none. */
export function warningsPartial(w: Translated): Language[] {
  const filled = LANGUAGES.filter((l) => w[l].trim())
  return filled.length === 0 || filled.length === LANGUAGES.length ? [] : LANGUAGES.filter((l) => !w[l].trim())
}

/* ---- Products ---- */

export const StaffProductQuerySchema = z.object({
  /** Matches the name in any language, the slug or the id (case-insensitive, part of the word) */
  q: z.string().trim().max(200, 'q must be at most 200 characters').default(''),
  brand_id: z.string().max(40).optional(),
  /** A top-level category or a subcategory */
  category_id: z.string().max(40).optional(),
  /** Only products in this lifecycle state (docs/decisions/033) */
  status: z.enum(PRODUCT_STATUSES, { error: () => `Unknown status; use one of ${PRODUCT_STATUSES.join(', ')}` }).optional(),
  page,
})
export type StaffProductQuery = z.infer<typeof StaffProductQuerySchema>

export const StaffProductIdParamsSchema = z.object({
  id: z.string().regex(/^prd_[A-Za-z0-9]{4,40}$/, 'Product id is not valid'),
})
export const StaffPhotoParamsSchema = StaffProductIdParamsSchema.extend({
  imageId: z.string().regex(/^img_[a-z0-9]{16}$/, 'Photo id is not valid'),
})

export const ProductPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  content_type: z.enum(PRODUCT_PHOTO_TYPES),
  bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  created_at: z.string(),
})
export type ProductPhoto = z.infer<typeof ProductPhotoSchema>

export const StaffProductRowSchema = z.object({
  id: z.string(),
  slug: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  /** English name */
  name: z.string(),
  brand: z.object({ id: z.string(), name: z.string() }),
  /** English names */
  category: z.object({ id: z.string(), name: z.string() }),
  subcategory: z.object({ id: z.string(), name: z.string() }),
  price_cents: z.number().int(),
  compare_at_cents: z.number().int().nullable(),
  stock: z.number().int(),
  featured: z.boolean(),
  /** The picture the shop shows: the first uploaded photo, else the drawn front */
  image: z.string(),
  photo_count: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
})
export type StaffProductRow = z.infer<typeof StaffProductRowSchema>

export const StaffProductListSchema = z.object({
  data: z.array(StaffProductRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
})
export type StaffProductList = z.infer<typeof StaffProductListSchema>

/** One product with every text in all four languages, as the edit form needs it. */
export const StaffProductSchema = StaffProductRowSchema.omit({ name: true, photo_count: true }).extend({
  name: TranslatedOut,
  description: TranslatedOut,
  usage: TranslatedOut,
  /** Precautions and warnings (all four languages, or all empty: none apply) */
  warnings: TranslatedOut,
  /** Uploaded photos in gallery order; when there are none the shop shows the drawn pictures */
  photos: z.array(ProductPhotoSchema),
  /** The drawn pictures (front, texture, ingredients): the fallback */
  drawn_images: z.array(z.string()),
  created_at: z.string(),
  /** Its sizes (decision 029), in position order: price, compare-at and stock above are the lowest-priced one's and the sum */
  variants: z.array(StaffVariantSchema),
})
export type StaffProduct = z.infer<typeof StaffProductSchema>

/**
 * A change to a product: any of the fields (at least one). `expected_stock` is the stock the form
 * showed: when orders took units meanwhile the change is refused (409) instead of overwriting them.
 */
export const StaffProductUpdateSchema = z
  .object({
    name: requiredTranslated('Name', CATALOG_NAME_MAX),
    description: requiredTranslated('Description', CATALOG_DESCRIPTION_MAX),
    usage: requiredTranslated('Usage', CATALOG_USAGE_MAX),
    /** Precautions and warnings: all four languages, or all four empty when none apply */
    warnings: optionalTranslated('Warnings', PRODUCT_WARNINGS_MAX),
    price_cents: cents('price_cents'),
    compare_at_cents: cents('compare_at_cents').nullable(),
    stock: z.number({ error: 'stock must be a number' }).int('stock must be a whole number').min(0, 'stock must not be negative').max(1_000_000, 'stock is too high'),
    expected_stock: z.number().int().min(0).optional(),
    featured: z.boolean({ error: 'featured must be true or false' }),
    /** A product of one size: its EUR and CZK prices, typed (kept by hand) or filled from USD (decision 037) */
    ...StaffListPriceFieldsSchema.shape,
  })
  .partial()
  .refine((u) => u.price_cents === undefined || u.compare_at_cents === undefined || u.compare_at_cents === null || u.compare_at_cents > u.price_cents, {
    message: STAFF_CATALOG_MESSAGES.compareAtNotAbove,
    path: ['compare_at_cents'],
  })
  .superRefine(checkListPrices)
  .superRefine((u, ctx) => {
    if (!u.warnings) return
    for (const lang of warningsPartial(u.warnings)) ctx.addIssue({ code: 'custom', path: ['warnings', lang], message: STAFF_CATALOG_MESSAGES.warningsPartial })
  })
export type StaffProductUpdate = z.infer<typeof StaffProductUpdateSchema>

/** A photo upload: the picture as base64 (a data: URL prefix is accepted too). */
export const ProductPhotoUploadSchema = z.object({
  content_type: z.enum(PRODUCT_PHOTO_TYPES, { error: () => STAFF_CATALOG_MESSAGES.photoNotImage }),
  data_base64: z.string().min(1, 'The picture is empty'),
})
export type ProductPhotoUpload = z.infer<typeof ProductPhotoUploadSchema>

/* ---- Categories ---- */

export const StaffCategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  /** null for a top-level category */
  parent_id: z.string().nullable(),
  position: z.number().int(),
  name: TranslatedOut,
  description: TranslatedOut,
  product_count: z.number().int(),
})
export type StaffCategory = z.infer<typeof StaffCategorySchema>
export const StaffCategoryListSchema = z.object({ data: z.array(StaffCategorySchema), total: z.number().int(), page: z.number().int() })

const position = z.number({ error: 'position must be a number' }).int('position must be a whole number').min(0, 'position must not be negative').max(10_000)

/** A new category; the slug defaults to one made from the English name. */
export const StaffCategoryCreateSchema = z.object({
  parent_id: z.string().max(40).nullable().default(null),
  slug: CatalogSlugSchema.optional(),
  position: position.optional(),
  name: requiredTranslated('Name', CATALOG_NAME_MAX),
  description: optionalTranslated('Description', CATALOG_DESCRIPTION_MAX).optional(),
})
export type StaffCategoryCreate = z.infer<typeof StaffCategoryCreateSchema>

/** Any of these (at least one). The parent stays: moving a subcategory would move its products. */
export const StaffCategoryUpdateSchema = z
  .object({
    slug: CatalogSlugSchema,
    position,
    name: requiredTranslated('Name', CATALOG_NAME_MAX),
    description: optionalTranslated('Description', CATALOG_DESCRIPTION_MAX),
  })
  .partial()
export type StaffCategoryUpdate = z.infer<typeof StaffCategoryUpdateSchema>

export const StaffCategoryIdParamsSchema = z.object({ id: z.string().regex(/^(cat|sub)_[a-z0-9]{16}$/, 'Category id is not valid') })

/* ---- Brands ---- */

/** A brand's name is a proper noun, written the same in every language; its description is translated. */
export const StaffBrandSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** ISO 3166-1 alpha-2 */
  country: z.string(),
  position: z.number().int(),
  description: TranslatedOut,
  product_count: z.number().int(),
  /** The responsible person of the brand's products in the EU (Regulation 1223/2009 Art. 19): name, postal address, email */
  responsible_name: z.string(),
  responsible_address: z.string(),
  responsible_email: z.string(),
})
export type StaffBrand = z.infer<typeof StaffBrandSchema>
export const StaffBrandListSchema = z.object({ data: z.array(StaffBrandSchema), total: z.number().int(), page: z.number().int() })

const brandFields = {
  slug: CatalogSlugSchema,
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name must not be empty').max(CATALOG_NAME_MAX, `Name must be at most ${CATALOG_NAME_MAX} characters`),
  country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'Country is a two-letter code such as SI or DE'),
  position,
  description: requiredTranslated('Description', CATALOG_DESCRIPTION_MAX),
  responsible_name: z.string().trim().max(RESPONSIBLE_NAME_MAX, STAFF_CATALOG_MESSAGES.responsibleNameLong),
  responsible_address: z.string().trim().max(RESPONSIBLE_ADDRESS_MAX, STAFF_CATALOG_MESSAGES.responsibleAddressLong),
  responsible_email: z.union([z.literal(''), z.string().trim().max(RESPONSIBLE_NAME_MAX).email(STAFF_CATALOG_MESSAGES.responsibleEmail)]),
}
/** A brand's responsible person is its name with a postal address: either both or neither. */
function checkResponsible(b: { responsible_name?: string; responsible_address?: string; responsible_email?: string }, ctx: z.RefinementCtx): void {
  const name = b.responsible_name ?? ''
  const address = b.responsible_address ?? ''
  if (name && !address) ctx.addIssue({ code: 'custom', path: ['responsible_address'], message: STAFF_CATALOG_MESSAGES.responsiblePartial })
  if (!name && (address || b.responsible_email)) ctx.addIssue({ code: 'custom', path: ['responsible_name'], message: STAFF_CATALOG_MESSAGES.responsiblePartial })
}
export const StaffBrandCreateSchema = z
  .object({
    ...brandFields,
    slug: brandFields.slug.optional(),
    position: position.optional(),
    responsible_name: brandFields.responsible_name.default(''),
    responsible_address: brandFields.responsible_address.default(''),
    responsible_email: brandFields.responsible_email.default(''),
  })
  .superRefine(checkResponsible)
export type StaffBrandCreate = z.infer<typeof StaffBrandCreateSchema>
/** A change names the responsible person's name and address together (both, or both emptied). */
export const StaffBrandUpdateSchema = z
  .object(brandFields)
  .partial()
  .superRefine((b, ctx) => {
    if (b.responsible_name !== undefined || b.responsible_address !== undefined || b.responsible_email !== undefined) {
      if (b.responsible_name === undefined || b.responsible_address === undefined) {
        ctx.addIssue({ code: 'custom', path: [b.responsible_name === undefined ? 'responsible_name' : 'responsible_address'], message: STAFF_CATALOG_MESSAGES.responsiblePartial })
      } else checkResponsible(b, ctx)
    }
  })
export type StaffBrandUpdate = z.infer<typeof StaffBrandUpdateSchema>
export const StaffBrandIdParamsSchema = z.object({ id: z.string().regex(/^brd_[a-z0-9]{16}$/, 'Brand id is not valid') })

/** A slug from a name: ASCII letters and digits joined by dashes (diacritics dropped). */
export function slugFromName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
}

/** Which languages of a text differ (for the audit log: texts are long, the languages say enough). */
export function changedLanguages(before: Translated, after: Translated): Language[] {
  return LANGUAGES.filter((l) => before[l] !== after[l])
}

/* ---- Product lifecycle (docs/decisions/033) ---- */

/** Staff moves a product to another state: publish, unpublish (to draft), archive, restore (archived to published). */
export const StaffProductStatusChangeSchema = z.object({
  status: z.enum(PRODUCT_STATUSES, { error: () => `Unknown status; use one of ${PRODUCT_STATUSES.join(', ')}` }),
})
export type StaffProductStatusChange = z.infer<typeof StaffProductStatusChangeSchema>

/** The staff editor's action for each move (the audit log's action is `product.<action>`). */
export function productStatusAction(from: ProductStatus, to: ProductStatus): 'publish' | 'unpublish' | 'archive' | 'restore' {
  if (to === 'archived') return 'archive'
  if (to === 'draft') return 'unpublish'
  return from === 'archived' ? 'restore' : 'publish'
}

export const PRODUCT_STATUS_MESSAGES = {
  unchanged: 'The product already has this status',
} as const
