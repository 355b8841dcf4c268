import {
  formatMoney,
  ORDER_MESSAGES,
  remainingLines,
  RETURN_REASONS,
  WITHDRAWAL_MESSAGES,
  WithdrawalInputSchema,
  withdrawableLinesOf,
  withdrawalAmounts,
  type Order,
  type RefundDestination,
  type WithdrawalInput,
} from '@shop/domain'
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { Notice, SelectField, TextAreaField, TextField } from '../../../components/ui/fields'
import { ApiError } from '../../../lib/api-client'
import { formatDate } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { notify } from '../../../lib/toast'
import { useOrdersText } from '../hooks/use-orders-text'
import { RefundChoice } from './refund-choice'

const DETAILS_MAX = 1000

type Picks = Record<string, { on: boolean; quantity: number }>
type Errors = { lines?: string; iban?: string; details?: string }

export interface WithdrawalFormProps {
  order: Order
  /** Sends the withdrawal: the signed-in order's path, or the tracking page's with number and email */
  send: (body: WithdrawalInput) => Promise<Order>
  busy: boolean
  /** A guest has no wallet: the card part goes back to the card, cash on delivery to an IBAN */
  guest?: boolean
  onDone: (order: Order) => void
  /** Beside the submit button: back to the order, or close the form */
  secondary?: ReactNode
  /** Its own heading (the tracking page); a page whose title says it already leaves it out */
  titled?: boolean
}

/**
 * The withdrawal function (Directive 2011/83/EU Art. 11a, decision 044): the lines and quantities
 * still to withdraw, all selected; an optional reason; where the refund goes where there is a
 * choice; a summary of what comes back in the order's currency (domain withdrawalAmounts, as the
 * server computes it: the shipping only with the whole order); "Confirm withdrawal".
 */
