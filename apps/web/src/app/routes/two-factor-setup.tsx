import { useTranslation } from '../../lib/i18n-runtime'
import { AccountFrame } from '../../features/account/components/account-frame'
import { RequireAuth } from '../../features/auth'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { SetupPanel } from '../../features/two-factor/components/setup-panel'
import { WithTwoFactorStatus } from '../../features/two-factor/components/with-status'
import { useTwoFactorText } from '../../features/two-factor/hooks/use-two-factor-text'
import { useDocumentTitle } from '../../lib/use-document-title'

/** /twofactorauthentication: QR code and secret for an authenticator app, confirmed with a 6-digit code. */
export function Component() {
  return (
    <RequireAuth>
      <SetupPage />
    </RequireAuth>
  )
}

function SetupPage() {
  const { t } = useTwoFactorText()
  const { t: tAccount } = useTranslation('account')
  useDocumentTitle(t('setup.title'))
  return (
    <AccountFrame
      title={t('setup.title')}
      intro={t('setup.intro')}
      breadcrumbs={
        <Breadcrumbs items={[{ label: tAccount('breadcrumb'), to: '/youraccount' }, { label: t('overview.title'), to: '/Twofactor' }, { label: t('setup.title') }]} />
      }
    >
      <WithTwoFactorStatus>{(status) => <SetupPanel status={status} />}</WithTwoFactorStatus>
    </AccountFrame>
  )
}
