import { countryName, formatDate, formatIban, formatMoney, formatVatRate, type Currency, type Language, type VatRow } from '@shop/domain'
import { PDF_INK, PDF_MARGIN, renderPdf } from '../../lib/pdf'
import { DOCUMENT_TEXTS, type DocumentTexts } from './invoices.texts'
import type { CreditNote, DocumentBuyer, DocumentLine, DocumentSeller, Invoice } from './invoices.types'

const LEFT = PDF_MARGIN
const WIDTH = 515
const INK = PDF_INK
const MUTED = '#5b665f'
const RULE = '#c9d2cc'

/** The line table's columns: item, quantity, unit price, net, VAT rate, VAT, gross (515 pt wide). */
const COLUMNS = [
  { w: 165, align: 'left' },
  { w: 35, align: 'right' },
  { w: 62, align: 'right' },
  { w: 65, align: 'right' },
  { w: 48, align: 'right' },
  { w: 62, align: 'right' },
  { w: 78, align: 'right' },
] as const

/** Invoices show every amount with its hundredths, crowns too (VAT is rarely whole). */
const money = (cents: number, lang: Language, currency: Currency) => formatMoney(cents, lang, { currency, wholeUnits: false })

function header(doc: PDFKit.PDFDocument, title: string, facts: Array<[string, string]>): void {
  doc.font('bold').fontSize(20).text(title, LEFT, 40)
  doc.moveDown(0.4).font('body').fontSize(9.5)
  for (const [label, value] of facts) {
    const y = doc.y
    doc.fillColor(MUTED).text(label, LEFT, y, { width: 150 })
    doc.fillColor(INK).text(value, LEFT + 150, y, { width: WIDTH - 150 })
  }
  doc.moveDown(1)
}

function parties(doc: PDFKit.PDFDocument, t: DocumentTexts, lang: Language, seller: DocumentSeller, buyer: DocumentBuyer): void {
  const top = doc.y
  const half = WIDTH / 2 - 10
  const block = (x: number, title: string, lines: string[]) => {
    doc.font('bold').fontSize(10).fillColor(INK).text(title, x, top, { width: half })
    doc.font('body').fontSize(9.5)
    for (const l of lines.filter(Boolean)) doc.text(l, x, doc.y, { width: half })
    return doc.y
  }
  const sellerEnd = block(LEFT, t.seller, [
    seller.name,
    seller.street,
    `${seller.postal_code} ${seller.city}`,
    countryName(seller.country, lang),
    `${t.vatNumber}: ${seller.vat_number}`,
    `${t.registrationNumber}: ${seller.registration_number}`,
    `${t.iban}: ${formatIban(seller.iban)}`,
    seller.email,
    seller.phone,
  ])
  const buyerEnd = block(LEFT + half + 20, t.buyer, [
    buyer.name,
    buyer.street,
    `${buyer.zip_code} ${buyer.city}`,
    buyer.state,
    countryName(buyer.country, lang),
    buyer.email,
  ])
  doc.y = Math.max(sellerEnd, buyerEnd) + 16
}

function row(doc: PDFKit.PDFDocument, cells: string[], opts: { bold?: boolean; size?: number } = {}): void {
  const y = doc.y
  let x = LEFT
  let bottom = y
  doc.font(opts.bold ? 'bold' : 'body').fontSize(opts.size ?? 8.5)
  cells.forEach((cell, i) => {
    const col = COLUMNS[i]!
    doc.text(cell, x + 2, y, { width: col.w - 4, align: col.align })
    bottom = Math.max(bottom, doc.y)
    x += col.w
  })
  doc.y = bottom + 3
}

function rule(doc: PDFKit.PDFDocument): void {
  doc.moveTo(LEFT, doc.y).lineTo(LEFT + WIDTH, doc.y).strokeColor(RULE).lineWidth(0.6).stroke()
  doc.y += 4
}

function roomFor(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - 60) {
    doc.addPage()
    doc.y = 40
  }
}

function lineTable(doc: PDFKit.PDFDocument, t: DocumentTexts, lang: Language, currency: Currency, lines: readonly DocumentLine[]): void {
  row(doc, [t.item, t.quantity, t.unitPrice, t.net, t.vatRate, t.vat, t.gross], { bold: true })
  rule(doc)
  for (const l of lines) {
    roomFor(doc, 30)
    const name = l.kind === 'shipping' ? t.shipping : [l.name, l.size].filter(Boolean).join(', ')
    const label = l.discount_cents > 0 ? `${name} (${t.discount} −${money(l.discount_cents, lang, currency)})` : name
    row(doc, [label, String(l.quantity), money(l.unit_price_cents, lang, currency), money(l.net_cents, lang, currency), formatVatRate(l.vat_rate_bp, lang), money(l.vat_cents, lang, currency), money(l.gross_cents, lang, currency)])
  }
  rule(doc)
  doc.moveDown(0.6)
}

