import {
  bannerImageUrl,
  DomainError,
  NotFound,
  PRODUCT_NO_LONGER_SOLD,
  PRODUCT_ID,
  PROMO_CODE,
  promoText,
  type Banner,
  type Brand,
  type CategoryNode,
  type Currency,
  type HomePage,
  type Language,
  type ProductDetail,
  type ProductList,
  type ProductListQuery,
  type ProductSummary,
} from '@shop/domain'
import type { Db } from '../../db/database'
import type { Cache } from '../../lib/cache'
import { createHotAnswers } from './catalog.hot'
import { createCatalogArt } from './catalog.art'
import { pick, toDetail, toSummary } from './catalog.mapper'
import { createCatalogRepository, type BrandRow, type CategoryRow, type DetailRow, type ProductFilter } from './catalog.repository'

export interface CatalogDeps {
  db: Db
  cache: Cache
  /** How long cached answers live (config CATALOG_CACHE_SECONDS); CATALOG_TTL_SECONDS by default. */
  ttlSeconds?: number
}

/** Cached answers live under this namespace; `invalidate()` bumps it (search uses it too). */
export const CATALOG_NAMESPACE = 'catalog'
/** The default of config CATALOG_CACHE_SECONDS. */
export const CATALOG_TTL_SECONDS = 60
const HOME_LIST_SIZE = 8
const RELATED_SIZE = 8

interface Taxonomy {
  categories: CategoryRow[]
  brands: BrandRow[]
}

