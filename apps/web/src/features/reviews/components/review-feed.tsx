import { useId, type ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { Notice } from '../../../components/ui/fields'
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton'
import { useLanguage } from '../../../lib/i18n'
import { useReviewFeed } from '../api/reviews-api'
import { useReviewsText } from '../hooks/use-reviews-text'
import { ReviewItem } from './review-item'

/**
 * The newest approved reviews from the whole shop, each with the product it is about. The page
 * gives the pager (links, so every page has an address).
 */
export function ReviewFeed({ page, pager }: { page: number; pager: (totalPages: number) => ReactNode }) {
  const { t, failure } = useReviewsText()
  const lang = useLanguage()
  const feed = useReviewFeed(page, lang)
  const headingId = useId()

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl text-ink-900 md:text-3xl">
        {t('page.feed')}
      </h2>
      <p className="mt-1 text-ink-600">{t('page.feedIntro')}</p>
      {feed.isPending ? (
        <div role="status" className="mt-6 grid gap-4 md:grid-cols-2">
          <span className="sr-only">{t('loading')}</span>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="rounded-2xl bg-white p-5 ring-1 ring-ink-100">
              <Skeleton className="h-12 w-2/3" />
              <SkeletonText lines={3} className="mt-4" />
            </div>
          ))}
        </div>
      ) : feed.isError ? (
        <Notice className="mt-6">
          <p>{failure(feed.error)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => feed.refetch()}>
            {t('retry')}
          </Button>
        </Notice>
      ) : feed.data.data.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-ink-200 bg-cream-100/50 px-6 py-10 text-center text-ink-600">{t('page.feedEmpty')}</p>
      ) : (
        <>
          <ul aria-label={t('page.feed')} aria-busy={feed.isPlaceholderData || undefined} className="mt-6 grid gap-4 md:grid-cols-2">
            {feed.data.data.map((review) => (
              <li key={review.id} className="rounded-2xl bg-white p-5 ring-1 ring-ink-100">
                <ReviewItem review={review} product={review.product} />
              </li>
            ))}
          </ul>
          {pager(Math.ceil(feed.data.total / feed.data.page_size))}
        </>
      )}
    </section>
  )
}
