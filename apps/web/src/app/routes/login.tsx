import { Link, useLocation } from '../../lib/router'
import { AuthCard, textLinkClasses } from '../../features/auth/components/auth-card'
import { LoginForm } from '../../features/auth/components/login-form'
import { useAuthText } from '../../features/auth/hooks/use-auth-text'
import { SocialButtons } from '../../features/social-login/components/social-buttons'
import { useDocumentTitle } from '../../lib/use-document-title'

export function Component() {
  const { t } = useAuthText()
  const location = useLocation()
  useDocumentTitle(t('login.title'))
  return (
    <AuthCard
      title={t('login.title')}
      intro={t('login.intro')}
      footer={
        <>
          {t('login.newHere')}{' '}
          <Link to="/signup" state={location.state} className={textLinkClasses}>
            {t('login.createAccount')}
          </Link>
        </>
      }
    >
      <LoginForm social={<SocialButtons />} />
    </AuthCard>
  )
}
