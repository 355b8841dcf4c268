import { PAGE_SIZE_DEFAULT } from '@shop/domain'
import { useTranslation } from '../../lib/i18n-runtime'
import { Link, useParams, useSearchParams } from '../../lib/router'
import { Container } from '../../components/ui/container'
import { brandsQuery, categoriesQuery, productsQuery, useBrands, useCategories, useProducts } from '../../features/catalog/api/catalog-queries'
import { ActiveFilters } from '../../features/catalog/components/active-filters'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { ALL_SUBCATEGORIES, categoryHref } from '../../features/catalog/components/catalog-links'
import { FilterDrawer } from '../../features/catalog/components/filter-drawer'
import { FilterPanel, typeFiltersFor } from '../../features/catalog/components/filter-panel'
import { Pagination } from '../../features/catalog/components/pagination'
import { ProductGrid, ProductGridSkeleton } from '../../features/catalog/components/product-grid'
import { SortSelect } from '../../features/catalog/components/sort-select'
import { ErrorState, NotFoundState } from '../../features/catalog/components/status'
import { SubcategoryNav } from '../../features/catalog/components/subcategory-nav'
import { EmptyState } from '../../components/ui/empty-state'
import { LeafIcon } from '../../components/ui/icons'
import { Skeleton } from '../../components/ui/skeleton'
import { parseFilters, toApiFilters, useProductFilters } from '../../features/catalog/hooks/use-product-filters'
import { listingHead } from '../../features/catalog/seo'
import { useLanguage } from '../../lib/i18n'
import { PricesIn } from '../../lib/market'
import { usePageHead } from '../../lib/page-head'
import { useDocumentTitle } from '../../lib/use-document-title'
import { usePageStatus } from '../page-status'
import type { Prefetch } from '../page-prefetch'

/** For the server's one render (app/page-prefetch.ts): the tree, the brands and the list the address's filters ask for. */
export const prefetch: Prefetch = ({ params, search, lang, currency }) => {
  const { categoryName = '', subCategoryId = ALL_SUBCATEGORIES } = params
  const scope = { category: categoryName, subcategory: subCategoryId === ALL_SUBCATEGORIES ? undefined : subCategoryId }
  return [categoriesQuery(lang), brandsQuery(lang), productsQuery(lang, currency, toApiFilters(parseFilters(search), scope, PAGE_SIZE_DEFAULT))]
}

