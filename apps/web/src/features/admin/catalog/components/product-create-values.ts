import {
  CERTIFICATIONS,
  HAIR_TYPES,
  LANGUAGES,
  SKIN_TYPES,
  type Certification,
  type HairType,
  type SkinType,
  type StaffProductCreate,
  type StaffVariantCreate,
  type Translated,
} from '@shop/domain'
import { TEXT_FIELDS, TEXT_MAX } from './product-values'
import { toVariantInput, type VariantValues } from './variants-editor'

/**
 * The "New product" form works on strings: INCI and allergens as typed (a comma or a new line
 * between ingredients), PAO as typed, each size as the sizes section holds it. This turns them into
 * the POST body, or the problems by the server's field names (admin2 keys), with the server's
 * rules: English texts required, the other languages optional (the shop shows English there); the
 * same for a size's scent or shade label, which may also be left out altogether.
 */
export interface ProductCreateValues {
  brand_id: string
  category_id: string
  subcategory_id: string
  slug: string
  name: Translated
  description: Translated
  usage: Translated
  inci: string
  allergens: string
  pao_months: string
  certifications: Certification[]
  skin_types: SkinType[]
  hair_types: HairType[]
  variants: VariantValues[]
}

const EMPTY: Translated = { en: '', cz: '', sl: '', ge: '' }

export function blankProduct(firstSize: VariantValues): ProductCreateValues {
  return { brand_id: '', category_id: '', subcategory_id: '', slug: '', name: EMPTY, description: EMPTY, usage: EMPTY, inci: '', allergens: '', pao_months: '12', certifications: [], skin_types: [], hair_types: [], variants: [firstSize] }
}

export const splitList = (text: string) =>
  text
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean)

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function toProductCreate(v: ProductCreateValues): { input: StaffProductCreate; errors?: undefined } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {}
  if (!v.brand_id) errors.brand_id = 'create.error.choose'
  if (!v.category_id) errors.category_id = 'create.error.choose'
  if (!v.subcategory_id) errors.subcategory_id = 'create.error.choose'
  const slug = v.slug.trim()
  if (slug && !SLUG.test(slug)) errors.slug = 'create.error.slug'
  const texts = {} as Record<(typeof TEXT_FIELDS)[number], Translated>
  for (const field of TEXT_FIELDS) {
    const t = { en: v[field].en.trim(), cz: v[field].cz.trim(), sl: v[field].sl.trim(), ge: v[field].ge.trim() }
    texts[field] = t
    if (!t.en) errors[`${field}.en`] = 'form.error.textRequired'
    for (const lang of LANGUAGES) if (t[lang].length > TEXT_MAX[field]) errors[`${field}.${lang}`] = 'form.error.textLong'
  }
  const inci = splitList(v.inci)
  if (!inci.length) errors.inci = 'create.error.inci'
  const allergens = splitList(v.allergens)
  const known = new Set(inci.map((i) => i.toLowerCase()))
  if (allergens.some((a) => !known.has(a.toLowerCase()))) errors.allergens = 'create.error.allergen'
  const pao = /^\d+$/.test(v.pao_months.trim()) ? Number(v.pao_months.trim()) : Number.NaN
  if (!(pao >= 1 && pao <= 120)) errors.pao_months = 'create.error.pao'
  const variants: StaffVariantCreate[] = []
  const skus = new Set<string>()
  v.variants.forEach((size, i) => {
    // The sizes editor wants a label in all four languages; a new product's may wait for translations.
    const label = { en: size.label.en.trim(), cz: size.label.cz.trim(), sl: size.label.sl.trim(), ge: size.label.ge.trim() }
    const anyLabel = LANGUAGES.some((l) => label[l])
    if (anyLabel && !label.en) errors[`variants.${i}.label.en`] = 'create.error.labelEnglish'
    const result = toVariantInput({ ...size, label: EMPTY })
    if (result.errors) {
      for (const [path, key] of Object.entries(result.errors)) errors[`variants.${i}.${path}`] = key
      return
    }
    if (skus.has(result.input.sku.toUpperCase())) errors[`variants.${i}.sku`] = 'create.error.skuRepeated'
    skus.add(result.input.sku.toUpperCase())
    variants.push({ ...result.input, label: anyLabel ? label : null })
  })
  if (!v.variants.length) errors.variants = 'create.error.noSizes'
  if (Object.keys(errors).length) return { errors }
  return {
    input: {
      brand_id: v.brand_id,
      category_id: v.category_id,
      subcategory_id: v.subcategory_id,
      ...(slug ? { slug } : {}),
      ...texts,
      inci,
      allergens,
      pao_months: pao,
      certifications: CERTIFICATIONS.filter((c) => v.certifications.includes(c)),
      skin_types: SKIN_TYPES.filter((c) => v.skin_types.includes(c)),
      hair_types: HAIR_TYPES.filter((c) => v.hair_types.includes(c)),
      variants: variants.map(({ photo_id: _photo, ...rest }) => rest),
    },
  }
}
