import { useTranslation } from '../../lib/i18n-runtime'
import { Container } from '../../components/ui/container'
import { Spinner } from '../../components/ui/spinner'
import { RequireAuth } from '../../features/auth'
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button'
import { useSearch } from '../../features/catalog/api/catalog-queries'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { searchHref } from '../../features/catalog/components/catalog-links'
import { ProductCard } from '../../features/catalog/components/product-card'
import { ErrorState } from '../../features/catalog/components/status'
import { useWishlist } from '../../features/wishlist/api/wishlist-api'
import { RemoveFromWishlistButton } from '../../features/wishlist/components/remove-from-wishlist'
import { EmptyWishlist, PopularSearches } from '../../features/wishlist/components/wishlist-states'
import { useLanguage } from '../../lib/i18n'
import { PricesIn } from '../../lib/market'
import { useDocumentTitle } from '../../lib/use-document-title'

const GRID = 'grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 sm:gap-x-5 lg:grid-cols-4 lg:gap-x-6 lg:gap-y-10'

export function Component() {
  return (
    <RequireAuth>
      <WishlistPage />
    </RequireAuth>
  )
}

function WishlistPage() {
  const { t } = useTranslation('wishlist')
  const lang = useLanguage()
  const list = useWishlist(lang)
  // The same empty-query search the shop makes on start: it carries the popular searches.
  const popular = useSearch(lang, '')
  useDocumentTitle(t('title'))
  const items = list.data?.data ?? []

  return (
    <Container className="pb-16 pt-5 md:pt-8">
      <Breadcrumbs items={[{ label: t('account'), to: '/youraccount' }, { label: t('title') }]} />
      <header className="mt-5 max-w-2xl md:mt-7">
        <h1 className="text-3xl text-ink-900 md:text-5xl">{t('title')}</h1>
        <p className="mt-3 text-ink-600 md:text-lg">{items.length > 0 ? t('count', { count: items.length }) : t('intro')}</p>
      </header>

      <div className="mt-8 md:mt-10">
        {list.isPending ? (
          <Spinner size="lg" className="min-h-[40vh] py-16" />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => list.refetch()} />
        ) : items.length === 0 ? (
          <EmptyWishlist />
        ) : (
          <PricesIn answer={list.data}>
            <ul className={GRID} aria-label={t('listLabel')}>
              {items.map((p, i) => (
                <li key={p.id}>
                  <ProductCard
                    product={p}
                    eager={i < 4}
                    action={
                      <div className="flex items-center gap-2">
                        {p.unavailable ? (
                          <span className="min-w-0 flex-1 text-sm font-medium text-clay-700">{t('unavailable')}</span>
                        ) : (
                          <AddToCartButton variant="compact" productId={p.id} name={p.name} stock={p.stock} className="min-w-0 flex-1" />
                        )}
                        <RemoveFromWishlistButton productId={p.id} name={p.name} />
                      </div>
                    }
                  />
                </li>
              ))}
            </ul>
          </PricesIn>
        )}
      </div>

      <PopularSearches searches={popular.data?.popular_searches ?? []} hrefFor={searchHref} />
    </Container>
  )
}
