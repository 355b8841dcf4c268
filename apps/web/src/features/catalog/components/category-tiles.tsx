import type { CategoryNode } from '@shop/domain'
import { useId } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { ArrowRightIcon } from '../../../components/ui/icons'
import { categoryHref } from './catalog-links'

/** Each category gets its own quiet colour, by position, so the row reads as a set. */
const TONES = [
  'bg-sage-100 text-sage-900 hover:bg-sage-200',
  'bg-clay-100 text-clay-700 hover:bg-clay-200/70',
  'bg-cream-200 text-ink-900 hover:bg-cream-300',
  'bg-sage-700 text-cream-50 hover:bg-sage-800',
  'bg-olive-500 text-cream-50 hover:bg-olive-600',
]

export function CategoryTiles({ categories }: { categories: CategoryNode[] }) {
  const { t } = useTranslation('catalog')
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="py-8 md:py-10">
      <div className="mb-5 flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-2xl text-ink-900 md:text-3xl">
          {t('home.categories')}
        </h2>
        <Link to="/categoryoverview" className="shrink-0 whitespace-nowrap text-sm font-medium text-sage-700 underline-offset-4 hover:underline">
          {t('home.allCategories')}
        </Link>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-5">
        {categories.map((c, i) => (
          <li key={c.id} className={i === categories.length - 1 && categories.length % 2 === 1 ? 'col-span-2 sm:col-span-1' : ''}>
            <Link
              to={categoryHref(c.slug)}
              className={`group relative flex h-full min-h-36 flex-col justify-between overflow-hidden rounded-2xl p-4 transition md:min-h-44 md:p-5 ${TONES[i % TONES.length]}`}
            >
              <LeafMotif className="pointer-events-none absolute -right-6 -top-6 size-28 opacity-20 transition-transform duration-500 group-hover:rotate-6" />
              <span className="relative font-display text-xl leading-tight md:text-2xl">{c.name}</span>
              <span className="relative mt-4 flex items-center justify-between text-sm">
                {t('category.productCount', { count: c.product_count })}
                <ArrowRightIcon size={18} className="transition-transform group-hover:translate-x-1" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

function LeafMotif({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 100 100" className={className} aria-hidden="true" focusable="false">
      <path d="M20 85C20 45 45 18 90 12c-4 45-30 70-70 73Z" fill="currentColor" />
      <path d="M20 85 62 40" stroke="currentColor" strokeWidth="3" fill="none" opacity=".6" />
    </svg>
  )
}

export function CategoryTilesSkeleton() {
  return (
    <div aria-hidden="true" className="grid grid-cols-2 gap-3 py-8 sm:grid-cols-3 sm:gap-4 md:grid-cols-5 md:py-10">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="min-h-36 animate-pulse rounded-2xl bg-cream-200/80 md:min-h-44" />
      ))}
    </div>
  )
}
