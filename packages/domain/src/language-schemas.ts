import { z } from 'zod'
import { LANGUAGES } from './languages'

export const LanguageSchema = z.enum(LANGUAGES, {
  error: () => `Unknown language; use one of ${LANGUAGES.join(', ')}`,
})

/** A text in every shop language. */
export const TranslatedSchema = z.object({ en: z.string(), cz: z.string(), sl: z.string(), ge: z.string() })
