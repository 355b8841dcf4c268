import { Link } from '../../lib/router'
import { AuthCard, textLinkClasses } from '../../features/auth/components/auth-card'
import { ForgotPasswordFlow } from '../../features/auth/components/forgot-password-flow'
import { useAuthText } from '../../features/auth/hooks/use-auth-text'
import { useCaptcha } from '../../features/captcha/hooks/use-captcha'
import { useDocumentTitle } from '../../lib/use-document-title'

export function Component() {
  const { t } = useAuthText()
  const captcha = useCaptcha()
  useDocumentTitle(t('forgot.title'))
  return (
    <AuthCard
      title={t('forgot.title')}
      intro={t('forgot.intro')}
      footer={
        <Link to="/login" className={textLinkClasses}>
          {t('verify.backToLogin')}
        </Link>
      }
    >
      <ForgotPasswordFlow captcha={captcha} />
    </AuthCard>
  )
}
