import { maskContact, OTP_LENGTH, type Me } from '@shop/domain'
import { useId, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { PasswordField, TextField } from '../../../components/ui/fields'
import { ApiError } from '../../../lib/api-client'
import { accountApi } from '../api/account-api'
import { useAccountText } from '../hooks/use-account-text'

/** The contact a proof code goes to: the verified email, else the verified phone (as the server picks). */
export function proofContact(me: Me): string | null {
  if (me.email && me.email_verified) return me.email
  if (me.phone_number && me.phone_verified) return me.phone_number
  return null
}

/**
 * A new email or phone needs proof of the account, not just the session (issue 14): the current
 * password, or for an account made by Google or Facebook sign-in (no password) a code sent to the
 * current contact.
 */
export function ContactProof({
  me,
  password,
  code,
  passwordError,
  codeError,
}: {
  me: Me
  password: UseFormRegisterReturn<'current_password'>
  code: UseFormRegisterReturn<'proof_code'>
  passwordError?: string
  codeError?: string
}) {
  const { t } = useAccountText()
  const headingId = useId()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const contact = proofContact(me)

  const send = async () => {
    setBusy(true)
    setFailure(null)
    try {
      setSentTo((await accountApi.sendContactProof()).sent_to)
    } catch (err) {
      setFailure(err instanceof ApiError && err.code === 'rate_limited' ? t('profile.tooMany') : t('proof.sendFailed'))
    } finally {
      setBusy(false)
    }
  }

  if (me.has_password !== false) {
    return (
      <PasswordField
        label={t('proof.password')}
        hint={t('proof.passwordHint')}
        autoComplete="current-password"
        genericToggle
        error={passwordError}
        className="sm:col-span-2"
        {...password}
      />
    )
  }
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-2xl bg-cream-100 p-5 ring-1 ring-cream-300 sm:col-span-2">
      <h2 id={headingId} className="font-display text-lg text-ink-900">
        {t('proof.title')}
      </h2>
      {contact ? (
        <>
          <p className="text-ink-700">{sentTo ? t('proof.sent', { contact: sentTo }) : t('proof.intro')}</p>
          <Button variant="secondary" busy={busy} onClick={send}>
            {sentTo ? t('proof.resend') : t('proof.send', { contact: maskContact(contact) })}
          </Button>
          {failure && (
            <p role="alert" className="text-sm font-medium text-clay-700">
              {failure}
            </p>
          )}
          <TextField
            label={t('proof.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            error={codeError}
            className="sm:w-56"
            {...code}
          />
        </>
      ) : (
        <p className="text-ink-700">{t('proof.noContact')}</p>
      )}
    </section>
  )
}
