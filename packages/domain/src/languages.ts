/**
 * Kept free of zod: the first page imports these constants, and a schema here would bring zod onto
 * it (the schemas live in language-schemas.ts).
 */

/** Language codes exactly as SPEC writes them: in URLs, API parameters and storage. */
export const LANGUAGES = ['en', 'cz', 'sl', 'ge'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

/** A text in every shop language. */
export type Translated = Record<Language, string>

/** BCP 47 locale used for number, currency and date formatting. */
export const LOCALES: Record<Language, string> = { en: 'en-US', cz: 'cs-CZ', sl: 'sl-SI', ge: 'de-DE' }

/** The html lang attribute for each shop language code. */
export const HTML_LANG: Record<Language, string> = { en: 'en', cz: 'cs', sl: 'sl', ge: 'de' }

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/**
 * One address per language (issue 16, decision 026): English pages keep SPEC's paths as they are
 * (`/cart`), the others carry their shop code in front (`/cz/cart`, `/sl/`, `/ge/productdetails/…`).
 */
export const LANGUAGE_PREFIX: Record<Language, string> = { en: '', cz: '/cz', sl: '/sl', ge: '/ge' }

/**
 * The language a page address is in and the path SPEC names for it: `/cz/cart` → cz, `/cart`;
 * `/cz` and `/cz/` → cz, `/`; `/cart` → en, `/cart` (`prefixed` false: a negotiable address).
 * Only the path: no query or fragment.
 */
export function splitLanguagePath(pathname: string): { lang: Language; path: string; prefixed: boolean } {
  const match = /^\/(cz|sl|ge)(?=\/|$)/.exec(pathname)
  if (!match) return { lang: DEFAULT_LANGUAGE, path: pathname || '/', prefixed: false }
  return { lang: match[1] as Language, path: pathname.slice(match[0].length) || '/', prefixed: true }
}

/** The address of SPEC's `path` (which starts with `/`) in `lang`: `('cz', '/cart')` → `/cz/cart`, `('cz', '/')` → `/cz/`. */
export function localizedPath(lang: Language, path: string): string {
  return LANGUAGE_PREFIX[lang] + (path.startsWith('/') ? path : `/${path}`)
}
