import { termsPdfFileName, TermsPdfQuerySchema, TERMS_VERSION } from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { TermsDocuments } from './legal.types'

/** The terms as a PDF, public (decision 043): the current version unless one is named. */
export const legalRoutes: FastifyPluginAsync<{ legal: TermsDocuments }> = async (fastify, { legal }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(
    '/api/legal/terms.pdf',
    {
      schema: {
        querystring: TermsPdfQuerySchema,
        tags: ['legal'],
        summary: 'The terms (with the withdrawal and cancellation policies and the model withdrawal form) as a PDF',
        description: 'The version stored for `version` (default: the current one) in `lang`; 404 legal_document_not_found for a version that was never stored.',
      },
    },
    async (req, reply) => {
      const version = req.query.version ?? TERMS_VERSION
      const doc = await legal.terms(req.query.lang, version)
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${termsPdfFileName(version, req.query.lang)}"`)
          // A named version never changes; "the current one" does when the terms do.
          .header('cache-control', req.query.version ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
          .send(doc.pdf)
      )
    },
  )
}