export function Component() {
  const { t } = useTranslation(['catalog', 'listing'])
  const lang = useLanguage()
  const { categoryName = '', subCategoryId = ALL_SUBCATEGORIES } = useParams()
  const [params] = useSearchParams()
  const filters = useProductFilters()
  const categories = useCategories(lang)
  const brands = useBrands(lang)

  const category = categories.data?.find((c) => c.slug === categoryName)
  const subcategory =
    subCategoryId === ALL_SUBCATEGORIES ? undefined : category?.subcategories.find((s) => s.id === subCategoryId || s.slug === subCategoryId)
  const unknown = categories.isSuccess && (!category || (subCategoryId !== ALL_SUBCATEGORIES && !subcategory))

  // The API resolves slugs and ids itself, so the list loads alongside the category tree, not after it.
  const products = useProducts(
    lang,
    toApiFilters(
      filters.state,
      { category: categoryName, subcategory: subCategoryId === ALL_SUBCATEGORIES ? undefined : subCategoryId },
      PAGE_SIZE_DEFAULT,
    ),
  )
  const title = subcategory?.name ?? category?.name
  useDocumentTitle(unknown ? t('category.notFoundTitle') : title)
  usePageStatus(unknown ? 404 : undefined)
  // Only the server renders the head: the browser build leaves the builders out (import.meta.env.SSR is false there).
  usePageHead(
    !import.meta.env.SSR
      ? undefined
      : unknown
        ? { noindex: true }
        : category
          ? {
              ...listingHead(lang, category.description, [
                { name: t('breadcrumb.home'), path: '/' },
                { name: t('category.overview'), path: '/categoryoverview' },
                { name: category.name, path: categoryHref(category.slug) },
                ...(subcategory ? [{ name: subcategory.name, path: categoryHref(category.slug, subcategory.id) }] : []),
              ]),
              // A subcategory answers by its slug and by its id: the address the shop links to is the page's own.
              canonicalPath: subcategory ? categoryHref(category.slug, subcategory.id) : categoryHref(category.slug),
            }
          : undefined,
  )

  if (categories.isError) {
    return (
      <Container className="py-10">
        <ErrorState error={categories.error} onRetry={() => categories.refetch()} />
      </Container>
    )
  }
  // 404: no such category; 400: a segment that cannot be a slug or id at all.
  const status = (products.error as { status?: number } | null)?.status
  const apiNotFound = status === 404 || status === 400
  if (unknown || apiNotFound) {
    return (
      <Container className="py-16">
        <NotFoundState title={t('category.notFoundTitle')} text={t('category.notFoundText')} backTo="/categoryoverview" backLabel={t('category.browseAll')} />
      </Container>
    )
  }

  // Moving to another subcategory keeps the filters and sort but starts again at page 1.
  const keep = new URLSearchParams(params)
  keep.delete('page')
  const keepQuery = keep.toString() ? `?${keep}` : ''
  const { skin, hair } = typeFiltersFor(categoryName)
  const list = products.data
  const panel = <FilterPanel filters={filters} brands={brands.data} skin={skin} hair={hair} />

  return (
    <Container className="pb-16 pt-5 md:pt-8">
      {category ? (
        <Breadcrumbs
          items={[
            { label: t('category.overview'), to: '/categoryoverview' },
            ...(subcategory ? [{ label: category.name, to: categoryHref(category.slug) }, { label: subcategory.name }] : [{ label: category.name }]),
          ]}
        />
      ) : (
        <Skeleton className="h-4 w-56" />
      )}

      <header className="mt-5 md:mt-7">
        {title ? (
          <h1 className="text-3xl text-ink-900 md:text-5xl">{title}</h1>
        ) : (
          <Skeleton className="h-10 w-72 md:h-12" />
        )}
        {category && <p className="mt-3 max-w-2xl text-ink-600 md:text-lg">{category.description}</p>}
      </header>

      {category && (
        <div className="mt-6">
          <SubcategoryNav category={category} currentId={subcategory?.id ?? ALL_SUBCATEGORIES} query={keepQuery} />
        </div>
      )}

      <div className="mt-8 grid gap-8 md:grid-cols-[15rem_minmax(0,1fr)] lg:grid-cols-[16.5rem_minmax(0,1fr)] lg:gap-12">
        <aside aria-label={t('filters.title')} className="hidden md:block">
          <h2 className="mb-5 font-display text-xl text-ink-900">{t('filters.title')}</h2>
          {panel}
        </aside>

        <section aria-labelledby="results-heading" className="min-w-0">
          {/* Phones: filters and sort share the first row, the count goes below them. */}
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-cream-200 pb-4">
            <FilterDrawer activeCount={filters.activeCount} resultCount={list?.total} onClear={filters.clear}>
              {panel}
            </FilterDrawer>
            <h2 id="results-heading" className="order-last w-full font-sans text-sm text-ink-600 md:order-none md:w-auto" aria-live="polite">
              {list ? t('category.resultCount', { count: list.total }) : <span className="sr-only">{t('loading')}</span>}
            </h2>
            <SortSelect value={filters.state.sort} onChange={filters.setSort} />
          </div>

          {filters.activeCount > 0 && (
            <div className="mt-4">
              <ActiveFilters filters={filters} brands={brands.data} />
            </div>
          )}

          <div className="mt-6">
            {products.isPending ? (
              <ProductGridSkeleton count={8} />
            ) : products.isError ? (
              <ErrorState error={products.error} onRetry={() => products.refetch()} />
            ) : list && list.data.length > 0 ? (
              <div className={`transition-opacity ${products.isPlaceholderData ? 'opacity-50' : ''}`} aria-busy={products.isPlaceholderData}>
                <PricesIn answer={list}>
                  <ProductGrid products={list.data} />
                </PricesIn>
                <Pagination page={list.page} totalPages={list.total_pages} hrefFor={filters.pageHref} />
              </div>
            ) : list && list.total > 0 ? (
              <EmptyState
                icon={<LeafIcon size={28} />}
                title={t('category.pastLastPage')}
                action={
                  <Link to={filters.pageHref(1)} className="text-sm font-medium text-sage-700 underline underline-offset-4">
                    {t('pagination.first')}
                  </Link>
                }
              />
            ) : (
              <EmptyState
                icon={<LeafIcon size={28} />}
                title={t('category.emptyTitle')}
                message={filters.activeCount > 0 ? t('category.emptyFiltered') : t('category.emptyText')}
                action={
                  filters.activeCount > 0 && (
                    <button type="button" onClick={filters.clear} className="mt-2 inline-flex h-10 items-center rounded-full bg-sage-700 px-5 text-sm font-medium text-cream-50 hover:bg-sage-800">
                      {t('filters.clearAll')}
                    </button>
                  )
                }
              />
            )}
          </div>
        </section>
      </div>
    </Container>
  )
}
