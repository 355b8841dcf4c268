import { remainingLines, withdrawableLinesOf, withdrawalAmounts, type RefundDestination } from '@shop/domain'
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { Notice, TextField } from '../../../components/ui/fields'
import { MinusIcon, PlusIcon } from '../../../components/ui/icons'
import { formatPrice } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { useTranslation } from '../../../lib/i18n-runtime'
import { useReasonText } from '../../../lib/reasons'
import { notify } from '../../../lib/toast'
import { useRefundOrder, type RefundBody } from '../api/refund-api'
import type { StaffOrder } from '../api/staff-api'
import { parseMoney } from './coupon-values'
import { SegmentedFilter } from './segmented-filter'

type Kind = 'whole' | 'lines' | 'amount'

const stepButton =
  'grid size-10 place-items-center rounded-full text-ink-800 transition-colors hover:bg-sage-50 hover:text-sage-800 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-clay-500 disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent'

/** − n +, from 0 (not refunded) to what is left of the line. */
function Stepper({ value, max, label, onChange }: { value: number; max: number; label: string; onChange: (n: number) => void }) {
  const { t } = useTranslation('fulfilment')
  return (
    <div role="group" aria-label={label} className="inline-flex h-11 shrink-0 items-center rounded-full border border-ink-200 bg-white px-0.5">
      <button type="button" className={stepButton} aria-label={t('refund.fewer')} disabled={value <= 0} onClick={() => onChange(value - 1)}>
        <MinusIcon size={18} />
      </button>
      <output aria-live="polite" className="min-w-8 text-center font-medium tabular-nums text-ink-900">
        {value}
      </output>
      <button type="button" className={stepButton} aria-label={t('refund.more')} disabled={value >= max} onClick={() => onChange(value + 1)}>
        <PlusIcon size={18} />
      </button>
    </div>
  )
}

/** What may still be refunded: paid less refunded, as the server counts it (the order's refundable_cents). */
export function canRefund(order: Pick<StaffOrder, 'refundable_cents' | 'status'>): boolean {
  return order.refundable_cents > 0 && order.status !== 'request_cancel' && order.status !== 'request_return'
}

/**
 * "Refund" on an order (decision 053): the whole order, chosen items with quantity steppers, or an
 * amount; shows what is left and what this refund gives back, asks where the card part goes, and
 * confirms with the amount on the button. One idempotency key per opened dialog: a double click or
 * a retry after a lost answer refunds once. Refusals are worded by their reason.
 */
