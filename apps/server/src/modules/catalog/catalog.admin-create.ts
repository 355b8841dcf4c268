import {
  DomainError,
  NotFound,
  PRODUCT_CREATE_MESSAGES as MSG,
  slugFromName,
  STAFF_CATALOG_MESSAGES,
  VARIANT_MESSAGES,
  type StaffProduct,
  type StaffProductCreateParsed,
  type Translated,
} from '@shop/domain'
import type { Insertable } from 'kysely'
import { createHash } from 'node:crypto'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { CatalogTables, ProductTable, ProductVariantTable } from '../../db/tables/catalog'
import type { Tx } from '../../db/tx'
import type { AuthUser } from '../../http/auth'
import { newId } from '../../lib/ids'
import type { AuditLog } from '../audit/audit.service'
import type { SearchReindexer } from '../search/search.types'
import { photoIdsOf, storeTranslated } from './catalog.admin-mapper'
import type { CatalogService } from './catalog.service'
import { NO_PRIOR_LOW } from './catalog.price-history'
import { autoListPrices, handSetPrices, refreshSummaries, type PriceLists, type PriceListsSource } from './catalog.variants'

type Staff = Pick<AuthUser, 'id' | 'username'>

export interface ProductAuthoringDeps {
  db: Db
  catalog: Pick<CatalogService, 'invalidate'>
  audit: AuditLog
  search: SearchReindexer
  /** The product as the editor shows it, after the change committed */
  read: (productId: string) => Promise<StaffProduct>
  /** The current exchange rates: prices not set by hand are filled from USD at them (decision 037) */
  priceLists: PriceListsSource
  now?: () => Date
}

const SKU_MAX = 40
const SHAPES = { ml: ['bottle', 'pump', 'dropper', 'spray'], g: ['jar', 'tube', 'tin', 'bar'], pcs: ['box', 'pouch'] } as const
const PALETTE = [
  ['#d5e8cf', '#3f6b45'], ['#f0cfd2', '#9c4656'], ['#efe3cc', '#6b5232'], ['#cfe2dc', '#2f5f57'],
  ['#e9cf9a', '#7a4b1e'], ['#b9a9d6', '#4b3f72'], ['#f3e7b8', '#7a6a2a'], ['#eadfc6', '#7b6a45'],
] as const

/** A new product's drawn picture until photos are uploaded: a package for its unit, colours from its name (stable). */
function drawnStyle(name: string, unit: 'ml' | 'g' | 'pcs'): string {
  const h = createHash('sha256').update(name).digest()
  const shapes = SHAPES[unit]
  const [color, accent] = PALETTE[h[1]! % PALETTE.length]!
  return JSON.stringify({ shape: shapes[h[0]! % shapes.length], color, accent, content: color })
}

/** English stands in for a language left empty, so the shop never shows an empty name (decision 034). */
function filled(t: Translated): string {
  return storeTranslated({ en: t.en, cz: t.cz || t.en, sl: t.sl || t.en, ge: t.ge || t.en })
}

/** `<base>-COPY`, `<base>-COPY2`, … cut so the SKU stays within 40 characters. */
function copySku(sku: string, n: number): string {
  const suffix = n === 1 ? '-COPY' : `-COPY${n}`
  return `${sku.slice(0, SKU_MAX - suffix.length)}${suffix}`
}

/**
 * Staff create products (always drafts, with at least one size) and duplicate them. Each is one
 * transaction with its audit line and search entry; a taken slug or SKU (the database's unique
 * indexes decide, even between two staff racing) rolls everything back and names the field.
 */
