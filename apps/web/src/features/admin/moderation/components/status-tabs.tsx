import { REVIEW_STATUSES, type ReviewStatus } from '@shop/domain'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { SegmentedFilter } from '../../components/segmented-filter'

/** pending (the queue, the default), approved, rejected: which entries the list shows. */
export function statusFrom(value: string): ReviewStatus {
  return (REVIEW_STATUSES as readonly string[]).includes(value) ? (value as ReviewStatus) : 'pending'
}

export function StatusTabs({ value, onChange }: { value: ReviewStatus; onChange: (status: ReviewStatus) => void }) {
  const { t } = useTranslation('admin2')
  return (
    <SegmentedFilter
      label={t('moderation.show')}
      value={value}
      options={REVIEW_STATUSES.map((s) => ({ value: s, label: t(`moderation.tab.${s}`) }))}
      onChange={(v) => onChange(statusFrom(v))}
    />
  )
}
