import { z } from 'zod'

/** Language codes exactly as SPEC writes them: in URLs, API parameters and storage. */
export const LANGUAGES = ['en', 'cz', 'sl', 'ge'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

export const LanguageSchema = z.enum(LANGUAGES, {
  error: () => `Unknown language; use one of ${LANGUAGES.join(', ')}`,
})

/** A text in every shop language. */
export const TranslatedSchema = z.object({ en: z.string(), cz: z.string(), sl: z.string(), ge: z.string() })
export type Translated = z.infer<typeof TranslatedSchema>

/** BCP 47 locale used for number, currency and date formatting. */
export const LOCALES: Record<Language, string> = { en: 'en-US', cz: 'cs-CZ', sl: 'sl-SI', ge: 'de-DE' }

/** The html lang attribute for each shop language code. */
export const HTML_LANG: Record<Language, string> = { en: 'en', cz: 'cs', sl: 'sl', ge: 'de' }

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}
