import { useTranslation } from '../../lib/i18n-runtime'
import { AccountFrame } from '../../features/account/components/account-frame'
import { RequireAuth } from '../../features/auth'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { TwoFactorOverview } from '../../features/two-factor/components/overview'
import { WithTwoFactorStatus } from '../../features/two-factor/components/with-status'
import { useTwoFactorText } from '../../features/two-factor/hooks/use-two-factor-text'
import { useDocumentTitle } from '../../lib/use-document-title'

/** /Twofactor: status of two-factor authentication and the ways to turn it on, change, turn off or reset it. */
export function Component() {
  return (
    <RequireAuth>
      <TwoFactorPage />
    </RequireAuth>
  )
}

function TwoFactorPage() {
  const { t } = useTwoFactorText()
  const { t: tAccount } = useTranslation('account')
  useDocumentTitle(t('overview.title'))
  return (
    <AccountFrame
      title={t('overview.title')}
      intro={t('overview.intro')}
      breadcrumbs={<Breadcrumbs items={[{ label: tAccount('breadcrumb'), to: '/youraccount' }, { label: t('overview.title') }]} />}
    >
      <WithTwoFactorStatus>{(status) => <TwoFactorOverview status={status} />}</WithTwoFactorStatus>
    </AccountFrame>
  )
}