export function RefundDialog({ order }: { order: StaffOrder }) {
  const { t } = useTranslation(['fulfilment', 'orders'])
  const lang = useLanguage()
  const reasonText = useReasonText()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [open, setOpen] = useState(false)
  const [kind, setKind] = useState<Kind>('whole')
  const [picked, setPicked] = useState<Record<string, number>>({})
  const [amountText, setAmountText] = useState('')
  const [reason, setReason] = useState('')
  const [to, setTo] = useState<RefundDestination>('card')
  const [restock, setRestock] = useState(false)
  const [key, setKey] = useState('')
  const [error, setError] = useState<string | null>(null)
  const refund = useRefundOrder(order.id)
  const money = (c: number) => formatPrice(c, lang, order.currency)

  const lines = useMemo(() => withdrawableLinesOf(order), [order])
  const left = useMemo(() => remainingLines(lines), [lines])
  const shipping = { net_cents: order.shipping_net_cents, vat_cents: order.shipping_vat_cents, vat_rate_bp: order.shipping_vat_rate_bp }
  const chosen = left.map((l) => ({ line_id: l.line_id, quantity: picked[l.line_id] ?? 0 })).filter((l) => l.quantity > 0)
  const amountCents = parseMoney(amountText)
  const total =
    kind === 'whole' ? order.refundable_cents : kind === 'lines' ? withdrawalAmounts(lines, shipping, chosen).amount_cents : Number.isNaN(amountCents) ? 0 : amountCents
  const paid = order.payment.wallet_cents + order.payment.gift_card_cents + order.payment.card_cents + order.payment.cod_cents

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

  function start() {
    setKind('whole')
    setPicked({})
    setAmountText('')
    setReason('')
    setTo('card')
    setRestock(false)
    setError(null)
    refund.reset()
    setKey(crypto.randomUUID())
    setOpen(true)
  }

  function submit(e: FormEvent) {
    e.preventDefault()
    if (kind === 'lines' && chosen.length === 0) return setError(t('refund.none'))
    if (kind === 'amount' && (Number.isNaN(amountCents) || amountCents < 1 || amountCents > order.refundable_cents)) return setError(t('refund.amountInvalid'))
    setError(null)
    const body: RefundBody = {
      idempotency_key: key,
      reason: reason.trim(),
      ...(order.payment.card_cents > 0 ? { to } : {}),
      ...(kind === 'lines' ? { lines: chosen, restock } : {}),
      ...(kind === 'amount' ? { amount_cents: amountCents } : {}),
    }
    refund.mutate(body, {
      onSuccess: (next) => {
        setOpen(false)
        notify.success(t('refund.done', { amount: money(next.refunds.at(-1)?.amount_cents ?? total) }))
      },
    })
  }

  const failure = refund.error ? (reasonText(refund.error) ?? t('refund.failed')) : null
  const walletAllowed = !order.payment.card_refund_only

  return (
    <>
      <Button variant="secondary" onClick={start}>
        {t('refund.action')}
      </Button>
      <dialog
        ref={ref}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-ink-100 bg-white p-0 text-ink-900 shadow-xl backdrop:bg-ink-900/40"
      >
        <form onSubmit={submit} noValidate className="space-y-5 p-5 sm:p-6">
          <div>
            <h2 id={titleId} className="font-display text-2xl">
              {t('refund.title', { number: order.number })}
            </h2>
            <p className="mt-1 text-sm text-ink-600">{t('refund.left', { amount: money(order.refundable_cents), paid: money(paid) })}</p>
          </div>
          <SegmentedFilter
            label={t('refund.kind')}
            value={kind}
            onChange={(v) => {
              setKind(v as Kind)
              setError(null)
            }}
            options={[
              { value: 'whole', label: t('refund.whole') },
              ...(left.length ? [{ value: 'lines', label: t('refund.lines') }] : []),
              { value: 'amount', label: t('refund.amount') },
            ]}
          />
          {kind === 'lines' && (
            <div className="space-y-3">
              <ul className="divide-y divide-ink-100 rounded-xl border border-ink-100">
                {left.map((l) => {
                  const line = order.lines.find((o) => o.variant_id === l.line_id)
                  const name = line ? `${line.name}${line.size_label ? ` · ${line.size_label}` : ''}` : l.line_id
                  return (
                    <li key={l.line_id} className="flex items-center justify-between gap-3 px-3 py-2.5">
                      <div className="min-w-0 text-sm">
                        <p className="font-medium text-ink-900 [overflow-wrap:anywhere]">{name}</p>
                        <p className="text-ink-600">{t('refund.piecesLeft', { count: l.quantity })}</p>
                      </div>
                      <Stepper
                        value={picked[l.line_id] ?? 0}
                        max={l.quantity}
                        label={t('refund.quantity', { name })}
                        onChange={(n) => {
                          setPicked((p) => ({ ...p, [l.line_id]: n }))
                          setError(null)
                        }}
                      />
                    </li>
                  )
                })}
              </ul>
              <label className="flex items-center gap-2 text-sm text-ink-800">
                <input type="checkbox" className="size-5 rounded border-ink-300 accent-sage-700" checked={restock} onChange={(e) => setRestock(e.target.checked)} />
                {t('refund.restock')}
              </label>
            </div>
          )}
          {kind === 'amount' && (
            <TextField
              label={t('refund.amountLabel', { currency: order.currency })}
              hint={t('refund.amountHint', { amount: money(order.refundable_cents) })}
              value={amountText}
              inputMode="decimal"
              autoComplete="off"
              onChange={(e) => {
                setAmountText(e.target.value)
                setError(null)
              }}
            />
          )}
          <TextField label={t('refund.reason')} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          {order.payment.card_cents > 0 && (
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-ink-700">{t('refund.to')}</legend>
              {(['card', 'wallet'] as const).map((d) => (
                <label key={d} className={cx('flex items-center gap-2 text-sm', d === 'wallet' && !walletAllowed ? 'text-ink-400' : 'text-ink-800')}>
                  <input type="radio" name="refund-to" className="size-5 accent-sage-700" checked={to === d} disabled={d === 'wallet' && !walletAllowed} onChange={() => setTo(d)} />
                  {d === 'card' ? t('refund.toCard') : walletAllowed ? t('refund.toWallet') : `${t('refund.toWallet')} — ${t('refund.toWalletNo')}`}
                </label>
              ))}
            </fieldset>
          )}
          <p className="rounded-xl bg-cream-100 px-4 py-3 text-base font-semibold text-ink-900">{t('refund.total', { amount: money(total) })}</p>
          {(error ?? failure) && <Notice>{error ?? failure}</Notice>}
          <div className="flex flex-wrap justify-end gap-2 pt-1">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('refund.cancel')}
            </Button>
            <Button type="submit" busy={refund.isPending} disabled={total <= 0}>
              {t('refund.confirm', { amount: money(total) })}
            </Button>
          </div>
        </form>
      </dialog>
    </>
  )
}
