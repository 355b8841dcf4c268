/** Storefront paths of the catalog, in one place so every link agrees. */

/** The subcategory segment that means "the whole category". */
export const ALL_SUBCATEGORIES = 'all'

export function categoryHref(categorySlug: string, subcategoryId: string = ALL_SUBCATEGORIES, query = '') {
  return `/category/${encodeURIComponent(categorySlug)}/${encodeURIComponent(subcategoryId)}${query}`
}

export function productHref(id: string) {
  return `/productdetails/${encodeURIComponent(id)}`
}

export function searchHref(text: string, page = 1) {
  return `/search/${encodeURIComponent(text.trim())}${page > 1 ? `?page=${page}` : ''}`
}
