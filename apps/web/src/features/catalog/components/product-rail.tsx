import type { ProductSummary } from '@shop/domain'
import { useId, useRef, type ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons'
import { ProductCard, ProductCardSkeleton } from './product-card'

const ITEM = 'w-[44%] shrink-0 snap-start sm:w-[30%] md:w-[23%] lg:w-[calc((100%-5*1.5rem)/5)]'

/** A titled row of product cards that scrolls sideways; arrows for pointer users, the list itself for keyboards. */
export function ProductRail({
  title,
  products,
  loading = false,
  action,
  eyebrow,
}: {
  title: string
  products: ProductSummary[] | undefined
  loading?: boolean
  action?: ReactNode
  eyebrow?: string
}) {
  const { t } = useTranslation('catalog')
  const headingId = useId()
  const scroller = useRef<HTMLUListElement>(null)

  if (!loading && (!products || products.length === 0)) return null

  const scroll = (dir: 1 | -1) => {
    const el = scroller.current
    if (!el) return
    el.scrollBy({ left: dir * el.clientWidth * 0.9, behavior: 'smooth' })
  }

  return (
    <section aria-labelledby={headingId} className="below-fold py-8 md:py-10">
      <div className="mb-5 flex items-end justify-between gap-4">
        <div>
          {eyebrow && <p className="mb-1 text-xs font-semibold uppercase tracking-[0.18em] text-clay-600">{eyebrow}</p>}
          <h2 id={headingId} className="text-2xl text-ink-900 md:text-3xl">
            {title}
          </h2>
        </div>
        <div className="flex items-center gap-2">
          {action}
          <div className="hidden gap-2 md:flex">
            <button
              type="button"
              onClick={() => scroll(-1)}
              aria-label={t('rail.previous', { title })}
              className="grid size-10 place-items-center rounded-full border border-ink-200 bg-cream-50 text-ink-800 transition hover:border-ink-500"
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              onClick={() => scroll(1)}
              aria-label={t('rail.next', { title })}
              className="grid size-10 place-items-center rounded-full border border-ink-200 bg-cream-50 text-ink-800 transition hover:border-ink-500"
            >
              <ChevronRightIcon />
            </button>
          </div>
        </div>
      </div>
      {loading || !products ? (
        <div role="status" className="flex gap-4 overflow-hidden lg:gap-6">
          <span className="sr-only">{t('loading')}</span>
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className={ITEM}>
              <ProductCardSkeleton />
            </div>
          ))}
        </div>
      ) : (
        <ul
          ref={scroller}
          className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 [scrollbar-width:thin] sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:scroll-px-0 lg:gap-6 lg:px-0"
        >
          {products.map((p) => (
            <li key={p.id} className={ITEM}>
              <ProductCard product={p} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
