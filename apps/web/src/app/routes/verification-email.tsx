import { Link, useLocation } from '../../lib/router'
import { AuthCard, textLinkClasses } from '../../features/auth/components/auth-card'
import type { VerifyEmailState } from '../../features/auth/components/signup-form'
import { VerifyEmailForm } from '../../features/auth/components/verify-email-form'
import { useAuthText } from '../../features/auth/hooks/use-auth-text'
import { useDocumentTitle } from '../../lib/use-document-title'

export function Component() {
  const { t } = useAuthText()
  const state = (useLocation().state ?? {}) as VerifyEmailState
  useDocumentTitle(t('verify.emailTitle'))
  return (
    <AuthCard
      title={t('verify.emailTitle')}
      intro={state.email ? t('verify.emailIntro', { email: state.email }) : t('verify.emailIntroNoAddress')}
      footer={
        <Link to="/login" className={textLinkClasses}>
          {t('verify.backToLogin')}
        </Link>
      }
    >
      <VerifyEmailForm />
    </AuthCard>
  )
}
