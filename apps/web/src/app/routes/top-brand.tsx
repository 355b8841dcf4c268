import { useTranslation } from '../../lib/i18n-runtime'
import { Container } from '../../components/ui/container'
import { Skeleton } from '../../components/ui/skeleton'
import { brandsQuery, useBrands } from '../../features/catalog/api/catalog-queries'
import { BrandCard } from '../../features/catalog/components/brand-card'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { ErrorState } from '../../features/catalog/components/status'
import { listingHead } from '../../features/catalog/seo'
import { useLanguage } from '../../lib/i18n'
import { usePageHead } from '../../lib/page-head'
import { useDocumentTitle } from '../../lib/use-document-title'
import type { Prefetch } from '../page-prefetch'

/** For the server's one render (app/page-prefetch.ts). */
export const prefetch: Prefetch = ({ lang }) => [brandsQuery(lang)]

export function Component() {
  const { t } = useTranslation('catalog')
  const lang = useLanguage()
  const brands = useBrands(lang)
  useDocumentTitle(t('brands.title'))
  // Only the server renders the head: the browser build leaves the builders out (import.meta.env.SSR is false there).
  usePageHead(import.meta.env.SSR ? listingHead(lang, t('brands.intro'), [{ name: t('breadcrumb.home'), path: '/' }, { name: t('brands.title'), path: '/topbrand' }]) : undefined)

  return (
    <Container className="pb-16 pt-5 md:pt-8">
      <Breadcrumbs items={[{ label: t('brands.title') }]} />
      <header className="mt-5 max-w-2xl md:mt-7">
        <h1 className="text-3xl text-ink-900 md:text-5xl">{t('brands.title')}</h1>
        <p className="mt-3 text-ink-600 md:text-lg">{t('brands.intro')}</p>
      </header>
      <div className="mt-8 md:mt-10">
        {brands.isPending ? (
          <div role="status" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only">{t('loading')}</span>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-64 rounded-3xl" />
            ))}
          </div>
        ) : brands.isError ? (
          <ErrorState error={brands.error} onRetry={() => brands.refetch()} />
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {brands.data.map((b, i) => (
              <li key={b.id}>
                <BrandCard brand={b} index={i} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Container>
  )
}
