import { zodResolver } from '@hookform/resolvers/zod'
import { VerifyOtpBodySchema, contactKind, normaliseContact } from '@shop/domain'
import { useForm } from 'react-hook-form'
import { useLocation, useNavigate } from '../../../lib/router'
import type { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/fields'
import { ApiError } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { authApi } from '../api/auth-api'
import { useAuthText } from '../hooks/use-auth-text'
import { useCooldown } from '../hooks/use-cooldown'
import { useAuth } from '../../../lib/use-auth'
import { CodeField } from './code-field'
import { RESEND_COOLDOWN_SECONDS, ResendCode } from './resend-code'
import type { LoginState, VerifyEmailState } from './signup-form'

const VerifyEmailSchema = VerifyOtpBodySchema.pick({ email: true, otp: true })
type VerifyEmailValues = z.infer<typeof VerifyEmailSchema>

/** The code step after an email signup (or a login before verification): POST /auth/verify-otp. */
export function VerifyEmailForm() {
  const { t, message, failureText } = useAuthText()
  const { signIn } = useAuth()
  const navigate = useNavigate()
  const state = (useLocation().state ?? {}) as VerifyEmailState
  const knownEmail = typeof state.email === 'string' && contactKind(state.email) === 'email' ? state.email : ''
  // After signup (or a login before verification) a code has just gone out: the first resend
  // waits like the server does.
  const cooldown = useCooldown(knownEmail ? RESEND_COOLDOWN_SECONDS : 0)
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<VerifyEmailValues>({
    resolver: zodResolver(VerifyEmailSchema),
    defaultValues: { email: knownEmail, otp: '' },
    reValidateMode: 'onSubmit',
  })
  const field = (name: keyof VerifyEmailValues) => register(name, { onChange: () => clearErrors(name) })

  async function onSubmit(values: VerifyEmailValues) {
    const email = normaliseContact(values.email)
    try {
      const answer = await authApi.verifyOtp(email, values.otp, 'signup')
      if (answer.access && answer.username) {
        signIn({ access: answer.access, username: answer.username })
        notify.success(t('verify.emailDone'))
        navigate('/', { replace: true })
      } else {
        notify.success(t('verify.emailDoneSignIn'))
        navigate('/login', { replace: true, state: { contact: email } satisfies LoginState })
      }
    } catch (err) {
      const text = failureText(err) || t('errors.generic')
      if (err instanceof ApiError && err.status < 500) setError('otp', { message: text }, { shouldFocus: true })
      else notify.error(text)
    }
  }

  async function resend() {
    if (!(await trigger('email'))) throw new Error(message(errors.email?.message) || t('errors.generic'))
    return authApi.resendOtp(normaliseContact(getValues('email')), 'signup')
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      {knownEmail ? (
        <input type="hidden" {...register('email')} />
      ) : (
        <TextField
          label={t('field.email')}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={message(errors.email?.message)}
          {...field('email')}
        />
      )}
      <CodeField label={t('verify.codeLabel')} hint={t('verify.codeHint')} error={message(errors.otp?.message)} autoFocus {...field('otp')} />
      <Button type="submit" size="lg" className="w-full" busy={isSubmitting}>
        {t('verify.submit')}
      </Button>
      <ResendCode send={resend} remaining={cooldown.remaining} startCooldown={cooldown.start} />
    </form>
  )
}
