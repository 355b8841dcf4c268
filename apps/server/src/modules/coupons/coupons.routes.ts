import { CouponOffersQuerySchema, CouponOffersSchema } from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { securityOptional } from '../../http/openapi'
import type { CouponService } from './coupons.types'

const tags = ['coupons']

export const couponRoutes: FastifyPluginAsync<{ coupons: CouponService }> = async (fastify, { coupons }) => {
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
      const data = await coupons.offers({ lang: req.query.lang, currency: req.query.currency, user_id: req.user?.id ?? null, email: null, now: new Date() })
      return { data }
    },
  )
}
