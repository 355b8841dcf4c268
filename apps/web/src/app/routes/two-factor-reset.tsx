import { useTranslation } from '../../lib/i18n-runtime'
import { AccountFrame } from '../../features/account/components/account-frame'
import { RequireAuth } from '../../features/auth'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { ResetPanel } from '../../features/two-factor/components/reset-panel'
import { WithTwoFactorStatus } from '../../features/two-factor/components/with-status'
import { useTwoFactorText } from '../../features/two-factor/hooks/use-two-factor-text'
import { useDocumentTitle } from '../../lib/use-document-title'

/** twofactorauthenticationreset: turn two-factor authentication off, or reset it when the phone is lost. */
export function Component() {
  return (
    <RequireAuth>
      <ResetPage />
    </RequireAuth>
  )
}

function ResetPage() {
  const { t } = useTwoFactorText()
  const { t: tAccount } = useTranslation('account')
  useDocumentTitle(t('reset.title'))
  return (
    <AccountFrame
      title={t('reset.title')}
      intro={t('reset.intro')}
      breadcrumbs={
        <Breadcrumbs items={[{ label: tAccount('breadcrumb'), to: '/youraccount' }, { label: t('overview.title'), to: '/Twofactor' }, { label: t('reset.title') }]} />
      }
    >
      <WithTwoFactorStatus>{(status) => <ResetPanel status={status} />}</WithTwoFactorStatus>
    </AccountFrame>
  )
}
