import { localizedPath, pictureSources, type Language, type ProductDetail } from '@shop/domain'
import { answerCurrency } from '../../lib/market'
import type { PageHead } from '../../lib/page-head'
import { productHref, searchHref } from './components/catalog-links'

/**
 * What the catalog's pages tell search engines (issue 16, docs/decisions/026): schema.org objects
 * and page heads built only from data the page already has. Addresses are root-relative and in the
 * page's language (`/cz/productdetails/…`); the server's page head makes them absolute with the
 * shop's public origin, which the browser build does not know.
 */

const SCHEMA = 'https://schema.org'

export interface Crumb {
  name: string
  /** SPEC's path of the page (unprefixed): `/category/skin-care/all`. */
  path: string
}

/** A picture a link preview or a search engine can show: the drawn pictures as WebP, staff photos as uploaded (PNG, JPEG or WebP). */
export function rasterPicture(url: string): string {
  return pictureSources(url).src
}

/** Integer cents as schema.org wants a price: a decimal string with a dot, `1234` → `"12.34"`. */
export function decimalPrice(cents: number): string {
  return (cents / 100).toFixed(2)
}

export function breadcrumbList(lang: Language, crumbs: Crumb[]): Record<string, unknown> {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: localizedPath(lang, c.path) })),
  }
}

export function productJsonLd(lang: Language, p: ProductDetail): Record<string, unknown> {
  const images = (p.images.length ? p.images.map((i) => i.url) : [p.image]).map(rasterPicture)
  const url = localizedPath(lang, productHref(p.id))
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': url,
    name: p.name,
    description: p.description,
    sku: p.id,
    productID: p.id,
    image: images,
    url,
    brand: { '@type': 'Brand', name: p.brand.name },
    category: `${p.category.name} > ${p.subcategory.name}`,
    offers: {
      '@type': 'Offer',
      url,
      price: decimalPrice(p.price_cents),
      priceCurrency: answerCurrency(p),
      availability: p.stock > 0 ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
      itemCondition: `${SCHEMA}/NewCondition`,
    },
    ...(p.rating.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: p.rating.average, reviewCount: p.rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
  }
}

/** The product page's head: its description, first picture, Product and BreadcrumbList (home → category → subcategory → product). */
export function productHead(lang: Language, p: ProductDetail, crumbs: { home: string; category: Crumb; subcategory: Crumb }): PageHead {
  const product = productJsonLd(lang, p)
  return {
    description: p.description,
    image: (product.image as string[])[0],
    ogType: 'product',
    jsonLd: [product, breadcrumbList(lang, [{ name: crumbs.home, path: '/' }, crumbs.category, crumbs.subcategory, { name: p.name, path: productHref(p.id) }])],
  }
}

/** The home page's head: the shop as an Organization, and the WebSite with its search. */
export function homeHead(lang: Language, shop: { name: string; description: string; logo: string }): PageHead {
  const home = localizedPath(lang, '/')
  // The search page's address with the placeholder left unencoded for search engines to fill in.
  const search = localizedPath(lang, searchHref('SEARCH_TERM')).replace('SEARCH_TERM', '{search_term_string}')
  return {
    description: shop.description,
    jsonLd: [
      { '@context': SCHEMA, '@type': 'Organization', name: shop.name, url: home, logo: shop.logo },
      {
        '@context': SCHEMA,
        '@type': 'WebSite',
        name: shop.name,
        url: home,
        potentialAction: { '@type': 'SearchAction', target: { '@type': 'EntryPoint', urlTemplate: search }, 'query-input': 'required name=search_term_string' },
      },
    ],
  }
}

/** A listing page (a category, the overview, the brands): its description and where it sits. */
export function listingHead(lang: Language, description: string | undefined, crumbs: Crumb[]): PageHead {
  return { description, jsonLd: [breadcrumbList(lang, crumbs)] }
}