export function createProductAuthoring({ db, catalog, audit, search, read, priceLists, now = () => new Date() }: ProductAuthoringDeps) {
  const own = (tx: Tx) => tablesOf<CatalogTables>(tx)

  async function checkTaxonomy(tx: Tx, input: Pick<StaffProductCreateParsed, 'brand_id' | 'category_id' | 'subcategory_id'>): Promise<void> {
    const brand = await own(tx).selectFrom('brand').select('id').where('id', '=', input.brand_id).executeTakeFirst()
    if (!brand) throw new DomainError('brand_not_found', 'Brand was not found', [{ path: 'brand_id', message: 'Brand was not found' }])
    const category = await own(tx).selectFrom('category').select(['id', 'parent_id']).where('id', '=', input.category_id).executeTakeFirst()
    if (!category || category.parent_id !== null) throw new DomainError('category_not_found', 'Category was not found', [{ path: 'category_id', message: 'Category was not found' }])
    const sub = await own(tx).selectFrom('category').select('parent_id').where('id', '=', input.subcategory_id).executeTakeFirst()
    if (!sub || sub.parent_id !== input.category_id) {
      throw new DomainError('product_subcategory_mismatch', MSG.subcategoryNotOfCategory, [{ path: 'subcategory_id', message: MSG.subcategoryNotOfCategory }])
    }
  }

  /** The first free slug of `base`, `base-2`, `base-3`, … (a racing insert is still caught by the unique index). */
  async function freeSlug(tx: Tx, base: string): Promise<string> {
    const stem = base.slice(0, 72).replace(/-+$/, '') || 'product'
    const taken = new Set(
      (await own(tx).selectFrom('product').select('slug').where((eb) => eb.or([eb('slug', '=', stem), eb('slug', 'like', `${stem}-%`)])).execute()).map((r) => r.slug),
    )
    if (!taken.has(stem)) return stem
    for (let n = 2; ; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`
  }

  async function freeSku(tx: Tx, sku: string): Promise<string> {
    for (let n = 1; ; n++) {
      const candidate = copySku(sku, n)
      const hit = await own(tx).selectFrom('product_variant').select('id').where('sku', '=', candidate).executeTakeFirst()
      if (!hit) return candidate
    }
  }

  async function commit(work: (tx: Tx, lists: PriceLists) => Promise<string>): Promise<StaffProduct> {
    let id: string
    const lists = await priceLists()
    try {
      id = await db.kysely.transaction().execute((tx) => work(tx, lists))
    } catch (err) {
      throw uniqueViolation(err) ?? err
    }
    await catalog.invalidate()
    return read(id)
  }

  return {
    async create(staff: Staff, input: StaffProductCreateParsed): Promise<StaffProduct> {
      return commit(async (tx, lists) => {
        await checkTaxonomy(tx, input)
        const id = newId('prd')
        const slug = input.slug ?? (await freeSlug(tx, slugFromName(input.name.en)))
        const first = input.variants[0]!
        const row: Insertable<ProductTable> = {
          id,
          slug,
          kind: 'single',
          brand_id: input.brand_id,
          category_id: input.category_id,
          subcategory_id: input.subcategory_id,
          name: filled(input.name),
          description: filled(input.description),
          usage: filled(input.usage),
          inci: JSON.stringify(input.inci),
          skin_types: JSON.stringify(input.skin_types),
          hair_types: JSON.stringify(input.hair_types),
          certifications: JSON.stringify(input.certifications),
          allergens: JSON.stringify(input.allergens),
          // The summary of the sizes (decision 029) is computed below, once they exist.
          price_cents: first.price_cents,
          compare_at_cents: first.compare_at_cents,
          size_value: first.size_value,
          size_unit: first.size_unit,
          pao_months: input.pao_months,
          stock: 0,
          rating_sum: 0,
          rating_count: 0,
          sold_count: 0,
          featured: input.featured ? 1 : 0,
          image_style: drawnStyle(input.name.en, first.size_unit),
          created_at: now().toISOString(),
          photos: '[]',
          status: 'draft',
        }
        await own(tx).insertInto('product').values(row).execute()
        const variants: ProductVariantTable[] = input.variants.map((v, position) => {
          const listPrices = autoListPrices(v, lists)
          return {
            id: newId('var'),
            product_id: id,
            position,
            sku: v.sku,
            gtin: v.gtin,
            size_value: v.size_value,
            size_unit: v.size_unit,
            // No text in any language is no label; a language left empty shows the English one (decision 034).
            label: v.label?.en ? filled(v.label) : null,
            weight_g: v.weight_g,
            price_cents: v.price_cents,
            compare_at_cents: v.compare_at_cents,
            ...listPrices,
            ...handSetPrices(listPrices, v),
            stock: v.stock,
            low_stock_threshold: v.low_stock_threshold,
            photo_id: null,
            ...NO_PRIOR_LOW,
          }
        })
        await own(tx).insertInto('product_variant').values(variants).execute()
        await insertAttributes(tx, id, input)
        await refreshSummaries(tx, [id], lists, now())
        await search.reindex(tx, [id])
        const empty = (['cz', 'sl', 'ge'] as const).filter((l) => !input.name[l] || !input.description[l] || !input.usage[l])
        await audit.record(tx, staff, {
          action: 'product.create',
          entity: 'product',
          entity_id: id,
          details: { slug, skus: variants.map((v) => v.sku), ...(empty.length ? { english_in: empty } : {}) },
        })
        return id
      })
    },

    /**
     * A new draft with the original's texts, attributes, category, brand, photos (copied, so
     * deleting one from either product leaves the other's) and sizes: SKUs get `-COPY`, GTINs are
     * cleared (they name one article), stock starts at 0 (the copy holds no goods yet).
     */
    async duplicate(staff: Staff, sourceId: string): Promise<StaffProduct> {
      return commit(async (tx, lists) => {
        const src = await own(tx).selectFrom('product').selectAll().where('id', '=', sourceId).executeTakeFirst()
        if (!src) throw new NotFound('Product', 'product_not_found')
        if (src.kind === 'combo') throw new DomainError('validation_failed', 'A set is made of other products and cannot be duplicated')
        const id = newId('prd')
        const slug = await freeSlug(tx, `${src.slug.replace(/-copy(-\d+)?$/, '')}-copy`)
        const photoMap = new Map<string, string>()
        const photoIds = photoIdsOf(src.photos)
        const { photos: _photos, status: _status, variant_count: _count, ...rest } = src
        await own(tx)
          .insertInto('product')
          .values({ ...rest, id, slug, status: 'draft', photos: '[]', stock: 0, rating_sum: 0, rating_count: 0, sold_count: 0, featured: 0, created_at: now().toISOString() })
          .execute()
        if (photoIds.length) {
          const images = await own(tx).selectFrom('product_image').selectAll().where('product_id', '=', sourceId).where('id', 'in', photoIds).execute()
          for (const img of images) {
            const copyId = newId('img')
            photoMap.set(img.id, copyId)
            await own(tx).insertInto('product_image').values({ ...img, id: copyId, product_id: id, created_by: staff.id, created_at: now().toISOString() }).execute()
          }
          await own(tx).updateTable('product').set({ photos: JSON.stringify(photoIds.flatMap((p) => (photoMap.has(p) ? [photoMap.get(p)!] : []))) }).where('id', '=', id).execute()
        }
        const sizes = await own(tx).selectFrom('product_variant').selectAll().where('product_id', '=', sourceId).orderBy('position').orderBy('id').execute()
        const skus: string[] = []
        for (const v of sizes) {
          const sku = await freeSku(tx, v.sku)
          skus.push(sku)
          await own(tx)
            .insertInto('product_variant')
            .values({ ...v, ...NO_PRIOR_LOW, id: newId('var'), product_id: id, sku, gtin: null, stock: 0, photo_id: v.photo_id ? (photoMap.get(v.photo_id) ?? null) : null })
            .execute()
        }
        const attributes = await own(tx).selectFrom('product_attribute').select(['kind', 'value']).where('product_id', '=', sourceId).execute()
        if (attributes.length) await own(tx).insertInto('product_attribute').values(attributes.map((a) => ({ ...a, product_id: id }))).execute()
        // The copy's prices not set by hand follow USD at today's rates; its price history starts now.
        await refreshSummaries(tx, [id], lists, now())
        await search.reindex(tx, [id])
        await audit.record(tx, staff, { action: 'product.duplicate', entity: 'product', entity_id: id, details: { from: sourceId, slug, skus } })
        return id
      })
    },
  }
}

export type ProductAuthoring = ReturnType<typeof createProductAuthoring>

async function insertAttributes(tx: Tx, productId: string, input: Pick<StaffProductCreateParsed, 'skin_types' | 'hair_types' | 'certifications'>): Promise<void> {
  const rows = [
    ...input.skin_types.map((value) => ({ product_id: productId, kind: 'skin' as const, value })),
    ...input.hair_types.map((value) => ({ product_id: productId, kind: 'hair' as const, value })),
    ...input.certifications.map((value) => ({ product_id: productId, kind: 'cert' as const, value })),
  ]
  if (rows.length) await tablesOf<CatalogTables>(tx).insertInto('product_attribute').values(rows).execute()
}

/** A unique index refused the write: which one names the field to fix. */
function uniqueViolation(err: unknown): DomainError | null {
  const e = err as { code?: unknown; message?: unknown; constraint?: unknown; detail?: unknown } | null
  const code = e?.code
  if (code !== '23505' && code !== 'SQLITE_CONSTRAINT_UNIQUE') return null
  const text = `${String(e?.constraint ?? '')} ${String(e?.message ?? '')} ${String(e?.detail ?? '')}`
  if (text.includes('gtin')) return new DomainError('variant_gtin_taken', VARIANT_MESSAGES.gtinTaken, [{ path: 'gtin', message: VARIANT_MESSAGES.gtinTaken }])
  if (text.includes('sku')) return new DomainError('variant_sku_taken', VARIANT_MESSAGES.skuTaken, [{ path: 'sku', message: VARIANT_MESSAGES.skuTaken }])
  if (text.includes('slug')) return new DomainError('slug_taken', STAFF_CATALOG_MESSAGES.slugTaken, [{ path: 'slug', message: STAFF_CATALOG_MESSAGES.slugTaken }])
  return null
}
