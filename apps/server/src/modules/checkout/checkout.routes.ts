import type { FastifyPluginAsync } from 'fastify'
import type { RateLimiter } from '../../http/rate-limit'
import type { CheckoutService } from './checkout.service'

// SKELETON (helper replaces)
export const checkoutRoutes: FastifyPluginAsync<{ checkout: CheckoutService; limiter: RateLimiter }> = async () => {}
