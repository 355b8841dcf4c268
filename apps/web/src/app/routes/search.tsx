import { SEARCH_QUERY_MAX } from '@shop/domain'
import { Trans, useTranslation } from '../../lib/i18n-runtime'
import { Link, useParams, useSearchParams } from '../../lib/router'
import { buttonClasses } from '../../components/ui/button'
import { Container } from '../../components/ui/container'
import { SearchIcon } from '../../components/ui/icons'
import { searchQuery, suggestionsQuery, useSearch } from '../../features/catalog/api/catalog-queries'
import { searchHref } from '../../features/catalog/components/catalog-links'
import { Pagination } from '../../features/catalog/components/pagination'
import { ProductGrid, ProductGridSkeleton } from '../../features/catalog/components/product-grid'
import { ErrorState } from '../../features/catalog/components/status'
import { useLanguage } from '../../lib/i18n'
import { PricesIn } from '../../lib/market'
import { usePageHead } from '../../lib/page-head'
import { useDocumentTitle } from '../../lib/use-document-title'
import type { Prefetch } from '../page-prefetch'

/**
 * For the server's one render (app/page-prefetch.ts): the same text and page the page reads, and
 * the suggestions the header's search box asks for with the address's words in it.
 */
export const prefetch: Prefetch = ({ params, search, lang, currency }) => {
  const text = (params.text ?? '').trim().slice(0, SEARCH_QUERY_MAX)
  const pageParam = Number(search.get('page'))
  return [searchQuery(lang, currency, text, Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 1000 ? pageParam : 1), suggestionsQuery(lang, (params.text ?? '').trim())]
}

export function Component() {
  const { t } = useTranslation('catalog')
  const lang = useLanguage()
  const { text: raw = '' } = useParams()
  const text = raw.trim().slice(0, SEARCH_QUERY_MAX)
  const [params] = useSearchParams()
  const pageParam = Number(params.get('page'))
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 1000 ? pageParam : 1
  const search = useSearch(lang, text, page)
  useDocumentTitle(t('search.documentTitle', { text }))
  // Results pages are endless and thin: search engines should follow them, not list them.
  usePageHead({ noindex: true })

  const answer = search.data
  const totalPages = answer ? Math.max(1, Math.ceil(answer.total / answer.page_size)) : 1

  return (
    <Container className="pb-16 pt-6 md:pt-10">
      <header className="border-b border-cream-200 pb-6">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-sage-700">{t('search.eyebrow')}</p>
        <h1 className="mt-2 break-words text-3xl text-ink-900 md:text-5xl">{t('search.heading', { text })}</h1>
        {/* The count heads the results, as on a category page: the product cards' h3s sit under an h2. */}
        <h2 className="mt-3 min-h-6 font-sans text-base tracking-normal text-ink-600" aria-live="polite">
          {answer ? (
            t('search.resultCount', { count: answer.total })
          ) : (
            <>
              <span className="sr-only">{t('loading')}</span>
              <span aria-hidden="true" className="inline-block h-5 w-32 animate-pulse rounded-md bg-ink-100 align-middle" />
            </>
          )}
        </h2>
        {answer?.did_you_mean && (
          <p className="mt-4 rounded-2xl bg-sage-50 px-4 py-3 text-ink-800 ring-1 ring-sage-100">
            {answer.total > 0 ? (
              // The server corrected the words and these are its results. It has no way to search
              // the words as typed, so the corrected words link to their own results page.
              <Trans
                t={t}
                i18nKey="search.showingResultsFor"
                values={{ text: answer.did_you_mean }}
                components={{ query: <Link to={searchHref(answer.did_you_mean)} className="font-semibold text-sage-800 underline underline-offset-4" /> }}
              />
            ) : (
              <>
                {t('search.didYouMean')}{' '}
                <Link to={searchHref(answer.did_you_mean)} className="font-semibold text-sage-800 underline underline-offset-4">
                  {answer.did_you_mean}
                </Link>
                ?
              </>
            )}
          </p>
        )}
      </header>

      <PricesIn answer={answer}>
        <div className="mt-8">
          {search.isPending ? (
            <ProductGridSkeleton count={8} />
          ) : search.isError ? (
            <ErrorState error={search.error} onRetry={() => search.refetch()} />
          ) : answer && answer.results.length > 0 ? (
            <div className={`transition-opacity ${search.isPlaceholderData ? 'opacity-50' : ''}`} aria-busy={search.isPlaceholderData}>
              <ProductGrid products={answer.results} />
              <Pagination page={answer.page} totalPages={totalPages} hrefFor={(p) => searchHref(text, p)} />
            </div>
          ) : answer && answer.total > 0 ? (
            <p className="text-center text-ink-600">
              {t('category.pastLastPage')}{' '}
              <Link to={searchHref(text)} className="font-medium text-sage-700 underline underline-offset-4">
                {t('pagination.first')}
              </Link>
            </p>
          ) : (
            answer && <NothingFound popular={answer.popular_searches} products={answer.popular_results} text={text} />
          )}
        </div>
      </PricesIn>
    </Container>
  )
}

function NothingFound({ popular, products, text }: { popular: string[]; products: Parameters<typeof ProductGrid>[0]['products']; text: string }) {
  const { t } = useTranslation('catalog')
  return (
    <div>
      <div className="mx-auto flex max-w-2xl flex-col items-center rounded-3xl bg-cream-100 px-6 py-10 text-center ring-1 ring-cream-200">
        <span className="grid size-14 place-items-center rounded-full bg-cream-50 text-sage-700">
          <SearchIcon size={26} />
        </span>
        <h2 className="mt-4 text-2xl text-ink-900">{text ? t('search.nothingTitle', { text }) : t('search.emptyQuery')}</h2>
        <p className="mt-2 text-ink-600">{t('search.nothingText')}</p>
        <Link to="/categoryoverview" className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-5' })}>
          {t('category.browseAll')}
        </Link>
        {popular.length > 0 && (
          <div className="mt-6 w-full">
            <h3 className="font-sans text-xs font-semibold uppercase tracking-[0.16em] text-ink-600">{t('search.popularSearches')}</h3>
            <ul className="mt-3 flex flex-wrap justify-center gap-2">
              {popular.map((q) => (
                <li key={q}>
                  <Link to={searchHref(q)} className="inline-flex h-9 items-center rounded-full border border-ink-200 bg-white px-4 text-sm text-ink-800 transition hover:border-sage-500 hover:text-sage-800">
                    {q}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {products.length > 0 && (
        <section aria-labelledby="popular-products" className="mt-12">
          <h2 id="popular-products" className="mb-6 text-2xl text-ink-900 md:text-3xl">
            {t('search.popularProducts')}
          </h2>
          <ProductGrid products={products} eagerCount={0} />
        </section>
      )}
    </div>
  )
}
