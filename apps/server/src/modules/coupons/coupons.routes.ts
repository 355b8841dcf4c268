import { CouponOffersQuerySchema, CouponOffersSchema, type Language } from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { securityOptional } from '../../http/openapi'
import type { CouponService } from './coupons.types'
import type { MarketsService } from '../markets/markets.service'

const tags = ['coupons']

/** `shipToOf`: the shopper's "Ship to" country (markets module), whose market's currency offers are given in unless the query names one */
export const couponRoutes: FastifyPluginAsync<{
  coupons: CouponService
  markets: Pick<MarketsService, 'destination'>
  shipToOf: (headers: { cookie?: string; 'accept-language'?: string }, lang: Language) => string
}> = async (fastify, { coupons, markets, shipToOf }) => {
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
