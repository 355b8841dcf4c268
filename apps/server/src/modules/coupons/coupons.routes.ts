import type { FastifyPluginAsync } from 'fastify'
import type { CouponService } from './coupons.types'

// SKELETON (helper replaces)
export const couponRoutes: FastifyPluginAsync<{ coupons: CouponService }> = async () => {}
