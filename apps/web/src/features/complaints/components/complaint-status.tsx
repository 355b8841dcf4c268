import type { ComplaintStatus } from '@shop/domain'
import { cx } from '../../../components/ui/cx'
import { useComplaintsText } from '../hooks/use-complaints-text'

const TONES: Record<ComplaintStatus, string> = {
  open: 'bg-cream-200 text-ink-800 ring-cream-300',
  answered: 'bg-sage-100 text-sage-800 ring-sage-200',
  closed: 'bg-ink-100 text-ink-700 ring-ink-200',
}

/** Open waits for the shop, answered waits for the shopper, closed is settled. */
export function ComplaintStatusBadge({ status, className }: { status: ComplaintStatus; className?: string }) {
  const { status: label } = useComplaintsText()
  return (
    <span className={cx('inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1', TONES[status], className)}>
      {label(status)}
    </span>
  )
}
