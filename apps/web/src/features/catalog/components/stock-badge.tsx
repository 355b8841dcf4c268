import type { StockState } from '@shop/domain'
import { useTranslation } from '../../../lib/i18n-runtime'

const TONE: Record<StockState, string> = {
  in_stock: 'text-sage-700',
  low_stock: 'text-clay-600',
  out_of_stock: 'text-ink-500',
}
const DOT: Record<StockState, string> = {
  in_stock: 'bg-sage-500',
  low_stock: 'bg-clay-500',
  out_of_stock: 'bg-ink-300',
}

export function StockBadge({ state, stock, className = '' }: { state: StockState; stock: number; className?: string }) {
  const { t } = useTranslation('catalog')
  return (
    <span className={`inline-flex items-center gap-1.5 text-xs font-medium ${TONE[state]} ${className}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${DOT[state]}`} />
      {t(`stock.${state}`, { count: stock })}
    </span>
  )
}
