import { CouponCodeSchema, MAX_COUPONS_PER_ORDER, type Quote } from '@shop/domain'
import { useId, useState, type FormEvent } from 'react'
import { Link } from '../../../lib/router'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/fields'
import { TagIcon } from '../../../components/ui/icons'
import { useFetchQuote } from '../api/checkout-api'
import { updateCheckout, useCheckoutState } from '../checkout-state'
import { useCheckoutText } from '../hooks/use-checkout-text'

/**
 * Applies and removes coupon codes. A code is kept only when the server's quote applies it; a code
 * that stopped applying since (the cart changed) stays listed with the reason, to remove.
 */
export function CouponField({ quote }: { quote: Quote | undefined }) {
  const { t, message, failure, rejection, money } = useCheckoutText()
  const state = useCheckoutState()
  const fetchQuote = useFetchQuote()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [applied, setApplied] = useState<string>()
  const headingId = useId()

  const apply = async (e: FormEvent) => {
    e.preventDefault()
    setApplied(undefined)
    const parsed = CouponCodeSchema.safeParse(code)
    if (!parsed.success) return setError(message(parsed.error.issues[0]?.message))
    const next = parsed.data
    if (state.coupons.includes(next)) return setError(rejection('duplicate'))
    if (state.coupons.length >= MAX_COUPONS_PER_ORDER) return setError(t('messages.coupon.tooMany', { max: MAX_COUPONS_PER_ORDER }))
    setBusy(true)
    setError(undefined)
    try {
      const answer = await fetchQuote([...state.coupons, next])
      const refused = answer.rejected_coupons.find((r) => r.code === next)
      if (refused) {
        setError(rejection(refused.reason))
      } else {
        updateCheckout((s) => ({ coupons: [...s.coupons, next] }))
        setCode('')
        setApplied(next)
      }
    } catch (err) {
      setError(failure(err) || t('coupon.failed'))
    } finally {
      setBusy(false)
    }
  }

  const remove = (c: string) => {
    setApplied(undefined)
    updateCheckout((s) => ({ coupons: s.coupons.filter((x) => x !== c) }))
  }

  const rejected = quote?.rejected_coupons.filter((r) => state.coupons.includes(r.code)) ?? []

  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-white/80 p-5 ring-1 ring-cream-200 sm:p-7">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-xl text-ink-900">
          {t('coupon.title')}
        </h2>
        <Link to="/coupan" className="text-sm font-medium text-sage-800 underline underline-offset-4 hover:text-sage-900">
          {t('coupon.browse')}
        </Link>
      </div>
      <form noValidate onSubmit={apply} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label={t('coupon.label')}
          className="flex-1"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputClassName="uppercase placeholder:normal-case"
          placeholder={t('coupon.placeholder')}
          error={error}
          onChange={(e) => {
            setCode(e.target.value)
            setError(undefined)
          }}
        />
        <Button type="submit" variant="secondary" busy={busy} className="h-12 sm:mt-[1.625rem]">
          {t('coupon.apply')}
        </Button>
      </form>
      <p role="status" className="sr-only">
        {applied ? t('coupon.appliedNow', { code: applied }) : ''}
      </p>

      {(quote?.coupons.length ?? 0) > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('coupon.appliedLabel')}>
          {quote!.coupons.map((c) => (
            <li key={c.code} className="inline-flex items-center gap-2 rounded-full bg-sage-50 py-1 pr-1 pl-3 text-sm text-sage-900 ring-1 ring-sage-200">
              <TagIcon size={16} />
              <span className="font-semibold tracking-wide">{c.code}</span>
              <span className="tabular-nums">−{money(c.amount_cents)}</span>
              <button
                type="button"
                onClick={() => remove(c.code)}
                aria-label={t('coupon.removeLabel', { code: c.code })}
                className="rounded-full px-2.5 py-1 text-xs font-medium text-sage-800 hover:bg-sage-100 focus-visible:outline-2 focus-visible:outline-clay-500"
              >
                {t('coupon.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}

      {rejected.length > 0 && (
        <ul className="mt-4 space-y-2">
          {rejected.map((r) => (
            <li key={r.code} role="alert" className="flex items-center justify-between gap-3 rounded-xl bg-clay-50 px-4 py-2.5 text-sm text-clay-700 ring-1 ring-clay-100">
              <span>
                <span className="font-semibold tracking-wide">{r.code}</span>: {rejection(r.reason)}
              </span>
              <button
                type="button"
                onClick={() => remove(r.code)}
                aria-label={t('coupon.removeLabel', { code: r.code })}
                className="shrink-0 rounded-full px-2.5 py-1 text-xs font-medium hover:bg-clay-100 focus-visible:outline-2 focus-visible:outline-clay-500"
              >
                {t('coupon.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
