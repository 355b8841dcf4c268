import type { FastifyPluginAsync } from 'fastify'
import type { OrdersService } from './orders.service'

// SKELETON (helper replaces)
export const staffOrderRoutes: FastifyPluginAsync<{ orders: OrdersService }> = async () => {}
