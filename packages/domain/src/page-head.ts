/**
 * What a server-rendered page tells search engines and link previews beyond its title (issue 16,
 * decision 026): the web app's pages declare it (apps/web/src/lib/page-head.ts), the server turns
 * it into `<meta name=description>`, Open Graph and Twitter card tags and `<script
 * type="application/ld+json">` blocks (apps/server/src/http/page-head.ts). Canonical and hreflang
 * links come from the address itself, not from here.
 */
export interface PageHead {
  /** One or two sentences, plain text (the server escapes and shortens it). */
  description?: string
  /** A raster picture a link preview can show: an absolute path on this shop (`/api/…/picture.webp`) or a full URL. */
  image?: string
  /** `product` on a product page, else `website`. */
  ogType?: 'website' | 'product'
  /** schema.org objects (each with its `@context` and `@type`), one ld+json block each. */
  jsonLd?: Record<string, unknown>[]
  /** The page should not be indexed (search results, the cart, checkout). */
  noindex?: boolean
  /**
   * SPEC's path of the page (without the language prefix) when one page has several addresses,
   * e.g. a subcategory by its slug and by its id: canonical and alternate links name this one.
   */
  canonicalPath?: string
}
