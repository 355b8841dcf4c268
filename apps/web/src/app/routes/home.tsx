import { useTranslation } from '../../lib/i18n-runtime'
import { Container } from '../../components/ui/container'
import { brandsQuery, homePageQuery, useBrands, useCategories, useHomePage } from '../../features/catalog/api/catalog-queries'
import { BrandStrip } from '../../features/catalog/components/brand-strip'
import { CategoryTiles, CategoryTilesSkeleton } from '../../features/catalog/components/category-tiles'
import { HeroCarousel, HeroSkeleton } from '../../features/catalog/components/hero-carousel'
import { ProductRail } from '../../features/catalog/components/product-rail'
import { PromoBand } from '../../features/catalog/components/promo-band'
import { ErrorState } from '../../features/catalog/components/status'
import { homeHead } from '../../features/catalog/seo'
import { SHOP } from '../../features/content/shop-identity'
import { useLanguage } from '../../lib/i18n'
import { PricesIn } from '../../lib/market'
import { usePageHead } from '../../lib/page-head'
import { useDocumentTitle } from '../../lib/use-document-title'
import type { Prefetch } from '../page-prefetch'

/** For the server's one render (app/page-prefetch.ts); the categories are the layout's. */
export const prefetch: Prefetch = ({ lang, currency }) => [homePageQuery(lang, currency), brandsQuery(lang)]

export function Component() {
  const { t } = useTranslation('catalog')
  const lang = useLanguage()
  const home = useHomePage(lang)
  const categories = useCategories(lang)
  const brands = useBrands(lang)
  useDocumentTitle(t('meta.home'))
  // Only the server renders the head: the browser build leaves the builders out (import.meta.env.SSR is false there).
  usePageHead(import.meta.env.SSR ? homeHead(lang, { name: SHOP.name, description: t('meta.homeDescription'), logo: '/favicon.svg' }) : undefined)

  return (
    <Container className="pb-10 pt-4 md:pt-8">
      <h1 className="sr-only">{t('home.heading')}</h1>

      {home.isPending ? <HeroSkeleton /> : home.isError ? <ErrorState error={home.error} onRetry={() => home.refetch()} /> : <HeroCarousel banners={home.data.banners} />}

      {categories.isPending ? (
        <CategoryTilesSkeleton />
      ) : categories.isError ? (
        <ErrorState className="my-8" error={categories.error} onRetry={() => categories.refetch()} />
      ) : (
        <CategoryTiles categories={categories.data} />
      )}

      {!home.isError && (
        <PricesIn answer={home.data}>
          <ProductRail eyebrow={t('home.featuredEyebrow')} title={t('home.featured')} products={home.data?.featured} loading={home.isPending} />
          <ProductRail eyebrow={t('home.bestsellersEyebrow')} title={t('home.bestsellers')} products={home.data?.bestsellers} loading={home.isPending} />
          {home.data && <PromoBand text={home.data.promo.text} code={home.data.promo.code} />}
          <ProductRail eyebrow={t('home.newArrivalsEyebrow')} title={t('home.newArrivals')} products={home.data?.new_arrivals} loading={home.isPending} />
        </PricesIn>
      )}

      {brands.isError ? <ErrorState className="my-8" error={brands.error} onRetry={() => brands.refetch()} /> : brands.data && <BrandStrip brands={brands.data} />}
    </Container>
  )
}
