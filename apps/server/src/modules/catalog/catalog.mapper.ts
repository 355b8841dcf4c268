import {
  productImageUrl,
  productPhotoUrl,
  stockStateOf,
  PRODUCT_IMAGE_VIEWS,
  type Certification,
  type Currency,
  type HairType,
  type Language,
  type ProductDetail,
  type ProductImageView,
  type ProductSummary,
  type SkinType,
  type Translated,
} from '@shop/domain'
import type { ProductVariantTable } from '../../db/tables/catalog'
import type { DetailRow, SummaryRow } from './catalog.repository'
import { toVariants } from './catalog.variants'

/** Translated columns are JSON objects; a plain string (never expected) is shown as is. */
export function pick(json: string, lang: Language): string {
  if (!json.startsWith('{')) return json
  const t = JSON.parse(json) as Partial<Translated>
  return t[lang] ?? t.en ?? ''
}

export function parseList<T = string>(json: string): T[] {
  const value = JSON.parse(json) as unknown
  return Array.isArray(value) ? (value as T[]) : []
}

/** Uploaded photo ids in gallery order; empty when the drawn pictures show. */
export function photoIds(r: Pick<SummaryRow, 'photos'>): string[] {
  return r.photos ? parseList<string>(r.photos) : []
}

export function toSummary(r: SummaryRow, lang: Language): ProductSummary {
  // A product not on sale (a wishlist item, a bundle's part) has nothing to sell: every screen's sold-out state applies.
  const onSale = r.status === 'published'
  const stock = onSale ? Number(r.stock) : 0
  return {
    id: r.id,
    slug: r.slug,
    kind: r.kind,
    name: pick(r.name, lang),
    brand: { id: r.brand_id, slug: r.brand_slug, name: r.brand_name },
    category: { id: r.category_id, slug: r.category_slug, name: pick(r.category_name, lang) },
    subcategory: { id: r.subcategory_id, slug: r.subcategory_slug, name: pick(r.subcategory_name, lang) },
    price_cents: r.price_cents,
    compare_at_cents: r.compare_at_cents,
    // Only beside a reduced price (a stale figure of an ended reduction never shows).
    prior_low_cents: r.compare_at_cents !== null && r.compare_at_cents > r.price_cents ? (r.prior_low_cents ?? null) : null,
    size: { value: r.size_value, unit: r.size_unit },
    has_sizes: Number(r.variant_count) > 1,
    rating: {
      // sum * 10 / count first: the same rounding as the rating sort in SQL.
      average: r.rating_count > 0 ? Math.round((r.rating_sum * 10) / r.rating_count) / 10 : 0,
      count: r.rating_count,
    },
    stock,
    stock_state: stockStateOf(stock),
    certifications: parseList<Certification>(r.certifications),
    // Uploaded photos replace the drawn pictures: the first is the product's picture everywhere.
    image: coverUrl(r),
    created_at: r.created_at,
    ...(onSale ? {} : { unavailable: true as const }),
  }
}

const VIEW_WORDS: Record<Language, { by: string; views: Record<ProductImageView, string> }> = {
  en: { by: 'by', views: { front: 'front', texture: 'texture', ingredients: 'ingredients' } },
  cz: { by: 'od', views: { front: 'přední strana', texture: 'textura', ingredients: 'složení' } },
  sl: { by: 'znamke', views: { front: 'sprednja stran', texture: 'tekstura', ingredients: 'sestavine' } },
  ge: { by: 'von', views: { front: 'Vorderseite', texture: 'Textur', ingredients: 'Inhaltsstoffe' } },
}

/** e.g. "Lavender Calm Shampoo by Verdana — front" */
export function imageAlt(name: string, brand: string, view: ProductImageView, lang: Language): string {
  const words = VIEW_WORDS[lang]
  return `${name} ${words.by} ${brand} — ${words.views[view]}`
}

export function toDetail(
  r: DetailRow,
  lang: Language,
  currency: Currency,
  extra: { combo_items: ProductDetail['combo_items']; related: ProductSummary[]; variants: ProductVariantTable[] },
): ProductDetail {
  const summary = toSummary(r, lang)
  return {
    ...summary,
    currency,
    description: pick(r.description, lang),
    usage: pick(r.usage, lang),
    inci: parseList(r.inci),
    skin_types: parseList<SkinType>(r.skin_types),
    hair_types: parseList<HairType>(r.hair_types),
    allergens: parseList(r.allergens),
    pao_months: r.pao_months,
    warnings: r.warnings ? pick(r.warnings, lang) : '',
    responsible_person: r.responsible_name ? { name: r.responsible_name, address: r.responsible_address, email: r.responsible_email } : null,
    images: galleryOf(r, summary, lang),
    combo_items: extra.combo_items,
    variants: toVariants(extra.variants, lang, { combo: r.kind === 'combo', sellable: summary.stock, currency }),
    related: extra.related,
  }
}

function coverUrl(r: SummaryRow): string {
  const first = photoIds(r)[0]
  return first ? productPhotoUrl(first) : productImageUrl(r.id, 'front')
}

/** The uploaded photos when there are any, else the three drawn views. */
function galleryOf(r: DetailRow, summary: ProductSummary, lang: Language): ProductDetail['images'] {
  const photos = photoIds(r)
  if (photos.length) {
    const base = `${summary.name} ${VIEW_WORDS[lang].by} ${summary.brand.name}`
    return photos.map((id, i) => ({ url: productPhotoUrl(id), alt: photos.length > 1 ? `${base} — ${i + 1}/${photos.length}` : base }))
  }
  return PRODUCT_IMAGE_VIEWS.map((view) => ({
    url: productImageUrl(r.id, view),
    alt: imageAlt(summary.name, summary.brand.name, view, lang),
  }))
}
