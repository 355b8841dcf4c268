import type { StaffComplaintReply } from '@shop/domain'
import { useTranslation } from '../../lib/i18n-runtime'
import { Link, useParams } from '../../lib/router'
import { AdminPage, ListState } from '../../features/admin/components/admin-page'
import { useReplyToComplaint, useStaffComplaint } from '../../features/admin/engagement/api/engagement-api'
import { ComplaintBadge } from '../../features/admin/engagement/components/complaint-status'
import { ComplaintThread } from '../../features/admin/engagement/components/complaint-thread'
import { ReplyForm } from '../../features/admin/engagement/components/reply-form'
import { formatDateTime } from '../../lib/format'
import { useLanguage } from '../../lib/i18n'
import { notify } from '../../lib/toast'
import { ADMIN_PATHS, adminHref } from './admin-routes'

/** One complaint: the shopper, the order, the conversation and the team's reply. */
export function Component() {
  const { t } = useTranslation('admin2')
  const lang = useLanguage()
  const { id = '' } = useParams()
  const query = useStaffComplaint(id)
  const reply = useReplyToComplaint(id)
  const complaint = query.data

  function send(body: StaffComplaintReply, done: () => void) {
    reply.mutate(body, {
      onSuccess: (c) => {
        done()
        notify.success(t(c.status === 'closed' ? (body.message ? 'complaints.sentClosed' : 'complaints.closed') : 'complaints.sent'))
      },
    })
  }

  const back = (
    <Link to={adminHref(ADMIN_PATHS.complaints)} className="text-sm font-medium text-sage-800 underline-offset-4 hover:underline">
      ← {t('complaints.back')}
    </Link>
  )
  if (!complaint) {
    return (
      <AdminPage title={t('complaints.loadingTitle')} actions={back}>
        <ListState isPending={query.isPending} error={query.error} empty={false} emptyText="" onRetry={() => void query.refetch()} />
      </AdminPage>
    )
  }

  return (
    <AdminPage title={t(`complaints.topic.${complaint.topic}`)} intro={t('complaints.about', { number: complaint.order_number, name: complaint.shopper.username })} actions={back}>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <div className="grid gap-5">
          <ComplaintThread complaint={complaint} />
          <ReplyForm key={complaint.id} status={complaint.status} busy={reply.isPending} error={reply.error} onSend={send} />
        </div>
        <aside className="rounded-2xl border border-ink-100 bg-white p-4 text-sm shadow-xs sm:p-5 lg:sticky lg:top-24">
          <dl className="grid gap-3">
            <div>
              <dt className="text-ink-600">{t('complaints.statusLabel')}</dt>
              <dd className="mt-0.5">
                <ComplaintBadge status={complaint.status} />
              </dd>
            </div>
            <div>
              <dt className="text-ink-600">{t('complaints.order')}</dt>
              <dd className="mt-0.5">
                <Link to={`${adminHref(ADMIN_PATHS.orders)}/${complaint.order_id}`} className="font-semibold text-sage-800 underline underline-offset-4">
                  {complaint.order_number}
                </Link>
              </dd>
            </div>
            <div>
              <dt className="text-ink-600">{t('complaints.shopper')}</dt>
              <dd className="mt-0.5 text-ink-900 [overflow-wrap:anywhere]">
                {complaint.shopper.username}
                <br />
                <a href={`mailto:${complaint.shopper.email}`} className="text-sage-800 underline underline-offset-4">
                  {complaint.shopper.email}
                </a>
                <br />
                <span className="text-ink-600">{t('complaints.writesIn', { language: t(`language.${complaint.shopper.lang}`) })}</span>
              </dd>
            </div>
            <div>
              <dt className="text-ink-600">{t('complaints.opened')}</dt>
              <dd className="mt-0.5 text-ink-900">{formatDateTime(complaint.created_at, lang)}</dd>
            </div>
          </dl>
        </aside>
      </div>
    </AdminPage>
  )
}
