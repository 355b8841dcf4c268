import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { Notice } from '../../../components/ui/fields'
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton'
import { useLanguage } from '../../../lib/i18n'
import { useTestimonials } from '../api/testimonials-api'
import { useTestimonialsText } from '../hooks/use-testimonials-text'
import { TestimonialCard } from './testimonial-card'

/** Approved testimonials, newest first (those in the shopper's language before the others). */
export function TestimonialList({ page, pager }: { page: number; pager: (totalPages: number) => ReactNode }) {
  const { t, failure } = useTestimonialsText()
  const lang = useLanguage()
  const list = useTestimonials(page, lang)

  if (list.isPending) {
    return (
      <div role="status" className="grid gap-4 sm:grid-cols-2">
        <span className="sr-only">{t('loading')}</span>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="rounded-3xl bg-white p-6 ring-1 ring-cream-200">
            <Skeleton className="h-4 w-24" />
            <SkeletonText lines={4} className="mt-4" />
          </div>
        ))}
      </div>
    )
  }
  if (list.isError) {
    return (
      <Notice>
        <p>{failure(list.error)}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => list.refetch()}>
          {t('retry')}
        </Button>
      </Notice>
    )
  }
  if (list.data.data.length === 0) {
    return <p className="rounded-2xl border border-dashed border-ink-200 bg-cream-100/50 px-6 py-10 text-center text-ink-600">{t('empty')}</p>
  }
  return (
    <>
      <ul aria-label={t('listLabel')} aria-busy={list.isPlaceholderData || undefined} className="grid gap-4 sm:grid-cols-2">
        {list.data.data.map((item) => (
          <li key={item.id}>
            <TestimonialCard testimonial={item} />
          </li>
        ))}
      </ul>
      {pager(Math.ceil(list.data.total / list.data.page_size))}
    </>
  )
}
