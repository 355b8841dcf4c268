import {
  BankTransferSchema,
  OrderIdParamsSchema,
  STATEMENT_MAX_BYTES,
  StaffBankTransferListSchema,
  StaffBankTransferQuerySchema,
  StaffBankTransferSchema,
  StatementImportResultSchema,
  TrackOrderSchema,
} from '@shop/domain'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireStaff, requireUser, staffArea } from '../../http/auth'
import { security } from '../../http/openapi'
import type { RateLimiter, RateRule } from '../../http/rate-limit'
import type { BankTransfers } from './bank-transfers.service'

const tags = ['bank-transfers']
/** Order tracking's buckets (the same names as orders.routes' ORDER_LIMITS): the instructions are no way round its guessing limits. */
const TRACK_LIMITS = {
  trackIp: { name: 'track-order:ip', limit: 20, windowSeconds: 600 },
  trackNumber: { name: 'track-order:number', limit: 10, windowSeconds: 600 },
} satisfies Record<string, RateRule>
const byIp = (req: FastifyRequest) => req.ip
const byNumber = (req: FastifyRequest) => {
  const number = (req.body as { number?: unknown } | undefined)?.number
  return typeof number === 'string' ? number.trim().toUpperCase().slice(0, 40) : null
}

/** What the shopper is told to pay (decision 052): the order's owner, or whoever tracks it by number and email. */
export const bankTransferRoutes: FastifyPluginAsync<{ transfers: BankTransfers; limiter: RateLimiter }> = async (fastify, { transfers, limiter }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.get(
    '/api/orders/:id/bank-transfer',
    {
      schema: { params: OrderIdParamsSchema, response: { 200: BankTransferSchema }, tags, security, summary: 'How to pay my order by bank transfer: account, amount, variable symbol, due date and the QR code (SVG)' },
      onRequest: async (req) => void requireUser(req),
    },
    async (req) => transfers.forUser(requireUser(req).id, req.params.id),
  )
  app.post(
    '/api/orders/track/bank-transfer',
    {
      schema: { body: TrackOrderSchema, response: { 200: BankTransferSchema }, tags, summary: 'The same for an order found as tracking finds it (number and email; rate-limited with tracking)' },
      // The same buckets as tracking: no way round its guessing limits.
      preHandler: limiter.guard([TRACK_LIMITS.trackIp, byIp], [TRACK_LIMITS.trackNumber, byNumber]),
    },
    async (req) => transfers.forTracking(req.body.number, req.body.email),
  )
}

/** The staff desk: awaited transfers, "mark paid", statement import (fulfilment and owners). */
export const staffBankTransferRoutes: FastifyPluginAsync<{ transfers: BankTransfers }> = async (fastify, { transfers }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  // Before the body is read: others learn nothing, and send no megabytes.
  app.addHook('onRequest', staffArea('fulfilment'))
  // A statement as text (camt.053 XML or CSV, UTF-8). Only in this plugin.
  for (const type of ['text/csv', 'application/xml', 'text/xml', 'text/plain']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: STATEMENT_MAX_BYTES }, (_req, body, done) => done(null, body))
  }

  app.get(
    '/api/staff/bank-transfers',
    { schema: { querystring: StaffBankTransferQuerySchema, response: { 200: StaffBankTransferListSchema }, tags, security, summary: 'Bank transfers by status (awaiting by default), soonest due first' } },
    async (req) => ({ data: await transfers.staffList(req.query.status) }),
  )
  app.post(
    '/api/staff/bank-transfers/:id/paid',
    { schema: { params: OrderIdParamsSchema, response: { 200: StaffBankTransferSchema }, tags, security, summary: "Mark an order's transfer paid (once: 409 transfer_not_awaiting after, or once cancelled)" } },
    async (req) => transfers.markPaid(requireStaff(req, 'fulfilment'), req.params.id),
  )
  app.post(
    '/api/staff/bank-transfers/statement',
    {
      bodyLimit: STATEMENT_MAX_BYTES,
      schema: {
        response: { 200: StatementImportResultSchema },
        tags,
        security,
        summary:
          'Import a bank statement (camt.053 XML, or CSV with date, amount, currency, reference, counterparty; at most 4 MB): lines matching an awaited transfer by reference and exact amount pay it; the others are listed with why; a line read before pays nothing again',
      },
    },
    async (req) => transfers.importStatement(requireStaff(req, 'fulfilment'), typeof req.body === 'string' ? req.body : ''),
  )
}
