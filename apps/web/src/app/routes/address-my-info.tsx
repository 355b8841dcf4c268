import { useTranslation } from '../../lib/i18n-runtime'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { AccountFrame } from '../../features/account/components/account-frame'
import { AddressBook } from '../../features/account/components/address-book'
import { RequireAuth } from '../../features/auth'
import { useDocumentTitle } from '../../lib/use-document-title'

export function Component() {
  return (
    <RequireAuth>
      <AddressBookPage />
    </RequireAuth>
  )
}

function AddressBookPage() {
  const { t } = useTranslation('account')
  useDocumentTitle(t('address.title'))
  return (
    <AccountFrame
      width="wide"
      title={t('address.title')}
      intro={t('address.intro')}
      breadcrumbs={<Breadcrumbs items={[{ label: t('breadcrumb'), to: '/youraccount' }, { label: t('address.title') }]} />}
    >
      <div className="max-w-5xl">
        <AddressBook />
      </div>
    </AccountFrame>
  )
}
