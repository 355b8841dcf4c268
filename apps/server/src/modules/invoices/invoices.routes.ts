import {
  CreditNoteNumberSchema,
  DocumentKeyQuerySchema,
  DomainError,
  OrderDocumentsSchema,
  OrderIdParamsSchema,
  TrackOrderSchema,
  VatReportQuerySchema,
  VatReportSchema,
} from '@shop/domain'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../../db/database'
import { requireStaff, requireUser } from '../../http/auth'
import { security } from '../../http/openapi'
import type { RateLimiter, RateRule } from '../../http/rate-limit'
import { documentOwner, documentOwnerByNumber } from '../orders/orders.documents.service'
import { creditNotePdf, invoicePdf } from './invoices.pdf'
import { vatReport, vatReportCsv } from './invoices.report'
import type { InvoicesService } from './invoices.service'

const tags = ['orders']
const CreditNoteParamsSchema = OrderIdParamsSchema.extend({ number: CreditNoteNumberSchema })
const orderNotFound = () => new DomainError('order_not_found', 'Order was not found')

function sendPdf(reply: FastifyReply, name: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${name}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf)
}

/**
 * A guest's way to the documents is order tracking's (number and email), so it shares tracking's
 * buckets: the same names and limits as orders.routes.ts ORDER_LIMITS, one guessing budget for both.
 */
export const DOCUMENT_TRACK_LIMITS = {
  trackIp: { name: 'track-order:ip', limit: 20, windowSeconds: 600 },
  trackNumber: { name: 'track-order:number', limit: 10, windowSeconds: 600 },
} satisfies Record<string, RateRule>

const byIp = (req: FastifyRequest) => req.ip
const byNumber = (req: FastifyRequest) => {
  const number = (req.body as { number?: unknown } | undefined)?.number
  return typeof number === 'string' ? number.trim().toUpperCase().slice(0, 40) : null
}

/**
 * An order's invoice and credit notes for the shopper (decision 039). The same rule as the order
 * page: its signed-in owner (another account or a guest order: 404, signed out: 401), or whoever
 * holds the order's document key, which the confirmation email's link and a guest's tracking
 * (number and email) hand out.
 */
export const invoiceRoutes: FastifyPluginAsync<{ db: Db; invoices: InvoicesService; limiter: RateLimiter }> = async (fastify, { db, invoices, limiter }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  /** Which links to answer with: plain for the owner, keyed for a key holder. */
  async function access(req: FastifyRequest, id: string, key: string | undefined): Promise<{ key?: string }> {
    if (key) {
      if ((await documentOwner(db, id)) && (await invoices.keyOpens(id, key))) return { key }
      throw orderNotFound()
    }
    const user = requireUser(req)
    const owner = await documentOwner(db, id)
    if (!owner || owner.user_id !== user.id) throw orderNotFound()
    return {}
  }

  app.get('/api/orders/:id/documents', {
    schema: { params: OrderIdParamsSchema, querystring: DocumentKeyQuerySchema, response: { 200: OrderDocumentsSchema }, tags, security, summary: "My order's invoice and credit notes with their PDF links" },
  }, async (req) => {
    const { key } = await access(req, req.params.id, req.query.key)
    return { documents: await invoices.documents(req.params.id, { base: `/api/orders/${req.params.id}`, key }) }
  })

  app.get('/api/orders/:id/invoice.pdf', {
    schema: { params: OrderIdParamsSchema, querystring: DocumentKeyQuerySchema, tags, security, summary: "My order's invoice as a PDF (404 before it is issued)" },
  }, async (req, reply) => {
    await access(req, req.params.id, req.query.key)
    const invoice = await invoices.invoice(req.params.id)
    return sendPdf(reply, invoice.number, await invoicePdf(invoice))
  })

  app.get('/api/orders/:id/credit-notes/:number.pdf', {
    schema: { params: CreditNoteParamsSchema, querystring: DocumentKeyQuerySchema, tags, security, summary: 'One credit note of my order as a PDF' },
  }, async (req, reply) => {
    await access(req, req.params.id, req.query.key)
    const note = await invoices.creditNote(req.params.id, req.params.number)
    return sendPdf(reply, note.number, await creditNotePdf(note))
  })

  app.post('/api/orders/documents/track', {
    schema: {
      body: TrackOrderSchema,
      response: { 200: OrderDocumentsSchema },
      tags,
      summary: "A tracked order's documents (its number and the email it was placed with), with links that open without signing in",
    },
    preHandler: limiter.guard([DOCUMENT_TRACK_LIMITS.trackIp, byIp], [DOCUMENT_TRACK_LIMITS.trackNumber, byNumber]),
  }, async (req) => {
    const owner = await documentOwnerByNumber(db, req.body.number, req.body.email)
    if (!owner) throw orderNotFound()
    return { documents: await invoices.documents(owner.id, { base: `/api/orders/${owner.id}`, key: await invoices.keyFor(owner.id) }) }
  })
}

