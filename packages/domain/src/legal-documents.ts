import { z } from 'zod'
import { LANGUAGES, type Language } from './languages'

/**
 * The terms as a PDF (decision 043): each version is kept per language as it was rendered, so an
 * order's confirmation and any later download give the wording the shopper accepted.
 */
export const TermsPdfQuerySchema = z.object({
  lang: z.enum(LANGUAGES).default('en'),
  /** A terms version (legal.ts TERMS_VERSION); none: the current one */
  version: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,40}$/, 'A terms version is 1 to 40 letters, digits, dots, dashes or underscores')
    .optional(),
})
export type TermsPdfQuery = z.infer<typeof TermsPdfQuerySchema>

/** Where the PDF of a terms version is downloaded (public). */
export function termsPdfPath(version: string, lang: Language): string {
  return `/api/legal/terms.pdf?lang=${lang}&version=${encodeURIComponent(version)}`
}

const TERMS_FILE_STEM: Record<Language, string> = { en: 'terms', cz: 'obchodni-podminky', sl: 'splosni-pogoji', ge: 'AGB' }

/** The file name a terms PDF is saved and attached under: "AGB-2026-11-28.pdf". */
export function termsPdfFileName(version: string, lang: Language): string {
  return `${TERMS_FILE_STEM[lang]}-${version.replace(/[^A-Za-z0-9._-]/g, '')}.pdf`
}
