import { CERTIFICATIONS, HAIR_TYPES, SKIN_TYPES, type Certification, type Translated } from '@shop/domain'
import type { SeedCatalog } from './demo-catalog'
import { BENEFITS, GERMAN_ENDING, HEROES, TYPES, type Benefit, type Hero, type ProductType } from './generate-words'
import type { SeedProduct } from './types'

/**
 * A benchmark catalog of `total` products: the demo catalog as it is, plus synthetic products
 * named from translated word tables (hero ingredient × benefit × product type), placed in the demo
 * tree, sold by brands that already sell in that category. The same `seed` gives the same catalog.
 */
export function generateLargeCatalog(base: SeedCatalog, total: number, seed = 42): SeedCatalog {
  if (!Number.isInteger(total) || total < base.products.length) {
    throw new RangeError(`A generated catalog needs a whole number of products, at least the ${base.products.length} of the demo (got ${total})`)
  }
  const rng = mulberry32(seed)
  const subcategories = new Set(base.categories.flatMap((c) => c.subcategories.map((s) => `${c.key}/${s.key}`)))
  const types = TYPES.filter((t) => subcategories.has(t.under))
  if (!types.length) throw new Error('None of the generator\'s product types fits the category tree')

  const brandsByCategory = new Map<string, string[]>()
  const accents = new Map<string, Map<string, number>>()
  for (const p of base.products) {
    if (p.combo_items?.length) continue
    const list = brandsByCategory.get(p.category) ?? []
    if (!list.includes(p.brand)) list.push(p.brand)
    brandsByCategory.set(p.category, list)
    const counts = accents.get(p.brand) ?? new Map<string, number>()
    counts.set(p.image.accent, (counts.get(p.image.accent) ?? 0) + 1)
    accents.set(p.brand, counts)
  }
  const allBrands = base.brands.map((b) => b.key)
  // A brand keeps its house colour: the label accent it uses most in the demo.
  const houseAccent = new Map([...accents].map(([brand, counts]) => [brand, [...counts].sort((a, b) => b[1] - a[1])[0]![0]]))

  const taken = new Set(base.products.map((p) => p.key))
  const names = new Set(base.products.map((p) => `${p.brand}|${p.name.en}`))
  const products: SeedProduct[] = [...base.products]
  for (let i = 1; products.length < total; i++) {
    let pick = draw(rng, types, brandsByCategory, allBrands)
    for (let attempt = 0; attempt < 6 && names.has(`${pick.brand}|${pick.name.en}`); attempt++) pick = draw(rng, types, brandsByCategory, allBrands)
    const key = `${pick.hero.key}-${pick.benefit.key}-${pick.type.key}-g${String(i).padStart(5, '0')}`
    if (taken.has(key)) continue
    taken.add(key)
    names.add(`${pick.brand}|${pick.name.en}`)
    products.push(synthesise(rng, key, pick, houseAccent.get(pick.brand)))
  }
  return { categories: base.categories, brands: base.brands, products, banners: base.banners }
}

interface Pick {
  type: ProductType
  hero: Hero
  benefit: Benefit
  brand: string
  name: Translated
}

function draw(rng: Rng, types: ProductType[], brandsByCategory: Map<string, string[]>, allBrands: string[]): Pick {
  const type = one(rng, types)
  const heroes = HEROES.filter((h) => (type.heroes ? type.heroes.includes(h.key) : h.groups.includes(type.group)))
  const hero = one(rng, heroes)
  const benefit = one(rng, BENEFITS.filter((b) => b.groups.includes(type.group)))
  const category = type.under.split('/')[0]!
  const brand = one(rng, brandsByCategory.get(category) ?? allBrands)
  return { type, hero, benefit, brand, name: productName(type, hero, benefit) }
}

/** Each language orders and inflects the parts its own way (see generate-words.ts). */
export function productName(type: ProductType, hero: Hero, benefit: Benefit): Translated {
  const sl = benefit.sl[type.sl]
  return {
    en: `${hero.en} ${benefit.en} ${type.name.en}`,
    cz: `${benefit.cz} ${type.name.cz} ${hero.cz}`,
    sl: `${sl.charAt(0).toUpperCase()}${sl.slice(1)} ${type.name.sl} ${hero.sl}`,
    ge: `${benefit.ge}${GERMAN_ENDING[type.ge]} ${type.name.ge} ${hero.ge}`,
  }
}

