import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { notify } from '../../../lib/toast'
import { retryAfterSeconds } from '../api/server-text'
import { CaptchaFailed } from '../captcha-gate'
import { useAuthText } from '../hooks/use-auth-text'

export const RESEND_COOLDOWN_SECONDS = 60

/**
 * "Send a new code", disabled with the seconds left while the server's cooldown runs. A 429 answer
 * starts the wait the server names.
 */
export function ResendCode({
  send,
  remaining,
  startCooldown,
  disabled,
}: {
  send: () => Promise<unknown>
  remaining: number
  startCooldown: (seconds: number) => void
  disabled?: boolean
}) {
  const { t, failureText } = useAuthText()
  const [busy, setBusy] = useState(false)
  async function onClick() {
    setBusy(true)
    try {
      await send()
      notify.success(t('verify.resent'))
      startCooldown(RESEND_COOLDOWN_SECONDS)
    } catch (err) {
      const wait = retryAfterSeconds(err)
      if (wait) startCooldown(wait)
      notify.error(err instanceof CaptchaFailed ? t('captcha.failed') : failureText(err) || t('errors.generic'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-ink-600">
      <span>{t('verify.noCode')}</span>
      <Button variant="ghost" size="sm" onClick={onClick} busy={busy} disabled={disabled || remaining > 0} aria-live="polite">
        {remaining > 0 ? t('verify.resendIn', { count: remaining }) : t('verify.resend')}
      </Button>
    </div>
  )
}
