import { useTranslation } from '../../lib/i18n-runtime'
import { Container } from '../../components/ui/container'
import { Spinner } from '../../components/ui/spinner'
import { useCart } from '../../features/cart/api/cart-queries'
import { CartView } from '../../features/cart/components/cart-view'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { ErrorState } from '../../features/catalog/components/status'
import { useLanguage } from '../../lib/i18n'
import { useDocumentTitle } from '../../lib/use-document-title'

export function Component() {
  const { t } = useTranslation('cart')
  const lang = useLanguage()
  const cart = useCart(lang)
  useDocumentTitle(t('documentTitle'))
  const hasLines = (cart.data?.items.length ?? 0) > 0

  return (
    <Container className="pb-16 pt-5 md:pt-8">
      <Breadcrumbs items={[{ label: t('documentTitle') }]} />
      <header className="mt-5 flex flex-wrap items-baseline gap-x-4 gap-y-1 md:mt-7">
        <h1 className="text-3xl text-ink-900 md:text-5xl">{t('title')}</h1>
        {hasLines && <p className="text-ink-600">{t('itemCount', { count: cart.data?.item_count ?? 0 })}</p>}
      </header>
      <div className="mt-6 md:mt-8">
        {cart.isPending ? (
          <Spinner size="lg" className="min-h-[40vh] py-16" />
        ) : cart.isError ? (
          <ErrorState error={cart.error} onRetry={() => cart.refetch()} />
        ) : (
          <CartView cart={cart.data} />
        )}
      </div>
    </Container>
  )
}
