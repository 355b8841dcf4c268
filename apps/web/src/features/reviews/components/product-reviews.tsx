import { REVIEW_SORTS, type ProductReviews as Answer, type ReviewSort } from '@shop/domain'
import { lazy, Suspense, useId, useRef, useState } from 'react'
import { Link, useLocation } from '../../../lib/router'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Notice, SelectField } from '../../../components/ui/fields'
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton'
import { useLanguage } from '../../../lib/i18n'
import type { LoginRedirectState } from '../../../lib/session'
import { useAuth } from '../../../lib/use-auth'
import { useProductReviews } from '../api/reviews-api'
import { useReviewsText } from '../hooks/use-reviews-text'
import { DeleteReview } from './delete-review'
import { RatingSummary } from './rating-summary'
import { ReviewItem } from './review-item'
import { ReviewPager } from './review-pager'

/**
 * The form comes when a shopper who may review opens it: with it come the shared input schemas
 * (zod), whose building cost a phone a long task on every product page that never showed the form.
 */
const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })))

/**
 * The reviews block of the product page: how the shop knows reviews come from buyers, the rating
 * summary, the approved reviews (sorted and paged), and the shopper's own part: a sign-in link,
 * why they cannot review yet (they have not received it), the form, or their review (which they
 * may delete).
 */
export function ProductReviews({ productId }: { productId: string }) {
  const { t, failure } = useReviewsText()
  const lang = useLanguage()
  const { user } = useAuth()
  const headingId = useId()
  const sectionRef = useRef<HTMLElement>(null)
  const [sort, setSort] = useState<ReviewSort>('newest')
  const [page, setPage] = useState(1)
  const reviews = useProductReviews(productId, sort, page, lang, Boolean(user))

  const goTo = (next: number) => {
    setPage(next)
    sectionRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
  }

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="scroll-mt-24 rounded-3xl bg-white/70 p-5 ring-1 ring-cream-200 sm:p-8">
      <h2 id={headingId} className="text-2xl text-ink-900">
        {t('title')}
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-ink-600" data-testid="review-rule">
        {t('rule')}
      </p>
      {reviews.isPending ? (
        <BlockSkeleton />
      ) : reviews.isError ? (
        <Notice className="mt-4">
          <p>{failure(reviews.error)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => reviews.refetch()}>
            {t('retry')}
          </Button>
        </Notice>
      ) : (
        <div className="mt-6 grid items-start gap-8 md:grid-cols-[minmax(16rem,20rem)_1fr] md:gap-12">
          <div className="flex flex-col gap-6">
            <RatingSummary summary={reviews.data.summary} />
            <YourReview productId={productId} answer={reviews.data} signedIn={Boolean(user)} />
          </div>
          <div className="min-w-0">
            {reviews.data.total > 0 ? (
              <>
                <div className="flex flex-wrap items-end justify-between gap-3">
                  <p className="text-sm text-ink-600">{t('shown', { count: reviews.data.total })}</p>
                  <SelectField
                    label={t('sort.label')}
                    value={sort}
                    onChange={(e) => {
                      setSort(e.target.value as ReviewSort)
                      setPage(1)
                    }}
                    options={REVIEW_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
                    className="w-full sm:w-56"
                  />
                </div>
                <ul aria-label={t('listLabel')} aria-busy={reviews.isPlaceholderData || undefined} className="mt-4 divide-y divide-cream-200">
                  {reviews.data.data.map((review) => (
                    <li key={review.id} className="py-5 first:pt-2">
                      <ReviewItem review={review} />
                    </li>
                  ))}
                </ul>
                <ReviewPager
                  page={reviews.data.page}
                  totalPages={Math.ceil(reviews.data.total / reviews.data.page_size)}
                  onPage={goTo}
                  busy={reviews.isPlaceholderData}
                />
              </>
            ) : (
              <p className="rounded-2xl border border-dashed border-ink-200 bg-cream-100/50 px-6 py-10 text-center text-ink-600">{t('empty')}</p>
            )}
          </div>
        </div>
      )}
    </section>
  )
}

/** What the shopper can do here: sign in, learn why they cannot review yet, write a review, or see (and delete) theirs. */
function YourReview({ productId, answer, signedIn }: { productId: string; answer: Answer; signedIn: boolean }) {
  const { t } = useReviewsText()
  const location = useLocation()
  const [writing, setWriting] = useState(false)

  if (!signedIn) {
    const state: LoginRedirectState = { from: location.pathname + location.search }
    return (
      <div className="rounded-2xl bg-cream-100/70 p-4 text-sm text-ink-700 ring-1 ring-cream-200">
        <p>{t('guest.text')}</p>
        <Link to="/login" state={state} className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-3' })}>
          {t('guest.signIn')}
        </Link>
      </div>
    )
  }
  if (answer.my_review) {
    return (
      <div className="rounded-2xl bg-cream-100/70 p-4 ring-1 ring-cream-200">
        <h3 className="mb-3 font-sans text-sm font-semibold tracking-wide text-ink-800 uppercase">{t('mine.title')}</h3>
        <ReviewItem review={answer.my_review} showStatus />
        {answer.my_review.status === 'pending' && <p className="mt-3 text-sm text-ink-600">{t('mine.pending')}</p>}
        {answer.my_review.status === 'rejected' && <p className="mt-3 text-sm text-ink-600">{t('mine.rejected')}</p>}
        <DeleteReview review={answer.my_review} />
      </div>
    )
  }
  if (!answer.is_buyer) {
    return (
      <p className="rounded-2xl bg-cream-100/70 p-4 text-sm text-ink-700 ring-1 ring-cream-200" data-testid="review-not-buyer">
        {t('notBuyer')}
      </p>
    )
  }
  if (!answer.can_review) return null
  if (!writing) {
    return (
      <Button variant="primary" className="w-full sm:w-auto md:w-full" onClick={() => setWriting(true)}>
        {t('write')}
      </Button>
    )
  }
  return (
    <div className="rounded-2xl bg-white p-4 ring-1 ring-ink-100 sm:p-5">
      <h3 className="mb-4 font-sans text-base font-semibold text-ink-900">{t('write')}</h3>
      <Suspense fallback={<SkeletonText lines={4} />}>
        <ReviewForm productId={productId} autoFocus onSubmitted={() => setWriting(false)} />
      </Suspense>
    </div>
  )
}

function BlockSkeleton() {
  const { t } = useReviewsText()
  return (
    <div role="status" className="mt-6 grid gap-8 md:grid-cols-[minmax(16rem,20rem)_1fr] md:gap-12">
      <span className="sr-only">{t('loading')}</span>
      <div className="space-y-3">
        <Skeleton className="h-12 w-32" />
        <SkeletonText lines={5} />
      </div>
      <div className="space-y-6">
        <SkeletonText lines={3} />
        <SkeletonText lines={3} />
      </div>
    </div>
  )
}
