import { useTranslation } from '../../lib/i18n-runtime'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { AccountFrame } from '../../features/account/components/account-frame'
import { ProfilePanel } from '../../features/account/components/profile-panel'
import { RequireAuth } from '../../features/auth'
import { storeUsername } from '../../lib/session'
import { useDocumentTitle } from '../../lib/use-document-title'

export function Component() {
  return (
    <RequireAuth>
      <ProfilePage />
    </RequireAuth>
  )
}

function ProfilePage() {
  const { t } = useTranslation('account')
  useDocumentTitle(t('profile.title'))
  return (
    <AccountFrame
      title={t('profile.title')}
      intro={t('profile.intro')}
      breadcrumbs={<Breadcrumbs items={[{ label: t('breadcrumb'), to: '/youraccount' }, { label: t('profile.title') }]} />}
    >
      <ProfilePanel onUsernameChange={storeUsername} />
    </AccountFrame>
  )
}
