import { useTranslation } from 'react-i18next'
import { AccountFrame } from '../../features/account/components/account-frame'
import { useAccountDocumentTitle } from '../../features/account/hooks/use-account-text'
import { RequireAuth } from '../../features/auth'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { WalletPanel } from '../../features/wallet/components/wallet-panel'

export function Component() {
  return (
    <RequireAuth>
      <WalletPage />
    </RequireAuth>
  )
}

function WalletPage() {
  const { t } = useTranslation('wallet')
  useAccountDocumentTitle(t('page.wallet'))
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
