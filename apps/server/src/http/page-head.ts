import { marketAttribute, type PageMarket } from './page-market'
import { HTML_LANG, LANGUAGES, LOCALES, localizedPath, type Language, type PageHead } from '@shop/domain'
import { escapeHtml } from '../lib/html'

/**
 * The head of a page for search engines and link previews (issue 16, docs/decisions/026): its
 * language, canonical address, alternates in the other languages, description, Open Graph and
 * Twitter card tags and structured data, put into the app's index.html.
 */

export type { PageHead }

export interface HeadInput {
  lang: Language
  /** SPEC's path of the page, without the language prefix, as it arrived (encoded). */
  path: string
  /** `?…` as it arrived, or ''. */
  search: string
  /** The shop's public origin (config PUBLIC_URL), never the request's Host. */
  origin: string
  title?: string
  status: number
  head?: PageHead
  /** The shopper's market the page was made for (decision 040), on `<html data-market>`. */
  market?: PageMarket
}

/** hreflang of each shop language (the x-default is the unprefixed, English address). */
const HREFLANG: Record<Language, string> = HTML_LANG

/** Query parameters that are part of a page's identity, by path; any other (filters, sort, tracking) is left out of its canonical address. */
const IDENTITY_PARAMS: { path: RegExp; params: string[] }[] = [
  { path: /^\/category\/[^/]+\/[^/]+$/, params: ['page'] },
  { path: /^\/search\/[^/]+$/, params: ['page'] },
]

/** Link previews show about this much of a description. */
const DESCRIPTION_MAX = 200

/** Keys of schema.org objects whose root-relative values (`/productdetails/…`) are made absolute. */
const URL_KEYS = new Set(['url', 'item', 'image', 'logo', '@id', 'target', 'urlTemplate'])

/** The query string of a page's canonical address: its identity parameters only, `page=1` left out. */
export function canonicalSearch(path: string, search: string): string {
  const keep = IDENTITY_PARAMS.find((rule) => rule.path.test(path))?.params ?? []
  if (!keep.length || !search) return ''
  const params = new URLSearchParams(search)
  const out = new URLSearchParams()
  for (const name of keep) {
    const value = params.get(name)
    if (name === 'page' && (!value || !/^[1-9]\d{0,4}$/.test(value) || value === '1')) continue
    if (value) out.set(name, value)
  }
  const text = out.toString()
  return text ? `?${text}` : ''
}

/** The absolute address of SPEC's `path` (encoded) in `lang`. */
export function absoluteUrl(origin: string, lang: Language, path: string, search = ''): string {
  return origin.replace(/\/+$/, '') + localizedPath(lang, path) + search
}

function absolute(origin: string, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? origin.replace(/\/+$/, '') + url : url
}

/** `<` and the line separators written as JSON escapes: a `</script>` inside a value cannot end the block. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

function absolutize(value: unknown, origin: string, key?: string): unknown {
  if (typeof value === 'string') return key && URL_KEYS.has(key) ? absolute(origin, value) : value
  if (Array.isArray(value)) return value.map((v) => absolutize(v, origin, key))
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absolutize(v, origin, k)]))
  }
  return value
}

/** One line, at most DESCRIPTION_MAX characters, cut at a word with an ellipsis. */
export function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line.length <= DESCRIPTION_MAX) return line
  const cut = line.slice(0, DESCRIPTION_MAX - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`
}

const ogLocale = (lang: Language) => LOCALES[lang].replace('-', '_')

/** The tags that go before `</head>`. */
export function headTags(input: HeadInput): string {
  const { lang, origin, head = {} } = input
  // The page's own address when it has several (a root-relative path only: never another site).
  const path = head.canonicalPath && /^\/(?![/\\])/.test(head.canonicalPath) ? head.canonicalPath : input.path
  const failed = input.status >= 400
  const noindex = failed || head.noindex === true
  const tags: string[] = []
  const meta = (attr: 'name' | 'property', name: string, content: string) => tags.push(`<meta ${attr}="${name}" content="${escapeHtml(content)}">`)
  const url = absoluteUrl(origin, lang, path, canonicalSearch(path, input.search))
  const description = head.description ? shortDescription(head.description) : undefined
  const image = head.image ? absolute(origin, head.image) : undefined

  if (noindex) meta('name', 'robots', 'noindex')
  if (description) meta('name', 'description', description)
  // A page that is not there, or not to be indexed, names no address of its own.
  if (!noindex) {
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`)
    const search = canonicalSearch(path, input.search)
    for (const other of LANGUAGES) tags.push(`<link rel="alternate" hreflang="${HREFLANG[other]}" href="${escapeHtml(absoluteUrl(origin, other, path, search))}">`)
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(absoluteUrl(origin, 'en', path, search))}">`)
  }
  if (input.title) meta('property', 'og:title', input.title)
  if (description) meta('property', 'og:description', description)
  if (!noindex) meta('property', 'og:url', url)
  meta('property', 'og:type', head.ogType ?? 'website')
  meta('property', 'og:locale', ogLocale(lang))
  for (const other of LANGUAGES) if (other !== lang) meta('property', 'og:locale:alternate', ogLocale(other))
  if (image) meta('property', 'og:image', image)
  meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary')
  if (input.title) meta('name', 'twitter:title', input.title)
  if (description) meta('name', 'twitter:description', description)
  if (image) meta('name', 'twitter:image', image)
  for (const object of head.jsonLd ?? []) {
    // Data, not script: the Content-Security-Policy does not apply to it, and nothing runs it.
    tags.push(`<script type="application/ld+json">${jsonForScript(absolutize(object, origin))}</script>`)
  }
  return tags.join('')
}

/** The template with `<html lang>` of the language (every page, the app shell too). */
export function withHtmlLang(template: string, lang: Language, market?: PageMarket): string {
  const data = market ? ` data-market="${marketAttribute(market)}"` : ''
  return template.replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[lang]}"${data}`)
}

/**
 * The template with the page's language, title and head tags. The template's own description
 * (the whole shop's, in English) gives way to the page's, and is left out of other languages.
 */
export function putPageHead(template: string, input: HeadInput): string {
  let html = withHtmlLang(template, input.lang, input.market)
  if (input.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(input.title!)}</title>`)
  if (input.head?.description || input.lang !== 'en') html = html.replace(/\s*<meta name="description"[^>]*>/, '')
  const tags = headTags(input)
  return html.replace('</head>', () => `${tags}</head>`)
}