const AMBER_GLASS = '#8a4b1c'
const WHITE_PACK = '#f6f3ee'

function synthesise(rng: Rng, key: string, pick: Pick, houseAccent: string | undefined): SeedProduct {
  const { type, hero } = pick
  const [category, subcategory] = type.under.split('/') as [string, string]
  const inci = [...type.base]
  if (!inci.includes(hero.inci)) inci.splice(Math.min(inci.length, 1 + Math.floor(rng() * 2)), 0, hero.inci)
  for (const a of hero.allergens) if (!inci.includes(a)) inci.push(a)
  const animal = inci.some((i) => i === 'Mel' || i === 'Cera Alba')
  const certifications = some(rng, CERTIFICATIONS, 1, 4).filter((c) => !(animal && c === 'vegan')) as Certification[]
  const price = roundPrice(between(rng, type.price[0], type.price[1]))
  const count = rng() < 0.08 ? 0 : Math.floor(rng() ** 2 * 400) + 1
  const shape = one(rng, type.shapes)
  const glass = (shape === 'dropper' || shape === 'bottle') && rng() < 0.35
  const stockRoll = rng()
  return {
    key,
    brand: pick.brand,
    category,
    subcategory,
    name: pick.name,
    description: {
      en: `${type.description.en} ${hero.note.en}`,
      cz: `${type.description.cz} ${hero.note.cz}`,
      sl: `${type.description.sl} ${hero.note.sl}`,
      ge: `${type.description.ge} ${hero.note.ge}`,
    },
    usage: type.usage,
    inci,
    skin_types: type.group === 'hair' ? [] : some(rng, SKIN_TYPES, 1, 3),
    hair_types: type.group === 'hair' ? some(rng, HAIR_TYPES, 1, 3) : [],
    certifications,
    allergens: hero.allergens,
    price_cents: price,
    compare_at_cents: rng() < 0.15 ? roundPrice(price * between(rng, 1.15, 1.4)) : undefined,
    size: one(rng, type.sizes),
    pao_months: type.pao,
    stock: stockRoll < 0.06 ? 0 : stockRoll < 0.14 ? 1 + Math.floor(rng() * 5) : 6 + Math.floor(rng() * 295),
    rating: { average: count ? Math.round((3.6 + rng() * 1.4) * 10) / 10 : 0, count },
    sold: Math.floor(rng() ** 3 * 5000),
    featured: rng() < 0.01,
    added_days_ago: Math.floor(rng() * 720),
    image: {
      shape,
      color: glass ? AMBER_GLASS : rng() < 0.25 ? WHITE_PACK : hero.color,
      accent: houseAccent && rng() < 0.7 ? houseAccent : hero.accent,
      content: mixHex(type.content, hero.color, 0.2),
    },
  }
}

/* ---- Small deterministic helpers ---- */

type Rng = () => number

function mulberry32(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const between = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng()
const one = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!

/** `min`…`max` distinct items, in vocabulary order. */
function some<T>(rng: Rng, items: readonly T[], min: number, max: number): T[] {
  const n = min + Math.floor(rng() * (max - min + 1))
  const chosen = new Set<number>()
  while (chosen.size < Math.min(n, items.length)) chosen.add(Math.floor(rng() * items.length))
  return [...chosen].sort((a, b) => a - b).map((i) => items[i]!)
}

/** Shop prices end in 90 cents: 1290, 2490 … */
const roundPrice = (cents: number) => Math.max(90, Math.round(cents / 100) * 100 - 10)

function mixHex(a: string, b: string, t: number): string {
  const x = Number.parseInt(a.slice(1), 16)
  const y = Number.parseInt(b.slice(1), 16)
  const channel = (shift: number) => Math.round(((x >> shift) & 255) * (1 - t) + ((y >> shift) & 255) * t)
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`
}
