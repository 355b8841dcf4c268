import { AUTH_MESSAGES, contactKind, OTP_LENGTH, type Me } from '@shop/domain'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/fields'
import { ApiError } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { accountApi } from '../api/account-api'
import { useAccountText } from '../hooks/use-account-text'

/**
 * A changed email or phone waits for its code: this box takes it (verify-otp, purpose
 * contact_change). "Send a new code" saves the same change again, which sends a fresh code.
 */
export function PendingContact({ contact, onConfirmed, autoFocus = false }: { contact: string; onConfirmed: (user: Me) => void; autoFocus?: boolean }) {
  const { t, message } = useAccountText()
  const headingId = useId()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState<'confirm' | 'resend' | null>(null)

  const confirm = async (e: FormEvent) => {
    e.preventDefault()
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) return setError(message(AUTH_MESSAGES.wrongOtp))
    setBusy('confirm')
    try {
      const answer = await accountApi.confirmContact(contact, code)
      notify.success(t('pending.confirmed'))
      setCode('')
      // The server answers with the updated user; without it, read the profile again.
      onConfirmed(answer.user ?? (await accountApi.profile()))
    } catch (err) {
      setError(err instanceof ApiError && err.code === 'rate_limited' ? t('profile.tooMany') : message(AUTH_MESSAGES.wrongOtp))
    } finally {
      setBusy(null)
    }
  }

  const resend = async () => {
    setBusy('resend')
    setError(undefined)
    try {
      await accountApi.updateProfile(contactKind(contact) === 'phone' ? { phone_number: contact } : { email: contact })
      notify.info(t('pending.resent'))
    } catch (err) {
      setError(err instanceof ApiError && err.code === 'rate_limited' ? t('profile.tooMany') : t('profile.failed'))
    } finally {
      setBusy(null)
    }
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-cream-100 p-5 ring-1 ring-cream-300 sm:p-6">
      <h2 id={headingId} className="font-display text-xl text-ink-900">
        {t('pending.title')}
      </h2>
      <p className="mt-1.5 text-ink-700">{t('pending.text', { contact })}</p>
      <form noValidate onSubmit={confirm} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label={t('pending.code')}
          hint={t('pending.codeHint')}
          value={code}
          onChange={(e) => {
            setCode(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))
            setError(undefined)
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          autoFocus={autoFocus}
          error={error}
          className="sm:w-56"
        />
        <div className="flex flex-wrap gap-2 sm:mt-7">
          <Button type="submit" busy={busy === 'confirm'} disabled={busy === 'resend'}>
            {t('pending.confirm')}
          </Button>
          <Button variant="ghost" busy={busy === 'resend'} disabled={busy === 'confirm'} onClick={resend}>
            {t('pending.resend')}
          </Button>
        </div>
      </form>
    </section>
  )
}
