import { DomainError, GiftCardPurchaseBodySchema, PaymentStartSchema, RedeemSchema, WALLET_MESSAGES } from '@shop/domain'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireUser } from '../../http/auth'
import type { RateRule } from '../../http/rate-limit'
import { security } from '../../http/openapi'
import type { WalletRoutesDeps } from './wallet.routes'

const tags = ['gift cards']

/** Guessing codes is the attack: attempts count per account and per address, hits or misses. */
export const REDEEM_LIMITS = {
  user: { name: 'gift-card-redeem:user', limit: 10, windowSeconds: 900 },
  ip: { name: 'gift-card-redeem:ip', limit: 10, windowSeconds: 900 },
} satisfies Record<string, RateRule>

/**
 * The wallet cannot buy gift cards. The schema would silently drop a wallet field and charge the
 * card in full, so the raw body is checked before validation: asking for the wallet is refused.
 */
function refuseWalletPayment(req: FastifyRequest): void {
  const body = req.body
  if (!body || typeof body !== 'object' || Array.isArray(body)) return
  const asksForWallet = Object.entries(body).some(([key, value]) => /wallet/i.test(key) || (typeof value === 'string' && value.trim().toLowerCase() === 'wallet'))
  if (asksForWallet) throw new DomainError('wallet_buys_no_gift_cards', WALLET_MESSAGES.noGiftCards)
}

export const giftCardRoutes: FastifyPluginAsync<WalletRoutesDeps> = async (fastify, { wallet, limiter, marketCurrency }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.post('/api/gift-cards', {
    config: { invalidInput: { lead: 'amount_cents' } },
    preValidation: async (req) => {
      requireUser(req)
      refuseWalletPayment(req)
    },
    schema: {
      body: GiftCardPurchaseBodySchema,
      response: { 202: PaymentStartSchema },
      tags,
      security,
      summary: 'Start buying a gift card by card in the shopper’s market currency (202: the payment for the browser to confirm); once paid, the card is made and its code emailed to the recipient',
      description: 'POST /api/payments/:id/complete answers the receipt once paid. A card issued outside the EU/EEA fails there with card_issued_abroad and nothing is taken. Card details in the body are 400 card_data_refused.',
    },
  }, async (req, reply) => reply.status(202).send(await wallet.buyGiftCard(requireUser(req).id, req.body, await marketCurrency(req))))

  app.get('/api/gift-cards', {
    schema: { tags, security, summary: 'Gift cards I bought, newest first (last four characters of each code)' },
  }, async (req) => ({ data: await wallet.giftCards(requireUser(req).id) }))

  app.post('/api/gift-cards/redeem', {
    config: { invalidInput: { lead: 'code' } },
    // Every attempt counts, a malformed code too, and before a guest is told to sign in.
    preValidation: [
      limiter.guard([REDEEM_LIMITS.user, (req) => req.user?.id], [REDEEM_LIMITS.ip, (req) => req.ip]),
      async (req) => {
        requireUser(req)
      },
    ],
    schema: { body: RedeemSchema, tags, security, summary: "Move a gift card's balance into my wallet (once; 10 tries per 15 minutes)" },
  }, async (req) => wallet.redeem(requireUser(req).id, req.body.code))
}
