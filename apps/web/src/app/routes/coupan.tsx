import { Container } from '../../components/ui/container'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { CouponOffers } from '../../features/checkout/components/coupon-offers'
import { useCheckoutText } from '../../features/checkout/hooks/use-checkout-text'
import { useDocumentTitle } from '../../lib/use-document-title'

/** SPEC's /coupan: the coupon codes this shopper can use now. */
export function Component() {
  const { t } = useCheckoutText()
  useDocumentTitle(t('offers.title'))
  return (
    <Container className="pb-16 pt-5 md:pt-8">
      <Breadcrumbs items={[{ label: t('offers.title') }]} />
      <header className="mt-5 max-w-2xl md:mt-7">
        <h1 className="text-3xl text-ink-900 md:text-5xl">{t('offers.title')}</h1>
        <p className="mt-3 text-ink-600 md:text-lg">{t('offers.intro')}</p>
      </header>
      <div className="mt-8 md:mt-10">
        <CouponOffers />
      </div>
    </Container>
  )
}
