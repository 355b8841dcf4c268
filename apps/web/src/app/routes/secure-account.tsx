import type { SecurityUndoAnswer } from '@shop/domain'
import { useState } from 'react'
import { useTranslation } from '../../lib/i18n-runtime'
import { useLocation } from '../../lib/router'
import { SecurityUndo, SecurityUndone } from '../../features/account/components/security-undo'
import { clearSession } from '../../lib/session'
import { AuthCard } from '../../features/auth/components/auth-card'
import { ForgotPasswordFlow } from '../../features/auth/components/forgot-password-flow'
import { useCaptcha } from '../../features/captcha/hooks/use-captcha'
import { useDocumentTitle } from '../../lib/use-document-title'

/**
 * /secureaccount#token=…: the "not you?" link of a security notice (decision 024). The token rides in
 * the fragment, which browsers never send: it stays out of request logs and Referer headers. One press undoes
 * the change and signs every device out; then the owner sets a new password with the code sent to
 * the contact the notice went to.
 */
export function Component() {
  const { t } = useTranslation('account')
  const token = new URLSearchParams(useLocation().hash.slice(1)).get('token')
  const captcha = useCaptcha()
  const [done, setDone] = useState<SecurityUndoAnswer | null>(null)
  useDocumentTitle(t('secure.title'))
  return (
    <AuthCard title={t(done ? 'secure.doneTitle' : 'secure.title')} intro={done ? undefined : t('secure.intro')}>
      {done ? (
        <>
          <SecurityUndone answer={done} />
          <ForgotPasswordFlow captcha={captcha} sentTo={done.reset_code_sent ? done.contact : undefined} />
        </>
      ) : (
        <SecurityUndo
          token={token}
          onUndone={(answer) => {
            // This browser's sign-in ended with every other one.
            clearSession()
            setDone(answer)
          }}
        />
      )}
    </AuthCard>
  )
}
