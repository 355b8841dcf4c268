import type { ProductSummary } from '@shop/domain'
import { useTranslation } from '../../../lib/i18n-runtime'
import { ProductCard, ProductCardSkeleton } from './product-card'

const GRID = 'grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 sm:gap-x-5 lg:grid-cols-4 lg:gap-x-6 lg:gap-y-10'

/** The first row loads eagerly: it is above the fold on every screen width. */
export function ProductGrid({ products, eagerCount = 4, className = '' }: { products: ProductSummary[]; eagerCount?: number; className?: string }) {
  return (
    <ul className={`${GRID} ${className}`}>
      {products.map((p, i) => (
        // Every card is laid out at once. With `content-visibility: auto` past the first row, cards
        // grew from their estimated height as they came near the screen, and what was below them
        // (the pagination) moved under the shopper's finger between press and release.
        <li key={p.id}>
          <ProductCard product={p} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  )
}

export function ProductGridSkeleton({ count = 8, className = '' }: { count?: number; className?: string }) {
  const { t } = useTranslation('catalog')
  return (
    <div role="status" className={className}>
      <span className="sr-only">{t('loading')}</span>
      <div className={GRID}>
        {Array.from({ length: count }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    </div>
  )
}
