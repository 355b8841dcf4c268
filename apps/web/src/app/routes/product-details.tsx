import { Suspense, useId, type ReactNode } from 'react'
import { useTranslation } from '../../lib/i18n-runtime'
import { Link, useParams, useSearchParams } from '../../lib/router'
import { Container } from '../../components/ui/container'
import { Skeleton, SkeletonText } from '../../components/ui/skeleton'
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button'
import { PRODUCT_ARCHIVED, productQuery, useProduct } from '../../features/catalog/api/catalog-queries'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { categoryHref, searchHref } from '../../features/catalog/components/catalog-links'
import { ComboContents } from '../../features/catalog/components/combo-contents'
import { InciList } from '../../features/catalog/components/inci-list'
import { PriceTag } from '../../features/catalog/components/price-tag'
import { VatNote } from '../../features/catalog/components/vat-note'
import { ProductFacts } from '../../features/catalog/components/product-facts'
import { ProductGone } from '../../features/catalog/components/product-gone'
import { ProductGallery } from '../../features/catalog/components/product-gallery'
import { ProductRail } from '../../features/catalog/components/product-rail'
import { ProductSafety } from '../../features/catalog/components/product-safety'
import { RatingStars } from '../../features/catalog/components/rating-stars'
import { chosenVariant, SizePicker } from '../../features/catalog/components/size-picker'
import { useSizeLabel } from '../../features/catalog/components/size-label'
import { ErrorState, NotFoundState } from '../../features/catalog/components/status'
import { StockBadge } from '../../features/catalog/components/stock-badge'
import { ProductReviews } from '../../features/reviews/components/product-reviews'
import { WishlistToggle } from '../../features/wishlist/components/wishlist-toggle'
import { productHead } from '../../features/catalog/seo'
import { useLanguage } from '../../lib/i18n'
import { PricesIn } from '../../lib/market'
import { usePageHead } from '../../lib/page-head'
import { useDocumentTitle } from '../../lib/use-document-title'
import { usePageStatus } from '../page-status'
import { productReviewsQuery } from '../../features/reviews/api/reviews-api'
import type { Prefetch } from '../page-prefetch'
import type { ProductDetail } from '@shop/domain'

/** For the server's one render (app/page-prefetch.ts): the product and its first page of reviews, as a visitor sees them. */
export const prefetch: Prefetch = ({ params, lang, currency }) => {
  const id = params.id ?? ''
  return [productQuery(lang, currency, id), productReviewsQuery(id, 'newest', 1, lang, false)]
}

