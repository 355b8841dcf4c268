import { z } from 'zod'
import { CARRIERS } from './carriers'
import { COUNTRY_NAMES, type CountryCode } from './countries'
import { TranslatedSchema } from './language-schemas'
import { LANGUAGES, type Language } from './languages'
import type { Currency } from './locale-format'

/**
 * Shipping zones and their methods (decision 031). A zone is a set of countries, each country in at
 * most one zone; a method belongs to one zone and has its own price, free-shipping threshold,
 * carrier and delivery days. Its code is one of SHIPPING_METHODS (the order keeps the code, and
 * pages name it through that list); within a zone a code appears once.
 */
export const SHIPPING_MESSAGES = {
  countryUnserved: 'We do not ship to this country yet',
  methodUnavailable: 'This delivery method is not offered for this country',
  countryTaken: 'A country can be in one shipping zone only',
  codeTaken: 'This zone already has a method of this kind',
  zoneNotFound: 'Shipping zone',
  methodNotFound: 'Shipping method',
  countriesRequired: 'Please choose at least one country',
  countriesRepeated: 'Each country once, please',
  zoneNameRequired: 'Please name the zone',
  methodNameRequired: 'Please name the method in every language',
  daysRequired: 'Please give the delivery days, e.g. 2–3',
  freeFromMin: 'Free shipping starts above zero',
} as const

/**
 * The kinds of delivery a shipping zone may offer (decision 031). Prices, thresholds, carriers and
 * days are per zone (modules/shipping); an order keeps the code, and pages name it by the code.
 * 'standard' and 'express' are in every zone the shop starts with, so older clients keep working.
 */
export const SHIPPING_METHODS = ['standard', 'express', 'economy', 'pickup_point', 'same_day'] as const
export type ShippingMethod = (typeof SHIPPING_METHODS)[number]

const codes = Object.keys(COUNTRY_NAMES) as [CountryCode, ...CountryCode[]]
const ZoneCountriesSchema = z
  .array(z.enum(codes, { error: () => 'Please choose countries from the list' }))
  .min(1, SHIPPING_MESSAGES.countriesRequired)
  .max(codes.length)
  .refine((list) => new Set(list).size === list.length, SHIPPING_MESSAGES.countriesRepeated)

const money = z.number().int().min(0).max(1_000_000)
/** Crowns are worth about a twentieth of a dollar: their figures run larger */
const czkMoney = z.number().int().min(0).max(25_000_000)
const methodName = z.object(
  Object.fromEntries(LANGUAGES.map((lang) => [lang, z.string().trim().min(1, SHIPPING_MESSAGES.methodNameRequired).max(60)])) as Record<Language, z.ZodString>,
)

export const ShippingMethodInfoSchema = z.object({
  id: z.string(),
  zone_id: z.string(),
  code: z.enum(SHIPPING_METHODS),
  name: TranslatedSchema,
  price_cents: z.number().int(),
  /** Free from this many cents of goods after discounts; null: never free */
  free_from_cents: z.number().int().nullable(),
  /** The same in the EUR and CZK price lists (migration 0033, decision 038): the checkout uses the destination currency's */
  price_eur_cents: z.number().int(),
  free_from_eur_cents: z.number().int().nullable(),
  price_czk_cents: z.number().int(),
  free_from_czk_cents: z.number().int().nullable(),
  carrier: z.enum(CARRIERS),
  /** As shoppers read it: "2–3" (business days) */
  delivery_days: z.string(),
  position: z.number().int(),
  active: z.boolean(),
})
export type ShippingMethodInfo = z.infer<typeof ShippingMethodInfoSchema>

export const ShippingZoneSchema = z.object({
  id: z.string(),
  name: z.string(),
  countries: z.array(z.string()),
  position: z.number().int(),
  methods: z.array(ShippingMethodInfoSchema),
})
export type ShippingZone = z.infer<typeof ShippingZoneSchema>
export const ShippingZoneListSchema = z.object({ data: z.array(ShippingZoneSchema) })

