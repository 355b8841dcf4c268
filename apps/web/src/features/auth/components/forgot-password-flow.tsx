import { zodResolver } from '@hookform/resolvers/zod'
import { ForgotPasswordBodySchema, contactKind, normaliseContact } from '@shop/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from '../../../lib/router'
import type { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { Notice, TextField } from '../../../components/ui/fields'
import { ApiError } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { authApi } from '../api/auth-api'
import { CaptchaFailed, captchaToken, type CaptchaGate } from '../captcha-gate'
import { ResetPasswordFormSchema, type ResetPasswordForm } from '../forms'
import { useAuthText } from '../hooks/use-auth-text'
import { useCooldown } from '../hooks/use-cooldown'
import { CodeField } from './code-field'
import { NewPasswordFields } from './new-password-fields'
import { RESEND_COOLDOWN_SECONDS, ResendCode } from './resend-code'
import type { LoginState } from './signup-form'

const ContactSchema = ForgotPasswordBodySchema.pick({ email: true })
type ContactValues = z.infer<typeof ContactSchema>

/**
 * /forgetpassword: the contact gets a code, then the code and a new password reset it. A code to
 * a phone passes the `captcha` the page gives; its widget stays in place across both steps.
 * `sentTo`: a code already went to this contact (the security notice's undo sent it): start at the second step.
 */
export function ForgotPasswordFlow({ captcha, sentTo }: { captcha?: CaptchaGate; sentTo?: string }) {
  const [contact, setContact] = useState<string | null>(sentTo ?? null)
  const cooldown = useCooldown(sentTo ? RESEND_COOLDOWN_SECONDS : 0)
  // Only a text message costs money; an email reset needs no captcha.
  const sendCode = async (to: string) => authApi.forgotPassword(to, contactKind(to) === 'phone' ? await captchaToken(captcha) : undefined)
  return (
    <>
      {contact === null ? (
        <RequestCode
          sendCode={sendCode}
          onSent={(c) => {
            setContact(c)
            cooldown.start(RESEND_COOLDOWN_SECONDS)
          }}
        />
      ) : (
        <ResetWithCode contact={contact} sendCode={sendCode} cooldown={cooldown} onChangeContact={() => setContact(null)} announced={contact === sentTo} />
      )}
      {captcha?.widget}
    </>
  )
}

function RequestCode({ sendCode, onSent }: { sendCode: (contact: string) => Promise<unknown>; onSent: (contact: string) => void }) {
  const { t, message, failureText } = useAuthText()
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({ resolver: zodResolver(ContactSchema), defaultValues: { email: '' }, reValidateMode: 'onSubmit' })

  async function onSubmit(values: ContactValues) {
    const contact = normaliseContact(values.email)
    setFailure(null)
    try {
      await sendCode(contact)
      onSent(contact)
    } catch (err) {
      setFailure(err instanceof CaptchaFailed ? t('captcha.failed') : failureText(err) || t('errors.generic'))
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      {failure && <Notice>{failure}</Notice>}
      <TextField
        label={t('field.contact')}
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint={t('field.contactHint')}
        error={message(errors.email?.message)}
        {...register('email', {
          onChange: () => {
            clearErrors('email')
            setFailure(null)
          },
        })}
      />
      <Button type="submit" size="lg" className="w-full" busy={isSubmitting}>
        {t('forgot.sendCode')}
      </Button>
    </form>
  )
}

function ResetWithCode({
  contact,
  sendCode,
  cooldown,
  onChangeContact,
  announced = false,
}: {
  contact: string
  sendCode: (contact: string) => Promise<unknown>
  cooldown: ReturnType<typeof useCooldown>
  onChangeContact: () => void
  /** The page above already said where the code went (the security notice's undo). */
  announced?: boolean
}) {
  const { t, message, failureText } = useAuthText()
  const navigate = useNavigate()
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { otp: '', password: '', confirm_password: '' },
    reValidateMode: 'onSubmit',
  })
  const field = (name: keyof ResetPasswordForm) =>
    register(name, {
      onChange: () => {
        clearErrors(name)
        setFailure(null)
      },
    })

  async function onSubmit(values: ResetPasswordForm) {
    setFailure(null)
    try {
      await authApi.resetPassword({ email: contact, ...values })
      notify.success(t('forgot.done'))
      navigate('/login', { replace: true, state: { contact } satisfies LoginState })
    } catch (err) {
      const text = failureText(err) || t('errors.generic')
      if (err instanceof ApiError && err.reason === 'otp_wrong') setError('otp', { message: text }, { shouldFocus: true })
      else setFailure(text)
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      {!announced && (
        <Notice tone="info">
          {t('forgot.codeSent', { contact })}{' '}
          <button type="button" onClick={onChangeContact} className="font-medium underline underline-offset-4">
            {t('forgot.changeContact')}
          </button>
        </Notice>
      )}
      {failure && <Notice>{failure}</Notice>}
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={contact} readOnly hidden />
      <CodeField label={t('verify.codeLabel')} hint={t('verify.codeHint')} error={message(errors.otp?.message)} autoFocus {...field('otp')} />
      <NewPasswordFields field={field} errors={errors} />
      <Button type="submit" size="lg" className="w-full" busy={isSubmitting}>
        {t('forgot.submit')}
      </Button>
      <ResendCode send={() => sendCode(contact)} remaining={cooldown.remaining} startCooldown={cooldown.start} />
    </form>
  )
}
