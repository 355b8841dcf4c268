import { PRODUCT_CSV_MAX_BYTES, ProductCsvImportResultSchema } from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireStaff, staffArea } from '../../http/auth'
import { security } from '../../http/openapi'
import type { ProductCsv } from './catalog.csv-import'

const tags = ['staff']

/** Products and sizes as CSV (decision 035): the catalog role and owners (decision 030). */
export const productCsvRoutes: FastifyPluginAsync<{ csv: ProductCsv }> = async (fastify, { csv }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  // Before the body is read: others learn nothing, and send no megabytes.
  app.addHook('onRequest', staffArea('catalog'))
  // The file as text (UTF-8; a byte order mark is taken off by the parser). Only in this plugin.
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: PRODUCT_CSV_MAX_BYTES }, (_req, body, done) => done(null, body))

  app.get(
    '/api/staff/products/export.csv',
    { schema: { tags, security, summary: 'Every size of every product as CSV (UTF-8 with BOM, one row per size, prices with a dot); the file the import reads' } },
    async (req, reply) => {
      requireStaff(req, 'catalog')
      const day = new Date().toISOString().slice(0, 10)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(await csv.export())
    },
  )

  app.post(
    '/api/staff/products/import.csv',
    {
      bodyLimit: PRODUCT_CSV_MAX_BYTES,
      schema: {
        response: { 200: ProductCsvImportResultSchema },
        tags,
        security,
        summary:
          'Import a CSV (text/csv, at most 16 MB: 413 above) keyed by SKU: every row is checked first; any bad cell answers 400 with each one as errors[] {path: "<line>.<column>", message} and nothing is written; otherwise all rows are written in one transaction',
      },
    },
    async (req) => csv.import(requireStaff(req, 'catalog'), typeof req.body === 'string' ? req.body : ''),
  )
}
