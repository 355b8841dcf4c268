import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/database'
import type { CartService } from '../cart/cart.types'
import type { StockService } from '../catalog/stock.types'
import type { CouponService } from '../coupons/coupons.types'
import type { OrderNotifier } from '../orders/orders.types'
import type { PaymentsService } from '../payments/payments.types'
import type { WalletService } from '../wallet/wallet.types'

export interface CheckoutDeps {
  db: Db
  cart: CartService
  coupons: CouponService
  wallet: WalletService
  payments: PaymentsService
  stock: StockService
  notifier: OrderNotifier
  log: FastifyBaseLogger
}

// SKELETON (helper replaces)
export function createCheckoutService(_deps: CheckoutDeps) {
  return {}
}
export type CheckoutService = ReturnType<typeof createCheckoutService>
