import { HTML_LANG, pictureSources, type Review, type ReviewProduct, type ReviewStatus } from '@shop/domain'
import { Link } from '../../../lib/router'
import { CheckIcon } from '../../../components/ui/icons'
import { cx } from '../../../components/ui/cx'
import { Stars } from '../../../components/ui/star-rating'
import { formatDate } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { useReviewsText } from '../hooks/use-reviews-text'

const STATUS_TONES: Record<ReviewStatus, string> = {
  pending: 'bg-cream-200 text-ink-800 ring-cream-300',
  approved: 'bg-sage-100 text-sage-800 ring-sage-200',
  rejected: 'bg-clay-50 text-clay-700 ring-clay-200',
}

export function ReviewStatusBadge({ status, className }: { status: ReviewStatus; className?: string }) {
  const { t } = useReviewsText()
  return (
    <span className={cx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1', STATUS_TONES[status], className)}>
      {t(`status.${status}`)}
    </span>
  )
}

/**
 * One review. Every text the shopper wrote is put on screen as text (React escapes it), with
 * their line breaks kept; a review written in another language says so and is marked up in it.
 */
export function ReviewItem({
  review,
  product,
  showStatus = false,
  className,
}: {
  review: Review
  /** Shop-wide lists name the product the review is about */
  product?: ReviewProduct
  /** The shopper's own reviews show where moderation stands */
  showStatus?: boolean
  className?: string
}) {
  const { t } = useReviewsText()
  const lang = useLanguage()
  return (
    <article className={cx('flex flex-col gap-2', className)}>
      {product && (
        <Link to={`/productdetails/${product.id}`} className="group flex items-center gap-3">
          {product.image && <img {...pictureSources(product.image, { widest: false })} alt="" className="size-12 shrink-0 rounded-xl bg-cream-100 object-cover ring-1 ring-cream-200" loading="lazy" />}
          <span className="text-sm font-semibold text-sage-800 underline-offset-4 group-hover:underline [overflow-wrap:anywhere]">{product.name}</span>
        </Link>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <Stars value={review.rating} label={t('ratingOf', { rating: review.rating })} />
        {review.verified_purchase && (
          <span className="inline-flex items-center gap-1 text-xs font-semibold text-sage-700">
            <CheckIcon size={14} />
            {t('verified')}
          </span>
        )}
        {showStatus && <ReviewStatusBadge status={review.status} />}
      </div>
      <div lang={review.lang === lang ? undefined : HTML_LANG[review.lang]} className="[overflow-wrap:anywhere]">
        {review.title && <h3 className="font-sans text-base font-semibold text-ink-900">{review.title}</h3>}
        <p className={cx('leading-relaxed whitespace-pre-line text-ink-700', review.title && 'mt-1')}>{review.body}</p>
      </div>
      <p className="text-xs text-ink-500">
        <span className="font-medium text-ink-700 [overflow-wrap:anywhere]">{review.author}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={review.created_at}>{formatDate(review.created_at, lang)}</time>
        {review.lang !== lang && (
          <>
            <span aria-hidden="true"> · </span>
            {t(`writtenIn.${review.lang}`)}
          </>
        )}
      </p>
    </article>
  )
}
