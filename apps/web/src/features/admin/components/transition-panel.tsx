import { REFUNDING_STATUSES, type OrderStatus, type WithdrawalRefusal } from '@shop/domain'
import { useId, useState } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Button } from '../../../components/ui/button'
import { Notice } from '../../../components/ui/fields'
import { ApiError } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useMoveOrder, type StaffOrder } from '../api/staff-api'
import { RefusalGroundField } from './refusal-ground-field'

const NOTE_MAX = 500
const REJECTS: readonly OrderStatus[] = ['cancel_reject', 'return_reject']

/**
 * The moves the server allows from where the order is (`staff_targets`), each a button, with an
 * optional note for the timeline. Moves that refund money ask once more. A 409 (someone else moved
 * the order meanwhile) is shown with the server's words and the order is reloaded.
 */
export function TransitionPanel({ order }: { order: StaffOrder }) {
  const { t } = useTranslation(['admin', 'orders'])
  const noteId = useId()
  const [note, setNote] = useState('')
  // Refusing a withdrawal names a ground the law allows (decision 044).
  const [ground, setGround] = useState<WithdrawalRefusal | ''>('')
  const [confirming, setConfirming] = useState<OrderStatus | null>(null)
  const move = useMoveOrder(order.id)

  if (order.staff_targets.length === 0) {
    return <p className="text-sm text-ink-600">{t('admin:order.final')}</p>
  }

  function go(status: OrderStatus) {
    if (REFUNDING_STATUSES.includes(status) && confirming !== status) {
      setConfirming(status)
      return
    }
    setConfirming(null)
    move.mutate(
      { status, note: note.trim(), ...(status === 'return_reject' && ground ? { refusal: ground } : {}) },
      {
        onSuccess: (next) => {
          setNote('')
          notify.success(t('admin:order.moved', { status: t(`orders:status.${next.status}`) }))
        },
      },
    )
  }

  const failure = move.error
    ? move.error instanceof ApiError && move.error.code === 'conflict'
      ? t('admin:order.conflict', { detail: move.error.message })
      : move.error.message || t('admin:error.generic')
    : null

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={noteId} className="mb-1.5 block text-sm font-medium text-ink-800">
          {t('admin:order.note')}
        </label>
        <textarea
          id={noteId}
          value={note}
          maxLength={NOTE_MAX}
          rows={2}
          onChange={(e) => setNote(e.target.value)}
          placeholder={t('admin:order.notePlaceholder')}
          className="block w-full rounded-xl border border-ink-200 bg-white px-4 py-3 text-base text-ink-900 shadow-xs placeholder:text-ink-300 focus:outline-2 focus:outline-offset-1 focus:outline-sage-500"
        />
        <p className="mt-1 text-xs text-ink-500">{t('admin:order.noteHint')}</p>
      </div>
      {order.staff_targets.includes('return_reject') && <RefusalGroundField value={ground} onChange={setGround} />}
      <div className="flex flex-wrap gap-2">
        {order.staff_targets.map((status) => (
          <Button
            key={status}
            variant={REFUNDING_STATUSES.includes(status) ? 'accent' : REJECTS.includes(status) ? 'secondary' : 'primary'}
            busy={move.isPending && move.variables?.status === status}
            disabled={move.isPending || (status === 'return_reject' && !ground)}
            onClick={() => go(status)}
          >
            {t('admin:order.moveTo', { status: t(`orders:status.${status}`) })}
          </Button>
        ))}
      </div>
      {confirming && (
        <Notice tone="info">
          <p>{t('admin:order.confirmRefund', { status: t(`orders:status.${confirming}`) })}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" variant="accent" onClick={() => go(confirming)}>
              {t('admin:order.confirmYes')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
              {t('admin:order.confirmNo')}
            </Button>
          </div>
        </Notice>
      )}
      {failure && <Notice>{failure}</Notice>}
    </div>
  )
}
