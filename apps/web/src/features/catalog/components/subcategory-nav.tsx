import type { CategoryNode } from '@shop/domain'
import { useEffect, useRef } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { ALL_SUBCATEGORIES, categoryHref } from './catalog-links'

/** Pills to move between the subcategories of one category, keeping the chosen filters. */
export function SubcategoryNav({ category, currentId, query }: { category: CategoryNode; currentId: string; query: string }) {
  const { t } = useTranslation('catalog')
  const scroller = useRef<HTMLElement>(null)
  // On a phone the row scrolls sideways: bring the current pill into view (without moving the page).
  useEffect(() => {
    const el = scroller.current
    const current = el?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!el || !current || el.scrollWidth <= el.clientWidth) return
    el.scrollLeft = current.offsetLeft - (el.clientWidth - current.offsetWidth) / 2
  }, [currentId])
  const items = [
    { id: ALL_SUBCATEGORIES, label: t('category.all') },
    ...category.subcategories.map((s) => ({ id: s.id, label: s.name })),
  ]
  return (
    <nav ref={scroller} aria-label={t('category.subcategories')} className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
        {items.map((s) => {
          const current = s.id === currentId
          return (
            <li key={s.id}>
              <Link
                to={categoryHref(category.slug, s.id, query)}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex h-9 items-center whitespace-nowrap rounded-full px-4 text-sm transition ${
                  current ? 'bg-ink-900 text-cream-50' : 'border border-ink-200 bg-white text-ink-800 hover:border-ink-500'
                }`}
              >
                {s.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
