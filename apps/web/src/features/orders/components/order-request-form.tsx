import { CANCEL_REASONS, formatMoney, ORDER_MESSAGES, OrderRequestInputSchema, type Order, type RefundDestination } from '@shop/domain'
import { useId, useState, type FormEvent } from 'react'
import { Link } from '../../../lib/router'
import { Button, buttonClasses } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { Notice, SelectField } from '../../../components/ui/fields'
import { useLanguage } from '../../../lib/i18n'
import { notify } from '../../../lib/toast'
import { useOrderRequest } from '../api/orders-api'
import { useOrdersText } from '../hooks/use-orders-text'

const DETAILS_MAX = 1000

/** What the shopper may ask for this order now, or null (shipped, or past the return window). */
export function requestMode(order: Order): 'immediate' | 'request' | 'return' | null {
  if (order.cancel_mode) return order.cancel_mode
  return order.can_return ? 'return' : null
}

/**
 * A cancel (a withdrawal after delivery is withdrawal-form.tsx): a reason, details, and where the card part of the refund goes (the card only
 * when a card paid; wallet and gift card parts always go back where they came from). A card issued
 * abroad is refunded to that card only (payment.card_refund_only): the wallet shows, unavailable, with why.
 */
export function OrderRequestForm({ order, onDone }: { order: Order; onDone: (order: Order) => void }) {
  const { t, message, failure } = useOrdersText()
  const lang = useLanguage()
  const mode = requestMode(order)
  const send = useOrderRequest(order.id, 'cancel')
  const ids = useId()
  const paidByCard = order.payment.card_cents > 0
  const paid = order.payment.card_cents + order.payment.wallet_cents + order.payment.gift_card_cents
  const [reason, setReason] = useState('')
  const [details, setDetails] = useState('')
  const [refundTo, setRefundTo] = useState<RefundDestination>(paidByCard ? 'card' : 'wallet')
  const [errors, setErrors] = useState<{ reason?: string; details?: string }>({})
  const [failed, setFailed] = useState<string>()

  if (!mode || mode === 'return') return null
  const reasons = CANCEL_REASONS

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setFailed(undefined)
    const parsed = OrderRequestInputSchema.safeParse({ reason, details, refund_to: refundTo })
    if (!parsed.success) {
      const next: typeof errors = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'details' ? 'details' : 'reason'
        next[field] ??= message(issue.message)
      }
      setErrors(next)
      return
    }
    try {
      const changed = await send.mutateAsync(parsed.data)
      const done = mode === 'immediate' ? ORDER_MESSAGES.cancelled : ORDER_MESSAGES.cancelRequested
      notify.success(message(done))
      onDone(changed)
    } catch (err) {
      setFailed(failure(err))
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6 rounded-2xl bg-white p-5 ring-1 ring-ink-100 sm:p-7">
      <Notice tone="info">{t(`request.explain.${mode}`)}</Notice>
      <SelectField
        label={t('request.reasonLabel')}
        value={reason}
        error={errors.reason}
        onChange={(e) => {
          setReason(e.target.value)
          setErrors((x) => ({ ...x, reason: undefined }))
        }}
        options={[{ value: '', label: t('request.choose') }, ...reasons.map((r) => ({ value: r, label: t(`reason.${r}`) }))]}
      />
      <div>
        <label htmlFor={`${ids}-details`} className="mb-1.5 block text-sm font-medium text-ink-800">
          {t('request.detailsLabel')}
        </label>
        <textarea
          id={`${ids}-details`}
          value={details}
          rows={4}
          maxLength={DETAILS_MAX}
          aria-describedby={`${ids}-details-hint`}
          aria-invalid={errors.details ? true : undefined}
          onChange={(e) => {
            setDetails(e.target.value)
            setErrors((x) => ({ ...x, details: undefined }))
          }}
          className="block w-full rounded-xl border border-ink-200 bg-white px-4 py-3 text-base text-ink-900 shadow-xs hover:border-ink-300 focus:outline-2 focus:outline-offset-1 focus:outline-sage-500"
        />
        <p id={`${ids}-details-hint`} className={cx('mt-1.5 text-sm', errors.details ? 'font-medium text-clay-700' : 'text-ink-500')}>
          {errors.details ?? t('request.detailsHint', { count: details.length, max: DETAILS_MAX })}
        </p>
      </div>
      {paid > 0 && (
        <fieldset>
          <legend className="text-sm font-medium text-ink-800">
            {paidByCard ? t('request.refundLegendCard', { amount: formatMoney(order.payment.card_cents, lang, { currency: order.currency }) }) : t('request.refundLegend')}
          </legend>
          {paidByCard && paid > order.payment.card_cents && <p className="mt-1 text-sm text-ink-600">{t('request.refundRest')}</p>}
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {(paidByCard ? (['card', 'wallet'] as const) : (['wallet'] as const)).map((dest) => {
              const unavailable = dest === 'wallet' && paidByCard && order.payment.card_refund_only
              return (
                <label
                  key={dest}
                  className={cx(
                    'flex items-start gap-3 rounded-xl border border-ink-200 p-4',
                    unavailable ? 'cursor-not-allowed border-dashed bg-ink-100/50' : 'cursor-pointer bg-white has-checked:border-sage-600 has-checked:bg-sage-50',
                  )}
                >
                  <input
                    type="radio"
                    name={`${ids}-refund`}
                    value={dest}
                    checked={refundTo === dest}
                    disabled={unavailable}
                    aria-describedby={`${ids}-refund-${dest}`}
                    onChange={() => {
                      if (!unavailable) setRefundTo(dest)
                    }}
                    className="mt-1 accent-sage-700"
                  />
                  <span>
                    <span className={cx('block font-medium', unavailable ? 'text-ink-600' : 'text-ink-900')}>{t(`refund.${dest}`)}</span>
                    <span id={`${ids}-refund-${dest}`} className="block text-sm text-ink-600">
                      {t(unavailable ? 'refund.walletAbroad' : `refund.${dest}Hint`)}
                    </span>
                  </span>
                </label>
              )
            })}
          </div>
        </fieldset>
      )}
      {failed && <Notice>{failed}</Notice>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        <Link to={`/individualorderview/${order.id}`} className={buttonClasses({ variant: 'ghost' })}>
          {t('request.back')}
        </Link>
        <Button type="submit" variant={mode === 'immediate' ? 'accent' : 'primary'} busy={send.isPending}>
          {t(`request.submit.${mode}`)}
        </Button>
      </div>
    </form>
  )
}
