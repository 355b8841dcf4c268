import type { Quote } from '@shop/domain'
import type { UseQueryResult } from '@tanstack/react-query'
import { useId } from 'react'
import { Link } from '../../../lib/router'
import { Button } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { Notice } from '../../../components/ui/fields'
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton'
import { ApiError } from '../../../lib/api-client'
import { useCheckoutText } from '../hooks/use-checkout-text'
import { OrderLines } from './order-lines'
import { OrderTotals } from './order-totals'

/** Whether the quote says there is nothing to buy (an empty cart, or every line sold out). */
export function isCartEmpty(quote: UseQueryResult<Quote>): boolean {
  if (quote.data && !quote.isPlaceholderData) return quote.data.lines.length === 0
  return quote.isError && quote.error instanceof ApiError && quote.error.reason === 'cart_empty'
}

/** The card beside every step: what is bought and the quote's totals. */
export function OrderSummary({ quote, showLines = true, className }: { quote: UseQueryResult<Quote>; showLines?: boolean; className?: string }) {
  const { t } = useCheckoutText()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} aria-busy={quote.isFetching || undefined} className={cx('rounded-3xl bg-white/80 p-5 ring-1 ring-cream-200 sm:p-6', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-xl text-ink-900">
          {t('summary.title')}
        </h2>
        {quote.data && <span className="text-sm text-ink-600">{t('summary.items', { count: quote.data.item_count })}</span>}
      </div>
      <div className="mt-4">
        <QuoteBody quote={quote} showLines={showLines} />
      </div>
    </section>
  )
}

function QuoteBody({ quote, showLines }: { quote: UseQueryResult<Quote>; showLines: boolean }) {
  const { t, message } = useCheckoutText()
  if (quote.isPending) {
    return (
      <div role="status">
        <span className="sr-only">{t('summary.loading')}</span>
        <Skeleton className="h-12 w-full rounded-xl" />
        <SkeletonText lines={4} className="mt-5" />
      </div>
    )
  }
  if (isCartEmpty(quote)) {
    return (
      <p className="text-sm text-ink-600">
        {t('empty.title')}.{' '}
        <Link to="/categoryoverview" className="font-medium text-sage-800 underline underline-offset-4 hover:text-sage-900">
          {t('empty.shop')}
        </Link>
      </p>
    )
  }
  if (quote.isError && !quote.data) {
    return (
      <div className="space-y-3">
        <Notice tone="error">{t('summary.failed', { reason: message(quote.error.message) })}</Notice>
        <Button variant="secondary" size="sm" onClick={() => quote.refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    )
  }
  const q = quote.data!
  return (
    <>
      {showLines && <OrderLines lines={q.lines} className="mb-5" />}
      <SkippedNotice quote={q} />
      <OrderTotals totals={q} />
    </>
  )
}

/** Cart lines the quote left out (sold out, gone): the cart page says more. */
export function SkippedNotice({ quote, className }: { quote: Quote; className?: string }) {
  const { t } = useCheckoutText()
  if (!quote.skipped.length) return null
  return (
    <Notice tone="info" className={cx('mb-4', className)}>
      {t('summary.skipped', { names: quote.skipped.map((s) => s.name).join(', ') })}{' '}
      <Link to="/cart" className="font-medium underline underline-offset-4">
        {t('summary.openCart')}
      </Link>
    </Notice>
  )
}
