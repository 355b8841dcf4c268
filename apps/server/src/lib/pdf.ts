import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'

// DejaVu Sans from npm (dejavu-fonts-ttf): every letter of Czech, Slovenian and German, no system font paths.
const require = createRequire(import.meta.url)
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')

export const PDF_MARGIN = 40
/** The ink the shop's documents print in. */
export const PDF_INK = '#1f2a24'

export interface PdfInfo {
  Title: string
  Author: string
  /** A fixed date makes the same content render to the same bytes (pdfkit writes "now" otherwise) */
  CreationDate?: Date
}

/**
 * An A4 document in the shop's fonts ('body' and 'bold', both DejaVu Sans), drawn by `draw`, as
 * the bytes of a PDF. The invoices and the legal documents both render through this.
 * `bufferPages`: keep every page open until the end, so `draw` can number them.
 */
export function renderPdf(draw: (doc: PDFKit.PDFDocument) => void, info: PdfInfo, opts: { bufferPages?: boolean } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: PDF_MARGIN, info, bufferPages: opts.bufferPages ?? false })
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.registerFont('body', FONT)
    doc.registerFont('bold', FONT_BOLD)
    doc.font('body').fillColor(PDF_INK)
    try {
      draw(doc)
      doc.end()
    } catch (err) {
      reject(err as Error)
    }
  })
}
