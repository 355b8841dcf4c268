import { PaymentStartSchema, TopUpBodySchema, type Currency } from '@shop/domain'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireUser } from '../../http/auth'
import type { RateLimiter } from '../../http/rate-limit'
import { giftCardRoutes } from './wallet.gift-cards.routes'
import { security } from '../../http/openapi'
import type { WalletModule } from './wallet.service'

const tags = ['wallet']

export interface WalletRoutesDeps {
  wallet: WalletModule
  limiter: RateLimiter
  /** The currency of the shopper's market (the Ship to country): top-ups and gift cards are bought in it */
  marketCurrency: (req: FastifyRequest) => Promise<Currency>
}

export const walletRoutes: FastifyPluginAsync<WalletRoutesDeps> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { wallet, marketCurrency } = opts

  app.get('/api/wallet', {
    schema: { tags, security, summary: 'The balance with its currency, the 50 newest ledger entries, and the top-up and gift card amounts in the shopper’s market currency' },
  }, async (req) => wallet.overview(requireUser(req).id, await marketCurrency(req)))

  app.post('/api/wallet/top-up', {
    config: { invalidInput: { lead: 'amount_cents' } },
    // Guests are told to sign in before anything about their input.
    preValidation: async (req) => {
      requireUser(req)
    },
    schema: {
      body: TopUpBodySchema,
      response: { 202: PaymentStartSchema },
      tags,
      security,
      summary: 'Start a top-up by card with one of the preset amounts of the shopper’s market currency (202: the payment for the browser to confirm with the processor)',
      description: 'POST /api/payments/:id/complete answers the wallet once paid. A card issued outside the EU/EEA fails there with card_issued_abroad and nothing is taken; a wallet holding another currency is refused here. Card details in the body are 400 card_data_refused.',
    },
  }, async (req, reply) => reply.status(202).send(await wallet.topUp(requireUser(req).id, req.body, await marketCurrency(req))))

  await fastify.register(giftCardRoutes, opts)
}
