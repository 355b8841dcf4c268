import { pictureSources } from '@shop/domain'
import type { ProductSummary } from '@shop/domain'
import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { productHref } from './catalog-links'
import { CertificationChips } from './certification-chips'
import { PriceTag, reductionPercent } from './price-tag'
import { RatingStars } from './rating-stars'
import { useSizeLabel } from './size-label'
import { StockBadge } from './stock-badge'

/** Pictures are square; the box keeps its size before the file arrives, so nothing jumps. */
export const CARD_IMAGE_SIZE = 800
/** How wide a card's picture shows (two cards a row on phones, three from sm, at most ~300 px): the browser picks the WebP width by it. */
const CARD_IMAGE_SIZES = '(min-width: 1200px) 300px, (min-width: 600px) 32vw, 48vw'

/**
 * One product in a grid or rail. The name is the link and its hit area covers the whole card,
 * so the card is one tab stop and screen readers hear the product name, not a paragraph. Cards in
 * a row keep their natural height: brand and name take a fixed number of lines, so rating, price
 * and stock sit at the same height in every card without a gap above the price.
 * `action` (a page's buttons, e.g. add to cart) sits at the card's foot, above the link's hit area.
 */
export function ProductCard({ product, eager = false, action }: { product: ProductSummary; eager?: boolean; action?: ReactNode }) {
  const { t } = useTranslation('catalog')
  const sizeLabel = useSizeLabel()
  // The badge's percentage counts from the 30-day low (decision 045): none when there was no lower price to count from.
  const percent = reductionPercent(product.price_cents, product.compare_at_cents, product.prior_low_cents)
  const soldOut = product.stock_state === 'out_of_stock'

  return (
    <article className="group relative flex h-full flex-col">
      <div className="relative aspect-square overflow-hidden rounded-2xl bg-cream-100 ring-1 ring-cream-200 transition group-hover:ring-sage-300">
        <img
          {...pictureSources(product.image)}
          sizes={CARD_IMAGE_SIZES}
          alt={`${product.brand.name} ${product.name}`}
          width={CARD_IMAGE_SIZE}
          height={CARD_IMAGE_SIZE}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className={`size-full object-cover transition duration-500 group-hover:scale-[1.03] ${soldOut ? 'opacity-60 grayscale-[40%]' : ''}`}
        />
        <div className="absolute left-2.5 top-2.5 flex flex-col items-start gap-1.5">
          {percent > 0 && (
            <span className="rounded-full bg-clay-600 px-2.5 py-1 text-xs font-semibold uppercase tracking-wide text-cream-50 shadow-sm">
              {t('card.sale', { percent })}
            </span>
          )}
          {product.kind === 'combo' && (
            <span className="rounded-full bg-cream-50/95 px-2.5 py-1 text-xs font-medium text-ink-800 shadow-sm">{t('card.set')}</span>
          )}
        </div>
      </div>

      <div className="mt-3 flex min-w-0 flex-col gap-1.5 px-0.5">
        {/* Brand on one line and the name in a two-line box, so the rows below line up across a row of cards. */}
        <p title={product.brand.name} className="truncate text-[11px] font-semibold uppercase tracking-[0.14em] text-sage-700">
          {product.brand.name}
        </p>
        <h3 title={product.name} className="line-clamp-2 min-h-[2lh] font-display text-[1.05rem] leading-snug text-pretty text-ink-900">
          <Link
            to={productHref(product.id)}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-clay-500 group-hover:underline group-hover:decoration-sage-300 group-hover:underline-offset-4"
          >
            {product.name}
          </Link>
        </h3>
        <p className="text-xs text-ink-500">
          {sizeLabel(product.size)}
          {product.has_sizes && <> · {t('card.moreSizes')}</>}
        </p>
        <RatingStars average={product.rating.average} count={product.rating.count} />
        <div className="flex flex-col gap-1.5 pt-1">
          <PriceTag price={product.price_cents} compareAt={product.compare_at_cents} from={product.has_sizes} content={product.size} priorLow={product.prior_low_cents} />
          <StockBadge state={product.stock_state} stock={product.stock} />
          <CertificationChips codes={product.certifications} max={3} />
        </div>
      </div>
      {action && <div className="relative z-10 mt-auto px-0.5 pt-3">{action}</div>}
    </article>
  )
}

export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col">
      <div className="aspect-square animate-pulse rounded-2xl bg-cream-200/80" />
      <div className="mt-3 h-3 w-1/3 animate-pulse rounded bg-cream-200/80" />
      <div className="mt-2 h-4 w-4/5 animate-pulse rounded bg-cream-200/80" />
      <div className="mt-2 h-3 w-1/4 animate-pulse rounded bg-cream-200/80" />
      <div className="mt-3 h-5 w-1/3 animate-pulse rounded bg-cream-200/80" />
    </div>
  )
}
