import { CouponOffersQuerySchema, CouponOffersSchema } from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { securityOptional } from '../../http/openapi'
import type { CouponService } from './coupons.types'
import type { MarketsService } from '../markets/markets.service'
import { shipToOf } from '../markets/markets.ship-to'

const tags = ['coupons']

export const couponRoutes: FastifyPluginAsync<{ coupons: CouponService; markets: Pick<MarketsService, 'destination'> }> = async (fastify, { coupons, markets }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(
    '/api/coupons',
    {
      schema: {
        querystring: CouponOffersQuerySchema,
        response: { 200: CouponOffersSchema },
        tags,
        summary: 'The /coupan list: codes this shopper can use now (guests: the public ones), in their language',
        security: securityOptional,
      },
    },
    async (req) => {
      const currency = req.query.currency ?? (await markets.destination(shipToOf(req.headers, req.query.lang))).currency
      const data = await coupons.offers({ lang: req.query.lang, currency, user_id: req.user?.id ?? null, email: null, now: new Date() })
      return { data }
    },
  )
}
