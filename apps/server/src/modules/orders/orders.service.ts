import type { Db } from '../../db/database'
import type { StockService } from '../catalog/stock.types'
import type { PaymentsService } from '../payments/payments.types'
import type { WalletService } from '../wallet/wallet.types'
import type { OrderNotifier } from './orders.types'

export interface OrdersDeps {
  db: Db
  wallet: WalletService
  payments: PaymentsService
  stock: StockService
  notifier: OrderNotifier
}

// SKELETON (helper replaces)
export function createOrdersService(_deps: OrdersDeps) {
  return {}
}
export type OrdersService = ReturnType<typeof createOrdersService>
