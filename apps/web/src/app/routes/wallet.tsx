import { useTranslation } from '../../lib/i18n-runtime'
import { AccountFrame } from '../../features/account/components/account-frame'
import { RequireAuth } from '../../features/auth'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { WalletPanel } from '../../features/wallet/components/wallet-panel'
import { useDocumentTitle } from '../../lib/use-document-title'

export function Component() {
  return (
    <RequireAuth>
      <WalletPage />
    </RequireAuth>
  )
}

function WalletPage() {
  const { t } = useTranslation('wallet')
  useDocumentTitle(t('page.wallet'))
  return (
    <AccountFrame
      width="wide"
      title={t('page.wallet')}
      intro={t('page.walletIntro')}
      breadcrumbs={<Breadcrumbs items={[{ label: t('account'), to: '/youraccount' }, { label: t('page.wallet') }]} />}
    >
      <WalletPanel />
    </AccountFrame>
  )
}
