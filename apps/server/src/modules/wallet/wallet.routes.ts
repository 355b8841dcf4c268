import type { FastifyPluginAsync } from 'fastify'
import type { RateLimiter } from '../../http/rate-limit'
import type { WalletService } from './wallet.types'

// SKELETON (helper replaces)
export const walletRoutes: FastifyPluginAsync<{ wallet: WalletService; limiter: RateLimiter }> = async () => {}
