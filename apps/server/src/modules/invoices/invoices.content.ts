import { isLanguage, type Currency, type Language, type VatRow } from '@shop/domain'
import type { Selectable } from 'kysely'
import type { CreditNoteTable, InvoiceTable } from '../../db/tables/invoices'
import type { DocumentOrder } from '../orders/orders.documents.service'
import type { CreditNote, DocumentBuyer, DocumentLine, DocumentPayment, DocumentSeller, Invoice } from './invoices.types'

/**
 * What an invoice or credit note holds (decision 039), made from the order's stored figures and read
 * back from its rows: lines, VAT per rate, buyer, payment. Nothing here is recomputed or written.
 */

export function json<T>(text: string): T {
  return JSON.parse(text) as T
}

function nameIn(json: string, lang: Language): string {
  try {
    const t = JSON.parse(json) as Partial<Record<Language, string>>
    return t[lang] || t.en || ''
  } catch {
    return ''
  }
}

/**
 * An order is paid once prepaid in full at the checkout, or, for cash on delivery, once delivered;
 * a bank transfer part once it arrived (decision 052).
 */
export function isPaid(order: Pick<DocumentOrder, 'cod_cents' | 'delivered_at' | 'transfer_cents' | 'transfer_paid_at'>): boolean {
  return (order.cod_cents === 0 || order.delivered_at !== null) && (order.transfer_cents === 0 || order.transfer_paid_at !== null)
}

/** The invoice's lines: the order's stored figures (migration 0032), never recomputed; the shipping last. */
export function linesOf(order: DocumentOrder): DocumentLine[] {
  const items: DocumentLine[] = order.lines.map((l) => ({
    kind: 'item',
    name: nameIn(l.name, order.lang),
    size: nameIn(l.variant_label, order.lang),
    quantity: l.quantity,
    unit_price_cents: l.unit_price_cents,
    discount_cents: l.discount_cents,
    net_cents: l.net_cents,
    vat_rate_bp: l.vat_rate_bp,
    vat_cents: l.vat_cents,
    gross_cents: l.net_cents + l.vat_cents,
  }))
  const s = order.shipping
  if (s.priced_cents === 0 && s.net_cents === 0) return items
  const shipping: DocumentLine = {
    kind: 'shipping',
    name: '',
    size: '',
    quantity: 1,
    unit_price_cents: s.priced_cents,
    discount_cents: 0,
    net_cents: s.net_cents,
    vat_rate_bp: s.vat_rate_bp,
    vat_cents: s.vat_cents,
    gross_cents: s.net_cents + s.vat_cents,
  }
  return [...items, shipping]
}

/** Per rate, highest first: sums of the lines at that rate. */
export function rowsOf(lines: readonly DocumentLine[]): VatRow[] {
  const byRate = new Map<number, VatRow>()
  for (const l of lines) {
    const row = byRate.get(l.vat_rate_bp) ?? { vat_rate_bp: l.vat_rate_bp, net_cents: 0, vat_cents: 0, gross_cents: 0 }
    row.net_cents += l.net_cents
    row.vat_cents += l.vat_cents
    row.gross_cents += l.gross_cents
    byRate.set(l.vat_rate_bp, row)
  }
  return [...byRate.values()].sort((a, b) => b.vat_rate_bp - a.vat_rate_bp)
}

export function buyerOf(order: DocumentOrder): DocumentBuyer {
  const a = order.shipping_address
  return {
    name: [a.first_name, a.last_name].filter(Boolean).join(' '),
    street: a.street ?? '',
    city: a.city ?? '',
    zip_code: a.zip_code ?? '',
    state: a.state ?? '',
    country: a.country ?? '',
    email: order.email,
  }
}

export function paymentOf(order: DocumentOrder): DocumentPayment[] {
  const card = order.card_brand && order.card_last4 ? `${order.card_brand} •••• ${order.card_last4}` : ''
  const parts: DocumentPayment[] = [
    { method: 'card', amount_cents: order.paid_card_cents, detail: card },
    { method: 'wallet', amount_cents: order.paid_wallet_cents, detail: '' },
    { method: 'gift_card', amount_cents: order.paid_gift_card_cents, detail: '' },
    { method: 'cod', amount_cents: order.cod_cents, detail: '' },
    { method: 'transfer', amount_cents: order.transfer_cents, detail: '' },
  ]
  return parts.filter((p) => p.amount_cents > 0)
}

export type NumberedInvoice = Selectable<InvoiceTable> & { number: string; issued_at: string }

export function isNumbered(r: Selectable<InvoiceTable>): r is NumberedInvoice {
  return r.number !== null && r.issued_at !== null
}

export function toInvoice(r: NumberedInvoice): Invoice {
  return {
    id: r.id,
    order_id: r.order_id,
    order_number: r.order_number,
    number: r.number,
    issued_at: r.issued_at,
    supplied_at: r.supplied_at,
    lang: isLanguage(r.lang) ? r.lang : 'en',
    currency: r.currency as Currency,
    vat_country: r.vat_country,
    net_cents: r.net_cents,
    vat_cents: r.vat_cents,
    total_cents: r.total_cents,
    seller: json<DocumentSeller>(r.seller),
    buyer: json<DocumentBuyer>(r.buyer),
    lines: json<DocumentLine[]>(r.lines),
    vat_rows: json<VatRow[]>(r.vat_rows),
    payment: json<DocumentPayment[]>(r.payment),
  }
}

export function toCreditNote(r: Selectable<CreditNoteTable>, invoice: Invoice): CreditNote {
  return {
    id: r.id,
    number: r.number,
    invoice_id: r.invoice_id,
    invoice_number: invoice.number,
    order_id: r.order_id,
    order_number: r.order_number,
    idempotency_key: r.idempotency_key,
    issued_at: r.issued_at,
    lang: isLanguage(r.lang) ? r.lang : 'en',
    currency: r.currency as Currency,
    vat_country: r.vat_country,
    amount_cents: r.amount_cents,
    net_cents: r.net_cents,
    vat_cents: r.vat_cents,
    vat_rows: json<VatRow[]>(r.vat_rows),
    seller: json<DocumentSeller>(r.seller),
    buyer: invoice.buyer,
    reason: r.reason,
    lines: json<DocumentLine[]>(r.lines),
  }
}
