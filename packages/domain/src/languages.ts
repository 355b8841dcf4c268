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
