import type { ModerationDecision, StaffTestimonial } from '@shop/domain'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { Stars } from '../../../../components/ui/star-rating'
import { formatDateTime } from '../../../../lib/format'
import { useLanguage } from '../../../../lib/i18n'
import { ModerationActions } from './moderation-actions'
import { ModerationBadge, ModerationRecord } from './moderation-status'

/** One testimonial as its author wrote it, rendered as text. */
export function TestimonialCard({ testimonial, busy, error, onDecide }: { testimonial: StaffTestimonial; busy: ModerationDecision | null; error: unknown; onDecide: (decision: ModerationDecision, note: string) => void }) {
  const { t } = useTranslation('admin2')
  const lang = useLanguage()
  return (
    <li className="rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold text-ink-900 [overflow-wrap:anywhere]">{testimonial.name}</h2>
          <p className="text-sm text-ink-600 [overflow-wrap:anywhere]">
            {testimonial.location && `${testimonial.location} · `}
            {t(`language.${testimonial.lang}`)} · {formatDateTime(testimonial.created_at, lang)}
          </p>
        </div>
        <ModerationBadge status={testimonial.status} />
      </div>
      <Stars className="mt-3" value={testimonial.rating} label={t('moderation.stars', { count: testimonial.rating })} />
      <p className="mt-2 whitespace-pre-line text-ink-800 [overflow-wrap:anywhere]">{testimonial.text}</p>
      <ModerationRecord status={testimonial.status} by={testimonial.moderated_by} at={testimonial.moderated_at} note={testimonial.moderation_note} />
      <ModerationActions status={testimonial.status} subject={t('moderation.testimonialBy', { name: testimonial.name })} busy={busy} error={error} onDecide={onDecide} />
    </li>
  )
}
