import { Link } from '../../lib/router'
import { RequireAuth } from '../../features/auth'
import { AuthCard, textLinkClasses } from '../../features/auth/components/auth-card'
import { ChangePasswordForm } from '../../features/auth/components/change-password-form'
import { useAuthText } from '../../features/auth/hooks/use-auth-text'
import { useDocumentTitle } from '../../lib/use-document-title'

export function Component() {
  return (
    <RequireAuth>
      <ChangePasswordPage />
    </RequireAuth>
  )
}

function ChangePasswordPage() {
  const { t } = useAuthText()
  useDocumentTitle(t('change.title'))
  return (
    <AuthCard
      title={t('change.title')}
      intro={t('change.intro')}
      footer={
        <Link to="/forgetpassword" className={textLinkClasses}>
          {t('change.forgot')}
        </Link>
      }
    >
      <ChangePasswordForm />
    </AuthCard>
  )
}
