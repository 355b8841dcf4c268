import { TopUpSchema } from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireUser } from '../../http/auth'
import type { RateLimiter } from '../../http/rate-limit'
import { giftCardRoutes } from './wallet.gift-cards.routes'
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
    config: { invalidInput: { lead: 'amount_cents' } },
    // Guests are told to sign in before anything about their input.
    preValidation: async (req) => {
      requireUser(req)
    },
    schema: {
      body: TopUpSchema,
      tags,
      security,
      summary: 'Top up by card with one of the preset amounts (cards issued abroad are refused)',
    },
  }, async (req) => wallet.topUp(requireUser(req).id, req.body))

  await fastify.register(giftCardRoutes, opts)
}
