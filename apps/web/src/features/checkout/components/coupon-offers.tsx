import { formatMoney, MAX_COUPONS_PER_ORDER, type CouponOffer, type Currency, type Language } from '@shop/domain'
import { useNavigate } from '../../../lib/router'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { AlertIcon, TagIcon } from '../../../components/ui/icons'
import { Skeleton } from '../../../components/ui/skeleton'
import { formatDate } from '../../../lib/format'
import { notify } from '../../../lib/toast'
import { useAuth } from '../../../lib/use-auth'
import { useCouponOffers } from '../api/checkout-api'
import { readCheckout, updateCheckout } from '../checkout-state'
import { stepRedirect } from './step-guard'
import { useCheckoutText } from '../hooks/use-checkout-text'

/** Whole amounts without cents ("$15", not "$15.00"): how a discount is said on a coupon. */
function couponAmount(cents: number, lang: Language, currency: Currency): string {
  return formatMoney(cents, lang, { currency, wholeUnits: true })
}

/** What a code gives, in the shopper's language: "$15 off" / "15% off". */
export function useOfferValue() {
  const { t, lang } = useCheckoutText()
  return (offer: Pick<CouponOffer, 'kind' | 'value' | 'currency'>) =>
    offer.kind === 'fixed' ? t('offers.fixed', { amount: couponAmount(offer.value, lang, offer.currency) }) : t('offers.percent', { value: offer.value })
}

/** The codes this shopper can use now; "Apply" puts one on the running checkout, else copies it. */
export function CouponOffers() {
  const { t } = useCheckoutText()
  const offers = useCouponOffers()
  if (offers.isPending) {
    return (
      <div role="status" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <span className="sr-only">{t('offers.loading')}</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-52 rounded-3xl" />
        ))}
      </div>
    )
  }
  if (offers.isError) {
    return (
      <EmptyState
        tone="error"
        icon={<AlertIcon size={28} />}
        title={t('offers.failed')}
        action={
          <Button variant="secondary" size="sm" onClick={() => offers.refetch()}>
            {t('actions.retry')}
          </Button>
        }
      />
    )
  }
  if (!offers.data.length) return <EmptyState icon={<TagIcon size={28} />} title={t('offers.none')} message={t('offers.noneText')} />
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {offers.data.map((offer) => (
        <li key={offer.code}>
          <OfferCard offer={offer} />
        </li>
      ))}
    </ul>
  )
}

function OfferCard({ offer }: { offer: CouponOffer }) {
  const { t, lang, money } = useCheckoutText()
  const value = useOfferValue()
  const navigate = useNavigate()
  const { user } = useAuth()

  const apply = async () => {
    const state = readCheckout()
    // A checkout is running once it knows who and where: the code goes onto it and the review shows its effect.
    if (!stepRedirect('review', state, !!user)) {
      if (!state.coupons.includes(offer.code)) {
        if (state.coupons.length >= MAX_COUPONS_PER_ORDER) notify.info(t('messages.coupon.tooMany', { max: MAX_COUPONS_PER_ORDER }))
        else updateCheckout((s) => ({ coupons: [...s.coupons, offer.code] }))
      }
      navigate('/revieworder')
      return
    }
    try {
      await navigator.clipboard.writeText(offer.code)
      notify.success(t('offers.copied', { code: offer.code }))
    } catch {
      notify.info(t('offers.copyManually', { code: offer.code }))
    }
  }

  return (
    <article className="flex h-full flex-col rounded-3xl bg-white/80 p-5 ring-1 ring-cream-200 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <p className="font-display text-3xl text-sage-800">{value(offer)}</p>
        {offer.personal && <span className="shrink-0 rounded-full bg-clay-50 px-2.5 py-0.5 text-xs font-semibold text-clay-700 ring-1 ring-clay-100">{t('offers.personal')}</span>}
      </div>
      {offer.description && <p className="mt-2 text-sm text-ink-700">{offer.description}</p>}
      <ul className="mt-4 space-y-1 text-sm text-ink-600">
        <li>{offer.min_order_cents > 0 ? t('offers.minOrder', { amount: money(offer.min_order_cents, offer.currency) }) : t('offers.noMinimum')}</li>
        <li>{offer.expires_at ? t('offers.expires', { date: formatDate(offer.expires_at, lang) }) : t('offers.noExpiry')}</li>
        {offer.uses_left !== null && <li>{t('offers.usesLeft', { count: offer.uses_left })}</li>}
        {offer.stackable && <li>{t('offers.stackable')}</li>}
      </ul>
      <div className="mt-auto flex items-center justify-between gap-3 pt-5">
        <span className="rounded-xl border-2 border-dashed border-sage-300 bg-sage-50 px-3 py-1.5 font-mono text-base font-semibold tracking-widest text-sage-900">
          {offer.code}
        </span>
        <Button size="sm" onClick={() => void apply()} aria-label={t('offers.applyLabel', { code: offer.code })}>
          {t('offers.apply')}
        </Button>
      </div>
    </article>
  )
}
