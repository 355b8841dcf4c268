import { formatMoney, TrackOrderSchema, type Order } from '@shop/domain'
import { useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { Notice, TextField } from '../../../components/ui/fields'
import { ApiError } from '../../../lib/api-client'
import { formatDateTime } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { useTrackOrder } from '../api/orders-api'
import { useOrdersText } from '../hooks/use-orders-text'
import { OrderCard } from './order-card'
import { OrderLines } from './order-lines'
import { OrderTimeline } from './order-timeline'
import { ShipmentLink } from './shipment-link'
import { StatusBadge } from './status-badge'

/** Anyone with the order number and its email sees where the order is. */
/** `documents`: the order's invoice and credit notes, found with the same number and email (the page composes them). */
export function TrackOrder({ documents }: { documents?: (number: string, email: string) => ReactNode } = {}) {
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
      {order && <TrackedOrder order={order} documents={documents?.(order.number, email.trim())} />}
    </div>
  )
}

function TrackedOrder({ order, documents }: { order: Order; documents?: ReactNode }) {
  const { t } = useOrdersText()
  const lang = useLanguage()
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
        <div className="mt-6">
          <OrderTimeline events={order.events} status={order.status} />
        </div>
      </OrderCard>
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
