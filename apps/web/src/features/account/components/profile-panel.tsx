import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { Skeleton } from '../../../components/ui/skeleton'
import { useProfile } from '../api/account-api'
import { useAccountText } from '../hooks/use-account-text'
import { ProfileForm } from './profile-form'

/** The signed-in user's profile, loaded, as a form. */
export function ProfilePanel({ onUsernameChange }: { onUsernameChange?: (username: string) => void }) {
  const { t } = useAccountText()
  const profile = useProfile()
  // A change just saved that needs its code: the form starts afresh with the cursor in the code field.
  const [codeJustSent, setCodeJustSent] = useState(false)
  if (profile.isPending) {
    return (
      <div role="status" className="grid gap-5 sm:grid-cols-2">
        <span className="sr-only">{t('loading', { ns: 'common' })}</span>
        <Skeleton className="h-20 rounded-xl sm:col-span-2" />
        <Skeleton className="h-20 rounded-xl" />
        <Skeleton className="h-20 rounded-xl" />
      </div>
    )
  }
  if (profile.isError) {
    return (
      <EmptyState
        tone="error"
        title={t('profile.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => profile.refetch()}>
            {t('profile.retry')}
          </Button>
        }
      />
    )
  }
  // Keyed by what the server holds, so a change made elsewhere starts the form afresh.
  return (
    <ProfileForm
      key={JSON.stringify(profile.data)}
      me={profile.data}
      onUsernameChange={onUsernameChange}
      focusCode={codeJustSent}
      onSaved={(user) => setCodeJustSent(!!user.pending_contact)}
    />
  )
}
