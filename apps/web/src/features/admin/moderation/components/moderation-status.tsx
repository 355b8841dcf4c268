import type { ReviewStatus } from '@shop/domain'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { cx } from '../../../../components/ui/cx'
import { formatDateTime } from '../../../../lib/format'
import { useLanguage } from '../../../../lib/i18n'

const TONE: Record<ReviewStatus, string> = {
  pending: 'bg-clay-100 text-clay-800 ring-clay-200',
  approved: 'bg-sage-100 text-sage-900 ring-sage-300',
  rejected: 'bg-ink-100 text-ink-700 ring-ink-200',
}

export function ModerationBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation('admin2')
  return <span className={cx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1', TONE[status])}>{t(`moderation.status.${status}`)}</span>
}

/** Who decided, when, and the note they left (as text). */
export function ModerationRecord({ status, by, at, note }: { status: ReviewStatus; by: string | null; at: string | null; note: string }) {
  const { t } = useTranslation('admin2')
  const lang = useLanguage()
  if (status === 'pending' || !at) return null
  return (
    <p className="mt-3 text-sm text-ink-600 [overflow-wrap:anywhere]">
      {t(status === 'approved' ? 'moderation.approvedBy' : 'moderation.rejectedBy', { name: by ?? t('moderation.someone'), date: formatDateTime(at, lang) })}
      {note && <span className="text-ink-800"> · “{note}”</span>}
    </p>
  )
}
