import type { Currency, Language, SellerSettingsAnswer, VatRow } from '@shop/domain'
import type { CreditLine } from '../orders/orders.types'

/**
 * A line of an invoice or credit note as issued: an order line (after its share of the discount) or
 * the shipping. The orders module's CreditLine is the same shape (a withdrawal hands its lines over).
 */
export type DocumentLine = CreditLine

export interface DocumentBuyer {
  name: string
  street: string
  city: string
  zip_code: string
  state: string
  country: string
  email: string
}

export interface DocumentPayment {
  method: 'card' | 'wallet' | 'gift_card' | 'cod' | 'transfer'
  amount_cents: number
  /** "Visa •••• 4242" for a card */
  detail: string
}

export type DocumentSeller = Omit<SellerSettingsAnswer, 'updated_at'>

export interface Invoice {
  id: string
  order_id: string
  order_number: string
  number: string
  issued_at: string
  supplied_at: string
  lang: Language
  currency: Currency
  vat_country: string
  net_cents: number
  vat_cents: number
  total_cents: number
  seller: DocumentSeller
  buyer: DocumentBuyer
  lines: DocumentLine[]
  vat_rows: VatRow[]
  payment: DocumentPayment[]
}

export interface CreditNote {
  id: string
  number: string
  invoice_id: string
  invoice_number: string
  order_id: string
  order_number: string
  idempotency_key: string
  issued_at: string
  lang: Language
  currency: Currency
  vat_country: string
  amount_cents: number
  net_cents: number
  vat_cents: number
  vat_rows: VatRow[]
  seller: DocumentSeller
  buyer: DocumentBuyer
  reason: string
  /** The lines it credits (a withdrawal's pieces and shipping); empty for an amount credited without lines */
  lines: DocumentLine[]
}

export interface CreditRequest {
  order_id: string
  /** One credit note per key: the refund's own idempotency key (e.g. `refund:<order id>` or the request id) */
  key: string
  /** The gross amount given back, in the order's currency */
  amount_cents: number
  reason: string
  /**
   * The lines given back (decision 044: a withdrawal's pieces with their VAT, and the shipping):
   * the amount is their sum, and the VAT per rate is theirs, not shared in proportion.
   */
  lines?: DocumentLine[]
}
