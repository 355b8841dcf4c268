import type { ModerationDecision, StaffReview } from '@shop/domain'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { Stars } from '../../../../components/ui/star-rating'
import { formatDateTime } from '../../../../lib/format'
import { useLanguage } from '../../../../lib/i18n'
import { ModerationActions } from './moderation-actions'
import { ModerationBadge, ModerationRecord } from './moderation-status'

/**
 * One review as the shopper wrote it. Every text is rendered as React text (never HTML), so
 * markup a shopper typed shows as the characters they typed.
 */
export function ReviewCard({ review, busy, error, onDecide }: { review: StaffReview; busy: ModerationDecision | null; error: unknown; onDecide: (decision: ModerationDecision, note: string) => void }) {
  const { t } = useTranslation('admin2')
  const lang = useLanguage()
  return (
    <li className="rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <a href={`/productdetails/${review.product.id}`} target="_blank" rel="noreferrer" className="flex min-w-0 items-center gap-3 hover:text-sage-800">
          <img src={review.product.image} alt="" className="size-12 shrink-0 rounded-lg border border-ink-100 bg-cream-50 object-cover" loading="lazy" />
          <span className="font-medium text-ink-900 underline-offset-4 [overflow-wrap:anywhere] hover:underline">{review.product.name}</span>
        </a>
        <ModerationBadge status={review.status} />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} label={t('moderation.stars', { count: review.rating })} />
        {review.title && <h2 className="font-semibold text-ink-900 [overflow-wrap:anywhere]">{review.title}</h2>}
      </div>
      <p className="mt-2 whitespace-pre-line text-ink-800 [overflow-wrap:anywhere]">{review.body}</p>
      <p className="mt-3 flex flex-wrap gap-x-2 gap-y-1 text-sm text-ink-600">
        <span className="font-medium text-ink-800 [overflow-wrap:anywhere]">{review.author}</span>
        {review.verified_purchase && <span className="text-sage-800">✓ {t('moderation.verified')}</span>}
        <span>· {t(`language.${review.lang}`)}</span>
        <span>· {formatDateTime(review.created_at, lang)}</span>
      </p>
      <ModerationRecord status={review.status} by={review.moderated_by} at={review.moderated_at} note={review.moderation_note} />
      <ModerationActions status={review.status} subject={t('moderation.reviewBy', { name: review.author })} busy={busy} error={error} onDecide={onDecide} />
    </li>
  )
}
