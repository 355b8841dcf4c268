import type { FastifyPluginAsync } from 'fastify'
import type { CartService } from './cart.types'

// SKELETON (helper replaces)
export const cartRoutes: FastifyPluginAsync<{ cart: CartService }> = async () => {}
