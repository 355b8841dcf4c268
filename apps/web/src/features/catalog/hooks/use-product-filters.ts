import {
  CERTIFICATIONS,
  HAIR_TYPES,
  PRODUCT_SORTS,
  SKIN_TYPES,
  type Certification,
  type HairType,
  type ProductSort,
  type SkinType,
} from '@shop/domain'
import { useCallback, useMemo } from 'react'
import { useSearchParams } from '../../../lib/router'
import type { ProductFilters } from '../api/catalog-queries'

/**
 * The category page keeps every filter, the sort and the page in the query string, so reload,
 * back and a shared link all show the same list. Prices are whole currency units in the URL
 * (`?price_min=10`) because people read and share it; the API wants cents.
 */
export interface FilterState {
  brand: string[]
  skin_type: SkinType[]
  hair_type: HairType[]
  certification: Certification[]
  price_min?: number
  price_max?: number
  in_stock: boolean
  sort: ProductSort
  page: number
}

export type ListFilterKey = 'brand' | 'skin_type' | 'hair_type' | 'certification'

export const DEFAULT_SORT: ProductSort = 'popularity'
const SLUG = /^[a-z0-9_-]{1,80}$/

function list<T extends string>(raw: string | null, allowed?: readonly T[]): T[] {
  if (!raw) return []
  const seen = new Set<T>()
  for (const part of raw.split(',')) {
    const v = part.trim() as T
    if (!v) continue
    if (allowed ? allowed.includes(v) : SLUG.test(v)) seen.add(v)
  }
  return [...seen]
}

function amount(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined
  const n = Number(raw)
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : undefined
}

/** Reads the filter state from a query string; values that make no sense are ignored, not sent. */
export function parseFilters(params: URLSearchParams): FilterState {
  const sort = params.get('sort') as ProductSort | null
  const page = Number(params.get('page'))
  let price_min = amount(params.get('price_min'))
  let price_max = amount(params.get('price_max'))
  if (price_min !== undefined && price_max !== undefined && price_min > price_max) {
    ;[price_min, price_max] = [price_max, price_min]
  }
  return {
    brand: list(params.get('brand')),
    skin_type: list(params.get('skin_type'), SKIN_TYPES),
    hair_type: list(params.get('hair_type'), HAIR_TYPES),
    certification: list(params.get('certification'), CERTIFICATIONS),
    price_min,
    price_max,
    in_stock: params.get('in_stock') === 'true',
    sort: sort && PRODUCT_SORTS.includes(sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}

/** The API filters for one category page. */
export function toApiFilters(state: FilterState, scope: { category?: string; subcategory?: string }, pageSize: number): ProductFilters {
  return {
    ...scope,
    brand: state.brand.length ? state.brand : undefined,
    skin_type: state.skin_type.length ? state.skin_type : undefined,
    hair_type: state.hair_type.length ? state.hair_type : undefined,
    certification: state.certification.length ? state.certification : undefined,
    min_price: state.price_min !== undefined ? state.price_min * 100 : undefined,
    max_price: state.price_max !== undefined ? state.price_max * 100 : undefined,
    in_stock: state.in_stock || undefined,
    sort: state.sort,
    page: state.page,
    page_size: pageSize,
  }
}

export function activeFilterCount(state: FilterState): number {
  return (
    state.brand.length +
    state.skin_type.length +
    state.hair_type.length +
    state.certification.length +
    (state.price_min !== undefined || state.price_max !== undefined ? 1 : 0) +
    (state.in_stock ? 1 : 0)
  )
}

const FILTER_KEYS = ['brand', 'skin_type', 'hair_type', 'certification', 'price_min', 'price_max', 'in_stock'] as const

export function useProductFilters() {
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => parseFilters(params), [params])

  /** Every change of what is shown starts again at page 1. */
  const update = useCallback(
    (change: (next: URLSearchParams) => void, { keepPage = false } = {}) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev)
          change(next)
          if (!keepPage) next.delete('page')
          return next
        },
        { preventScrollReset: true },
      )
    },
    [setParams],
  )

  const toggle = useCallback(
    (key: ListFilterKey, value: string) =>
      update((next) => {
        const current = list(next.get(key))
        const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
        if (values.length) next.set(key, values.join(','))
        else next.delete(key)
      }),
    [update],
  )

  const setPrice = useCallback(
    (min: number | undefined, max: number | undefined) =>
      update((next) => {
        if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min]
        if (min === undefined) next.delete('price_min')
        else next.set('price_min', String(min))
        if (max === undefined) next.delete('price_max')
        else next.set('price_max', String(max))
      }),
    [update],
  )

  const setInStock = useCallback(
    (on: boolean) =>
      update((next) => {
        if (on) next.set('in_stock', 'true')
        else next.delete('in_stock')
      }),
    [update],
  )

  const setSort = useCallback(
    (sort: ProductSort) =>
      update((next) => {
        if (sort === DEFAULT_SORT) next.delete('sort')
        else next.set('sort', sort)
      }),
    [update],
  )

  const clear = useCallback(() => update((next) => FILTER_KEYS.forEach((k) => next.delete(k))), [update])

  /** The link target of a page number, keeping every other parameter. */
  const pageHref = useCallback(
    (page: number) => {
      const next = new URLSearchParams(params)
      if (page <= 1) next.delete('page')
      else next.set('page', String(page))
      const s = next.toString()
      return s ? `?${s}` : '?'
    },
    [params],
  )

  return { state, toggle, setPrice, setInStock, setSort, clear, pageHref, activeCount: activeFilterCount(state) }
}

export type ProductFiltersApi = ReturnType<typeof useProductFilters>
