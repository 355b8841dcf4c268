/** modules/legal owns legal_document (decision 043). */
export interface LegalDocumentTable {
  /** What the document is: 'terms' (the terms with the withdrawal and cancellation policies and the model form) */
  kind: string
  /** legal.ts TERMS_VERSION when it was rendered */
  version: string
  lang: string
  pdf: Buffer
  /** hex SHA-256 of the PDF: its ETag */
  sha256: string
  created_at: string
}

export interface LegalTables {
  legal_document: LegalDocumentTable
}
