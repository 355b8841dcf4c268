import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { AccountFrame } from '../../features/account/components/account-frame'
import { ShippingAddressPicker } from '../../features/account/components/shipping-address-picker'
import { useAccountDocumentTitle } from '../../features/account/hooks/use-account-text'
import { RequireAuth } from '../../features/auth'

export function Component() {
  return (
    <RequireAuth>
      <ShippingAddressPage />
    </RequireAuth>
  )
}

function ShippingAddressPage() {
  const { t } = useTranslation('account')
  useAccountDocumentTitle(t('shipping.title'))
  return (
    <AccountFrame
      title={t('shipping.title')}
      intro={t('shipping.intro')}
      breadcrumbs={<Breadcrumbs items={[{ label: t('breadcrumb'), to: '/youraccount' }, { label: t('shipping.title') }]} />}
    >
      <ShippingAddressPicker />
      <p className="mt-8 text-sm">
        <Link to="/addressmyinfo" className="font-medium text-sage-800 underline underline-offset-4 hover:text-sage-900">
          {t('shipping.manage')}
        </Link>
      </p>
    </AccountFrame>
  )
}
