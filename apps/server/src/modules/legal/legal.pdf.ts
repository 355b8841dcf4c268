import type { Language } from '@shop/domain'
import { cancelPolicyText } from '@shop/domain/legal-texts/cancel-policy'
import type { Block, PageText } from '@shop/domain/legal-texts/content-types'
import { returnPolicyText } from '@shop/domain/legal-texts/return-policy'
import { termsText } from '@shop/domain/legal-texts/terms'
import { fillSeller, formAddressee, sellerAddress } from '@shop/domain/legal-texts/seller'
import { withdrawalForm } from '@shop/domain/legal-texts/withdrawal-form'
import { PDF_MARGIN, renderPdf } from '../../lib/pdf'
import { LEGAL_PDF_TEXTS } from './legal.texts'
import type { SellerIdentity } from './legal.types'

const LEFT = PDF_MARGIN
const WIDTH = 515
const MUTED = '#5b665f'
const RULE = '#c9d2cc'
const NOTE_FILL = '#f2f5f1'
/** Room kept free at the foot of each page for its footer. */
const FOOT = 56

/** A text's marks as plain text: `**bold**` → bold, `[label](/path)` → label. */
export function plainText(text: string): string {
  return text.replace(/\*\*(.+?)\*\*/g, '$1').replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
}

const hasForm = (page: PageText) => page.sections.some((section) => section.blocks.some((b) => typeof b !== 'string' && 'withdrawalForm' in b))

/** The parts the terms PDF holds, in order: the terms, then the policies that form part of them. */
export function termsParts(lang: Language): PageText[] {
  return [termsText[lang], returnPolicyText[lang], cancelPolicyText[lang]]
}

interface Writer {
  doc: PDFKit.PDFDocument
  text: (s: string) => string
  lang: Language
  seller: SellerIdentity
}

function roomFor(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - FOOT) {
    doc.addPage()
    doc.y = PDF_MARGIN
  }
}

function paragraph(w: Writer, text: string, opts: { x?: number; size?: number; font?: 'body' | 'bold'; color?: string } = {}): void {
  const { doc } = w
  const x = opts.x ?? LEFT
  const width = WIDTH - (x - LEFT)
  const s = w.text(text)
  doc.font(opts.font ?? 'body').fontSize(opts.size ?? 9.5)
  roomFor(doc, Math.min(doc.heightOfString(s, { width, lineGap: 1.5 }), 60))
  doc.fillColor(opts.color ?? '#1f2a24').text(s, x, doc.y, { width, lineGap: 1.5 })
  doc.fillColor('#1f2a24')
}

/** A list item: its marker at the left, the text beside it (kept on one page with its marker). */
function item(w: Writer, marker: string, text: string): void {
  const { doc } = w
  const s = w.text(text)
  doc.font('body').fontSize(9.5)
  roomFor(doc, doc.heightOfString(s, { width: WIDTH - 20, lineGap: 1.5 }))
  const y = doc.y
  doc.text(marker, LEFT + 4, y, { width: 16 })
  doc.text(s, LEFT + 20, y, { width: WIDTH - 20, lineGap: 1.5 })
  doc.moveDown(0.25)
}

function block(w: Writer, b: Block): void {
  const { doc } = w
  if (typeof b === 'string') paragraph(w, b)
  else if ('withdrawalForm' in b) form(w)
  else if ('list' in b) b.list.forEach((t) => item(w, '•', t))
  else if ('steps' in b) b.steps.forEach((t, i) => item(w, `${i + 1}.`, t))
  else if ('note' in b) {
    const s = w.text(b.note)
    doc.font('body').fontSize(9.5)
    const h = doc.heightOfString(s, { width: WIDTH - 24, lineGap: 1.5 }) + 14
    roomFor(doc, h)
    const y = doc.y
    doc.rect(LEFT, y, WIDTH, h).fill(NOTE_FILL)
    doc.rect(LEFT, y, 3, h).fill(MUTED)
    doc.fillColor('#1f2a24').text(s, LEFT + 14, y + 7, { width: WIDTH - 24, lineGap: 1.5 })
    doc.y = y + h
  } else if ('terms' in b) {
    for (const t of b.terms) {
      paragraph(w, t.term, { font: 'bold' })
      paragraph(w, t.text, { x: LEFT + 12 })
      doc.moveDown(0.25)
    }
  } else if ('cards' in b) {
    for (const c of b.cards) {
      paragraph(w, `${c.title} (${c.meta})`, { font: 'bold' })
      paragraph(w, c.text, { x: LEFT + 12 })
      doc.moveDown(0.25)
    }
  } else if ('stages' in b) {
    for (const st of b.stages) item(w, '•', `${st.label}: ${st.text}`)
  } else if ('subheading' in b) {
    doc.moveDown(0.2)
    paragraph(w, b.subheading, { font: 'bold', size: 10.5 })
  }
  doc.moveDown(0.45)
}

