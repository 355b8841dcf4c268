import { CARRIER_NAMES, type Quote } from '@shop/domain'
import { useId, type ReactNode } from 'react'
import { Link } from '../../../lib/router'
import { PostalAddress } from '../../../components/ui/postal-address'
import { useAuth } from '../../../lib/use-auth'
import { useQuote } from '../api/checkout-api'
import { useCheckoutState } from '../checkout-state'
import { useCheckoutText } from '../hooks/use-checkout-text'
import { OrderLines } from './order-lines'
import { SkippedNotice } from './order-summary'

/** Who, where and how: each with a link back to the step that set it. */
export function ReviewDetails() {
  const { t } = useCheckoutText()
  const quote = useQuote().data
  const method = quote?.shipping_options.find((o) => o.code === quote.shipping_method)
  const state = useCheckoutState()
  const { user } = useAuth()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-white/80 p-5 ring-1 ring-cream-200 sm:p-7">
      <h2 id={headingId} className="sr-only">
        {t('review.detailsTitle')}
      </h2>
      <dl className="grid gap-5 sm:grid-cols-3">
        <Detail term={t('review.contact')} change="/checkout" changeLabel={t('review.changeContact')}>
          {user ? t('review.account', { name: user.username }) : state.email}
        </Detail>
        <Detail term={t('review.shipTo')} change="/shippingaddress" changeLabel={t('review.changeAddress')}>
          {state.address && <PostalAddress address={state.address} as="span" />}
        </Detail>
        <Detail term={t('review.delivery')} change="/shippingaddress" changeLabel={t('review.changeDelivery')}>
          <span className="block font-medium text-ink-900">{method?.name ?? t(`shipping.method.${state.shipping_method}`)}</span>
          {method && <span className="block">{t('shipping.carrierDays', { carrier: CARRIER_NAMES[method.carrier], days: method.delivery_days })}</span>}
        </Detail>
      </dl>
    </section>
  )
}

function Detail({ term, change, changeLabel, children }: { term: string; change: string; changeLabel: string; children: ReactNode }) {
  const { t } = useCheckoutText()
  return (
    <div className="min-w-0">
      <dt className="flex items-baseline justify-between gap-3 text-xs font-semibold tracking-wide text-ink-600 uppercase">
        {term}
        <Link to={change} aria-label={changeLabel} className="text-sm font-medium tracking-normal text-sage-800 normal-case underline underline-offset-4 hover:text-sage-900">
          {t('review.change')}
        </Link>
      </dt>
      <dd className="mt-2 text-sm leading-relaxed break-words text-ink-700">{children}</dd>
    </div>
  )
}

/** The goods of the order, as the quote has them (sold-out lines left out and named). */
export function ReviewLines({ quote }: { quote: Quote | undefined }) {
  const { t } = useCheckoutText()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-white/80 p-5 ring-1 ring-cream-200 sm:p-7">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-xl text-ink-900">
          {t('review.itemsTitle')}
        </h2>
        <Link to="/cart" className="text-sm font-medium text-sage-800 underline underline-offset-4 hover:text-sage-900">
          {t('review.editCart')}
        </Link>
      </div>
      {quote && (
        <div className="mt-4">
          <SkippedNotice quote={quote} />
          <OrderLines lines={quote.lines} size="md" />
        </div>
      )}
    </section>
  )
}
