import { CERTIFICATIONS, HAIR_TYPES, LANGUAGES, SKIN_TYPES, type Translated } from '@shop/domain'
import { BANNERS } from './data/banners'
import { BRANDS } from './data/brands'
import { CATEGORIES } from './data/categories'
import { AYURVEDA_PRODUCTS } from './data/products-ayurveda'
import { BODY_PRODUCTS } from './data/products-body'
import { COMBO_PRODUCTS } from './data/products-combo'
import { HAIR_PRODUCTS } from './data/products-hair'
import { SKIN_PRODUCTS } from './data/products-skin'
import type { SeedBanner, SeedBrand, SeedCategory, SeedProduct } from './types'
import { withSizes } from './variants'

/** A whole catalog as the seed writes it: the demo one, or a generated benchmark one. */
export interface SeedCatalog {
  categories: SeedCategory[]
  brands: SeedBrand[]
  products: SeedProduct[]
  banners: SeedBanner[]
}

/** The catalog breaks a rule the seed relies on; `problems` lists every broken rule found. */
export class InvalidCatalog extends Error {
  constructor(readonly problems: string[]) {
    const shown = problems.slice(0, 25).map((p) => `  - ${p}`).join('\n')
    const more = problems.length > 25 ? `\n  … and ${problems.length - 25} more` : ''
    super(`The seed catalog is not valid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${shown}${more}`)
    this.name = 'InvalidCatalog'
  }
}

let demo: SeedCatalog | undefined

/** The demo catalog from data/*.ts, checked once per process. */
export function demoCatalog(): SeedCatalog {
  if (!demo) {
    const catalog: SeedCatalog = {
      categories: CATEGORIES,
      brands: BRANDS,
      products: [...SKIN_PRODUCTS, ...HAIR_PRODUCTS, ...BODY_PRODUCTS, ...AYURVEDA_PRODUCTS, ...COMBO_PRODUCTS].map(withSizes),
      banners: BANNERS,
    }
    validateCatalog(catalog)
    demo = catalog
  }
  return demo
}

const SLUG = /^[a-z0-9][a-z0-9_-]{0,79}$/
const COLOR = /^#[0-9a-fA-F]{6}$/
const SHAPES = new Set(['bottle', 'pump', 'dropper', 'spray', 'jar', 'tube', 'bar', 'tin', 'pouch', 'box'])
const MOTIFS = new Set(['leaves', 'drops', 'petals', 'waves', 'lotus'])
const SIZE_UNITS = new Set(['ml', 'g', 'pcs'])

/** Throws InvalidCatalog listing every problem; returns quietly when the catalog can be seeded. */
export function validateCatalog(catalog: SeedCatalog): void {
  const problems: string[] = []
  const fail = (where: string, what: string) => problems.push(`${where}: ${what}`)
  const translated = (where: string, field: string, t: Translated | undefined) => {
    for (const lang of LANGUAGES) {
      if (typeof t?.[lang] !== 'string' || !t[lang].trim()) fail(where, `${field}.${lang} is empty`)
    }
  }
  const unique = <T>(what: string, items: T[], key: (t: T) => string) => {
    const seen = new Set<string>()
    for (const item of items) {
      const k = key(item)
      if (seen.has(k)) fail(what, `key '${k}' is used twice`)
      seen.add(k)
    }
  }
  const slug = (where: string, key: string) => {
    if (!SLUG.test(key)) fail(where, `key '${key}' is not a slug (a-z, 0-9, - and _, at most 80)`)
  }

  const subcategories = new Map<string, Set<string>>()
  unique('category', catalog.categories, (c) => c.key)
  for (const c of catalog.categories) {
    const where = `category ${c.key}`
    slug(where, c.key)
    translated(where, 'name', c.name)
    translated(where, 'description', c.description)
    if (!c.subcategories.length) fail(where, 'has no subcategories')
    unique(`${where} subcategory`, c.subcategories, (s) => s.key)
    for (const s of c.subcategories) {
      slug(`${where}/${s.key}`, s.key)
      translated(`subcategory ${c.key}/${s.key}`, 'name', s.name)
    }
    subcategories.set(c.key, new Set(c.subcategories.map((s) => s.key)))
  }

  unique('brand', catalog.brands, (b) => b.key)
  for (const b of catalog.brands) {
    slug(`brand ${b.key}`, b.key)
    if (!b.name.trim()) fail(`brand ${b.key}`, 'name is empty')
    if (!/^[A-Z]{2}$/.test(b.country)) fail(`brand ${b.key}`, `country '${b.country}' is not ISO 3166-1 alpha-2`)
    translated(`brand ${b.key}`, 'description', b.description)
  }
  const brands = new Set(catalog.brands.map((b) => b.key))

  unique('product', catalog.products, (p) => p.key)
  const singles = new Set(catalog.products.filter((p) => !p.combo_items?.length).map((p) => p.key))
  for (const p of catalog.products) checkProduct(p, { fail, translated, slug, brands, subcategories, singles })

  unique('banner', catalog.banners, (b) => b.key)
  for (const b of catalog.banners) {
    const where = `banner ${b.key}`
    slug(where, b.key)
    translated(where, 'title', b.title)
    translated(where, 'subtitle', b.subtitle)
    translated(where, 'cta', b.cta)
    if ('category' in b.target && !subcategories.get(b.target.category)?.has(b.target.subcategory)) {
      fail(where, `targets unknown subcategory ${b.target.category}/${b.target.subcategory}`)
    }
    if ('search' in b.target && !b.target.search.trim()) fail(where, 'targets an empty search')
    if ('path' in b.target && !b.target.path.startsWith('/')) fail(where, `path '${b.target.path}' must start with /`)
    if (!MOTIFS.has(b.image.motif)) fail(where, `unknown motif '${b.image.motif}'`)
    checkImage(where, b.image, fail)
  }

  if (problems.length) throw new InvalidCatalog(problems)
}