export function Component() {
  const { t } = useTranslation(['catalog', 'product'])
  const lang = useLanguage()
  const { id = '' } = useParams()
  const product = useProduct(lang, id)
  const sizeLabel = useSizeLabel()
  // Archived: no longer sold, its address answers 410 (decision 033).
  const data = product.data
  const archived = data === PRODUCT_ARCHIVED
  const p = data === PRODUCT_ARCHIVED ? undefined : data
  // The size is in the address (`?size=<SKU>`), so a size can be linked and the server renders it.
  const [search, setSearch] = useSearchParams()
  const variant = p ? chosenVariant(p.variants, search.get('size')) : undefined
  // null: no such product (or an id of no product's form); 400: an id the API would not read at all.
  const missing = p === null || (product.error as { status?: number } | null)?.status === 400
  usePageStatus(archived ? 410 : missing ? 404 : undefined)
  // An archived product's title comes with its texts (ProductGone).
  useDocumentTitle(missing ? t('product.notFoundTitle') : p ? `${p.name} – ${p.brand.name}` : undefined)
  // Only the server renders the head: the browser build leaves the builders out (import.meta.env.SSR is false there).
  usePageHead(
    !import.meta.env.SSR
      ? undefined
      : missing || archived
        ? { noindex: true }
        : p
          ? productHead(lang, p, {
              home: t('breadcrumb.home'),
              category: { name: p.category.name, path: categoryHref(p.category.slug) },
              subcategory: { name: p.subcategory.name, path: categoryHref(p.category.slug, p.subcategory.id) },
            })
          : undefined,
  )

  if (archived) {
    return (
      <Container className="py-16">
        <ProductGone />
      </Container>
    )
  }
  if (missing) {
    return (
      <Container className="py-16">
        <NotFoundState title={t('product.notFoundTitle')} text={t('product.notFoundText')} backTo="/categoryoverview" backLabel={t('product.backToShop')} />
      </Container>
    )
  }
  if (product.isError) {
    return (
      <Container className="py-16">
        <ErrorState error={product.error} onRetry={() => product.refetch()} />
      </Container>
    )
  }
  if (!p) return <ProductSkeleton />

  return (
    <PricesIn answer={p}>
      <Container className="pb-16 pt-5 md:pt-8">
        <Breadcrumbs
          items={[
            { label: p.category.name, to: categoryHref(p.category.slug) },
            { label: p.subcategory.name, to: categoryHref(p.category.slug, p.subcategory.id) },
            { label: p.name },
          ]}
        />

        <div className="mt-6 grid gap-8 md:grid-cols-2 md:gap-10 lg:gap-16">
          <ProductGallery key={variant?.image ?? ''} images={galleryFor(p.images.length ? p.images : [{ url: p.image, alt: `${p.brand.name} ${p.name}` }], variant?.image ?? null, p.name)} />

          <div className="flex flex-col gap-5">
            <div>
              <Link to={searchHref(p.brand.name)} className="text-xs font-semibold uppercase tracking-[0.18em] text-sage-700 underline-offset-4 hover:underline">
                {p.brand.name}
              </Link>
              <h1 className="mt-2 text-3xl leading-tight text-ink-900 lg:text-[2.6rem]">{p.name}</h1>
              <div className="mt-3">
                <RatingStars average={p.rating.average} count={p.rating.count} size="md" />
              </div>
            </div>

            <div aria-live="polite">
              <PriceTag
                price={variant?.price_cents ?? p.price_cents}
                compareAt={variant ? variant.compare_at_cents : p.compare_at_cents}
                content={variant?.size ?? p.size}
                priorLow={variant ? variant.prior_low_cents : p.prior_low_cents}
                size="lg"
                showSaving
              />
              <VatNote />
            </div>

            {p.variants.length > 1 && variant && (
              <SizePicker variants={p.variants} selected={variant.id} onSelect={(v) => setSearch({ size: v.sku }, { replace: true })} />
            )}

            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
              {p.variants.length <= 1 && (
                <span className="rounded-full bg-cream-100 px-3 py-1 text-ink-800 ring-1 ring-cream-200">
                  <span className="sr-only">{t('product.size')}: </span>
                  {sizeLabel(p.size)}
                </span>
              )}
              <StockBadge state={variant?.stock_state ?? p.stock_state} stock={variant?.stock ?? p.stock} className="text-sm" />
              {p.kind === 'combo' && <span className="rounded-full bg-sage-100 px-3 py-1 text-sage-800">{t('card.set')}</span>}
            </div>

            {/* The buttons' texts load with them: a placeholder holds their place, the page stays. */}
            <Suspense fallback={<Skeleton className="h-12 w-full sm:w-96" />}>
              <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
                <AddToCartButton key={variant?.id} productId={p.id} variantId={variant?.id} name={p.name} stock={variant?.stock ?? p.stock} />
                <WishlistToggle productId={p.id} />
              </div>
            </Suspense>

            <p className="leading-relaxed text-ink-700 md:text-[1.05rem]">{p.description}</p>

            <ProductFacts product={p} />
          </div>
        </div>

        <div className="mt-12 grid items-start gap-6 md:mt-16 md:grid-cols-2">
          <InfoCard title={t('product.usage')}>
            <p className="leading-relaxed text-ink-700">{p.usage}</p>
          </InfoCard>
          <InfoCard title={t('product.ingredients')} hint={t('product.inciHint')}>
            <InciList inci={p.inci} allergens={p.allergens} />
          </InfoCard>
        </div>

        <div className="mt-6">
          <ProductSafety product={p} variant={variant} />
        </div>

        {p.kind === 'combo' && p.combo_items.length > 0 && (
          <div className="mt-6">
            <ComboContents items={p.combo_items} price={p.price_cents} />
          </div>
        )}

        {/* The reviews' texts load with the block: a placeholder holds its place meanwhile. */}
        <div className="mt-6">
          <Suspense fallback={<Skeleton className="h-72 w-full rounded-3xl" />}>
            <ProductReviews productId={p.id} />
          </Suspense>
        </div>

        <div className="mt-8">
          <ProductRail title={t('product.related')} products={p.related} />
        </div>
      </Container>
    </PricesIn>
  )
}

/** The chosen size's own picture first, when it has one. */
function galleryFor(images: ProductDetail['images'], variantImage: string | null, name: string): ProductDetail['images'] {
  if (!variantImage) return images
  return [{ url: variantImage, alt: name }, ...images.filter((i) => i.url !== variantImage)]
}

function InfoCard({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white/70 p-5 ring-1 ring-cream-200 sm:p-8">
      <h2 id={id} className="text-2xl text-ink-900">
        {title}
      </h2>
      {hint && <p className="mt-1 text-xs text-ink-500">{hint}</p>}
      <div className="mt-4">{children}</div>
    </section>
  )
}

function ProductSkeleton() {
  const { t } = useTranslation(['catalog', 'product'])
  return (
    <Container className="pb-16 pt-5 md:pt-8">
      <div role="status">
        <span className="sr-only">{t('loading')}</span>
        <Skeleton className="h-4 w-64" />
        <div className="mt-6 grid gap-8 md:grid-cols-2 md:gap-10 lg:gap-16">
          <Skeleton className="aspect-square rounded-3xl" />
          <div className="flex flex-col gap-4">
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-10 w-4/5" />
            <Skeleton className="h-4 w-40" />
            <Skeleton className="mt-2 h-9 w-36" />
            <SkeletonText lines={4} className="mt-4" />
          </div>
        </div>
      </div>
    </Container>
  )
}
