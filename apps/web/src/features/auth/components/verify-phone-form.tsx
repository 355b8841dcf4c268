import { zodResolver } from '@hookform/resolvers/zod'
import { VerifyOtpBodySchema, contactKind } from '@shop/domain'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useLocation, useNavigate } from '../../../lib/router'
import type { z } from 'zod'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Notice } from '../../../components/ui/fields'
import { ApiError } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { authApi, type RegisterAnswer } from '../api/auth-api'
import { captchaToken, type CaptchaGate } from '../captcha-gate'
import { useAuthText } from '../hooks/use-auth-text'
import { useCooldown } from '../hooks/use-cooldown'
import { useAuth } from '../../../lib/use-auth'
import { CodeField } from './code-field'
import { TWO_FACTOR_STEP_PATH, type TwoFactorStepState } from './login-form'
import { RESEND_COOLDOWN_SECONDS, ResendCode } from './resend-code'
import type { VerifyPhoneState } from './signup-form'

const CodeSchema = VerifyOtpBodySchema.pick({ otp: true })
type CodeValues = z.infer<typeof CodeSchema>

/**
 * The code step of a phone signup: the code proves the number (a verification token), then the
 * account is registered with it and signed in. `captcha` (from the page) guards a new code.
 */
export function VerifyPhoneForm({ captcha }: { captcha?: CaptchaGate }) {
  const { t, message, failureText } = useAuthText()
  const { signIn } = useAuth()
  const navigate = useNavigate()
  const state = (useLocation().state ?? {}) as VerifyPhoneState
  const phone = typeof state.email === 'string' && contactKind(state.email) === 'phone' ? state.email : null
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS)
  // A verified number is kept so a failed registration can be retried without a new code.
  const verified = useRef<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues>({ resolver: zodResolver(CodeSchema), defaultValues: { otp: '' }, reValidateMode: 'onSubmit' })

  if (!phone || !state.name || !state.password) {
    return (
      <div className="space-y-5">
        <Notice tone="info">{t('verify.phoneMissing')}</Notice>
        <Link to="/signup" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
          {t('verify.backToSignup')}
        </Link>
      </div>
    )
  }
  const { name, password } = state

  async function onSubmit({ otp }: CodeValues) {
    if (!phone) return
    setFailure(null)
    if (!verified.current) {
      try {
        const answer = await authApi.verifyOtp(phone, otp, 'signup')
        if (!answer.verification_token) throw new Error(t('errors.generic'))
        verified.current = answer.verification_token
      } catch (err) {
        const text = failureText(err) || t('errors.generic')
        if (err instanceof ApiError && err.status < 500) setError('otp', { message: text }, { shouldFocus: true })
        else notify.error(text)
        return
      }
    }
    let session: RegisterAnswer | null = null
    try {
      session = await authApi.register({ username: name, email: phone, password, gender: '', two_factor_auth: false, verification_token: verified.current })
    } catch (err) {
      // Already registered (a second tab, a double click): signing in below settles it.
      if (!(err instanceof ApiError && err.status === 409)) {
        const text = failureText(err) || t('errors.generic')
        setFailure(text)
        notify.error(text)
        return
      }
    }
    try {
      // A verified phone signup answers with the session; otherwise sign in with the password.
      const answer = session?.access && session.username ? { access: session.access, username: session.username } : await authApi.login(phone, password)
      if ('two_factor_required' in answer) {
        navigate(TWO_FACTOR_STEP_PATH, { state: { challenge: answer.challenge, methods: answer.methods } satisfies TwoFactorStepState })
        return
      }
      signIn(answer)
      notify.success(t('verify.phoneDone'))
      navigate('/', { replace: true })
    } catch (err) {
      setFailure(failureText(err) || t('errors.generic'))
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      {failure && <Notice>{failure}</Notice>}
      <CodeField
        label={t('verify.codeLabel')}
        hint={t('verify.codeHint')}
        error={message(errors.otp?.message)}
        autoFocus
        {...register('otp', { onChange: () => clearErrors('otp') })}
      />
      <Button type="submit" size="lg" className="w-full" busy={isSubmitting}>
        {t('verify.submit')}
      </Button>
      {captcha?.widget}
      <ResendCode
        send={async () => authApi.resendOtp(phone, 'signup', await captchaToken(captcha))}
        remaining={cooldown.remaining}
        startCooldown={cooldown.start}
      />
    </form>
  )
}
