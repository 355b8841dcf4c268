import { AccountProofSchema, personalDataFileName } from '@shop/domain'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireUser } from '../../http/auth'
import { security } from '../../http/openapi'
import type { RateLimiter, RateRule } from '../../http/rate-limit'
import type { PrivacyService } from './privacy.service'

const tags = ['account']

/**
 * A stolen session must not be able to guess the password here: every request that carries a
 * proof counts per user, right or wrong (as a contact change does, issue 14). Codes go out at most
 * a few times in ten minutes; a download is a large read, a few an hour are plenty.
 */
export const PRIVACY_LIMITS = {
  proofUser: { name: 'privacy-proof:user', limit: 10, windowSeconds: 900 },
  codeUser: { name: 'privacy-code:user', limit: 3, windowSeconds: 600 },
  exportUser: { name: 'privacy-export:user', limit: 10, windowSeconds: 3600 },
} satisfies Record<string, RateRule>

const byUser = (req: FastifyRequest) => req.user?.id ?? null

export const privacyRoutes: FastifyPluginAsync<{ privacy: PrivacyService; limiter: RateLimiter }> = async (fastify, { privacy, limiter }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const L = PRIVACY_LIMITS
  // Signed-in only, refused before the body is read.
  app.addHook('onRequest', async (req) => {
    requireUser(req)
  })

  app.post(
    '/api/account/privacy-code',
    {
      schema: { tags, security, summary: 'An account without a password: a code to its verified contact, the proof a data download or an erasure asks for' },
      preHandler: limiter.guard([L.codeUser, byUser]),
    },
    async (req) => privacy.sendProofCode(requireUser(req)),
  )

  app.post(
    '/api/account/data',
    {
      schema: {
        tags,
        security,
        summary: 'Everything the shop holds about the signed-in shopper, as a JSON download (password, or the emailed code, required)',
        body: AccountProofSchema,
      },
      preValidation: limiter.guard([L.proofUser, byUser]),
      preHandler: limiter.guard([L.exportUser, byUser]),
    },
    async (req, reply) => {
      const { at, data } = await privacy.exportData(requireUser(req), req.body)
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${personalDataFileName(at)}"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2))
    },
  )

  app.get(
    '/api/account/erase',
    { schema: { tags, security, summary: 'Whether the signed-in account can be erased now, and what to settle first (open orders, wallet money)' } },
    async (req) => privacy.erasureCheck(requireUser(req)),
  )

  app.post(
    '/api/account/erase',
    {
      schema: {
        tags,
        security,
        summary: 'Erase the signed-in account: it can no longer sign in, personal data is removed; invoices and order records tax law keeps stay (password, or the emailed code, required)',
        body: AccountProofSchema,
      },
      preValidation: limiter.guard([L.proofUser, byUser]),
    },
    async (req) => privacy.erase(requireUser(req), req.body),
  )
}