interface ProductChecks {
  fail(where: string, what: string): void
  translated(where: string, field: string, t: Translated | undefined): void
  slug(where: string, key: string): void
  brands: Set<string>
  subcategories: Map<string, Set<string>>
  singles: Set<string>
}

function checkProduct(p: SeedProduct, c: ProductChecks): void {
  const where = `product ${p.key}`
  const { fail } = c
  c.slug(where, p.key)
  c.translated(where, 'name', p.name)
  c.translated(where, 'description', p.description)
  c.translated(where, 'usage', p.usage)
  if (!c.brands.has(p.brand)) fail(where, `unknown brand '${p.brand}'`)
  const subs = c.subcategories.get(p.category)
  if (!subs) fail(where, `unknown category '${p.category}'`)
  else if (!subs.has(p.subcategory)) fail(where, `subcategory '${p.subcategory}' is not in category '${p.category}'`)
  if (!p.inci.length || p.inci.some((i) => !i.trim())) fail(where, 'INCI list is empty or has an empty entry')
  const inci = new Set(p.inci.map((i) => i.trim().toLowerCase()))
  for (const a of p.allergens) if (!inci.has(a.trim().toLowerCase())) fail(where, `allergen '${a}' is not in its INCI list`)
  const codes = (field: string, values: string[], allowed: readonly string[]) => {
    if (new Set(values).size !== values.length) fail(where, `${field} lists a value twice`)
    for (const v of values) if (!allowed.includes(v)) fail(where, `unknown ${field} '${v}'`)
  }
  codes('skin type', p.skin_types, SKIN_TYPES)
  codes('hair type', p.hair_types, HAIR_TYPES)
  codes('certification', p.certifications, CERTIFICATIONS)
  const whole = (field: string, v: number | undefined, min: number) => {
    if (v === undefined || !Number.isInteger(v) || v < min) fail(where, `${field} must be a whole number ≥ ${min} (is ${v})`)
  }
  whole('price_cents', p.price_cents, 0)
  if (p.compare_at_cents !== undefined) {
    whole('compare_at_cents', p.compare_at_cents, 0)
    if (p.compare_at_cents <= p.price_cents) fail(where, 'compare_at_cents must exceed price_cents')
  }
  whole('stock', p.stock, 0)
  whole('sold', p.sold, 0)
  whole('pao_months', p.pao_months, 0)
  whole('added_days_ago', p.added_days_ago, 0)
  whole('rating.count', p.rating.count, 0)
  whole('size.value', p.size.value, 1)
  if (!SIZE_UNITS.has(p.size.unit)) fail(where, `unknown size unit '${p.size.unit}'`)
  if (p.variants) {
    if (!p.variants.length) fail(where, 'variants is empty (leave it out for one size)')
    const sizes = p.variants.map((v) => `${v.size.value}${v.size.unit}`)
    if (new Set(sizes).size !== sizes.length) fail(where, 'variants list a size twice')
    // Bundles hold the product in its own size (seed.ts).
    if (!sizes.includes(`${p.size.value}${p.size.unit}`)) fail(where, "variants must include the product's own size")
    p.variants.forEach((v, i) => {
      whole(`variants[${i}].price_cents`, v.price_cents, 0)
      whole(`variants[${i}].stock`, v.stock, 0)
      whole(`variants[${i}].weight_g`, v.weight_g, 0)
      whole(`variants[${i}].size.value`, v.size.value, 1)
      if (v.compare_at_cents !== undefined && v.compare_at_cents <= v.price_cents) fail(where, `variants[${i}].compare_at_cents must exceed its price`)
    })
  }
  if (!(p.rating.average >= 0 && p.rating.average <= 5)) fail(where, `rating.average ${p.rating.average} is not within 0…5`)
  if (p.rating.count === 0 && p.rating.average !== 0) fail(where, 'a rating average without ratings')
  checkImage(where, p.image, fail)

  const combo = p.combo_items?.length ? p.combo_items : undefined
  if (p.category === 'combo' && !combo) fail(where, "a product in the 'combo' category needs combo_items")
  if (combo) {
    if (new Set(combo.map((i) => i.product)).size !== combo.length) fail(where, 'a bundle lists a product twice')
    for (const item of combo) {
      if (item.product === p.key) fail(where, 'a bundle contains itself')
      else if (!c.singles.has(item.product)) fail(where, `bundle part '${item.product}' is not a single product of the catalog`)
      whole(`quantity of ${item.product}`, item.quantity, 1)
    }
  }
}

function checkImage(where: string, image: { shape: string; color: string; accent: string; content: string }, fail: (w: string, m: string) => void): void {
  if (!SHAPES.has(image.shape)) fail(where, `unknown image shape '${image.shape}'`)
  for (const k of ['color', 'accent', 'content'] as const) {
    if (!COLOR.test(image[k])) fail(where, `image ${k} '${image[k]}' is not #rrggbb`)
  }
}
