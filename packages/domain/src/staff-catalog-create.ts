import { z } from 'zod'
import { StaffVariantCreateSchema } from './variants'
import { CERTIFICATIONS, HAIR_TYPES, SKIN_TYPES } from './catalog-vocab'
import { LANGUAGES, type Language } from './languages'
import { CATALOG_DESCRIPTION_MAX, CATALOG_NAME_MAX, CATALOG_USAGE_MAX, CatalogSlugSchema, LANGUAGE_NAMES } from './staff-catalog'

/* ---- Creating and duplicating products, stock adjustments (issue 17, docs/decisions/034) ---- */

export const PRODUCT_CREATE_MESSAGES = {
  skuRepeated: 'Two sizes of this product have the same SKU',
  gtinRepeated: 'Two sizes of this product have the same GTIN',
  subcategoryNotOfCategory: 'The subcategory must belong to the chosen category',
  allergenNotInInci: 'Every allergen must be one of the INCI ingredients',
  stockBelowZero: 'The stock cannot go below zero',
  noteRequired: 'Say what happened in a note when the reason is "other"',
  deltaZero: 'The quantity must not be zero',
  labelEnglish: 'Give the scent or shade in English too: the other languages show it until they are translated',
} as const

/** A text in four languages: English required, the others may be left empty (the shop then shows the English text there). */
function englishFirst(field: string, max: number) {
  const other = (lang: Language) =>
    z.string().trim().max(max, `${field} (${LANGUAGE_NAMES[lang]}) must be at most ${max} characters`).default('')
  return z.object({
    en: z
      .string({ error: `${field} (English) is required` })
      .trim()
      .min(1, `${field} (English) must not be empty`)
      .max(max, `${field} (English) must be at most ${max} characters`),
    cz: other('cz'),
    sl: other('sl'),
    ge: other('ge'),
  })
}

const codeList = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z
    .array(z.enum(values, { error: () => `${name}: use ${values.join(', ')}` }))
    .max(values.length)
    .default([])
    .transform((list) => [...new Set(list)])

const ingredient = z.string().trim().min(1, 'An ingredient must not be empty').max(120, 'An ingredient is at most 120 characters')

/** POST /api/staff/products: a new product, always a draft, with at least one size. */
export const StaffProductCreateSchema = z
  .object({
    slug: CatalogSlugSchema.optional(),
    brand_id: z.string({ error: 'Brand is required' }).min(1, 'Brand is required').max(40),
    category_id: z.string({ error: 'Category is required' }).min(1, 'Category is required').max(40),
    subcategory_id: z.string({ error: 'Subcategory is required' }).min(1, 'Subcategory is required').max(40),
    name: englishFirst('Name', CATALOG_NAME_MAX),
    description: englishFirst('Description', CATALOG_DESCRIPTION_MAX),
    usage: englishFirst('Usage', CATALOG_USAGE_MAX),
    /** INCI names in label order */
    inci: z.array(ingredient, { error: 'INCI must be a list of ingredients' }).min(1, 'INCI needs at least one ingredient').max(80, 'INCI has at most 80 ingredients'),
    allergens: z.array(ingredient).max(40).default([]),
    /** Period after opening, in months */
    pao_months: z.number({ error: 'PAO must be a number of months' }).int('PAO must be whole months').min(1, 'PAO must be at least 1 month').max(120, 'PAO must be at most 120 months'),
    certifications: codeList(CERTIFICATIONS, 'certifications'),
    skin_types: codeList(SKIN_TYPES, 'skin_types'),
    hair_types: codeList(HAIR_TYPES, 'hair_types'),
    featured: z.boolean().default(false),
    variants: z
      .array(StaffVariantCreateSchema, { error: 'At least one size is required' })
      .min(1, 'At least one size is required')
      .max(12, 'A product has at most 12 sizes'),
  })
  .superRefine((p, ctx) => {
    const inci = new Set(p.inci.map((i) => i.toLowerCase()))
    p.allergens.forEach((a, i) => {
      if (!inci.has(a.toLowerCase())) ctx.addIssue({ code: 'custom', path: ['allergens', i], message: PRODUCT_CREATE_MESSAGES.allergenNotInInci })
    })
    const skus = new Set<string>()
    const gtins = new Set<string>()
    p.variants.forEach((v, i) => {
      if (skus.has(v.sku.toUpperCase())) ctx.addIssue({ code: 'custom', path: ['variants', i, 'sku'], message: PRODUCT_CREATE_MESSAGES.skuRepeated })
      skus.add(v.sku.toUpperCase())
      if (v.gtin && gtins.has(v.gtin)) ctx.addIssue({ code: 'custom', path: ['variants', i, 'gtin'], message: PRODUCT_CREATE_MESSAGES.gtinRepeated })
      if (v.gtin) gtins.add(v.gtin)
      // A label is optional; given, English is required and the other languages may wait (as the texts).
      if (v.label && !v.label.en && LANGUAGES.some((l) => v.label![l])) {
        ctx.addIssue({ code: 'custom', path: ['variants', i, 'label', 'en'], message: PRODUCT_CREATE_MESSAGES.labelEnglish })
      }
      if (v.photo_id) ctx.addIssue({ code: 'custom', path: ['variants', i, 'photo_id'], message: 'A new product has no photos yet: pick a size photo after uploading' })
    })
  })
export type StaffProductCreate = z.input<typeof StaffProductCreateSchema>
export type StaffProductCreateParsed = z.infer<typeof StaffProductCreateSchema>

/** Why stock was adjusted by hand (sales and cancels move stock on their own and are not listed here). */
export const STOCK_ADJUSTMENT_REASONS = ['received', 'damaged', 'correction', 'returned', 'other'] as const
export type StockAdjustmentReason = (typeof STOCK_ADJUSTMENT_REASONS)[number]

/** POST /api/staff/products/{id}/variants/{variantId}/stock: "received 50" is +50, "damaged 2" is -2. */
export const StaffStockAdjustmentSchema = z
  .object({
    delta: z
      .number({ error: 'The quantity must be a number' })
      .int('The quantity must be a whole number')
      .min(-1_000_000, 'The quantity is too low')
      .max(1_000_000, 'The quantity is too high')
      .refine((n) => n !== 0, PRODUCT_CREATE_MESSAGES.deltaZero),
    reason: z.enum(STOCK_ADJUSTMENT_REASONS, { error: () => `Reason: use one of ${STOCK_ADJUSTMENT_REASONS.join(', ')}` }),
    note: z.string().trim().max(500, 'The note is at most 500 characters').default(''),
  })
  .refine((a) => a.reason !== 'other' || a.note.length > 0, { message: PRODUCT_CREATE_MESSAGES.noteRequired, path: ['note'] })
export type StaffStockAdjustment = z.input<typeof StaffStockAdjustmentSchema>

export const StockMovementSchema = z.object({
  id: z.string(),
  variant_id: z.string(),
  sku: z.string(),
  delta: z.number().int(),
  reason: z.enum(STOCK_ADJUSTMENT_REASONS),
  note: z.string(),
  /** The variant's stock right after this movement */
  stock_after: z.number().int(),
  staff: z.object({ id: z.string(), name: z.string() }),
  created_at: z.string(),
})
export type StockMovement = z.infer<typeof StockMovementSchema>
export const StockMovementListSchema = z.object({ data: z.array(StockMovementSchema) })
export type StockMovementList = z.infer<typeof StockMovementListSchema>
/** The history shows a product's last movements, newest first. */
export const STOCK_HISTORY_LIMIT = 200
