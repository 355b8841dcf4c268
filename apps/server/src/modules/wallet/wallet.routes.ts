import { TopUpSchema } from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireUser } from '../../http/auth'
import type { RateLimiter } from '../../http/rate-limit'
import { giftCardRoutes } from './gift-cards.routes'
import { failIfInvalid } from '../../http/validation'
import { security } from '../../http/openapi'
import type { WalletModule } from './wallet.service'

const tags = ['wallet']

export const walletRoutes: FastifyPluginAsync<{ wallet: WalletModule; limiter: RateLimiter }> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { wallet } = opts

  app.get('/api/wallet', {
    schema: { tags, security, summary: 'The balance, the 50 newest ledger entries and the top-up amounts' },
  }, async (req) => wallet.overview(requireUser(req).id))

  app.post('/api/wallet/top-up', {
    attachValidation: true,
    schema: {
      body: TopUpSchema,
      tags,
      security,
      summary: 'Top up by card with one of the preset amounts (cards issued abroad are refused)',
    },
  }, async (req) => {
    const user = requireUser(req)
    failIfInvalid(req, { lead: 'amount_cents' })
    return wallet.topUp(user.id, req.body)
  })

  await fastify.register(giftCardRoutes, opts)
}
