import type { OrderStatus, StaffRequest } from '@shop/domain'
import { useId, useState } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { Button } from '../../../components/ui/button'
import { Notice } from '../../../components/ui/fields'
import { formatDateTime, formatPrice } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { notify } from '../../../lib/toast'
import { useAnswerRequest } from '../api/staff-api'
import { StatusBadge } from './status-badge'

/** Accepting or rejecting a request is moving its order (the state machine answers it). */
const ANSWERS: Record<StaffRequest['kind'], { accept: OrderStatus; reject: OrderStatus }> = {
  cancel: { accept: 'cancelled_order', reject: 'cancel_reject' },
  return: { accept: 'return_accept', reject: 'return_reject' },
}

/** One cancel or return request: the shopper's reason, the order, and accept / reject with a note. */
export function RequestCard({ request, orderHref }: { request: StaffRequest; orderHref: string }) {
  const { t } = useTranslation(['admin', 'orders'])
  const lang = useLanguage()
  const noteId = useId()
  const [note, setNote] = useState('')
  const answer = useAnswerRequest()
  const targets = ANSWERS[request.kind]

  function decide(status: OrderStatus) {
    answer.mutate(
      { orderId: request.order.id, status, note: note.trim() },
      { onSuccess: () => notify.success(t('admin:order.moved', { status: t(`orders:status.${status}`) })) },
    )
  }

  return (
    <li className="rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-clay-700 uppercase">{t(`orders:request.kind.${request.kind}`)}</p>
          <p className="mt-1">
            <Link to={orderHref} className="font-display text-xl text-ink-900 underline-offset-4 hover:text-sage-800 hover:underline">
              {request.order.number}
            </Link>
          </p>
          <p className="mt-0.5 text-sm text-ink-600 [overflow-wrap:anywhere]">
            {request.order.email} · {formatPrice(request.order.total_cents, lang, request.order.currency)} · {t('admin:orders.itemCount', { count: request.order.item_count })}
          </p>
        </div>
        <StatusBadge status={request.order.status} />
      </div>
      <dl className="mt-3 grid gap-1 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-ink-600">{t('admin:requests.reason')}</dt>
          <dd className="text-ink-900">{t(`orders:reason.${request.reason}`, { defaultValue: request.reason })}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-ink-600">{t('admin:requests.refundTo')}</dt>
          <dd className="text-ink-900">{t(`admin:requests.refund.${request.refund_to}`)}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-ink-600">{t('admin:requests.sent')}</dt>
          <dd className="text-ink-900">{formatDateTime(request.created_at, lang)}</dd>
        </div>
      </dl>
      {request.details && <p className="mt-2 rounded-xl bg-cream-100/70 px-3 py-2 text-sm text-ink-800 [overflow-wrap:anywhere]">“{request.details}”</p>}

      {request.status === 'pending' ? (
        <div className="mt-4 border-t border-ink-100 pt-4">
          <label htmlFor={noteId} className="mb-1.5 block text-sm font-medium text-ink-800">
            {t('admin:order.note')}
          </label>
          <input
            id={noteId}
            value={note}
            maxLength={500}
            onChange={(e) => setNote(e.target.value)}
            className="block h-11 w-full rounded-xl border border-ink-200 bg-white px-4 text-base text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-1 focus:outline-sage-500"
          />
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="accent" busy={answer.isPending && answer.variables?.status === targets.accept} disabled={answer.isPending} onClick={() => decide(targets.accept)}>
              {t(`admin:requests.accept.${request.kind}`)}
            </Button>
            <Button variant="secondary" busy={answer.isPending && answer.variables?.status === targets.reject} disabled={answer.isPending} onClick={() => decide(targets.reject)}>
              {t(`admin:requests.reject.${request.kind}`)}
            </Button>
          </div>
          {answer.error && <Notice className="mt-3">{answer.error.message || t('admin:error.generic')}</Notice>}
        </div>
      ) : (
        <p className="mt-3 text-sm text-ink-700">
          {t(`orders:request.state.${request.status}`)}
          {request.decided_at && ` · ${formatDateTime(request.decided_at, lang)}`}
          {request.note && ` · ${request.note}`}
        </p>
      )}
    </li>
  )
}
