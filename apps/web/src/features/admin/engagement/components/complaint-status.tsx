import type { ComplaintStatus } from '@shop/domain'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { cx } from '../../../../components/ui/cx'

const TONE: Record<ComplaintStatus, string> = {
  open: 'bg-clay-100 text-clay-800 ring-clay-200',
  answered: 'bg-sage-100 text-sage-900 ring-sage-300',
  closed: 'bg-ink-100 text-ink-700 ring-ink-200',
}

/** open waits for the team (clay, it stands out); answered waits for the shopper; closed is settled. */
export function ComplaintBadge({ status }: { status: ComplaintStatus }) {
  const { t } = useTranslation('admin2')
  return <span className={cx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1', TONE[status])}>{t(`complaints.status.${status}`)}</span>
}
