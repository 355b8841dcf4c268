import type { FastifyPluginAsync } from 'fastify'
import type { RateLimiter } from '../../http/rate-limit'
import type { OrdersService } from './orders.service'

// SKELETON (helper replaces)
export const orderRoutes: FastifyPluginAsync<{ orders: OrdersService; limiter: RateLimiter }> = async () => {}
