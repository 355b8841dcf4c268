import type { FastifyPluginAsync } from 'fastify'
import type { WishlistService } from './wishlist.service'

// SKELETON (helper replaces)
export const wishlistRoutes: FastifyPluginAsync<{ wishlist: WishlistService }> = async () => {}
