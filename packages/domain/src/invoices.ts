import { z } from 'zod'
import { CURRENCIES } from './locale-format'
import { allocate, vatOfGross } from './vat'

/**
 * Invoices and credit notes (issue 18, decision 039). A paid order gets one invoice, numbered from a
 * gap-free sequence per calendar year ("2026-000123"); every refund gets one credit note from a
 * sequence of its own ("CN-2026-000007") that refers to the invoice. A document's figures are sums
 * of the order's stored line figures (domain taxOrder), never recomputed.
 */
export const DOCUMENT_KINDS = ['invoice', 'credit_note'] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]

export const INVOICE_MESSAGES = {
  invoiceNotFound: 'This order has no invoice yet',
  creditNoteNotFound: 'This order has no credit note with that number',
  orderNotPaid: 'An invoice is issued once the order is paid',
  creditTooLarge: 'A credit note cannot exceed what is left of the invoice',
  creditAmount: 'A credit note is for at least one cent',
  quarterInvalid: 'Please choose a quarter from 1 to 4',
  yearInvalid: 'Please choose a year from 2000 to 2100',
} as const

/** "2026-000123": the year and the invoice's place in that year's sequence. */
export function invoiceNumber(year: number, seq: number): string {
  return `${year}-${String(seq).padStart(6, '0')}`
}
/** "CN-2026-000007": credit notes count on their own. */
export function creditNoteNumber(year: number, seq: number): string {
  return `CN-${invoiceNumber(year, seq)}`
}
export const CreditNoteNumberSchema = z.string().regex(/^CN-\d{4}-\d{6}$/, 'Credit note number is not valid')

/** One rate's figures on a document: taxable amount, VAT and their sum. */
export interface VatRow {
  vat_rate_bp: number
  net_cents: number
  vat_cents: number
  gross_cents: number
}

/**
 * The VAT of a refunded gross amount (decision 039): shared over the invoice's rates in proportion
 * to what is left of each rate's gross (allocate: exact to the cent), each share's VAT taken inside
 * it (vatOfGross, the one rounding rule). When the refund is all that is left of the invoice, the
 * rows are exactly what is left of each rate, so an order refunded in full nets to zero in the VAT
 * report. `left` is the invoice's rows less the credit notes already issued against it.
 */
export function creditRows(amountCents: number, left: readonly VatRow[]): VatRow[] {
  const rows = left.filter((r) => r.gross_cents > 0)
  const leftGross = rows.reduce((s, r) => s + r.gross_cents, 0)
  if (amountCents === leftGross) return rows.map((r) => ({ ...r }))
  const shares = allocate(amountCents, rows.map((r) => r.gross_cents))
  return rows
    .map((r, i) => {
      const gross = shares[i]!
      const vat = vatOfGross(gross, r.vat_rate_bp)
      return { vat_rate_bp: r.vat_rate_bp, net_cents: gross - vat, vat_cents: vat, gross_cents: gross }
    })
    .filter((r) => r.gross_cents > 0)
}

/** Rows per rate less other rows per rate (what an invoice has left after its credit notes). */
export function subtractRows(from: readonly VatRow[], minus: readonly VatRow[]): VatRow[] {
  return from.map((r) => {
    const m = minus.filter((x) => x.vat_rate_bp === r.vat_rate_bp)
    const sum = (k: 'net_cents' | 'vat_cents' | 'gross_cents') => r[k] - m.reduce((s, x) => s + x[k], 0)
    return { vat_rate_bp: r.vat_rate_bp, net_cents: sum('net_cents'), vat_cents: sum('vat_cents'), gross_cents: sum('gross_cents') }
  })
}

/** The first instant of a quarter and of the next one, as ISO strings (UTC; decision 039). */
export function quarterRange(year: number, quarter: number): { from: string; to: string } {
  const from = new Date(Date.UTC(year, (quarter - 1) * 3, 1))
  const to = new Date(Date.UTC(year, quarter * 3, 1))
  return { from: from.toISOString(), to: to.toISOString() }
}

export const OrderDocumentSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  issued_at: z.string(),
  currency: z.enum(CURRENCIES),
  /** The invoice's total, or the amount a credit note gives back */
  amount_cents: z.number().int(),
  /** Where the PDF is: relative to the site, usable as a link's href */
  url: z.string(),
})
export type OrderDocument = z.infer<typeof OrderDocumentSchema>
export const OrderDocumentsSchema = z.object({ documents: z.array(OrderDocumentSchema) })
export type OrderDocuments = z.infer<typeof OrderDocumentsSchema>

/** A link from an email or the tracking page: the order's documents without signing in. */
export const DocumentKeyQuerySchema = z.object({ key: z.string().max(200).optional() })

export const VatReportQuerySchema = z.object({
  year: z.coerce.number({ error: INVOICE_MESSAGES.yearInvalid }).int(INVOICE_MESSAGES.yearInvalid).min(2000, INVOICE_MESSAGES.yearInvalid).max(2100, INVOICE_MESSAGES.yearInvalid),
  quarter: z.coerce.number({ error: INVOICE_MESSAGES.quarterInvalid }).int(INVOICE_MESSAGES.quarterInvalid).min(1, INVOICE_MESSAGES.quarterInvalid).max(4, INVOICE_MESSAGES.quarterInvalid),
})
export type VatReportQuery = z.infer<typeof VatReportQuerySchema>

/** One line of a one-stop-shop return: a country, a currency and a rate. */
export const VatReportRowSchema = z.object({
  country: z.string(),
  currency: z.enum(CURRENCIES),
  vat_rate_bp: z.number().int(),
  /** Invoices less credit notes issued in the quarter */
  net_cents: z.number().int(),
  vat_cents: z.number().int(),
  invoices: z.number().int(),
  credit_notes: z.number().int(),
})
export type VatReportRow = z.infer<typeof VatReportRowSchema>
export const VatReportSchema = z.object({
  year: z.number().int(),
  quarter: z.number().int(),
  from: z.string(),
  to: z.string(),
  rows: z.array(VatReportRowSchema),
  /** Per currency: amounts in different currencies are never added */
  totals: z.array(z.object({ currency: z.enum(CURRENCIES), net_cents: z.number().int(), vat_cents: z.number().int() })),
})
export type VatReport = z.infer<typeof VatReportSchema>
