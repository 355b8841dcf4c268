import type { Brand } from '@shop/domain'
import { useId } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { searchHref } from './catalog-links'

/** The brands as a row of word marks; each opens that brand's products. */
export function BrandStrip({ brands }: { brands: Brand[] }) {
  const { t } = useTranslation('catalog')
  const headingId = useId()
  if (brands.length === 0) return null
  return (
    // Laid out with the page: a short strip, and a guessed height (content-visibility) made the footer jump by up to 320 px.
    <section aria-labelledby={headingId} className="py-8 md:py-10">
      <div className="mb-5 flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-2xl text-ink-900 md:text-3xl">
          {t('home.brands')}
        </h2>
        <Link to="/topbrand" className="text-sm font-medium text-sage-700 underline-offset-4 hover:underline">
          {t('home.allBrands')}
        </Link>
      </div>
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 sm:pb-0 md:grid-cols-4 lg:grid-cols-7">
        {brands.map((b) => (
          <li key={b.id} className="w-40 shrink-0 snap-start sm:w-auto">
            <Link
              to={searchHref(b.name)}
              className="flex h-full min-h-24 flex-col items-center justify-center gap-1 rounded-2xl bg-white/70 px-3 py-5 text-center ring-1 ring-cream-200 transition hover:bg-sage-50 hover:ring-sage-300"
            >
              <span className="font-display text-lg leading-tight text-ink-900">{b.name}</span>
              <span className="text-xs text-ink-500">{t('brands.productCount', { count: b.product_count })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
