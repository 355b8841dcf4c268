import { AuthCard } from '../../features/auth/components/auth-card'
import { useAuth } from '../../lib/use-auth'
import { VerifyForm } from '../../features/two-factor/components/verify-form'
import { useTwoFactorText } from '../../features/two-factor/hooks/use-two-factor-text'
import { useDocumentTitle } from '../../lib/use-document-title'

/** twofactorauthenicationverifiaction: the second step of a login, reached from /login with { challenge, methods }. */
export function Component() {
  const { t } = useTwoFactorText()
  const { signIn } = useAuth()
  useDocumentTitle(t('verify.title'))
  return (
    <AuthCard title={t('verify.title')} intro={t('verify.intro')}>
      <VerifyForm onSignedIn={signIn} />
    </AuthCard>
  )
}
