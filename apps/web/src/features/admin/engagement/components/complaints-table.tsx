import type { StaffComplaintSummary } from '@shop/domain'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { Link } from '../../../../lib/router'
import { formatDateTime } from '../../../../lib/format'
import { useLanguage } from '../../../../lib/i18n'
import { ComplaintBadge } from './complaint-status'

/** Complaints, latest activity first: who, which order, the topic, and the last word in the thread. */
export function ComplaintsTable({ complaints, hrefFor }: { complaints: StaffComplaintSummary[]; hrefFor: (id: string) => string }) {
  const { t } = useTranslation('admin2')
  const lang = useLanguage()
  return (
    <ul className="divide-y divide-ink-100 overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-xs">
      {complaints.map((c) => (
        <li key={c.id} className="relative px-4 py-3.5 hover:bg-sage-50/60 sm:px-5">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
            <div className="min-w-0">
              <Link to={hrefFor(c.id)} className="font-semibold text-sage-800 underline-offset-4 after:absolute after:inset-0 hover:underline">
                {t(`complaints.topic.${c.topic}`)} · {c.order_number}
              </Link>
              <p className="text-sm text-ink-600 [overflow-wrap:anywhere]">
                {c.shopper.username} · {c.shopper.email}
              </p>
            </div>
            <div className="flex items-center gap-2 text-sm text-ink-600">
              <span>{formatDateTime(c.updated_at, lang)}</span>
              <ComplaintBadge status={c.status} />
            </div>
          </div>
          {c.last_message && (
            <p className="mt-1.5 line-clamp-2 text-sm text-ink-800 [overflow-wrap:anywhere]">
              <span className="font-medium">{t(c.last_message.author === 'staff' ? 'complaints.fromTeam' : 'complaints.fromShopper')}: </span>
              {c.last_message.text}
            </p>
          )}
        </li>
      ))}
    </ul>
  )
}