function vatTable(doc: PDFKit.PDFDocument, t: DocumentTexts, lang: Language, currency: Currency, rows: readonly VatRow[]): void {
  roomFor(doc, 40 + rows.length * 14)
  doc.font('bold').fontSize(10).text(t.vatSummary, LEFT, doc.y)
  doc.moveDown(0.3)
  const x = LEFT + WIDTH - 320
  const cols = [80, 80, 80, 80]
  const line = (cells: string[], bold = false) => {
    const y = doc.y
    doc.font(bold ? 'bold' : 'body').fontSize(8.5)
    cells.forEach((c, i) => doc.text(c, x + cols.slice(0, i).reduce((a, b) => a + b, 0), y, { width: cols[i]! - 4, align: 'right' }))
    doc.y += 3
  }
  line([t.rate, t.net, t.vat, t.gross], true)
  for (const r of rows) line([formatVatRate(r.vat_rate_bp, lang), money(r.net_cents, lang, currency), money(r.vat_cents, lang, currency), money(r.gross_cents, lang, currency)])
  doc.moveDown(0.8)
}

function totals(doc: PDFKit.PDFDocument, entries: Array<[string, string, boolean?]>): void {
  roomFor(doc, 20 + entries.length * 16)
  const x = LEFT + WIDTH - 320
  for (const [label, value, strong] of entries) {
    const y = doc.y
    doc.font(strong ? 'bold' : 'body').fontSize(strong ? 11 : 9.5)
    doc.text(label, x, y, { width: 180 })
    doc.text(value, x + 180, y, { width: 136, align: 'right' })
    doc.y += 2
  }
  doc.moveDown(1)
}

/** The invoice as a PDF in its order's language (decision 039; VAT Directive Art. 226). */
export function invoicePdf(invoice: Invoice): Promise<Buffer> {
  const lang = invoice.lang
  const t = DOCUMENT_TEXTS[lang]
  const m = (c: number) => money(c, lang, invoice.currency)
  return renderPdf((doc) => {
    header(doc, `${t.invoice} ${invoice.number}`, [
      [t.number, invoice.number],
      [t.issued, formatDate(invoice.issued_at, lang)],
      [t.supplied, formatDate(invoice.supplied_at, lang)],
      [t.order, invoice.order_number],
      [t.currency, invoice.currency],
    ])
    parties(doc, t, lang, invoice.seller, invoice.buyer)
    lineTable(doc, t, lang, invoice.currency, invoice.lines)
    vatTable(doc, t, lang, invoice.currency, invoice.vat_rows)
    totals(doc, [
      [t.totalNet, m(invoice.net_cents)],
      [t.totalVat, m(invoice.vat_cents)],
      [t.total, m(invoice.total_cents), true],
    ])
    if (invoice.vat_cents === 0 && invoice.vat_rows.every((r) => r.vat_rate_bp === 0)) doc.font('body').fontSize(9).fillColor(MUTED).text(t.noVat, LEFT, doc.y, { width: WIDTH }).fillColor(INK)
    doc.moveDown(0.5).font('bold').fontSize(10).text(t.payment, LEFT, doc.y)
    doc.font('body').fontSize(9.5)
    for (const p of invoice.payment) doc.text(`${t.methods[p.method]}${p.detail ? ` (${p.detail})` : ''}: ${m(p.amount_cents)}`, LEFT, doc.y, { width: WIDTH })
    doc.moveDown(1.5).fillColor(MUTED).text(t.footer, LEFT, doc.y, { width: WIDTH })
  }, { Title: `${t.invoice} ${invoice.number}`, Author: invoice.seller.name })
}

/** A credit note as a PDF: the amount given back, its VAT per rate, and the invoice it corrects. */
export function creditNotePdf(note: CreditNote): Promise<Buffer> {
  const lang = note.lang
  const t = DOCUMENT_TEXTS[lang]
  const m = (c: number) => money(c, lang, note.currency)
  return renderPdf((doc) => {
    header(doc, `${t.creditNote} ${note.number}`, [
      [t.number, note.number],
      [t.issued, formatDate(note.issued_at, lang)],
      [t.refersTo(note.invoice_number).replace(note.invoice_number, '').trim(), note.invoice_number],
      [t.order, note.order_number],
      [t.currency, note.currency],
    ])
    doc.font('body').fontSize(9.5).text(t.refersTo(note.invoice_number), LEFT, doc.y, { width: WIDTH })
    const reason = note.reason === 'withdrawal' ? t.withdrawal : note.reason
    if (reason) doc.text(`${t.reason}: ${reason}`, LEFT, doc.y, { width: WIDTH })
    doc.moveDown(1)
    parties(doc, t, lang, note.seller, note.buyer)
    // A withdrawal's credit note lists what it credits, each line's amounts negative (decision 044).
    if (note.lines.length) lineTable(doc, t, lang, note.currency, note.lines.map((l) => ({ ...l, net_cents: -l.net_cents, vat_cents: -l.vat_cents, gross_cents: -l.gross_cents })))
    vatTable(doc, t, lang, note.currency, note.vat_rows.map((r) => ({ vat_rate_bp: r.vat_rate_bp, net_cents: -r.net_cents, vat_cents: -r.vat_cents, gross_cents: -r.gross_cents })))
    totals(doc, [
      [t.totalNet, m(-note.net_cents)],
      [t.totalVat, m(-note.vat_cents)],
      [t.refundTotal, m(-note.amount_cents), true],
    ])
  }, { Title: `${t.creditNote} ${note.number}`, Author: note.seller.name })
}
