import type {
  Brand,
  Currency,
  CategoryNode,
  HomePage,
  Language,
  ProductDetail,
  ProductList,
  ProductSort,
  SearchAnswer,
  SuggestAnswer,
} from '@shop/domain'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, api } from '../../../lib/api-client'
import { useMarket } from '../../../lib/market'

/**
 * Every catalog read of the storefront goes through these option factories (`xxxQuery(...)`) and
 * the hooks built on them, so cache keys stay consistent: a page declares what it reads for the
 * server (its route's `prefetch`, app/page-prefetch.ts) with the same factories its hooks use.
 * The language is part of each key: switching language refetches translated texts. Priced reads
 * also carry the currency of the shopper's market (lib/market.ts) in their address and key, so a
 * change of "Ship to" asks for them again in the new currency; their hooks take it from useMarket().
 */

export interface ProductFilters {
  category?: string
  subcategory?: string
  brand?: string[]
  skin_type?: string[]
  hair_type?: string[]
  certification?: string[]
  min_price?: number
  max_price?: number
  in_stock?: boolean
  sort?: ProductSort
  page?: number
  page_size?: number
}

export const catalogKeys = {
  categories: (lang: Language) => ['categories', lang] as const,
  brands: (lang: Language) => ['brands', lang] as const,
  home: (lang: Language, currency: Currency) => ['home', lang, currency] as const,
  products: (lang: Language, currency: Currency, f: ProductFilters) => ['products', lang, currency, f] as const,
  product: (lang: Language, currency: Currency, id: string) => ['product', lang, currency, id] as const,
  search: (lang: Language, currency: Currency, query: string, page: number) => ['search', lang, currency, query, page] as const,
  suggest: (lang: Language, query: string) => ['suggest', lang, query] as const,
}

const LONG = 5 * 60_000

export const categoriesQuery = (lang: Language) =>
  queryOptions({
    queryKey: catalogKeys.categories(lang),
    queryFn: ({ signal }) => api.get<{ data: CategoryNode[] }>('/api/all-categories', { convert_to: lang }, signal),
    select: (r) => r.data,
    staleTime: LONG,
  })

export function useCategories(lang: Language) {
  return useQuery(categoriesQuery(lang))
}

export const brandsQuery = (lang: Language) =>
  queryOptions({
    queryKey: catalogKeys.brands(lang),
    queryFn: ({ signal }) => api.get<{ data: Brand[] }>('/api/brands', { lang }, signal),
    select: (r) => r.data,
    staleTime: LONG,
  })

export function useBrands(lang: Language) {
  return useQuery(brandsQuery(lang))
}

export const homePageQuery = (lang: Language, currency: Currency) =>
  queryOptions({
    queryKey: catalogKeys.home(lang, currency),
    queryFn: ({ signal }) => api.get<HomePage>('/api/home-page', { lang, currency }, signal),
    staleTime: 60_000,
  })

export function useHomePage(lang: Language) {
  return useQuery(homePageQuery(lang, useMarket().currency))
}

export const productsQuery = (lang: Language, currency: Currency, filters: ProductFilters) =>
  queryOptions({
    queryKey: catalogKeys.products(lang, currency, filters),
    queryFn: ({ signal }) => api.get<ProductList>('/api/product', { lang, currency, ...filters }, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })

export function useProducts(lang: Language, filters: ProductFilters) {
  return useQuery(productsQuery(lang, useMarket().currency, filters))
}

/** What the product read answers for an archived product (the API's 410): no longer sold. */
export const PRODUCT_ARCHIVED = 'archived'

/**
 * One product, null when there is no such product (the API's 404), or PRODUCT_ARCHIVED when it is
 * no longer sold (the API's 410, decision 033). Answers, not errors: the server renders them and
 * hands them to the browser like any answer (errors are left to the browser), so an unknown or
 * archived product's page arrives rendered, with its 404 or 410.
 */
export const productQuery = (lang: Language, currency: Currency, id: string) =>
  queryOptions({
    queryKey: catalogKeys.product(lang, currency, id),
    queryFn: ({ signal }): Promise<ProductDetail | null | typeof PRODUCT_ARCHIVED> =>
      api.get<ProductDetail>(`/api/product/${encodeURIComponent(id)}`, { lang, currency }, signal).catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 404) return null
        if (err instanceof ApiError && err.status === 410) return PRODUCT_ARCHIVED
        throw err
      }),
    staleTime: 30_000,
    retry: (count, err) => (err as { status?: number }).status !== 400 && count < 2,
  })

export function useProduct(lang: Language, id: string) {
  return useQuery(productQuery(lang, useMarket().currency, id))
}

/** Also asked with an empty query (the search box): the answer carries popular_searches. */
export const searchQuery = (lang: Language, currency: Currency, query: string, page = 1) =>
  queryOptions({
    queryKey: catalogKeys.search(lang, currency, query, page),
    queryFn: ({ signal }) => api.get<SearchAnswer>('/api/search', { query, lang, currency, page }, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })

/** `enabled: false` leaves the query alone until wanted (the search box's popular searches: only once it opens). */
export function useSearch(lang: Language, query: string, page = 1, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...searchQuery(lang, useMarket().currency, query, page), enabled })
}

/** Suggestions carry no prices: no currency. */
export const suggestionsQuery = (lang: Language, query: string) =>
  queryOptions({
    queryKey: catalogKeys.suggest(lang, query),
    queryFn: ({ signal }) => api.get<SuggestAnswer>('/api/search/suggest', { query, lang }, signal),
    enabled: query.trim().length >= 2,
    staleTime: 60_000,
  })

export function useSuggestions(lang: Language, query: string) {
  return useQuery(suggestionsQuery(lang, query))
}
