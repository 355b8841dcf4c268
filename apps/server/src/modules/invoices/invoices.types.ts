import type { Currency, Language, SellerSettingsAnswer, VatRow } from '@shop/domain'

/** A line of an invoice as issued: an order line (after its share of the discount) or the shipping. */
export interface DocumentLine {
  kind: 'item' | 'shipping'
  name: string
  /** The size (and scent or shade) as bought; '' for shipping */
  size: string
  quantity: number
  /** The listed price of one (as the shopper saw it) */
  unit_price_cents: number
  discount_cents: number
  net_cents: number
  vat_rate_bp: number
  vat_cents: number
  gross_cents: number
}

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
  method: 'card' | 'wallet' | 'gift_card' | 'cod'
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
