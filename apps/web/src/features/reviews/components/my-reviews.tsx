import { pictureSources } from '@shop/domain'
import type { ReviewProduct } from '@shop/domain'
import { useId, useState } from 'react'
import { Link } from '../../../lib/router'
import { Button } from '../../../components/ui/button'
import { Notice } from '../../../components/ui/fields'
import { SkeletonText } from '../../../components/ui/skeleton'
import { useMyReviews } from '../api/reviews-api'
import { useReviewsText } from '../hooks/use-reviews-text'
import { DeleteReview } from './delete-review'
import { ReviewForm } from './review-form'
import { ReviewItem } from './review-item'

/**
 * The signed-in shopper's part of /review: products from delivered orders still waiting for a
 * review (each with its form), then the reviews they wrote and where moderation stands.
 */
export function MyReviews() {
  const { t, failure } = useReviewsText()
  const mine = useMyReviews()
  const waitingId = useId()
  const writtenId = useId()

  if (mine.isPending) {
    return (
      <div role="status" className="space-y-4">
        <span className="sr-only">{t('loading')}</span>
        <SkeletonText lines={4} />
      </div>
    )
  }
  if (mine.isError) {
    return (
      <Notice>
        <p>{failure(mine.error)}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => mine.refetch()}>
          {t('retry')}
        </Button>
      </Notice>
    )
  }

  const { data, to_review } = mine.data
  return (
    <div className="grid items-start gap-8 lg:grid-cols-2 lg:gap-10">
      <section aria-labelledby={waitingId}>
        <h2 id={waitingId} className="text-2xl text-ink-900">
          {t('page.waiting')}
        </h2>
        {to_review.length > 0 ? (
          <ul className="mt-4 space-y-3">
            {to_review.map((product) => (
              <li key={product.id}>
                <ToReview product={product} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 rounded-2xl border border-dashed border-ink-200 bg-cream-100/50 px-5 py-6 text-sm text-ink-600">{t('page.waitingEmpty')}</p>
        )}
      </section>
      <section aria-labelledby={writtenId}>
        <h2 id={writtenId} className="text-2xl text-ink-900">
          {t('page.yours')}
        </h2>
        {data.length > 0 ? (
          <ul className="mt-4 space-y-3">
            {data.map((review) => (
              <li key={review.id} className="rounded-2xl bg-white p-4 ring-1 ring-ink-100 sm:p-5">
                <ReviewItem review={review} product={review.product} showStatus />
                {review.status === 'pending' && <p className="mt-2 text-sm text-ink-500">{t('mine.pending')}</p>}
                <DeleteReview review={review} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 rounded-2xl border border-dashed border-ink-200 bg-cream-100/50 px-5 py-6 text-sm text-ink-600">{t('page.yoursEmpty')}</p>
        )}
      </section>
    </div>
  )
}

/** A bought product: its picture and name, and a button that opens the review form in place. */
function ToReview({ product }: { product: ReviewProduct }) {
  const { t } = useReviewsText()
  const [open, setOpen] = useState(false)
  return (
    <div className="rounded-2xl bg-white p-4 ring-1 ring-ink-100 sm:p-5">
      <div className="flex items-center gap-3">
        {product.image && <img {...pictureSources(product.image, { widest: false })} alt="" className="size-14 shrink-0 rounded-xl bg-cream-100 object-cover ring-1 ring-cream-200" loading="lazy" />}
        <Link to={`/productdetails/${product.id}`} className="min-w-0 flex-1 font-semibold text-ink-900 underline-offset-4 hover:underline [overflow-wrap:anywhere]">
          {product.name}
        </Link>
        {!open && (
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-label={t('page.writeFor', { name: product.name })}>
            {t('page.writeShort')}
          </Button>
        )}
      </div>
      {open && (
        <div className="mt-4 border-t border-cream-200 pt-4">
          <ReviewForm productId={product.id} autoFocus label={t('page.writeFor', { name: product.name })} />
        </div>
      )}
    </div>
  )
}
