import { Link } from '../../lib/router'
import { AuthCard, textLinkClasses } from '../../features/auth/components/auth-card'
import { SignupForm } from '../../features/auth/components/signup-form'
import { useAuthText } from '../../features/auth/hooks/use-auth-text'
import { useCaptcha } from '../../features/captcha/hooks/use-captcha'
import { SocialButtons } from '../../features/social-login/components/social-buttons'
import { useDocumentTitle } from '../../lib/use-document-title'

export function Component() {
  const { t } = useAuthText()
  const captcha = useCaptcha()
  useDocumentTitle(t('signup.title'))
  return (
    <AuthCard
      title={t('signup.title')}
      intro={t('signup.intro')}
      footer={
        <>
          {t('signup.member')}{' '}
          <Link to="/login" className={textLinkClasses}>
            {t('signup.signIn')}
          </Link>
        </>
      }
    >
      <SignupForm social={<SocialButtons />} captcha={captcha} />
    </AuthCard>
  )
}
