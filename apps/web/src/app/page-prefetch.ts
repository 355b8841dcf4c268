import type { Currency, Language } from '@shop/domain'
import type { QueryKey } from '@tanstack/react-query'
import { guestCartQuery } from '../features/cart/api/cart-queries'
import { categoriesQuery } from '../features/catalog/api/catalog-queries'

/**
 * What a server-rendered page will read, declared up front so the server fetches it first and
 * renders the page once (app/entry-server.tsx). A route module (app/routes/*.tsx) exports
 * `prefetch`; it returns the same query options its hooks use (the features' `xxxQuery(...)`
 * factories), so the declaration and the page cannot ask for different keys. Anything a page asks
 * for that is not declared is still found by a discovery render (one more render), so a missing
 * declaration costs time, never correctness.
 */
export interface PrefetchArgs {
  /** The route's parameters, as useParams() gives them. */
  params: Readonly<Record<string, string | undefined>>
  /** The address's query. */
  search: URLSearchParams
  lang: Language
  /** The currency of the shopper's market (lib/market.ts): priced reads are asked in it. */
  currency: Currency
}

/** Query options as the factories make them (queryKey and queryFn; hook-only fields are ignored). */
export interface DeclaredQuery {
  queryKey: QueryKey
  queryFn?: unknown
}

export type Prefetch = (args: PrefetchArgs) => ReadonlyArray<DeclaredQuery>

/**
 * The layout's own reads, on every page: the category menu. (The promo strip's text is SPEC's
 * constant; the search box's popular searches wait until the box opens.)
 */
export const layoutPrefetch = (lang: Language): DeclaredQuery[] => [categoriesQuery(lang)]

/**
 * What the server leaves to the browser without asking: the header's cart count (a page is the
 * same for every visitor; the count arrives after hydration). Declared so the render neither asks
 * for it nor renders the page again to find it.
 */
export const browserOnly = (lang: Language): QueryKey[] => [guestCartQuery(lang).queryKey]
