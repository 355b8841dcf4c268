import type { NewsletterStatus, NewsletterSubscriber } from '@shop/domain'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { cx } from '../../../../components/ui/cx'
import { formatDateTime } from '../../../../lib/format'
import { useLanguage } from '../../../../lib/i18n'
import { StaffTable } from '../../components/staff-table'

const TONE: Record<NewsletterStatus, string> = {
  pending: 'bg-cream-100 text-ink-800 ring-cream-300',
  confirmed: 'bg-sage-100 text-sage-900 ring-sage-300',
  unsubscribed: 'bg-ink-100 text-ink-700 ring-ink-200',
}

/** Subscribers as rows on wide screens and as stacked cards on phones. */
export function SubscribersTable({ subscribers }: { subscribers: NewsletterSubscriber[] }) {
  const { t } = useTranslation('admin2')
  const lang = useLanguage()
  const when = (s: NewsletterSubscriber) =>
    s.status === 'confirmed' && s.confirmed_at
      ? t('newsletter.confirmedAt', { date: formatDateTime(s.confirmed_at, lang) })
      : s.status === 'unsubscribed' && s.unsubscribed_at
        ? t('newsletter.unsubscribedAt', { date: formatDateTime(s.unsubscribed_at, lang) })
        : t('newsletter.signedUpAt', { date: formatDateTime(s.created_at, lang) })
  return (
    <StaffTable
      columns={[
        { label: t('newsletter.col.email') },
        { label: t('newsletter.col.language') },
        { label: t('newsletter.col.status') },
        { label: t('newsletter.col.when') },
      ]}
    >
      {subscribers.map((s) => (
        <tr key={s.id} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 px-4 py-3 md:table-row md:p-0">
          <td className="min-w-0 font-medium text-ink-900 [overflow-wrap:anywhere] md:px-4 md:py-3">{s.email}</td>
          <td className="col-start-1 row-start-2 text-ink-600 md:px-4 md:py-3">{t(`language.${s.lang}`)}</td>
          <td className="col-start-2 row-start-1 justify-self-end md:px-4 md:py-3">
            <span className={cx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1', TONE[s.status])}>{t(`newsletter.status.${s.status}`)}</span>
          </td>
          <td className="col-span-2 row-start-3 text-ink-600 md:px-4 md:py-3">{when(s)}</td>
        </tr>
      ))}
    </StaffTable>
  )
}
