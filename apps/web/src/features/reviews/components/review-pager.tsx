import { Button } from '../../../components/ui/button'
import { ChevronRightIcon } from '../../../components/ui/icons'
import { useReviewsText } from '../hooks/use-reviews-text'

/** Previous / "Page 2 of 5" / Next under a list of reviews; nothing when it all fits one page. */
export function ReviewPager({ page, totalPages, onPage, busy }: { page: number; totalPages: number; onPage: (page: number) => void; busy?: boolean }) {
  const { t } = useReviewsText()
  if (totalPages <= 1) return null
  return (
    <nav aria-label={t('pager.label')} className="mt-6 flex items-center justify-between gap-3 border-t border-cream-200 pt-5">
      <Button variant="secondary" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <ChevronRightIcon size={16} className="rotate-180" />
        {t('pager.previous')}
      </Button>
      <p className="text-sm text-ink-600" aria-live="polite">
        {t('pager.status', { page, total: totalPages })}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= totalPages || busy} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
        <ChevronRightIcon size={16} />
      </Button>
    </nav>
  )
}
