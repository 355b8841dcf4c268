import { formatMoney, TrackOrderSchema, type Order } from '@shop/domain'
import { useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { Notice, TextField } from '../../../components/ui/fields'
import { ApiError } from '../../../lib/api-client'
import { formatDate, formatDateTime } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { useTrackOrder, useWithdrawTracked } from '../api/orders-api'
import { useOrdersText } from '../hooks/use-orders-text'
import { OrderCard } from './order-card'
import { OrderLines } from './order-lines'
import { OrderTimeline } from './order-timeline'
import { ShipmentLink } from './shipment-link'
import { StatusBadge } from './status-badge'
import { WithdrawalClosed } from './order-actions'
import { OrderRequests } from './order-facts'
import { WithdrawalForm } from './withdrawal-form'

/** Anyone with the order number and its email sees where the order is. */
/** `documents`: the order's invoice and credit notes, found with the same number and email (the page composes them). */
export function TrackOrder({ documents }: { documents?: (number: string, email: string, order: Order) => ReactNode } = {}) {
  const { t, message, failure } = useOrdersText()
  const track = useTrackOrder()
  const [number, setNumber] = useState('')
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<{ number?: string; email?: string }>({})
  const [failed, setFailed] = useState<string>()
  const [order, setOrder] = useState<Order>()

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setFailed(undefined)
    const parsed = TrackOrderSchema.safeParse({ number, email: email.trim() })
    if (!parsed.success) {
      const next: typeof errors = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'email' ? 'email' : 'number'
        next[field] ??= message(issue.message)
      }
      setErrors(next)
      return
    }
    setErrors({})
    try {
      setOrder(await track.mutateAsync(parsed.data))
    } catch (err) {
      setOrder(undefined)
      // Never says which half was wrong: the pair either matches an order or it does not.
      setFailed(err instanceof ApiError && err.code === 'not_found' ? t('track.notFound') : failure(err))
    }
  }

  return (
    <div className="space-y-8">
      <form onSubmit={submit} noValidate className="grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-ink-100 sm:grid-cols-[1fr_1.4fr_auto] sm:items-start sm:p-7">
        <TextField
          label={t('track.number')}
          value={number}
          error={errors.number}
          onChange={(e) => {
            setNumber(e.target.value.toUpperCase())
            setErrors((x) => ({ ...x, number: undefined }))
          }}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          inputClassName="font-mono tracking-wide"
        />
        <TextField
          label={t('track.email')}
          type="email"
          value={email}
          error={errors.email}
          onChange={(e) => {
            setEmail(e.target.value)
            setErrors((x) => ({ ...x, email: undefined }))
          }}
          autoComplete="email"
          maxLength={254}
        />
        <Button type="submit" size="lg" busy={track.isPending} className="sm:mt-7">
          {t('track.submit')}
        </Button>
        {failed && <Notice className="sm:col-span-3">{failed}</Notice>}
      </form>
      {order && <TrackedOrder order={order} email={email.trim()} onChange={setOrder} documents={documents?.(order.number, email.trim(), order)} />}
    </div>
  )
}

/** The order found, with the withdrawal function while the period runs (guests too: number and email name the order). */
function TrackedOrder({ order, email, onChange, documents }: { order: Order; email: string; onChange: (order: Order) => void; documents?: ReactNode }) {
  const { t } = useOrdersText()
  const lang = useLanguage()
  const withdraw = useWithdrawTracked()
  const [withdrawing, setWithdrawing] = useState(false)
  return (
    <section aria-labelledby="tracked-heading" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-10">
      <OrderCard>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="tracked-heading" className="font-display text-2xl text-ink-900">
              {t('history.number', { number: order.number })}
            </h2>
            <p className="mt-1 text-sm text-ink-600">{t('view.placed', { date: formatDateTime(order.created_at, lang) })}</p>
          </div>
          <StatusBadge status={order.status} className="text-sm" />
        </div>
        {order.shipment && (
          <div className="mt-5">
            <ShipmentLink shipment={order.shipment} />
          </div>
        )}
        {order.can_return && !withdrawing && (
          <div className="mt-5 space-y-2">
            <Button variant="secondary" onClick={() => setWithdrawing(true)} className="w-full sm:w-auto">
              {t('actions.return')}
            </Button>
            {order.return_deadline && <p className="text-sm text-ink-600">{t('actions.returnUntil', { date: formatDate(order.return_deadline, lang) })}</p>}
          </div>
        )}
        <div className="mt-5 empty:hidden">
          <WithdrawalClosed order={order} />
        </div>
        <div className="mt-6">
          <OrderTimeline events={order.events} status={order.status} />
        </div>
      </OrderCard>
      {withdrawing && order.can_return && (
        <div className="lg:col-span-2">
          <WithdrawalForm
            order={order}
            // Tracking knows no account: the card part goes back to the card, cash on delivery to an IBAN.
            guest
            send={(body) => withdraw.mutateAsync({ ...body, number: order.number, email })}
            busy={withdraw.isPending}
            onDone={(changed) => {
              setWithdrawing(false)
              onChange(changed)
            }}
            secondary={
              <Button variant="ghost" onClick={() => setWithdrawing(false)}>
                {t('withdraw.close')}
              </Button>
            }
          />
        </div>
      )}
      {order.requests.length > 0 && (
        <OrderCard title={t('view.requests')}>
          <OrderRequests requests={order.requests} paid={order.total_cents - order.payment.cod_cents > 0} currency={order.currency} />
        </OrderCard>
      )}
      <OrderCard title={t('view.items', { count: order.item_count })}>
        <OrderLines lines={order.lines} currency={order.currency} />
        <p className="mt-4 flex justify-between border-t border-ink-100 pt-3 font-semibold text-ink-900">
          <span>{t('totals.total')}</span>
          <span className="tabular-nums">{formatMoney(order.total_cents, lang, { currency: order.currency })}</span>
        </p>
      </OrderCard>
      {documents && <div className="lg:col-span-2">{documents}</div>}
    </section>
  )
}
