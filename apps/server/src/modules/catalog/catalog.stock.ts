import type { Db } from '../../db/database'
import type { StockService } from './stock.types'

// SKELETON (helper replaces)
export function createStockService(_db: Db): StockService {
  const no = () => Promise.reject(new Error('not built yet'))
  return { take: no, restore: no }
}