export function createCatalogService({ db, cache, ttlSeconds = CATALOG_TTL_SECONDS }: CatalogDeps) {
  const repo = createCatalogRepository(db)
  // Categories and brands change rarely; one copy per cache generation resolves slugs without a query.
  let taxonomy: { generation: number; expires: number; value: Promise<Taxonomy> } | undefined

  async function loadTaxonomy(): Promise<Taxonomy> {
    const generation = await cache.generation(CATALOG_NAMESPACE)
    if (!taxonomy || taxonomy.generation !== generation || taxonomy.expires < Date.now()) {
      const value = Promise.all([repo.categories(), repo.brands()]).then(([categories, brands]) => ({ categories, brands }))
      taxonomy = { generation, expires: Date.now() + ttlSeconds * 1000, value }
      value.catch(() => (taxonomy = undefined))
    }
    return taxonomy.value
  }

  // Builds under way, by key: a burst of identical misses runs the queries once.
  const building = new Map<string, Promise<string>>()

  /**
   * The text cached under `key` in the current catalog generation, built and stored on a miss.
   * Anything derived from the catalog (search answers too) caches through here, so one
   * `invalidate()` drops it all.
   */
  async function cachedText(key: string, build: () => Promise<string>): Promise<string> {
    const generation = await cache.generation(CATALOG_NAMESPACE)
    const fullKey = `${CATALOG_NAMESPACE}:${generation}:${key}`
    const hit = await cache.get(fullKey)
    if (hit !== undefined) return hit
    const pending = building.get(fullKey)
    if (pending) return pending
    const started = build().then(async (text) => {
      await cache.set(fullKey, text, ttlSeconds)
      return text
    })
    building.set(fullKey, started)
    try {
      return await started
    } finally {
      building.delete(fullKey)
    }
  }

  /** The serialised answer under `key`. */
  function cached(key: string, build: () => Promise<unknown>): Promise<string> {
    return cachedText(key, async () => JSON.stringify(await build()))
  }

  async function resolveListFilter(q: ProductListQuery): Promise<ProductFilter> {
    const filter: ProductFilter = {
      currency: q.currency,
      brandSlugs: q.brand?.length ? q.brand : undefined,
      skinTypes: q.skin_type,
      hairTypes: q.hair_type,
      certifications: q.certification,
      minPrice: q.min_price,
      maxPrice: q.max_price,
      inStock: q.in_stock,
    }
    if (q.category === undefined && q.subcategory === undefined) return filter
    const { categories } = await loadTaxonomy()
    let parentId: string | undefined
    if (q.category !== undefined) {
      const category = categories.find((c) => c.parent_id === null && (c.slug === q.category || c.id === q.category))
      if (!category) throw new NotFound(`Category "${q.category}"`, 'category_not_found')
      parentId = filter.categoryId = category.id
    }
    if (q.subcategory !== undefined) {
      const subs = categories.filter(
        (c) => c.parent_id !== null && (parentId === undefined || c.parent_id === parentId) && (c.id === q.subcategory || c.slug === q.subcategory),
      )
      if (!subs.length) throw new NotFound(`Subcategory "${q.subcategory}"`, 'subcategory_not_found')
      filter.subcategoryIds = subs.map((s) => s.id)
    }
    return filter
  }

  /**
   * Summaries in the order of `ids`: products on sale only, or any with `anyStatus` (marked
   * `unavailable`); prices in `currency`'s list (USD by default).
   */
  async function summaries(ids: string[], lang: Language, options: { anyStatus?: boolean; currency?: Currency } = {}): Promise<ProductSummary[]> {
    const rows = await repo.summariesByIds(ids, options)
    const byId = new Map(rows.map((r) => [r.id, r]))
    return ids.flatMap((id) => {
      const row = byId.get(id)
      return row ? [toSummary(row, lang)] : []
    })
  }

  async function top(lang: Language, currency: Currency, sort: 'popularity' | 'newest', filter: ProductFilter = {}, limit = HOME_LIST_SIZE): Promise<ProductSummary[]> {
    const rows = await repo.listSummaries({ ...filter, currency }, { sort, limit, offset: 0 })
    return rows.map((r) => toSummary(r, lang))
  }

  async function buildCategoryNodes(lang: Language): Promise<CategoryNode[]> {
    const [{ categories }, counts] = await Promise.all([loadTaxonomy(), repo.categoryCounts()])
    return categories
      .filter((c) => c.parent_id === null)
      .map((c) => ({
        id: c.id,
        slug: c.slug,
        name: pick(c.name, lang),
        description: pick(c.description, lang),
        product_count: counts.get(c.id) ?? 0,
        subcategories: categories
          .filter((s) => s.parent_id === c.id)
          .map((s) => ({ id: s.id, slug: s.slug, name: pick(s.name, lang), product_count: counts.get(s.id) ?? 0 })),
      }))
  }

  async function buildBrands(lang: Language): Promise<Brand[]> {
    const [{ brands: rows }, counts] = await Promise.all([loadTaxonomy(), repo.brandCounts()])
    return rows.map((b) => ({
      id: b.id,
      slug: b.slug,
      name: b.name,
      country: b.country,
      description: pick(b.description, lang),
      product_count: counts.get(b.id) ?? 0,
    }))
  }

  /**
   * Related products: the most popular of the subcategory, then of the rest of the category. The
   * same list serves every product of a subcategory (each leaves itself out), so it is ranked once.
   */
  async function relatedPool(categoryId: string, subcategoryId: string): Promise<string[]> {
    const text = await cachedText(`related:${subcategoryId}`, async () =>
      JSON.stringify(
        await repo.listIds(
          { categoryId },
          { sort: 'popularity', limit: RELATED_SIZE + 1, offset: 0, preferSubcategoryId: subcategoryId },
        ),
      ),
    )
    return JSON.parse(text) as string[]
  }

  async function detailOf(row: DetailRow, lang: Language, currency: Currency): Promise<ProductDetail> {
    const id = row.id
    const [parts, pool, variants] = await Promise.all([
      row.kind === 'combo' ? repo.comboParts(id) : Promise.resolve([]),
      relatedPool(row.category_id, row.subcategory_id),
      repo.variants(id),
    ])
    const relatedIds = pool.filter((other) => other !== id).slice(0, RELATED_SIZE)
    // A bundle names every part it holds, even one no longer sold on its own; related products are on sale.
    const [partSummaries, relatedSummaries] = await Promise.all([
      summaries(parts.map((p) => p.product_id), lang, { anyStatus: true, currency }),
      summaries(relatedIds, lang, { currency }),
    ])
    const byId = new Map(partSummaries.map((p) => [p.id, p]))
    return toDetail(row, lang, currency, {
      combo_items: parts.flatMap((p) => {
        const product = byId.get(p.product_id)
        return product ? [{ product, quantity: p.quantity }] : []
      }),
      related: relatedSummaries,
      variants,
    })
  }

  function categoryTreeJson(lang: Language): Promise<string> {
    return cached(`categories:${lang}`, async () => ({ data: await buildCategoryNodes(lang) }))
  }

  function brandListJson(lang: Language): Promise<string> {
    return cached(`brands:${lang}`, async () => ({ data: await buildBrands(lang) }))
  }

  return {
    // What the media module draws from (English label texts and picture styles).
    ...createCatalogArt(repo),

    /** Answers of catalog GETs by exact address (see catalog.hot.ts). */
    hot: createHotAnswers({ cache, namespace: CATALOG_NAMESPACE }),

    /** Forget every cached catalog and search answer (after stock, price or text changes). */
    async invalidate(): Promise<void> {
      taxonomy = undefined
      await cache.bump(CATALOG_NAMESPACE)
    },

    summaries,
    cachedText,

    /** The category tree as objects (from the cached answer). */
    async categoryNodes(lang: Language): Promise<CategoryNode[]> {
      return (JSON.parse(await categoryTreeJson(lang)) as { data: CategoryNode[] }).data
    },

    /** Brands as objects (from the cached answer). */
    async brands(lang: Language): Promise<Brand[]> {
      return (JSON.parse(await brandListJson(lang)) as { data: Brand[] }).data
    },

    async bestsellers(lang: Language, currency: Currency = 'USD'): Promise<ProductSummary[]> {
      return top(lang, currency, 'popularity')
    },

    /** Whether the product is on sale (published): what a shopper may add to a wishlist or review. */
    async productExists(id: string): Promise<boolean> {
      return (await repo.summariesByIds([id])).length > 0
    },

    categoryTreeJson,
    brandListJson,

    /**
     * What the sitemap lists of the catalog: each top-level category's slug with its subcategories'
     * ids (the storefront's category addresses) and every product's id. Read fresh: the caller
     * caches what it builds from it under the catalog generation (`cachedText`).
     */
    async sitemapEntries(): Promise<SitemapEntries> {
      const [{ categories }, products] = await Promise.all([loadTaxonomy(), repo.productIds()])
      return {
        categories: categories
          .filter((c) => c.parent_id === null)
          .map((c) => ({ slug: c.slug, subcategories: categories.filter((s) => s.parent_id === c.id).map((s) => s.id) })),
        products,
      }
    },

    homePageJson(lang: Language, currency: Currency = 'USD'): Promise<string> {
      return cached(`home:${lang}:${currency}`, async (): Promise<HomePage> => {
        const [bannerRows, featured, popular, newArrivals] = await Promise.all([
          repo.banners(),
          top(lang, currency, 'popularity', { featured: true }),
          // Read past the featured ones: a rail that repeats the one above it shows nothing new.
          top(lang, currency, 'popularity', {}, HOME_LIST_SIZE * 2),
          top(lang, currency, 'newest'),
        ])
        const featuredIds = new Set(featured.map((p) => p.id))
        const bestsellers = popular.filter((p) => !featuredIds.has(p.id)).slice(0, HOME_LIST_SIZE)
        const banners: Banner[] = bannerRows.map((b) => ({
          id: b.id,
          title: pick(b.title, lang),
          subtitle: pick(b.subtitle, lang),
          cta: pick(b.cta, lang),
          href: b.href,
          image: bannerImageUrl(b.id),
        }))
        return { currency, promo: { text: promoText(lang, currency), code: PROMO_CODE }, banners, featured, bestsellers, new_arrivals: newArrivals }
      })
    },

    productListJson(q: ProductListQuery): Promise<string> {
      return cached(`list:${listKey(q)}`, async (): Promise<ProductList> => {
        const filter = await resolveListFilter(q)
        const offset = (q.page - 1) * q.page_size
        const [total, rows] = await Promise.all([
          repo.count(filter),
          repo.listSummaries(filter, { sort: q.sort, limit: q.page_size, offset }),
        ])
        return {
          currency: q.currency,
          data: rows.map((r) => toSummary(r, q.lang)),
          page: q.page,
          page_size: q.page_size,
          total,
          total_pages: Math.ceil(total / q.page_size),
        }
      })
    },

    productDetailJson(id: string, lang: Language, currency: Currency = 'USD'): Promise<string> {
      // Not looked up, nor a cache key: any text may arrive here.
      if (!PRODUCT_ID.test(id)) return Promise.reject(new NotFound('Product', 'product_not_found'))
      return cached(`product:${id}:${lang}:${currency}`, async (): Promise<ProductDetail> => {
        const row = await repo.detail(id, currency)
        // A draft is nobody's business but staff's: not found. An archived product's address is gone for good.
        if (!row || row.status === 'draft') throw new NotFound('Product', 'product_not_found')
        if (row.status === 'archived') throw new DomainError('product_archived', PRODUCT_NO_LONGER_SOLD)
        return detailOf(row, lang, currency)
      })
    },

    /** Staff's preview of a product in any state, as the shop would show it once published (never cached). */
    async productPreview(id: string, lang: Language, currency: Currency = 'USD'): Promise<ProductDetail> {
      const row = await repo.detail(id, currency)
      if (!row) throw new NotFound('Product', 'product_not_found')
      return detailOf(row, lang, currency)
    },
  }
}

export type CatalogService = ReturnType<typeof createCatalogService>

/** The catalog's part of the sitemap (catalog.sitemapEntries). */
export interface SitemapEntries {
  categories: { slug: string; subcategories: string[] }[]
  products: string[]
}

/** A canonical key for a parsed list query: fixed field order, list values sorted. */
function listKey(q: ProductListQuery): string {
  const list = (v?: string[]) => (v?.length ? [...new Set(v)].sort().join(',') : '')
  return [
    q.lang,
    q.currency,
    q.category ?? '',
    q.subcategory ?? '',
    list(q.brand),
    list(q.skin_type),
    list(q.hair_type),
    list(q.certification),
    q.min_price ?? '',
    q.max_price ?? '',
    q.in_stock === undefined ? '' : String(q.in_stock),
    q.sort,
    q.page,
    q.page_size,
  ].join('|')
}