/** Staff: an order's documents (fulfilment), issuing an invoice by hand, and the VAT report (owner). */
export const staffInvoiceRoutes: FastifyPluginAsync<{ db: Db; invoices: InvoicesService }> = async (fastify, { db, invoices }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const staffTags = ['staff']
  const exists = async (id: string) => {
    if (!(await documentOwner(db, id))) throw orderNotFound()
  }
  const fulfilment = { onRequest: async (req: FastifyRequest) => void requireStaff(req, 'fulfilment') }
  const owner = { onRequest: async (req: FastifyRequest) => void requireStaff(req, 'owner') }

  app.get('/api/staff/orders/:id/documents', {
    ...fulfilment,
    schema: { params: OrderIdParamsSchema, response: { 200: OrderDocumentsSchema }, tags: staffTags, security, summary: "An order's invoice and credit notes with their PDF links" },
  }, async (req) => {
    await exists(req.params.id)
    return { documents: await invoices.documents(req.params.id, { base: `/api/staff/orders/${req.params.id}` }) }
  })

  app.post('/api/staff/orders/:id/invoice', {
    ...fulfilment,
    schema: { params: OrderIdParamsSchema, response: { 200: OrderDocumentsSchema }, tags: staffTags, security, summary: 'Issue the invoice of a paid order now (once: again answers the one issued; unpaid: 409)' },
  }, async (req) => {
    await exists(req.params.id)
    await invoices.issueForOrder(req.params.id)
    return { documents: await invoices.documents(req.params.id, { base: `/api/staff/orders/${req.params.id}` }) }
  })

  app.get('/api/staff/orders/:id/invoice.pdf', {
    ...fulfilment,
    schema: { params: OrderIdParamsSchema, tags: staffTags, security, summary: "An order's invoice as a PDF" },
  }, async (req, reply) => {
    const invoice = await invoices.invoice(req.params.id)
    return sendPdf(reply, invoice.number, await invoicePdf(invoice))
  })

  app.get('/api/staff/orders/:id/credit-notes/:number.pdf', {
    ...fulfilment,
    schema: { params: CreditNoteParamsSchema, tags: staffTags, security, summary: "One of an order's credit notes as a PDF" },
  }, async (req, reply) => {
    const note = await invoices.creditNote(req.params.id, req.params.number)
    return sendPdf(reply, note.number, await creditNotePdf(note))
  })

  app.get('/api/staff/reports/vat', {
    ...owner,
    schema: { querystring: VatReportQuerySchema, response: { 200: VatReportSchema }, tags: staffTags, security, summary: 'A quarter’s VAT per country, currency and rate: invoices less credit notes (one-stop-shop figures)' },
  }, async (req) => vatReport(db, req.query))

  app.get('/api/staff/reports/vat.csv', {
    ...owner,
    schema: { querystring: VatReportQuerySchema, tags: staffTags, security, summary: 'The quarter’s VAT report as CSV (amounts in major units)' },
  }, async (req, reply) => {
    const csv = vatReportCsv(await vatReport(db, req.query))
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="vat-${req.query.year}-q${req.query.quarter}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv)
  })
}

