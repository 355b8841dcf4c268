import { Link, useLocation } from '../../lib/router'
import { AuthCard, textLinkClasses } from '../../features/auth/components/auth-card'
import type { VerifyPhoneState } from '../../features/auth/components/signup-form'
import { VerifyPhoneForm } from '../../features/auth/components/verify-phone-form'
import { useAuthText } from '../../features/auth/hooks/use-auth-text'
import { useCaptcha } from '../../features/captcha/hooks/use-captcha'
import { useDocumentTitle } from '../../lib/use-document-title'

export function Component() {
  const { t } = useAuthText()
  const captcha = useCaptcha()
  const state = (useLocation().state ?? {}) as VerifyPhoneState
  useDocumentTitle(t('verify.phoneTitle'))
  return (
    <AuthCard
      title={t('verify.phoneTitle')}
      intro={state.email ? t('verify.phoneIntro', { phone: state.email }) : undefined}
      footer={
        <Link to="/signup" className={textLinkClasses}>
          {t('verify.backToSignup')}
        </Link>
      }
    >
      <VerifyPhoneForm captcha={captcha} />
    </AuthCard>
  )
}
