import { HTML_LANG, type Testimonial } from '@shop/domain'
import { Stars } from '../../../components/ui/star-rating'
import { formatDate } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { useTestimonialsText } from '../hooks/use-testimonials-text'

/**
 * One testimonial as a quote card. What the shopper wrote goes on screen as text (React escapes
 * it) with their line breaks; one written in another language is marked up in it.
 */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useTestimonialsText()
  const lang = useLanguage()
  return (
    <figure className="relative flex h-full flex-col gap-4 rounded-3xl bg-white p-6 ring-1 ring-cream-200 sm:p-7">
      <span aria-hidden="true" className="absolute top-3 right-5 font-display text-7xl leading-none text-sage-100 select-none">
        “
      </span>
      <Stars value={testimonial.rating} label={t('ratingOf', { rating: testimonial.rating })} />
      <blockquote lang={testimonial.lang === lang ? undefined : HTML_LANG[testimonial.lang]} className="relative flex-1 leading-relaxed whitespace-pre-line text-ink-800 [overflow-wrap:anywhere]">
        {testimonial.text}
      </blockquote>
      <figcaption className="border-t border-cream-200 pt-3 text-sm">
        <span className="block font-semibold text-ink-900 [overflow-wrap:anywhere]">{testimonial.name}</span>
        <span className="block text-ink-500 [overflow-wrap:anywhere]">
          {testimonial.location && (
            <>
              {testimonial.location}
              <span aria-hidden="true"> · </span>
            </>
          )}
          <time dateTime={testimonial.created_at}>{formatDate(testimonial.created_at, lang)}</time>
        </span>
      </figcaption>
    </figure>
  )
}
