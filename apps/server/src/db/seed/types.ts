import type { Certification, HairType, SkinType, Translated } from '@shop/domain'

/** The shapes the demo catalog is written in. Keys are stable slugs; ids are derived from them. */

export interface SeedSubcategory {
  key: string
  name: Translated
}

export interface SeedCategory {
  key: string
  name: Translated
  description: Translated
  subcategories: SeedSubcategory[]
}

export interface SeedBrand {
  key: string
  name: string
  /** ISO 3166-1 alpha-2 */
  country: string
  description: Translated
}

/** How the generated product picture looks. */
export type ImageShape =
  | 'bottle' | 'pump' | 'dropper' | 'spray' | 'jar' | 'tube' | 'bar' | 'tin' | 'pouch' | 'box'

export interface SeedImage {
  shape: ImageShape
  /** Main colour of the package, #rrggbb */
  color: string
  /** Label / accent colour, #rrggbb */
  accent: string
  /** Colour of the contents shown in the texture swatch, #rrggbb */
  content: string
}

export interface SeedProduct {
  /** Unique slug, e.g. 'lavender-calm-shampoo' */
  key: string
  brand: string
  category: string
  subcategory: string
  name: Translated
  description: Translated
  usage: Translated
  /** INCI names in label order */
  inci: string[]
  skin_types: SkinType[]
  hair_types: HairType[]
  certifications: Certification[]
  /** EU-declarable allergens by INCI name, e.g. 'Linalool'; empty when none */
  allergens: string[]
  price_cents: number
  compare_at_cents?: number
  size: { value: number; unit: 'ml' | 'g' | 'pcs' }
  /** Period after opening, months */
  pao_months: number
  stock: number
  rating: { average: number; count: number }
  /** Units sold so far: drives "bestsellers" and the popularity sort */
  sold: number
  featured?: boolean
  /** How many days before the seed the product was added: drives "new arrivals" */
  added_days_ago: number
  image: SeedImage
  /** Only for category 'combo': the products in the bundle (each its variant of the product's own size) */
  combo_items?: { product: string; quantity: number }[]
  /**
   * The sizes it comes in (decision 029). Absent: one variant of the product's size, price and stock.
   * The product's own price, size and stock are then the summary the seed derives from these.
   */
  variants?: SeedVariant[]
}

export interface SeedVariant {
  size: { value: number; unit: 'ml' | 'g' | 'pcs' }
  /** A scent or shade, when the size alone does not name it */
  label?: Translated
  price_cents: number
  compare_at_cents?: number
  stock: number
  weight_g: number
}

export interface SeedBanner {
  key: string
  title: Translated
  subtitle: Translated
  cta: Translated
  /** Storefront target, written with keys: {category, subcategory} or {search} or {path} */
  target: { category: string; subcategory: string } | { search: string } | { path: string }
  image: SeedImage & { motif: 'leaves' | 'drops' | 'petals' | 'waves' | 'lotus' }
}
