import { maskContact, OTP_LENGTH, PASSWORD_MAX, type AccountProof, type Me } from '@shop/domain'
import { useId, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Notice, PasswordField, TextField } from '../../../components/ui/fields'
import { ApiError } from '../../../lib/api-client'
import { useTranslation } from '../../../lib/i18n-runtime'
import { privacyApi } from '../api/privacy-api'
import { proofContact } from './contact-proof'

type Field = 'password' | 'code'

/**
 * The proof a data download or an erasure asks for (decision 046): the password, or for an account
 * without one (Google or Facebook sign-in) a code sent to its verified contact. The state and the
 * reading of the server's refusals, for a form that shows <PrivacyProof>.
 */
export function usePrivacyProof(me: Me) {
  const { t } = useTranslation('privacy')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState<{ field: Field; text: string } | null>(null)
  const passwordless = me.has_password === false

  return {
    me,
    passwordless,
    password,
    code,
    error,
    setPassword: (v: string) => {
      setPassword(v)
      setError(null)
    },
    setCode: (v: string) => {
      setCode(v)
      setError(null)
    },
    /** The proof to send, or null after marking the empty field. */
    proof(): AccountProof | null {
      if (!passwordless) {
        if (password) return { current_password: password }
        setError({ field: 'password', text: t('proof.passwordNeeded') })
        return null
      }
      const digits = code.trim()
      if (new RegExp(`^\\d{${OTP_LENGTH}}$`).test(digits)) return { proof_code: digits }
      setError({ field: 'code', text: t('proof.codeNeeded') })
      return null
    },
    /** Marks a refused proof on its field; false for any other refusal. */
    refused(err: unknown): boolean {
      if (!(err instanceof ApiError)) return false
      if (err.reason === 'current_password_wrong' || err.reason === 'current_password_needed') {
        setError({ field: 'password', text: t(err.reason === 'current_password_wrong' ? 'proof.passwordWrong' : 'proof.passwordNeeded') })
        return true
      }
      if (err.reason === 'otp_wrong' || err.reason === 'contact_proof_needed') {
        setError({ field: 'code', text: t(err.reason === 'otp_wrong' ? 'proof.codeWrong' : 'proof.codeNeeded') })
        return true
      }
      if (err.code === 'rate_limited') {
        setError({ field: passwordless ? 'code' : 'password', text: t('proof.tooMany') })
        return true
      }
      return false
    },
  }
}

export type PrivacyProofState = ReturnType<typeof usePrivacyProof>

/** The password field, or for an account without one: "send me a code" and the code's field. */
export function PrivacyProof({ state, autoFocus = false }: { state: PrivacyProofState; autoFocus?: boolean }) {
  const { t } = useTranslation('privacy')
  const headingId = useId()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const fieldError = (field: Field) => (state.error?.field === field ? state.error.text : undefined)

  if (!state.passwordless) {
    return (
      <PasswordField
        label={t('proof.password')}
        hint={t('proof.passwordHint')}
        autoComplete="current-password"
        genericToggle
        maxLength={PASSWORD_MAX}
        autoFocus={autoFocus}
        value={state.password}
        onChange={(e) => state.setPassword(e.target.value)}
        error={fieldError('password')}
      />
    )
  }

  const contact = proofContact(state.me)
  if (!contact) return <Notice tone="info">{t('proof.noContact')}</Notice>
  const send = async () => {
    setBusy(true)
    setFailure(null)
    try {
      setSentTo((await privacyApi.sendCode()).sent_to)
    } catch (err) {
      setFailure(err instanceof ApiError && err.code === 'rate_limited' ? t('proof.tooMany') : t('proof.sendFailed'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div role="group" aria-labelledby={headingId} className="space-y-3 rounded-xl bg-cream-100 p-4 ring-1 ring-cream-300">
      <p id={headingId} className="text-sm text-ink-700">
        {sentTo ? t('proof.sent', { contact: sentTo }) : t('proof.codeIntro', { contact: maskContact(contact) })}
      </p>
      <Button variant="secondary" size="sm" busy={busy} onClick={send}>
        {sentTo ? t('proof.resend') : t('proof.send')}
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
        className="sm:w-56"
        value={state.code}
        onChange={(e) => state.setCode(e.target.value)}
        error={fieldError('code')}
      />
    </div>
  )
}
