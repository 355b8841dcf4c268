import type { Language } from '@shop/domain'

/**
 * The seller as the legal documents and the order confirmation name it: the owner's seller
 * settings (modules/settings, decision 039), handed in by the app's wiring.
 */
export interface SellerIdentity {
  name: string
  street: string
  city: string
  postal_code: string
  /** ISO code */
  country: string
  vat_number: string
  registration_number: string
  email: string
  phone: string
}

/** A stored legal document: the bytes of one version in one language, as rendered the first time. */
export interface LegalDocument {
  version: string
  lang: Language
  pdf: Buffer
  sha256: string
}

/** modules/legal as other modules use it (the order confirmation attaches the terms accepted). */
export interface TermsDocuments {
  /** The terms of `version` (default: the current one) in `lang`; throws legal_document_not_found for a version never stored. */
  terms(lang: Language, version?: string): Promise<LegalDocument>
}