export const ShippingZoneInputSchema = z.object({
  name: z.string().trim().min(1, SHIPPING_MESSAGES.zoneNameRequired).max(80),
  countries: ZoneCountriesSchema,
  position: z.number().int().min(0).max(1000).default(0),
})
export type ShippingZoneInput = z.infer<typeof ShippingZoneInputSchema>
export const ShippingZonePatchSchema = z.object({
  name: ShippingZoneInputSchema.shape.name.optional(),
  countries: ZoneCountriesSchema.optional(),
  position: z.number().int().min(0).max(1000).optional(),
})
export type ShippingZonePatch = z.infer<typeof ShippingZonePatchSchema>

const methodFields = {
  name: methodName,
  price_cents: money,
  free_from_cents: money.min(1, SHIPPING_MESSAGES.freeFromMin).nullable(),
  price_eur_cents: money,
  free_from_eur_cents: money.min(1, SHIPPING_MESSAGES.freeFromMin).nullable(),
  price_czk_cents: czkMoney,
  free_from_czk_cents: czkMoney.min(1, SHIPPING_MESSAGES.freeFromMin).nullable(),
  carrier: z.enum(CARRIERS),
  delivery_days: z.string().trim().min(1, SHIPPING_MESSAGES.daysRequired).max(20),
  position: z.number().int().min(0).max(1000),
  active: z.boolean(),
}
export const ShippingMethodInputSchema = z.object({
  code: z.enum(SHIPPING_METHODS),
  ...methodFields,
  free_from_cents: methodFields.free_from_cents.default(null),
  /** Left out: filled from the USD figures at the price list's rate and rounding */
  price_eur_cents: methodFields.price_eur_cents.optional(),
  free_from_eur_cents: methodFields.free_from_eur_cents.optional(),
  price_czk_cents: methodFields.price_czk_cents.optional(),
  free_from_czk_cents: methodFields.free_from_czk_cents.optional(),
  position: methodFields.position.default(0),
  active: methodFields.active.default(true),
})
export type ShippingMethodInput = z.infer<typeof ShippingMethodInputSchema>
/** The code stays: orders name the method by it. */
export const ShippingMethodPatchSchema = z.object(methodFields).partial()
export type ShippingMethodPatch = z.infer<typeof ShippingMethodPatchSchema>

export const ShippingIdParamsSchema = z.object({ id: z.string().max(40) })

/** One method as the checkout offers it: its texts in the quote's language, its price for this cart. */
export const ShippingOptionSchema = z.object({
  code: z.enum(SHIPPING_METHODS),
  name: z.string(),
  carrier: z.enum(CARRIERS),
  delivery_days: z.string(),
  price_cents: z.number().int(),
  free_from_cents: z.number().int().nullable(),
  /** What this cart's shipping costs with it (0 from the free threshold on; 0 for an empty cart) */
  cents: z.number().int(),
})
export type ShippingOption = z.infer<typeof ShippingOptionSchema>

/** Shipping for goods worth `goodsCents` after discounts, by a method's price and threshold. */
export function methodCost(method: { price_cents: number; free_from_cents: number | null }, goodsCents: number): number {
  if (method.free_from_cents !== null && goodsCents >= method.free_from_cents) return 0
  return method.price_cents
}

/** A method's price and free-shipping line in one currency's list (decision 038). */
export function methodIn(
  method: Pick<ShippingMethodInfo, 'price_cents' | 'free_from_cents' | 'price_eur_cents' | 'free_from_eur_cents' | 'price_czk_cents' | 'free_from_czk_cents'>,
  currency: Currency,
): { price_cents: number; free_from_cents: number | null } {
  switch (currency) {
    case 'USD':
      return { price_cents: method.price_cents, free_from_cents: method.free_from_cents }
    case 'EUR':
      return { price_cents: method.price_eur_cents, free_from_cents: method.free_from_eur_cents }
    case 'CZK':
      return { price_cents: method.price_czk_cents, free_from_cents: method.free_from_czk_cents }
  }
}
