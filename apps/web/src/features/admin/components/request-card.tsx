import { type OrderStatus, type StaffRequest, type WithdrawalRefusal } from '@shop/domain'
import { useId, useState } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { Button } from '../../../components/ui/button'
import { Notice } from '../../../components/ui/fields'
import { formatDateTime, formatPrice } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { notify } from '../../../lib/toast'
import { useAnswerRequest, useBankTransferSent } from '../api/staff-api'
import { StatusBadge } from './status-badge'
import { RefusalGroundField } from './refusal-ground-field'

/** Accepting or rejecting a request is moving its order (the state machine answers it). */
const ANSWERS: Record<StaffRequest['kind'], { accept: OrderStatus; reject: OrderStatus }> = {
  cancel: { accept: 'cancelled_order', reject: 'cancel_reject' },
  return: { accept: 'return_accept', reject: 'return_reject' },
}

/**
 * One cancel request or withdrawal: the shopper's reason, what is withdrawn and what it gives back,
 * the order, and accept / reject with a note. A withdrawal is refused only on a ground the law
 * allows, chosen from the list (decision 044); once accepted, a cash refund owed by bank transfer
 * shows the account and is marked sent here.
 */
export function RequestCard({ request, orderHref }: { request: StaffRequest; orderHref: string }) {
  const { t } = useTranslation(['admin', 'orders'])
  const lang = useLanguage()
  const noteId = useId()
  const [note, setNote] = useState('')
  const [ground, setGround] = useState<WithdrawalRefusal | ''>('')
  const answer = useAnswerRequest()
  const bank = useBankTransferSent()
  const targets = ANSWERS[request.kind]
  const w = request.withdrawal
  const money = (cents: number) => formatPrice(cents, lang, request.order.currency)

  function decide(status: OrderStatus) {
    const refusal = status === 'return_reject' && ground ? { refusal: ground } : {}
    answer.mutate(
      { orderId: request.order.id, status, note: note.trim(), ...refusal },
      { onSuccess: () => notify.success(t('admin:order.moved', { status: t(`orders:status.${status}`) })) },
    )
  }

  const owedByBank = request.status === 'accepted' && w?.refunded && w.refunded.bank_cents > 0 ? w.refunded.bank_cents : 0

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
      {w && (
        <div className="mt-3 rounded-xl bg-cream-100/70 px-3 py-2 text-sm">
          <p className="font-medium text-ink-900">{t('admin:requests.withdrawn')}</p>
          <ul className="mt-1 space-y-0.5 text-ink-800">
            {w.lines.map((l) => (
              <li key={l.line_id} className="flex justify-between gap-4">
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  {l.quantity} × {l.name}
                  {l.size_label && <span className="text-ink-600"> ({l.size_label})</span>}
                </span>
                <span className="shrink-0 tabular-nums">{money(l.amount_cents)}</span>
              </li>
            ))}
            {w.shipping_cents > 0 && (
              <li className="flex justify-between gap-4">
                <span>{t('orders:withdraw.shipping')}</span>
                <span className="shrink-0 tabular-nums">{money(w.shipping_cents)}</span>
              </li>
            )}
          </ul>
          <p className="mt-1 flex justify-between gap-4 border-t border-ink-200 pt-1 font-semibold text-ink-900">
            <span>{t('admin:requests.refundAmount')}</span>
            <span className="tabular-nums">{money(w.amount_cents)}</span>
          </p>
        </div>
      )}
      <dl className="mt-3 grid gap-1 text-sm">
        {(request.reason || !w) && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-ink-600">{t('admin:requests.reason')}</dt>
            <dd className="text-ink-900">{request.reason ? t(`orders:reason.${request.reason}`, { defaultValue: request.reason }) : t('admin:requests.noReason')}</dd>
          </div>
        )}
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-ink-600">{t('admin:requests.refundTo')}</dt>
          <dd className="text-ink-900">{t(`admin:requests.refund.${request.refund_to}`)}</dd>
        </div>
        {w?.iban && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-ink-600">{t('admin:requests.iban')}</dt>
            <dd className="font-mono text-ink-900 [overflow-wrap:anywhere]">{w.iban}</dd>
          </div>
        )}
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-ink-600">{t('admin:requests.sent')}</dt>
          <dd className="text-ink-900">{formatDateTime(request.created_at, lang)}</dd>
        </div>
      </dl>
      {request.details && <p className="mt-2 rounded-xl bg-cream-100/70 px-3 py-2 text-sm text-ink-800 [overflow-wrap:anywhere]">“{request.details}”</p>}

      {request.status === 'pending' ? (
        <div className="mt-4 space-y-3 border-t border-ink-100 pt-4">
          <div>
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
          </div>
          {request.kind === 'return' && <RefusalGroundField value={ground} onChange={setGround} />}
          <div className="flex flex-wrap gap-2">
            <Button variant="accent" busy={answer.isPending && answer.variables?.status === targets.accept} disabled={answer.isPending} onClick={() => decide(targets.accept)}>
              {t(`admin:requests.accept.${request.kind}`)}
            </Button>
            <Button
              variant="secondary"
              busy={answer.isPending && answer.variables?.status === targets.reject}
              disabled={answer.isPending || (request.kind === 'return' && !ground)}
              onClick={() => decide(targets.reject)}
            >
              {t(`admin:requests.reject.${request.kind}`)}
            </Button>
          </div>
          {answer.error && <Notice>{answer.error.message || t('admin:error.generic')}</Notice>}
        </div>
      ) : (
        <div className="mt-3 space-y-2 text-sm text-ink-700">
          <p>
            {t(`orders:request.state.${request.status}`)}
            {request.decided_at && ` · ${formatDateTime(request.decided_at, lang)}`}
            {request.note && ` · ${request.note}`}
          </p>
          {request.refusal && <p className="font-medium text-clay-700">{t('orders:request.refusedBecause', { ground: t(`orders:refusal.${request.refusal}`) })}</p>}
          {owedByBank > 0 &&
            (w?.bank_sent_at ? (
              <p className="text-sage-800">{t('admin:requests.bankSent', { amount: money(owedByBank), date: formatDateTime(w.bank_sent_at, lang) })}</p>
            ) : (
              <div className="flex flex-wrap items-center gap-3 rounded-xl bg-clay-50 px-3 py-2">
                <p className="min-w-0 flex-1 text-clay-700">{t('admin:requests.bankOwed', { amount: money(owedByBank), iban: w?.iban ?? '' })}</p>
                <Button size="sm" variant="secondary" busy={bank.isPending} onClick={() => bank.mutate(request.id, { onSuccess: () => notify.success(t('admin:requests.bankMarked')) })}>
                  {t('admin:requests.markBankSent')}
                </Button>
              </div>
            ))}
          {bank.error && <Notice>{bank.error.message || t('admin:error.generic')}</Notice>}
        </div>
      )}
    </li>
  )
}
