import { useTranslation } from '../../lib/i18n-runtime'
import { Container } from '../../components/ui/container'
import { Skeleton } from '../../components/ui/skeleton'
import { categoriesQuery, useCategories } from '../../features/catalog/api/catalog-queries'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { CategoryCard } from '../../features/catalog/components/category-card'
import { ErrorState } from '../../features/catalog/components/status'
import { listingHead } from '../../features/catalog/seo'
import { useLanguage } from '../../lib/i18n'
import { usePageHead } from '../../lib/page-head'
import { useDocumentTitle } from '../../lib/use-document-title'
import type { Prefetch } from '../page-prefetch'

/** For the server's one render (app/page-prefetch.ts). */
export const prefetch: Prefetch = ({ lang }) => [categoriesQuery(lang)]

export function Component() {
  const { t } = useTranslation('catalog')
  const lang = useLanguage()
  const categories = useCategories(lang)
  useDocumentTitle(t('category.overview'))
  // Only the server renders the head: the browser build leaves the builders out (import.meta.env.SSR is false there).
  usePageHead(
    import.meta.env.SSR
      ? listingHead(lang, t('category.overviewIntro'), [{ name: t('breadcrumb.home'), path: '/' }, { name: t('category.overview'), path: '/categoryoverview' }])
      : undefined,
  )

  return (
    <Container className="pb-16 pt-5 md:pt-8">
      <Breadcrumbs items={[{ label: t('category.overview') }]} />
      <header className="mt-5 max-w-2xl md:mt-7">
        <h1 className="text-3xl text-ink-900 md:text-5xl">{t('category.overview')}</h1>
        <p className="mt-3 text-ink-600 md:text-lg">{t('category.overviewIntro')}</p>
      </header>
      <div className="mt-8 md:mt-10">
        {categories.isPending ? (
          <div role="status" className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only">{t('loading')}</span>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-96 rounded-3xl" />
            ))}
          </div>
        ) : categories.isError ? (
          <ErrorState error={categories.error} onRetry={() => categories.refetch()} />
        ) : (
          <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {categories.data.map((c) => (
              <CategoryCard key={c.id} category={c} />
            ))}
          </div>
        )}
      </div>
    </Container>
  )
}
