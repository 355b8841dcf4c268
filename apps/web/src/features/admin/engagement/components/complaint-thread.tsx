import type { StaffComplaint } from '@shop/domain'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { cx } from '../../../../components/ui/cx'
import { formatDateTime } from '../../../../lib/format'
import { useLanguage } from '../../../../lib/i18n'

/** The conversation, oldest first: the shopper on the left, the team on the right. Text only. */
export function ComplaintThread({ complaint }: { complaint: StaffComplaint }) {
  const { t } = useTranslation('admin2')
  const lang = useLanguage()
  return (
    <ol className="grid gap-3" aria-label={t('complaints.thread')}>
      {complaint.messages.map((m) => {
        const staff = m.author === 'staff'
        return (
          <li key={m.id} className={cx('max-w-[42rem] rounded-2xl px-4 py-3 ring-1', staff ? 'ml-auto bg-sage-50 ring-sage-200 sm:ml-12' : 'mr-auto bg-white ring-ink-100 sm:mr-12')}>
            <p className="text-xs font-semibold text-ink-600">
              {staff ? t('complaints.fromTeam') : complaint.shopper.username} · <span className="font-normal">{formatDateTime(m.at, lang)}</span>
            </p>
            <p className="mt-1 whitespace-pre-line text-ink-900 [overflow-wrap:anywhere]">{m.text}</p>
          </li>
        )
      })}
    </ol>
  )
}
