import { useTranslation } from '../../lib/i18n-runtime'
import { AccountFrame } from '../../features/account/components/account-frame'
import { RequireAuth } from '../../features/auth'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { RedeemForm } from '../../features/wallet/components/redeem-form'
import { useDocumentTitle } from '../../lib/use-document-title'

export function Component() {
  return (
    <RequireAuth>
      <RedeemPage />
    </RequireAuth>
  )
}

function RedeemPage() {
  const { t } = useTranslation('wallet')
  useDocumentTitle(t('page.redeem'))
  return (
    <AccountFrame
      title={t('page.redeem')}
      intro={t('page.redeemIntro')}
      breadcrumbs={<Breadcrumbs items={[{ label: t('account'), to: '/youraccount' }, { label: t('page.wallet'), to: '/wallet' }, { label: t('page.redeem') }]} />}
    >
      <div className="max-w-xl">
        <RedeemForm />
      </div>
    </AccountFrame>
  )
}
