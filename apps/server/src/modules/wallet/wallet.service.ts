import type { Config } from '../../config'
import type { Db } from '../../db/database'
import type { Mailer } from '../notifications/notifications.types'
import type { PaymentsService } from '../payments/payments.types'
import type { WalletService } from './wallet.types'

// SKELETON (helper replaces)
export function createWalletService(_deps: { db: Db; payments: PaymentsService; mailer: Mailer; config: Config }): WalletService {
  const no = () => Promise.reject(new Error('not built yet'))
  return { balance: no, debit: no, credit: no, spendGiftCard: no, restoreGiftCard: no }
}
