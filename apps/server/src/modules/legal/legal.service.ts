import { DomainError, LANGUAGES, TERMS_VERSION, type Language } from '@shop/domain'
import { createHash } from 'node:crypto'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { LegalTables } from '../../db/tables/legal'
import { termsPdf } from './legal.pdf'
import type { LegalDocument, SellerIdentity, TermsDocuments } from './legal.types'

const TERMS = 'terms'

export interface LegalDeps {
  db: Db
  /** The seller's details the documents print (modules/settings through the app's wiring) */
  seller: () => Promise<SellerIdentity>
  now?: () => Date
}

/**
 * The terms as PDFs, one per version and language (decision 043). The current version is rendered
 * the first time any language of it is needed, all four languages at once, and stored; from then
 * on the stored bytes are served, so an order's confirmation and any later download give exactly
 * what was accepted. Older versions are only read back: their texts are no longer in the code.
 * A process keeps what it has read (documents never change), so sending a confirmation costs no
 * rendering and, after the first, no query.
 */
export function createLegalService({ db, seller, now = () => new Date() }: LegalDeps): TermsDocuments {
  const own = () => tablesOf<LegalTables>(db.kysely)
  const known = new Map<string, LegalDocument>()
  let rendering: Promise<void> | null = null

  async function stored(version: string, lang: Language): Promise<LegalDocument | null> {
    const row = await own()
      .selectFrom('legal_document')
      .select(['pdf', 'sha256'])
      .where('kind', '=', TERMS)
      .where('version', '=', version)
      .where('lang', '=', lang)
      .executeTakeFirst()
    return row ? { version, lang, pdf: Buffer.from(row.pdf), sha256: row.sha256 } : null
  }

  /** Renders the current version in every language; a version another process stored first stays as it is. */
  async function renderCurrent(): Promise<void> {
    const identity = await seller()
    const at = now().toISOString()
    const rows = await Promise.all(
      LANGUAGES.map(async (lang) => {
        const pdf = await termsPdf({ lang, version: TERMS_VERSION, seller: identity })
        return { kind: TERMS, version: TERMS_VERSION, lang, pdf, sha256: createHash('sha256').update(pdf).digest('hex'), created_at: at }
      }),
    )
    await own()
      .insertInto('legal_document')
      .values(rows)
      .onConflict((oc) => oc.columns(['kind', 'version', 'lang']).doNothing())
      .execute()
  }

  return {
    async terms(lang, version = TERMS_VERSION) {
      const key = `${version}\n${lang}`
      const cached = known.get(key)
      if (cached) return cached
      let doc = await stored(version, lang)
      if (!doc && version === TERMS_VERSION) {
        // One rendering at a time in this process: concurrent confirmations wait for the same one.
        rendering ??= renderCurrent().finally(() => (rendering = null))
        await rendering
        doc = await stored(version, lang)
      }
      if (!doc) throw new DomainError('legal_document_not_found', `There are no terms of version ${version}`)
      known.set(key, doc)
      return doc
    },
  }
}
export type LegalService = ReturnType<typeof createLegalService>
