import { useEffect, useState } from 'react'
import { ApiError } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useTwoFactorText } from '../hooks/use-two-factor-text'

const COOLDOWN_SECONDS = 60

/** "Send a new code", waiting out the server's one-minute cooldown (a 429 says how long). */
export function ResendButton({ send, initialWait = COOLDOWN_SECONDS }: { send: () => Promise<unknown>; initialWait?: number }) {
  const { t, failure } = useTwoFactorText()
  const [until, setUntil] = useState(() => Date.now() + initialWait * 1000)
  const [now, setNow] = useState(() => Date.now())
  const [busy, setBusy] = useState(false)
  const remaining = Math.max(0, Math.ceil((until - now) / 1000))

  useEffect(() => {
    if (remaining <= 0) return
    const id = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(id)
  }, [remaining])

  async function resend() {
    setBusy(true)
    try {
      await send()
      notify.success(t('recovery.resent'))
      setUntil(Date.now() + COOLDOWN_SECONDS * 1000)
    } catch (err) {
      const seconds = err instanceof ApiError && err.status === 429 ? Number(/(\d+)\s*second/.exec(err.problem?.error ?? '')?.[1] ?? COOLDOWN_SECONDS) : 0
      if (seconds) setUntil(Date.now() + seconds * 1000)
      else notify.error(failure(err))
    } finally {
      setNow(Date.now())
      setBusy(false)
    }
  }

  return (
    <p className="text-sm text-ink-600">
      {remaining > 0 ? (
        t('recovery.resendIn', { count: remaining })
      ) : (
        <button type="button" onClick={resend} disabled={busy} className="font-medium text-sage-800 underline underline-offset-4 hover:text-sage-900 disabled:opacity-60">
          {t('recovery.resend')}
        </button>
      )}
    </p>
  )
}
