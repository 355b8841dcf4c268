import {
  PRODUCT_IMAGE_VIEWS,
  productImageUrl,
  productPhotoUrl,
  type ProductPhoto,
  type StaffProduct,
  type StaffProductRow,
  type Translated,
} from '@shop/domain'
import type { PhotoMeta, StaffProductRecord } from './catalog.admin.repository'
import type { ProductVariantTable } from '../../db/tables/catalog'

/** A translated column; a plain string (never expected) stands for every language. */
export function translated(json: string): Translated {
  if (!json.startsWith('{')) return { en: json, cz: json, sl: json, ge: json }
  const t = JSON.parse(json) as Partial<Translated>
  return { en: t.en ?? '', cz: t.cz ?? '', sl: t.sl ?? '', ge: t.ge ?? '' }
}

export function photoIdsOf(json: string): string[] {
  const value = JSON.parse(json) as unknown
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

function cover(r: StaffProductRecord): string {
  const first = photoIdsOf(r.photos)[0]
  return first ? productPhotoUrl(first) : productImageUrl(r.id, 'front')
}

export function toStaffRow(r: StaffProductRecord): StaffProductRow {
  return {
    id: r.id,
    slug: r.slug,
    kind: r.kind,
    name: translated(r.name).en,
    brand: { id: r.brand_id, name: r.brand_name },
    category: { id: r.category_id, name: translated(r.category_name).en },
    subcategory: { id: r.subcategory_id, name: translated(r.subcategory_name).en },
    price_cents: r.price_cents,
    compare_at_cents: r.compare_at_cents,
    stock: r.stock,
    featured: r.featured === 1,
    image: cover(r),
    photo_count: photoIdsOf(r.photos).length,
    status: r.status,
  }
}

export function toStaffProduct(r: StaffProductRecord, metas: PhotoMeta[], variants: ProductVariantTable[] = []): StaffProduct {
  const byId = new Map(metas.map((m) => [m.id, m]))
  const photos: ProductPhoto[] = photoIdsOf(r.photos).flatMap((id) => {
    const m = byId.get(id)
    return m ? [{ id, url: productPhotoUrl(id), content_type: m.content_type, bytes: m.bytes, width: m.width, height: m.height, created_at: m.created_at }] : []
  })
  const { name: _name, photo_count: _count, ...row } = toStaffRow(r)
  return {
    ...row,
    name: translated(r.name),
    description: translated(r.description),
    usage: translated(r.usage),
    warnings: r.warnings ? translated(r.warnings) : { en: '', cz: '', sl: '', ge: '' },
    photos,
    drawn_images: PRODUCT_IMAGE_VIEWS.map((view) => productImageUrl(r.id, view)),
    created_at: r.created_at,
    variants: variants.map((v) => ({
      id: v.id,
      position: v.position,
      sku: v.sku,
      gtin: v.gtin,
      size_value: v.size_value,
      size_unit: v.size_unit,
      label: v.label ? translated(v.label) : null,
      weight_g: v.weight_g,
      price_cents: v.price_cents,
      compare_at_cents: v.compare_at_cents,
      price_eur_cents: v.price_eur_cents,
      compare_at_eur_cents: v.compare_at_eur_cents,
      price_eur_manual: v.price_eur_manual === 1,
      price_czk_cents: v.price_czk_cents,
      compare_at_czk_cents: v.compare_at_czk_cents,
      price_czk_manual: v.price_czk_manual === 1,
      stock: v.stock,
      low_stock_threshold: v.low_stock_threshold,
      photo_id: v.photo_id,
    })),
  }
}

/** Translated texts are stored as JSON in a fixed key order. */
export function storeTranslated(t: Translated): string {
  return JSON.stringify({ en: t.en, cz: t.cz, sl: t.sl, ge: t.ge })
}

/** Warnings: as a translated text, or '' when none apply (all four empty). */
export function storeWarnings(t: Translated): string {
  return t.en || t.cz || t.sl || t.ge ? storeTranslated(t) : ''
}
