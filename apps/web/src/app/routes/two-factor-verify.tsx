import { AuthCard } from '../../features/auth/components/auth-card'
import { useAuth } from '../../features/auth'
import { VerifyForm } from '../../features/two-factor/components/verify-form'
import { useTwoFactorText, useTwoFactorTitle } from '../../features/two-factor/hooks/use-two-factor-text'

/** twofactorauthenicationverifiaction: the second step of a login, reached from /login with { challenge, methods }. */
export function Component() {
  const { t } = useTwoFactorText()
  const { signIn } = useAuth()
  useTwoFactorTitle(t('verify.title'))
  return (
    <AuthCard title={t('verify.title')} intro={t('verify.intro')}>
      <VerifyForm onSignedIn={signIn} />
    </AuthCard>
  )
}