export function WithdrawalForm({ order, send, busy, guest = false, onDone, secondary, titled = true }: WithdrawalFormProps) {
  const { t, message, failure } = useOrdersText()
  const lang = useLanguage()
  const ids = useId()
  const lines = useMemo(() => withdrawableLinesOf(order), [order])
  const left = useMemo(() => remainingLines(lines), [lines])
  const [picks, setPicks] = useState<Picks>(() => Object.fromEntries(left.map((l) => [l.line_id, { on: true, quantity: l.quantity }])))
  const [reason, setReason] = useState('')
  const [details, setDetails] = useState('')
  const paidByCard = order.payment.card_cents > 0 && !!order.payment.card
  const cashPaid = order.payment.cod_cents > 0
  const [refundTo, setRefundTo] = useState<RefundDestination>('card')
  const [cashTo, setCashTo] = useState<'wallet' | 'bank'>(guest ? 'bank' : 'wallet')
  const [iban, setIban] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [failed, setFailed] = useState<string>()

  const money = (cents: number) => formatMoney(cents, lang, { currency: order.currency })
  const chosen = left.filter((l) => picks[l.line_id]?.on).map((l) => ({ line_id: l.line_id, quantity: picks[l.line_id]!.quantity }))
  const shipping = { net_cents: order.shipping_net_cents, vat_cents: order.shipping_vat_cents, vat_rate_bp: order.shipping_vat_rate_bp }
  const amounts = withdrawalAmounts(lines, shipping, chosen)
  const lineOf = (id: string) => order.lines.find((l) => l.variant_id === id)
  const name = [order.shipping_address.first_name, order.shipping_address.last_name].filter(Boolean).join(' ')

  const pick = (id: string, change: Partial<Picks[string]>) => {
    setPicks((p) => ({ ...p, [id]: { ...p[id]!, ...change } }))
    setErrors((x) => ({ ...x, lines: undefined }))
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setFailed(undefined)
    const next: Errors = {}
    if (!chosen.length) next.lines = message(WITHDRAWAL_MESSAGES.linesEmpty)
    if (cashPaid && cashTo === 'bank' && !iban.trim()) next.iban = message(WITHDRAWAL_MESSAGES.ibanRequired)
    const parsed = WithdrawalInputSchema.safeParse({ lines: chosen, reason, details, refund_to: guest ? 'card' : refundTo, iban: cashPaid && cashTo === 'bank' ? iban : '' })
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'iban' ? 'iban' : issue.path[0] === 'details' ? 'details' : 'lines'
        next[field] ??= message(issue.message)
      }
    }
    if (Object.keys(next).length || !parsed.success) {
      setErrors(next)
      return
    }
    try {
      const changed = await send(parsed.data)
      notify.success(message(ORDER_MESSAGES.returnRequested))
      onDone(changed)
    } catch (err) {
      // A refused IBAN is shown at its field; anything else above the button, in the shopper's words.
      const ibanIssue = err instanceof ApiError ? err.problem?.errors?.find((i) => i.path.endsWith('iban')) : undefined
      if (ibanIssue) setErrors((x) => ({ ...x, iban: message(ibanIssue.message) }))
      else setFailed(failure(err))
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('withdraw.title')} className="space-y-6 rounded-2xl bg-white p-5 ring-1 ring-ink-100 sm:p-7">
      <div>
        {titled && <h2 className="font-display text-2xl text-ink-900">{t('withdraw.title')}</h2>}
        <p className={cx('text-sm text-ink-700', titled && 'mt-2')}>
          {order.return_deadline ? t('withdraw.intro', { date: formatDate(order.return_deadline, lang) }) : t('withdraw.introNoDate')}
        </p>
      </div>

      <fieldset aria-describedby={errors.lines ? `${ids}-lines-error` : undefined}>
        <legend className="text-sm font-medium text-ink-800">{t('withdraw.items')}</legend>
        <ul className="mt-2 divide-y divide-ink-100 rounded-xl ring-1 ring-ink-100">
          {left.map((l) => {
            const line = lineOf(l.line_id)
            const p = picks[l.line_id]!
            const share = p.on ? amounts.lines.find((a) => a.line_id === l.line_id)?.gross_cents ?? 0 : 0
            return (
              <li key={l.line_id} className={cx('flex flex-wrap items-center gap-x-4 gap-y-2 p-3 sm:flex-nowrap sm:p-4', !p.on && 'bg-cream-100/50')}>
                <label className="flex min-w-0 basis-full cursor-pointer items-start gap-3 sm:flex-1 sm:basis-auto">
                  <input
                    type="checkbox"
                    checked={p.on}
                    onChange={(e) => pick(l.line_id, { on: e.target.checked })}
                    className="mt-1 size-4 shrink-0 accent-sage-700"
                  />
                  <span className="min-w-0">
                    <span className="block font-medium text-ink-900 [overflow-wrap:anywhere]">{line?.name ?? l.line_id}</span>
                    <span className="block text-sm text-ink-600">{line?.size_label}</span>
                  </span>
                </label>
                <div className="flex items-center gap-2 pl-7 text-sm text-ink-700 sm:pl-0">
                  <label htmlFor={`${ids}-q-${l.line_id}`} className="sr-only">
                    {t('withdraw.quantityOf', { name: line?.name ?? l.line_id })}
                  </label>
                  <select
                    id={`${ids}-q-${l.line_id}`}
                    value={p.quantity}
                    disabled={!p.on}
                    onChange={(e) => pick(l.line_id, { quantity: Number(e.target.value) })}
                    className="h-10 rounded-lg border border-ink-200 bg-white px-2 text-base text-ink-900 disabled:bg-cream-100"
                  >
                    {Array.from({ length: l.quantity }, (_, i) => i + 1).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                  <span>{t('withdraw.of', { count: l.quantity })}</span>
                </div>
                <span className="ml-auto shrink-0 text-right font-medium text-ink-900 tabular-nums sm:w-24">{p.on ? money(share) : '—'}</span>
              </li>
            )
          })}
        </ul>
        {errors.lines && (
          <p id={`${ids}-lines-error`} role="alert" className="mt-1.5 text-sm font-medium text-clay-700">
            {errors.lines}
          </p>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('withdraw.reasonLabel')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          options={[{ value: '', label: t('withdraw.noReason') }, ...RETURN_REASONS.map((r) => ({ value: r, label: t(`reason.${r}`) }))]}
        />
        <TextAreaField
          label={t('withdraw.detailsLabel')}
          value={details}
          rows={2}
          maxLength={DETAILS_MAX}
          error={errors.details}
          onChange={(e) => {
            setDetails(e.target.value)
            setErrors((x) => ({ ...x, details: undefined }))
          }}
        />
      </div>

      {!guest && paidByCard && (
        <RefundChoice
          legend={t('withdraw.cardLegend')}
          name={`${ids}-card`}
          value={refundTo}
          onChange={setRefundTo}
          options={[
            { value: 'card', label: t('refund.card'), hint: t('refund.cardHint') },
            order.payment.card_refund_only
              ? { value: 'wallet', label: t('refund.wallet'), hint: t('refund.walletAbroad'), disabled: true }
              : { value: 'wallet', label: t('refund.wallet'), hint: t('refund.walletHint') },
          ]}
        />
      )}
      {cashPaid && !guest && (
        <RefundChoice
          legend={t('withdraw.cashLegend')}
          name={`${ids}-cash`}
          value={cashTo}
          onChange={setCashTo}
          options={[
            { value: 'wallet', label: t('refund.wallet'), hint: t('refund.walletHint') },
            { value: 'bank', label: t('withdraw.bank'), hint: t('withdraw.bankHint') },
          ]}
        />
      )}
      {cashPaid && cashTo === 'bank' && (
        <TextField
          label={t('withdraw.iban')}
          hint={t('withdraw.ibanHint')}
          value={iban}
          error={errors.iban}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          maxLength={50}
          inputClassName="font-mono tracking-wide"
          onChange={(e) => {
            setIban(e.target.value.toUpperCase())
            setErrors((x) => ({ ...x, iban: undefined }))
          }}
        />
      )}

      <section aria-labelledby={`${ids}-summary`} className="rounded-xl bg-cream-100/70 p-4 ring-1 ring-ink-100">
        <h3 id={`${ids}-summary`} className="font-sans text-sm font-semibold text-ink-900">
          {t('withdraw.summary')}
        </h3>
        <dl className="mt-2 space-y-1.5 text-sm">
          {amounts.lines.map((a) => (
            <div key={a.line_id} className="flex justify-between gap-4 text-ink-700">
              <dt className="min-w-0 [overflow-wrap:anywhere]">{t('withdraw.summaryLine', { qty: a.quantity, name: lineOf(a.line_id)?.name ?? a.line_id })}</dt>
              <dd className="shrink-0 tabular-nums">{money(a.gross_cents)}</dd>
            </div>
          ))}
          {amounts.shipping && (
            <div className="flex justify-between gap-4 text-ink-700">
              <dt>{t('withdraw.shipping')}</dt>
              <dd className="shrink-0 tabular-nums">{money(amounts.shipping.gross_cents)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-ink-200 pt-2 text-base font-semibold text-ink-900">
            <dt>{t('withdraw.total')}</dt>
            <dd className="shrink-0 tabular-nums">{money(amounts.amount_cents)}</dd>
          </div>
        </dl>
        {!amounts.shipping && order.shipping_cents > 0 && <p className="mt-2 text-xs text-ink-600">{t('withdraw.shippingRule')}</p>}
      </section>

      <p className="text-sm text-ink-700 [overflow-wrap:anywhere]">{t('withdraw.confirmNote', { name, number: order.number, email: order.email })}</p>
      {failed && <Notice>{failed}</Notice>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        {secondary}
        <Button type="submit" variant="accent" size="lg" busy={busy}>
          {t('withdraw.submit')}
        </Button>
      </div>
    </form>
  )
}
