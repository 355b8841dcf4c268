import { zodResolver } from '@hookform/resolvers/zod'
import { LoginBodySchema, contactKind, normaliseContact } from '@shop/domain'
import { useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useLocation, useNavigate } from '../../../lib/router'
import type { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { Notice, PasswordField, TextField } from '../../../components/ui/fields'
import { ApiError } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { authApi } from '../api/auth-api'
import { useAuthText } from '../hooks/use-auth-text'
import { useAuth } from '../../../lib/use-auth'
import { OrDivider, textLinkClasses } from './auth-card'
import type { LoginState, VerifyEmailState } from './signup-form'

type LoginValues = z.infer<typeof LoginBodySchema>

/** Router state of the second login step (the two-factor page). */
export interface TwoFactorStepState {
  challenge: string
  methods: Array<'totp' | 'questions'>
  from?: string
}

export const TWO_FACTOR_STEP_PATH = '/twofactorauthenicationverifiaction'

/** Only paths inside the shop, so a crafted link cannot send a fresh sign-in elsewhere. */
export function safeReturnPath(from: unknown): string {
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login') ? from : '/'
}

export function LoginForm({ social }: { social?: ReactNode }) {
  const { t, message, failureText } = useAuthText()
  const { signIn } = useAuth()
  const navigate = useNavigate()
  const state = (useLocation().state ?? {}) as LoginState
  const from = safeReturnPath(state.from)
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { email: state.contact ?? '', password: '' },
    reValidateMode: 'onSubmit',
  })
  const field = (name: keyof LoginValues) =>
    register(name, {
      onChange: () => {
        clearErrors(name)
        setFailure(null)
      },
    })

  async function onSubmit(values: LoginValues) {
    const contact = normaliseContact(values.email)
    setFailure(null)
    try {
      const answer = await authApi.login(contact, values.password)
      if ('two_factor_required' in answer) {
        const next: TwoFactorStepState = { challenge: answer.challenge, methods: answer.methods, from }
        navigate(TWO_FACTOR_STEP_PATH, { state: next })
        return
      }
      signIn(answer)
      notify.success(t('login.welcome', { name: answer.username }))
      navigate(from, { replace: true })
    } catch (err) {
      // An account whose email is not verified yet: on to the code screen.
      if (err instanceof ApiError && err.status === 403 && contactKind(contact) === 'email') {
        navigate('/Verificationemail', { state: { prevPath: 'login', email: contact } satisfies VerifyEmailState })
        return
      }
      setFailure(failureText(err) || t('errors.generic'))
    }
  }

  return (
    <>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        {failure && <Notice>{failure}</Notice>}
        <TextField
          label={t('field.contact')}
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={message(errors.email?.message)}
          {...field('email')}
        />
        <div>
          <PasswordField label={t('field.password')} autoComplete="current-password" error={message(errors.password?.message)} {...field('password')} />
          <p className="mt-2 text-right text-sm">
            <Link to="/forgetpassword" className={textLinkClasses}>
              {t('login.forgot')}
            </Link>
          </p>
        </div>
        <Button type="submit" size="lg" className="w-full" busy={isSubmitting}>
          {t('login.submit')}
        </Button>
      </form>
      {social && (
        <>
          <OrDivider label={t('or')} />
          {social}
        </>
      )}
    </>
  )
}
