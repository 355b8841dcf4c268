import { useEffect, useRef } from 'react'
import { useTranslation } from '../../lib/i18n-runtime'
import { useNavigate } from '../../lib/router'
import { Button } from '../../components/ui/button'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { useProfile } from '../../features/account/api/account-api'
import { AccountFrame } from '../../features/account/components/account-frame'
import { AccountHub } from '../../features/account/components/account-hub'
import { YourData } from '../../features/account/components/your-data'
import { clearSession } from '../../lib/session'
import { RequireAuth } from '../../features/auth'
import { useAuth } from '../../lib/use-auth'
import { useDocumentTitle } from '../../lib/use-document-title'

export function Component() {
  return (
    <RequireAuth>
      <AccountHubPage />
    </RequireAuth>
  )
}

function AccountHubPage() {
  const { t } = useTranslation('account')
  const { user, signOut } = useAuth()
  const profile = useProfile()
  const navigate = useNavigate()
  // An erased account has no session left: the browser forgets it once the shopper has left its
  // pages (the navigation waits for the next page's code; forgetting first would send them to sign in).
  const erased = useRef(false)
  useEffect(() => () => void (erased.current && clearSession()), [])
  useDocumentTitle(t('hub.title'))
  const name = profile.data?.username ?? user?.username ?? ''
  return (
    <AccountFrame
      width="wide"
      title={name ? t('hub.greeting', { name }) : t('hub.title')}
      intro={t('hub.intro')}
      breadcrumbs={<Breadcrumbs items={[{ label: t('hub.title') }]} />}
    >
      <AccountHub me={profile.data} />
      {profile.data && (
        <div className="mt-10">
          <YourData
            me={profile.data}
            onErased={() => {
              erased.current = true
              navigate('/')
            }}
          />
        </div>
      )}
      <div className="mt-12 border-t border-ink-100 pt-6">
        <Button
          variant="secondary"
          onClick={async () => {
            await signOut()
            navigate('/')
          }}
        >
          {t('hub.signOut')}
        </Button>
      </div>
    </AccountFrame>
  )
}
