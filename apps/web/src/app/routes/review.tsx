import { useTranslation } from '../../lib/i18n-runtime'
import { Link, useLocation, useSearchParams } from '../../lib/router'
import { buttonClasses } from '../../components/ui/button'
import { Container } from '../../components/ui/container'
import type { LoginRedirectState } from '../../lib/session'
import { useAuth } from '../../lib/use-auth'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { Pagination } from '../../features/catalog/components/pagination'
import { MyReviews } from '../../features/reviews/components/my-reviews'
import { ReviewFeed } from '../../features/reviews/components/review-feed'
import { useDocumentTitle } from '../../lib/use-document-title'

/** /review: what the shopper can still review and has reviewed, then the shop's newest reviews. */
export function Component() {
  const { t } = useTranslation('reviews')
  const { user } = useAuth()
  const location = useLocation()
  const [params] = useSearchParams()
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1))
  useDocumentTitle(t('page.title'))
  const state: LoginRedirectState = { from: location.pathname + location.search }

  return (
    <Container className="pb-16 pt-5 md:pt-8">
      <Breadcrumbs items={[{ label: t('page.title') }]} />
      <header className="mt-5 max-w-2xl md:mt-7">
        <h1 className="text-3xl text-ink-900 md:text-5xl">{t('page.title')}</h1>
        <p className="mt-3 text-ink-600 md:text-lg">{t('page.intro')}</p>
      </header>

      <div className="mt-8 md:mt-10">
        {user ? (
          <MyReviews />
        ) : (
          <div className="flex flex-col items-start gap-3 rounded-3xl bg-sage-50 p-5 ring-1 ring-sage-100 sm:flex-row sm:items-center sm:justify-between sm:p-7">
            <p className="text-ink-700">{t('page.guest')}</p>
            <Link to="/login" state={state} className={buttonClasses({ variant: 'primary', className: 'shrink-0' })}>
              {t('guest.signIn')}
            </Link>
          </div>
        )}
      </div>

      <div className="mt-12 md:mt-16">
        <ReviewFeed page={page} pager={(totalPages) => <Pagination page={page} totalPages={totalPages} hrefFor={(p) => (p > 1 ? `/review?page=${p}` : '/review')} />} />
      </div>
    </Container>
  )
}
