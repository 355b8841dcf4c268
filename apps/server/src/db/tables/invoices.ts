import type { Generated } from 'kysely'

/** modules/invoices owns invoice, credit_note, document_sequence and document_vat_line (decision 039). */
export interface InvoiceTable {
  id: string
  order_id: string
  order_number: string
  /** "2026-000123"; null (with year, seq and issued_at) while the invoice waits for its number */
  number: string | null
  year: number | null
  seq: number | null
  /** When the invoice was written; it is issued when it gets its number */
  created_at: string
  issued_at: string | null
  /** The date of supply (Art. 226): when the order was paid, or delivered for cash on delivery */
  supplied_at: string
  lang: string
  currency: string
  vat_country: string
  net_cents: number
  vat_cents: number
  total_cents: number
  /** JSON SellerSettings as it was when the invoice was issued */
  seller: string
  /** JSON DocumentBuyer */
  buyer: string
  /** JSON DocumentLine[] (the order's lines, then the shipping) */
  lines: string
  /** JSON VatRow[] per rate, highest first */
  vat_rows: string
  /** JSON DocumentPayment[] */
  payment: string
}

export interface CreditNoteTable {
  id: string
  /** "CN-2026-000007" */
  number: string
  year: number
  seq: number
  invoice_id: string
  order_id: string
  order_number: string
  /** One credit note per refund: the refund's own key */
  idempotency_key: string
  issued_at: string
  lang: string
  currency: string
  vat_country: string
  /** The gross amount given back */
  amount_cents: number
  net_cents: number
  vat_cents: number
  /** JSON VatRow[] */
  vat_rows: string
  /** JSON SellerSettings when the credit note was issued */
  seller: string
  reason: string
  /** Migration 0038, decision 044: JSON DocumentLine[] the credit note credits ('[]': an amount without lines) */
  lines: Generated<string>
}

/** The next number of a kind of document in a year; a row is inserted on the year's first use. */
export interface DocumentSequenceTable {
  kind: string
  year: number
  next_seq: number
}

/** One document's figures at one rate, for the VAT report (credit notes positive, subtracted there). */
export interface DocumentVatLineTable {
  document_id: string
  kind: string
  issued_at: string
  country: string
  currency: string
  vat_rate_bp: number
  net_cents: number
  vat_cents: number
}

export interface InvoicesTables {
  invoice: InvoiceTable
  credit_note: CreditNoteTable
  document_sequence: DocumentSequenceTable
  document_vat_line: DocumentVatLineTable
}
