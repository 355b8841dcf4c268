import {
  CATALOG_DESCRIPTION_MAX,
  CATALOG_NAME_MAX,
  LANGUAGES,
  RESPONSIBLE_ADDRESS_MAX,
  RESPONSIBLE_NAME_MAX,
  type StaffBrand,
  type StaffBrandCreate,
  type StaffCategory,
  type StaffCategoryCreate,
  type Translated,
} from '@shop/domain'

/**
 * Category and brand forms work on strings; these turn them into the API's bodies with the
 * server's rules (slug shape, whole positions, texts in every language). Error values are admin2
 * message keys, keyed by the server's field paths ('name.cz', 'slug').
 */

export type FieldErrors = Partial<Record<string, string>>

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const EMPTY: Translated = { en: '', cz: '', sl: '', ge: '' }
const trimmed = (t: Translated): Translated => ({ en: t.en.trim(), cz: t.cz.trim(), sl: t.sl.trim(), ge: t.ge.trim() })

function checkTexts(errors: FieldErrors, field: string, texts: Translated, max: number, required: boolean) {
  for (const lang of LANGUAGES) {
    if (required && !texts[lang]) errors[`${field}.${lang}`] = 'form.error.textRequired'
    else if (texts[lang].length > max) errors[`${field}.${lang}`] = 'form.error.textLong'
  }
}

/** Slug and position may stay empty for a new entry (the server makes a slug and puts it last). */
function checkSlugAndPosition(errors: FieldErrors, slug: string, position: string, editing: boolean): { slug?: string; position?: number } {
  const out: { slug?: string; position?: number } = {}
  if (slug) {
    if (!SLUG.test(slug) || slug.length > 80) errors.slug = 'form.error.slug'
    else out.slug = slug
  } else if (editing) errors.slug = 'form.error.slug'
  if (position) {
    if (!/^\d+$/.test(position) || Number(position) > 10_000) errors.position = 'form.error.position'
    else out.position = Number(position)
  } else if (editing) errors.position = 'form.error.position'
  return out
}

export interface CategoryFormValues {
  parent_id: string | null
  slug: string
  position: string
  name: Translated
  description: Translated
}

export function toCategoryValues(category: StaffCategory | undefined, parentId: string | null): CategoryFormValues {
  if (!category) return { parent_id: parentId, slug: '', position: '', name: { ...EMPTY }, description: { ...EMPTY } }
  return { parent_id: category.parent_id, slug: category.slug, position: String(category.position), name: { ...category.name }, description: { ...category.description } }
}

export function toCategoryInput(values: CategoryFormValues, editing: boolean): { input: StaffCategoryCreate; errors?: undefined } | { errors: FieldErrors } {
  const errors: FieldErrors = {}
  const name = trimmed(values.name)
  const description = trimmed(values.description)
  checkTexts(errors, 'name', name, CATALOG_NAME_MAX, true)
  // A top-level category introduces its category page; a subcategory's description is optional.
  checkTexts(errors, 'description', description, CATALOG_DESCRIPTION_MAX, values.parent_id === null)
  const extra = checkSlugAndPosition(errors, values.slug.trim(), values.position.trim(), editing)
  if (Object.keys(errors).length) return { errors }
  return { input: { parent_id: values.parent_id, name, description, ...extra } }
}

export interface BrandFormValues {
  name: string
  slug: string
  country: string
  position: string
  description: Translated
  /** The responsible person in the EU (decision 045): shown on every product page of the brand */
  responsible_name: string
  responsible_address: string
  responsible_email: string
}

export function toBrandValues(brand?: StaffBrand): BrandFormValues {
  const none = { responsible_name: '', responsible_address: '', responsible_email: '' }
  if (!brand) return { name: '', slug: '', country: '', position: '', description: { ...EMPTY }, ...none }
  return {
    name: brand.name,
    slug: brand.slug,
    country: brand.country,
    position: String(brand.position),
    description: { ...brand.description },
    responsible_name: brand.responsible_name,
    responsible_address: brand.responsible_address,
    responsible_email: brand.responsible_email,
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function toBrandInput(values: BrandFormValues, editing: boolean): { input: StaffBrandCreate; errors?: undefined } | { errors: FieldErrors } {
  const errors: FieldErrors = {}
  const name = values.name.trim()
  if (!name) errors.name = 'form.error.nameRequired'
  else if (name.length > CATALOG_NAME_MAX) errors.name = 'form.error.textLong'
  const country = values.country.trim().toUpperCase()
  if (!/^[A-Z]{2}$/.test(country)) errors.country = 'form.error.country'
  const description = trimmed(values.description)
  checkTexts(errors, 'description', description, CATALOG_DESCRIPTION_MAX, true)
  // The shop must name who answers for a cosmetic in the EU: every brand has a responsible person.
  const responsible_name = values.responsible_name.trim()
  const responsible_address = values.responsible_address.trim()
  const responsible_email = values.responsible_email.trim()
  if (!responsible_name) errors.responsible_name = 'form.error.textRequired'
  else if (responsible_name.length > RESPONSIBLE_NAME_MAX) errors.responsible_name = 'form.error.textLong'
  if (!responsible_address) errors.responsible_address = 'form.error.textRequired'
  else if (responsible_address.length > RESPONSIBLE_ADDRESS_MAX) errors.responsible_address = 'form.error.textLong'
  if (responsible_email && !EMAIL.test(responsible_email)) errors.responsible_email = 'form.error.email'
  const extra = checkSlugAndPosition(errors, values.slug.trim(), values.position.trim(), editing)
  if (Object.keys(errors).length) return { errors }
  return { input: { name, country, description, responsible_name, responsible_address, responsible_email, ...extra } }
}

/** The longest text a field takes (for the "at most {{max}}" message). */
export function maxFor(path: string): number {
  if (path === 'responsible_address') return RESPONSIBLE_ADDRESS_MAX
  return path.startsWith('description') ? CATALOG_DESCRIPTION_MAX : CATALOG_NAME_MAX
}