function part(w: Writer, page: PageText, first: boolean): void {
  const { doc } = w
  if (!first) {
    doc.addPage()
    doc.y = PDF_MARGIN
  }
  doc.font('bold').fontSize(first ? 20 : 16).fillColor('#1f2a24').text(w.text(page.title), LEFT, doc.y, { width: WIDTH })
  doc.moveDown(0.4)
  paragraph(w, page.intro, { color: MUTED, size: 10 })
  doc.moveDown(0.6)
  for (const section of page.sections) {
    roomFor(doc, 48)
    doc.font('bold').fontSize(12.5).text(w.text(section.heading), LEFT, doc.y, { width: WIDTH })
    doc.moveDown(0.35)
    for (const b of section.blocks) block(w, b)
    doc.moveDown(0.3)
  }
}

/** The model withdrawal form, addressed to the seller, with room to write on each line: on a page of its own where the withdrawal policy places it. */
function form(w: Writer): void {
  const { doc } = w
  const f = withdrawalForm(w.lang, formAddressee(w.seller, w.lang))
  doc.addPage()
  doc.y = PDF_MARGIN
  doc.font('bold').fontSize(16).text(f.title, LEFT, doc.y, { width: WIDTH })
  doc.moveDown(0.4)
  paragraph(w, f.instruction, { color: MUTED })
  doc.moveDown(0.8)
  paragraph(w, f.to)
  doc.moveDown(0.8)
  for (const line of f.lines) {
    paragraph(w, line)
    doc.moveDown(1.6)
    doc.moveTo(LEFT, doc.y).lineTo(LEFT + WIDTH, doc.y).strokeColor(RULE).lineWidth(0.6).stroke()
    doc.moveDown(1)
  }
  doc.moveDown(0.5)
  paragraph(w, f.footnote, { color: MUTED, size: 8.5 })
}

/**
 * The terms of `version` in `lang` as a PDF (decision 043): the terms, the withdrawal and
 * cancellation policies that form part of them, and the model withdrawal form addressed to the
 * seller; every page names the version. Marks are printed as plain text.
 */
export function termsPdf({ lang, version, seller }: { lang: Language; version: string; seller: SellerIdentity }): Promise<Buffer> {
  const t = LEGAL_PDF_TEXTS[lang]
  const w = (doc: PDFKit.PDFDocument): Writer => ({ doc, lang, seller, text: (s) => plainText(fillSeller(s, seller, lang)) })
  const parts = termsParts(lang)
  const formTitle = withdrawalForm(lang, { name: '', address: '', email: '' }).title
  const title = plainText(parts[0]!.title)
  // The version's date (when it is one) as the document's: the same texts render to the same bytes.
  const dated = new Date(`${version}T00:00:00Z`)
  return renderPdf(
    (doc) => {
      const writer = w(doc)
      doc.font('body').fontSize(9).fillColor(MUTED)
      doc.text(`${t.seller}: ${seller.name}, ${sellerAddress(seller, lang)}`, LEFT, PDF_MARGIN, { width: WIDTH })
      doc.text(`${t.vatNumber}: ${seller.vat_number} · ${t.register}: ${seller.registration_number} · ${seller.email} · ${seller.phone}`, LEFT, doc.y, { width: WIDTH })
      doc.font('bold').fontSize(10).fillColor('#1f2a24').text(t.version(version), LEFT, doc.y + 6, { width: WIDTH })
      doc.moveDown(0.4)
      doc.font('body').fontSize(9).fillColor(MUTED).text(`${t.contents}: ${[...parts.map((p) => plainText(p.title)), formTitle].join(' · ')}. ${t.partsNote}`, LEFT, doc.y, { width: WIDTH })
      doc.fillColor('#1f2a24')
      doc.moveDown(0.8)
      doc.moveTo(LEFT, doc.y).lineTo(LEFT + WIDTH, doc.y).strokeColor(RULE).lineWidth(0.6).stroke()
      doc.moveDown(1)
      parts.forEach((p, i) => part(writer, p, i === 0))
      // The withdrawal policy prints the form where its text places it; a policy without that block gets it at the end.
      if (!parts.some(hasForm)) form(writer)

      const pages = doc.bufferedPageRange()
      for (let i = 0; i < pages.count; i++) {
        doc.switchToPage(pages.start + i)
        // Written inside the bottom margin: without lowering it pdfkit would start a new page.
        const bottom = doc.page.margins.bottom
        doc.page.margins.bottom = 0
        doc.font('body').fontSize(8).fillColor(MUTED)
        doc.text(`${title} · ${t.version(version)} · ${t.page(i + 1, pages.count)}`, LEFT, doc.page.height - 34, { width: WIDTH, align: 'center', lineBreak: false })
        doc.page.margins.bottom = bottom
      }
    },
    { Title: `${title} (${version})`, Author: seller.name, ...(Number.isNaN(dated.getTime()) ? {} : { CreationDate: dated }) },
    { bufferPages: true },
  )
}
