import { HTML_LANG, LANGUAGES, isLanguage, type Language } from '@shop/domain'
import { absoluteUrl } from '../../http/page-head'
import type { CatalogService } from '../catalog/catalog.service'

/**
 * What search engines are told of the shop (docs/decisions/026): the sitemap of every public page
 * in every language, with its alternates, and robots.txt. Built from the catalog's service and
 * cached under the catalog's generation, so a catalog change drops them with the rest.
 */
export interface SeoDeps {
  catalog: Pick<CatalogService, 'sitemapEntries' | 'cachedText'>
  /** The shop's public origin (config PUBLIC_URL). */
  origin: string
  limits?: SitemapLimits
}

export interface SitemapLimits {
  /** Up to this many addresses (all languages together) `/sitemap.xml` lists them itself; above, it is an index of per-language sitemaps. */
  single: number
  /** A language's sitemap holds at most this many addresses; above, it comes in numbered parts. */
  part: number
}

/**
 * The protocol allows 50,000 addresses and 50 MB per file. One sitemap stays under 10,000
 * addresses (about 6 MB with five alternates each), so each file is one modest cache entry; the
 * 10k-product catalog (40,000 addresses) is an index of four language sitemaps.
 */
export const SITEMAP_LIMITS: SitemapLimits = { single: 10_000, part: 50_000 }

/** Public pages that are not the catalog's: home, overviews and the content pages (SPEC's paths). */
const FIXED_PAGES = ['/', '/categoryoverview', '/topbrand', '/about', '/faq', '/cancelpolicy', '/returnpolicy', '/privacy&policy', '/t&c', '/imprint']

/** Pages of one shopper (or none worth indexing): robots.txt keeps crawlers out of them in every language. */
const PRIVATE_PAGES = [
  '/cart', '/checkout', '/revieworder', '/paymentpage', '/confirmorder', '/wishlist', '/youraccount', '/profile',
  '/addressmyinfo', '/shippingaddress', '/orderhistory', '/individualorderview/', '/cancelorder/', '/trackorder',
  '/wallet', '/giftcart', '/redeem', '/coupan', '/changepassword', '/secureaccount', '/login', '/signup',
  '/forgetpassword', '/Verificationemail', '/Verificationphone', '/Twofactor', '/twofactorauthentication',
  '/twofactorauthenicationverifiaction', '/admin', '/oauth/',
]

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const URLSET_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)

/** A language sitemap's file name: `sitemap-cz.xml`, or `sitemap-cz-2.xml` for the second part. */
export function parseSitemapName(name: string): { lang: Language; part?: number } | undefined {
  const match = /^(en|cz|sl|ge)(?:-([1-9]\d?))?$/.exec(name)
  if (!match || !isLanguage(match[1])) return undefined
  return { lang: match[1], part: match[2] ? Number(match[2]) : undefined }
}

export function createSeoService({ catalog, origin, limits = SITEMAP_LIMITS }: SeoDeps) {
  const base = origin.replace(/\/+$/, '')
  // The files depend on the limits: part of their cache keys.
  const shape = `${limits.single}:${limits.part}`

  /** SPEC's path of every public page, encoded as the storefront links it. */
  async function pagePaths(): Promise<string[]> {
    const { categories, products } = await catalog.sitemapEntries()
    const seg = encodeURIComponent
    return [
      ...FIXED_PAGES,
      ...categories.flatMap((c) => [`/category/${seg(c.slug)}/all`, ...c.subcategories.map((s) => `/category/${seg(c.slug)}/${seg(s)}`)]),
      ...products.map((id) => `/productdetails/${seg(id)}`),
    ]
  }

  /** The page paths, kept as the catalog's generation lasts: a language sitemap's parts are counted from them. */
  async function cachedPaths(): Promise<string[]> {
    return JSON.parse(await catalog.cachedText('sitemap:paths', async () => JSON.stringify(await pagePaths()))) as string[]
  }

  function urlEntry(lang: Language, path: string): string {
    const links = LANGUAGES.map((other) => `<xhtml:link rel="alternate" hreflang="${HTML_LANG[other]}" href="${escapeXml(absoluteUrl(base, other, path))}"/>`)
    links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(base, 'en', path))}"/>`)
    return `<url><loc>${escapeXml(absoluteUrl(base, lang, path))}</loc>${links.join('')}</url>\n`
  }

  function urlset(entries: [Language, string][]): string {
    return XML_HEAD + URLSET_OPEN + entries.map(([lang, path]) => urlEntry(lang, path)).join('') + '</urlset>\n'
  }

  /** The files of a language's sitemap: `cz` when it fits in one, else `cz-1`, `cz-2`, …. */
  function languageFiles(lang: Language, count: number): string[] {
    const parts = Math.ceil(count / limits.part)
    return parts <= 1 ? [lang] : Array.from({ length: parts }, (_, i) => `${lang}-${i + 1}`)
  }

  return {
    /** `/sitemap.xml`: every address of every language, or (past `limits.single`) the index of the language sitemaps. */
    sitemapXml(): Promise<string> {
      return catalog.cachedText(`sitemap:${shape}`, async () => {
        const paths = await cachedPaths()
        if (paths.length * LANGUAGES.length <= limits.single) return urlset(LANGUAGES.flatMap((lang) => paths.map((p): [Language, string] => [lang, p])))
        const files = LANGUAGES.flatMap((lang) => languageFiles(lang, paths.length))
        return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.map((f) => `<sitemap><loc>${escapeXml(`${base}/sitemap-${f}.xml`)}</loc></sitemap>\n`).join('')}</sitemapindex>\n`
      })
    },

    /** `/sitemap-<name>.xml`: one language's addresses (or one part of them); undefined for a file that does not exist. */
    async languageSitemapXml(name: string): Promise<string | undefined> {
      const file = parseSitemapName(name)
      if (!file) return undefined
      // A name of the right form but no such part is remembered as '' (at most 4 × 99 of them).
      const text = await catalog.cachedText(`sitemap:${shape}:${name}`, async () => {
        const paths = await cachedPaths()
        const index = languageFiles(file.lang, paths.length).indexOf(name)
        if (index < 0) return ''
        return urlset(paths.slice(index * limits.part, (index + 1) * limits.part).map((p): [Language, string] => [file.lang, p]))
      })
      return text || undefined
    },

    robotsTxt(): string {
      const lines = ['User-agent: *', 'Allow: /', 'Allow: /api/media/', 'Disallow: /api/', 'Disallow: /auth/', 'Disallow: /docs']
      for (const lang of LANGUAGES) for (const page of PRIVATE_PAGES) lines.push(`Disallow: ${lang === 'en' ? '' : `/${lang}`}${page}`)
      lines.push('', `Sitemap: ${base}/sitemap.xml`, '')
      return lines.join('\n')
    },
  }
}

export type SeoService = ReturnType<typeof createSeoService>
