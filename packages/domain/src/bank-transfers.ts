import { z } from 'zod'
import type { Currency } from './locale-format'
import { CurrencySchema } from './markets'

/**
 * Bank transfer with a QR code (decision 052): the order is placed at once and waits for the money.
 * Only currencies with a QR scheme the shopper's banking app reads: CZK (SPAYD "QR Platba") and
 * EUR (EPC "GiroCode", SEPA).
 */
export const TRANSFER_SCHEMES = { CZK: 'spayd', EUR: 'epc' } as const satisfies Partial<Record<Currency, string>>
export type TransferScheme = (typeof TRANSFER_SCHEMES)[keyof typeof TRANSFER_SCHEMES]
export function transferSchemeOf(currency: Currency): TransferScheme | null {
  return (TRANSFER_SCHEMES as Partial<Record<Currency, TransferScheme>>)[currency] ?? null
}
/** How many days the shopper has to pay before the order is cancelled (BANK_TRANSFER_DAYS on the server). */
export const DEFAULT_TRANSFER_DAYS = 7

export const TRANSFER_STATUSES = ['awaiting', 'paid', 'cancelled'] as const
export type TransferStatus = (typeof TRANSFER_STATUSES)[number]

export const BANK_TRANSFER_MESSAGES = {
  currencyUnsupported: 'Bank transfer is available for orders in Czech koruna or euro',
  oneMethod: 'Please choose one way to pay the rest: card, cash on delivery or bank transfer',
  notFound: 'This bank transfer was not found',
  notAwaiting: 'This transfer is no longer awaited: it was paid or the order was cancelled',
  unreadable: 'This file is neither a camt.053 statement nor a CSV with the columns date, amount, currency, reference, counterparty',
  cancelNote: 'The bank transfer did not arrive by its due date',
} as const

/** What the shopper is told to pay, with the QR code their banking app reads. */
export const BankTransferSchema = z.object({
  order_id: z.string(),
  order_number: z.string(),
  status: z.enum(TRANSFER_STATUSES),
  amount_cents: z.number().int(),
  currency: CurrencySchema,
  /** The seller's account as it was when the order was placed */
  iban: z.string(),
  bic: z.string(),
  beneficiary: z.string(),
  /** Digits only, at most 10: the Czech variable symbol; the payment reference elsewhere */
  variable_symbol: z.string(),
  /** YYYY-MM-DD: unpaid after this day, the order is cancelled */
  due_date: z.string(),
  paid_at: z.string().nullable(),
  qr: z.object({
    scheme: z.enum(['spayd', 'epc']),
    /** The text the QR code holds */
    payload: z.string(),
    /** The QR code as SVG markup (made on the server from `payload`) */
    svg: z.string(),
  }),
})
export type BankTransfer = z.infer<typeof BankTransferSchema>

/** The staff desk's row: an order awaiting its transfer (or paid/cancelled, on request). */
export const StaffBankTransferSchema = BankTransferSchema.omit({ qr: true }).extend({ created_at: z.string(), paid_by: z.string().nullable() })
export type StaffBankTransfer = z.infer<typeof StaffBankTransferSchema>
export const StaffBankTransferListSchema = z.object({ data: z.array(StaffBankTransferSchema) })
export const StaffBankTransferQuerySchema = z.object({ status: z.enum(TRANSFER_STATUSES).default('awaiting') })

/** Why a statement line paid nothing. */
export const STATEMENT_UNMATCHED = [
  /** Money going out, not coming in */
  'not_a_credit',
  /** No variable symbol or reference on the line */
  'no_reference',
  /** No transfer is awaited under this reference */
  'unknown_reference',
  'currency_differs',
  'amount_differs',
  /** The transfer was paid already (another line, or staff) */
  'already_paid',
  /** The order was cancelled before the money came: staff send it back */
  'order_cancelled',
  /** This very line was read from an earlier statement */
  'already_imported',
] as const
export type StatementUnmatched = (typeof STATEMENT_UNMATCHED)[number]

export const StatementLineSchema = z.object({
  /** 1-based: the entry's place in the file */
  line: z.number().int(),
  booked_on: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  reference: z.string(),
  counterparty: z.string(),
})
export type StatementLine = z.infer<typeof StatementLineSchema>
export const StatementImportResultSchema = z.object({
  format: z.enum(['camt.053', 'csv']),
  lines: z.number().int(),
  matched: z.array(StatementLineSchema.extend({ order_number: z.string() })),
  unmatched: z.array(StatementLineSchema.extend({ why: z.enum(STATEMENT_UNMATCHED), order_number: z.string().nullable() })),
})
export type StatementImportResult = z.infer<typeof StatementImportResultSchema>
/** A statement file is at most this large */
export const STATEMENT_MAX_BYTES = 4 * 1024 * 1024
