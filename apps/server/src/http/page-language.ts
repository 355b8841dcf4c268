import { isLanguage, localizedPath, splitLanguagePath, type Language } from '@shop/domain'
import type { FastifyReply } from 'fastify'

/**
 * The language of a page address (docs/decisions/026): `/cz/…`, `/sl/…`, `/ge/…` are that
 * language and never redirect; an unprefixed address is English and also the x-default, so a
 * visitor whose `lang` cookie (the language menu's choice), or without one whose Accept-Language,
 * asks for another language is sent 302 to that language's address.
 */
export interface PageAddress {
  lang: Language
  /** SPEC's path of the page, without the language prefix (`/cart`, `/`), as it arrived (still encoded). */
  path: string
  /** `?…` as it arrived, or ''. */
  search: string
  /** The address carries its language: it never redirects and its answer does not depend on cookie or Accept-Language. */
  prefixed: boolean
  /** Where a visitor of an unprefixed address is sent instead (path and query). */
  redirect?: string
}

/** Paths that are not language pages: the staff area and the sign-in popup's landing page. */
const NOT_LANGUAGE_PAGES = /^\/(admin|oauth)(\/|$)/

/** Accept-Language primary subtags the shop speaks, and its language code for each. */
const ACCEPTED: Record<string, Language> = { en: 'en', cs: 'cz', sl: 'sl', de: 'ge' }

/**
 * The shop language an Accept-Language header asks for: the supported language with the highest
 * q-value (the first listed on a tie); cs → cz, de → ge, sl → sl; anything else, nothing or a
 * header that cannot be read → en.
 */
export function negotiateLanguage(header: string | undefined): Language {
  if (!header) return 'en'
  let best: { lang: Language; q: number } | undefined
  for (const part of header.slice(0, 1000).split(',')) {
    const [tag = '', ...params] = part.trim().split(';')
    const lang = ACCEPTED[tag.trim().toLowerCase().split('-')[0]!]
    if (!lang) continue
    let q = 1
    for (const param of params) {
      const [name, value] = param.split('=').map((s) => s.trim())
      if (name?.toLowerCase() === 'q') q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value ?? '') ? Number(value) : 0
    }
    if (q > 0 && (!best || q > best.q)) best = { lang, q }
  }
  return best?.lang ?? 'en'
}

/** The `lang` cookie's value when it names a shop language. */
export function cookieLanguage(header: string | undefined): Language | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === 'lang') {
      const value = part.slice(at + 1).trim()
      return isLanguage(value) ? value : undefined
    }
  }
  return undefined
}

/** Whether a path (without its language prefix) is a page of the shop in a language. */
export function isLanguagePage(path: string): boolean {
  return !NOT_LANGUAGE_PAGES.test(path)
}

/** The language of a page GET (or HEAD) from its URL (path and query), `cookie` and `accept-language` headers. */
export function pageAddress(url: string, headers: { cookie?: string; 'accept-language'?: string }): PageAddress {
  const at = url.indexOf('?')
  const pathname = at < 0 ? url : url.slice(0, at)
  const search = at < 0 ? '' : url.slice(at)
  const { lang, path, prefixed } = splitLanguagePath(pathname)
  if (prefixed || !isLanguagePage(path)) return { lang, path, search, prefixed: true }
  const wanted = cookieLanguage(headers.cookie) ?? negotiateLanguage(headers['accept-language'])
  if (wanted === 'en') return { lang: 'en', path, search, prefixed: false }
  return { lang: 'en', path, search, prefixed: false, redirect: localizedPath(wanted, path) + search }
}

/**
 * An unprefixed page's answer depends on the cookie and Accept-Language (it may be a redirect), so
 * it varies by both: a browser or a CDN that honours Vary keeps one copy per combination and never
 * hands a Czech visitor the English page. Its Cache-Control is left as the page set it. A prefixed
 * address's language depends on neither; a page made for the shopper's market (`market`: rendered
 * pages and the app shell, decision 040) depends on both at any address (the `ship_to` cookie, else
 * the browser's region). Call after the page's own caching headers are set.
 */
export function setAddressHeaders(reply: FastifyReply, address: PageAddress, { market = false }: { market?: boolean } = {}): FastifyReply {
  if (address.prefixed && !market) return reply
  const vary = String(reply.getHeader('vary') ?? '')
  const names = new Set(vary.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))
  names.add('cookie')
  names.add('accept-language')
  return reply.header('vary', [...names].join(', '))
}

/** Sends the visitor of an unprefixed address to the address of their language. */
export function sendLanguageRedirect(reply: FastifyReply, address: PageAddress & { redirect: string }): FastifyReply {
  return setAddressHeaders(reply.header('cache-control', 'no-cache'), address).redirect(address.redirect, 302)
}
