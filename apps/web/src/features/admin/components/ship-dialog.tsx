import { CARRIER_NAMES, CARRIERS, FORWARD_PATH, ShipOrderSchema, type Carrier, type OrderStatus } from '@shop/domain'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { Notice, SelectField, TextField } from '../../../components/ui/fields'
import { ApiError } from '../../../lib/api-client'
import { useTranslation } from '../../../lib/i18n-runtime'
import { notify } from '../../../lib/toast'
import { useShipOrder } from '../api/fulfilment-api'
import type { StaffOrder } from '../api/staff-api'

const FORWARD = FORWARD_PATH as readonly OrderStatus[]
const SHIPPED = FORWARD.indexOf('shipped_order')

/**
 * Whether the order can still be shipped in one step from where it is: before Shipped on the
 * forward path, or after a rejected cancel whose next step (staff_targets) is not past it.
 */
export function canShip(order: Pick<StaffOrder, 'status' | 'staff_targets'>): boolean {
  const at = FORWARD.indexOf(order.status)
  if (at >= 0) return at < SHIPPED
  return order.status === 'cancel_reject' && order.staff_targets.some((s) => FORWARD.indexOf(s) > 0 && FORWARD.indexOf(s) <= SHIPPED)
}

/**
 * "Ship" on an order: a dialog asking for the carrier and the tracking number (checked here with
 * the server's own schema); the order then passes every step up to Shipped on the server.
 */
export function ShipDialog({ order }: { order: StaffOrder }) {
  const { t } = useTranslation(['fulfilment', 'orders'])
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [open, setOpen] = useState(false)
  const [carrier, setCarrier] = useState<Carrier | ''>('')
  const [number, setNumber] = useState('')
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<{ carrier?: string; number?: string }>({})
  const ship = useShipOrder(order.id)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    // jsdom has no showModal: the open attribute stands in for it there.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close()
      else dialog.removeAttribute('open')
    }
  }, [open])

  function submit(e: FormEvent) {
    e.preventDefault()
    const parsed = ShipOrderSchema.safeParse({ carrier, tracking_number: number, note })
    if (!parsed.success) {
      const next: typeof errors = {}
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'carrier') next.carrier = t('ship.carrierMissing')
        if (issue.path[0] === 'tracking_number') next.number = t('ship.numberInvalid')
      }
      setErrors(next)
      return
    }
    setErrors({})
    ship.mutate(parsed.data, {
      onSuccess: (next) => {
        setOpen(false)
        notify.success(t('ship.done', { number: next.number }))
      },
    })
  }

  const failure = ship.error
    ? ship.error instanceof ApiError && ship.error.reason === 'order_move_illegal'
      ? t('ship.moved')
      : ship.error instanceof ApiError && ship.error.code === 'validation_failed'
        ? t('ship.numberInvalid')
        : t('ship.failed')
    : null

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('ship.action')}</Button>
      <dialog
        ref={ref}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-ink-100 bg-white p-0 text-ink-900 shadow-xl backdrop:bg-ink-900/40"
      >
        <form onSubmit={submit} noValidate className="space-y-4 p-5 sm:p-6">
          <div>
            <h2 id={titleId} className="font-display text-2xl">
              {t('ship.title', { number: order.number })}
            </h2>
            <p className="mt-1 text-sm text-ink-600">{t('ship.intro')}</p>
          </div>
          <SelectField
            label={t('ship.carrier')}
            value={carrier}
            error={errors.carrier}
            onChange={(e) => {
              setCarrier(e.target.value as Carrier | '')
              setErrors((x) => ({ ...x, carrier: undefined }))
            }}
            options={[{ value: '', label: t('ship.choose') }, ...CARRIERS.map((c) => ({ value: c, label: CARRIER_NAMES[c] }))]}
          />
          <TextField
            label={t('ship.number')}
            value={number}
            error={errors.number}
            hint={t('ship.numberHint')}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            inputClassName="font-mono tracking-wide"
            onChange={(e) => {
              setNumber(e.target.value.trim())
              setErrors((x) => ({ ...x, number: undefined }))
            }}
          />
          <TextField label={t('ship.note')} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
          {failure && <Notice>{failure}</Notice>}
          <div className="flex flex-wrap justify-end gap-2 pt-1">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('ship.cancel')}
            </Button>
            <Button type="submit" busy={ship.isPending}>
              {t('ship.submit')}
            </Button>
          </div>
        </form>
      </dialog>
    </>
  )
}
