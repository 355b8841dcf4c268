import { z } from 'zod'
import { COUNTRY_NAMES, type CountryCode } from './countries'

/**
 * The seller's details (decision 039): the owner keeps them in the shop settings and every invoice
 * and credit note copies them when it is issued (VAT Directive Art. 226: the supplier's name,
 * address and VAT number). A later change never alters a document already issued.
 */
export const SETTINGS_MESSAGES = {
  nameRequired: 'Please enter the company name',
  streetRequired: 'Please enter the street and number',
  cityRequired: 'Please enter the city',
  postalCodeRequired: 'Please enter the postal code',
  countryInvalid: 'Please choose a country',
  vatNumberInvalid: 'A VAT number is the country code and 2 to 13 letters or digits, e.g. CZ12345678',
  registrationRequired: 'Please enter the company registration number',
  ibanInvalid: 'This IBAN is not valid (check the letters and digits)',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a phone number of digits, spaces and an optional leading +',
} as const

/** ISO 13616 check: move the first four characters to the end, letters to 10..35, remainder mod 97 is 1. */
export function isValidIban(text: string): boolean {
  const iban = text.replace(/\s+/g, '').toUpperCase()
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false
  const moved = iban.slice(4) + iban.slice(0, 4)
  let rest = 0
  for (const ch of moved) {
    const value = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97
  }
  return rest === 1
}

/** "CZ65 0800 0000 1920 0014 5399": an IBAN in groups of four, as printed on invoices. */
export function formatIban(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase().replace(/(.{4})(?=.)/g, '$1 ')
}

const text = (max: number, required: string) => z.string().trim().min(1, required).max(max)

export const SellerSettingsSchema = z.object({
  name: text(200, SETTINGS_MESSAGES.nameRequired),
  street: text(200, SETTINGS_MESSAGES.streetRequired),
  city: text(100, SETTINGS_MESSAGES.cityRequired),
  postal_code: text(20, SETTINGS_MESSAGES.postalCodeRequired),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((c): c is CountryCode => Object.hasOwn(COUNTRY_NAMES, c), SETTINGS_MESSAGES.countryInvalid),
  vat_number: z
    .string()
    .trim()
    .toUpperCase()
    .transform((v) => v.replace(/[\s.-]+/g, ''))
    .pipe(z.string().regex(/^[A-Z]{2}[A-Z0-9]{2,13}$/, SETTINGS_MESSAGES.vatNumberInvalid)),
  registration_number: text(40, SETTINGS_MESSAGES.registrationRequired),
  iban: z
    .string()
    .trim()
    .refine(isValidIban, SETTINGS_MESSAGES.ibanInvalid)
    .transform((v) => v.replace(/\s+/g, '').toUpperCase()),
  email: z.email(SETTINGS_MESSAGES.emailInvalid).max(254),
  phone: z.string().trim().max(40).regex(/^\+?[0-9 ()/-]{6,}$/, SETTINGS_MESSAGES.phoneInvalid),
})
export type SellerSettingsInput = z.input<typeof SellerSettingsSchema>
export type SellerSettings = z.infer<typeof SellerSettingsSchema>

export const SellerSettingsAnswerSchema = z.object({
  name: z.string(),
  street: z.string(),
  city: z.string(),
  postal_code: z.string(),
  country: z.string(),
  vat_number: z.string(),
  registration_number: z.string(),
  iban: z.string(),
  email: z.string(),
  phone: z.string(),
  updated_at: z.string(),
})
export type SellerSettingsAnswer = z.infer<typeof SellerSettingsAnswerSchema>

/**
 * GET /api/seller: who the seller is, for everyone (decision 042): the legal pages, the imprint
 * and the model withdrawal form name the seller from these settings, never from a second copy.
 * The IBAN stays with the documents that need it.
 */
export const PublicSellerSchema = SellerSettingsAnswerSchema.pick({
  name: true,
  street: true,
  city: true,
  postal_code: true,
  country: true,
  vat_number: true,
  registration_number: true,
  email: true,
  phone: true,
})
export type PublicSeller = z.infer<typeof PublicSellerSchema>
