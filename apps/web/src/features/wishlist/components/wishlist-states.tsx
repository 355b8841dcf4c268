import { useId } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { buttonClasses } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { HeartIcon } from './heart-icon'

export function EmptyWishlist() {
  const { t } = useTranslation('wishlist')
  return (
    <EmptyState
      headingLevel={2}
      className="mx-auto max-w-xl py-14"
      icon={<HeartIcon size={32} />}
      title={t('empty.title')}
      message={t('empty.message')}
      action={
        <Link to="/categoryoverview" className={buttonClasses({ className: 'mt-2' })}>
          {t('empty.action')}
        </Link>
      }
    />
  )
}

/** SPEC: "/wishlist receives popular search data". Shown under the list as ways to find more. */
export function PopularSearches({ searches, hrefFor }: { searches: string[]; hrefFor: (query: string) => string }) {
  const { t } = useTranslation('wishlist')
  const headingId = useId()
  if (searches.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="mt-14 border-t border-cream-200 pt-8">
      <h2 id={headingId} className="text-2xl text-ink-900">
        {t('popular.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('popular.intro')}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {searches.map((q) => (
          <li key={q}>
            <Link
              to={hrefFor(q)}
              className="inline-flex h-10 items-center rounded-full border border-ink-200 bg-white px-4 text-sm text-ink-800 transition hover:border-sage-500 hover:text-sage-800"
            >
              {q}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
