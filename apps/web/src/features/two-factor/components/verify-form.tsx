import { zodResolver } from '@hookform/resolvers/zod'
import { AUTH_MESSAGES, TwoFactorConfirmSchema, type AuthSession, type TwoFactorRecovery, FIELD_MESSAGES } from '@shop/domain'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Link, useLocation, useNavigate } from '../../../lib/router'
import { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { Notice } from '../../../components/ui/fields'
import { ApiError } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { twoFactorApi } from '../api/two-factor-api'
import { fieldErrorsOf } from '../hooks/field-errors'
import { useTwoFactorText } from '../hooks/use-two-factor-text'
import { CodeInput } from './code-input'
import { RecoveryFields } from './recovery-fields'

const linkClasses =
  'font-medium text-sage-800 underline underline-offset-4 hover:text-sage-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-500 rounded-sm'

/** Router state the login page hands to the second step. */
export interface TwoFactorStepState {
  challenge?: string
  methods?: Array<'totp' | 'questions'>
  from?: string
}

/** Only paths inside the shop: a crafted state cannot send a fresh sign-in elsewhere. */
function safeReturnPath(from: unknown): string {
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login') ? from : '/'
}

const RecoverySchema = z.object({
  answers: z.array(z.string().trim().min(1, FIELD_MESSAGES.answersRequired).max(200)).length(3),
  email_otp: z.string().regex(/^\d{6}$/, AUTH_MESSAGES.wrongOtp),
})
type RecoveryValues = z.infer<typeof RecoverySchema>

/**
 * The second step of a login with two-factor authentication: the 6-digit code from the
 * authenticator app or, with the phone lost, the three answers and a code sent by email.
 * `onSignedIn` stores SPEC's Username and Token.
 */
export function VerifyForm({ onSignedIn }: { onSignedIn: (session: AuthSession) => void }) {
  const { t } = useTwoFactorText()
  const state = (useLocation().state ?? {}) as TwoFactorStepState
  const navigate = useNavigate()
  const [recovery, setRecovery] = useState<TwoFactorRecovery | null>(null)
  const [expired, setExpired] = useState(false)
  const challenge = state.challenge

  if (!challenge || expired) {
    return (
      <Notice tone="info">
        {t('verify.expired')}{' '}
        <Link to="/login" className={linkClasses}>
          {t('verify.signInAgain')}
        </Link>
      </Notice>
    )
  }

  const done = (session: AuthSession) => {
    onSignedIn(session)
    notify.success(t('verify.welcome', { name: session.username }))
    navigate(safeReturnPath(state.from), { replace: true })
  }
  const onExpired = () => setExpired(true)

  if (recovery) return <RecoveryStep challenge={challenge} recovery={recovery} onDone={done} onExpired={onExpired} onBack={() => setRecovery(null)} />
  return <CodeStep challenge={challenge} onDone={done} onExpired={onExpired} onLostPhone={setRecovery} allowRecovery={state.methods?.includes('questions') ?? true} />
}

interface StepProps {
  challenge: string
  onDone: (session: AuthSession) => void
  onExpired: () => void
}

function CodeStep({ challenge, onDone, onExpired, onLostPhone, allowRecovery }: StepProps & { onLostPhone: (r: TwoFactorRecovery) => void; allowRecovery: boolean }) {
  const { t, message, failure } = useTwoFactorText()
  const [problem, setProblem] = useState<string | null>(null)
  const [asking, setAsking] = useState(false)
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ resolver: zodResolver(TwoFactorConfirmSchema), defaultValues: { code: '' }, reValidateMode: 'onSubmit' })

  async function onSubmit({ code }: { code: string }) {
    setProblem(null)
    try {
      onDone(await twoFactorApi.verify({ challenge, code }))
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return onExpired()
      const [field] = fieldErrorsOf(err, ['code'] as const)
      if (field) setError('code', { message: field[1] })
      else setProblem(failure(err))
    }
  }

  async function lostPhone() {
    setProblem(null)
    setAsking(true)
    try {
      onLostPhone(await twoFactorApi.recoveryCode(challenge))
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return onExpired()
      setProblem(failure(err))
    } finally {
      setAsking(false)
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <p className="text-ink-700">{t('verify.codeIntro')}</p>
      {problem && <Notice>{problem}</Notice>}
      <Controller
        control={control}
        name="code"
        render={({ field }) => (
          <CodeInput
            label={t('verify.codeLabel')}
            hint={t('verify.codeHint')}
            autoFocus
            error={message(errors.code?.message)}
            name={field.name}
            value={field.value}
            ref={field.ref}
            onBlur={field.onBlur}
            onChange={(v) => {
              field.onChange(v)
              setProblem(null)
            }}
          />
        )}
      />
      <Button type="submit" size="lg" className="w-full" busy={isSubmitting}>
        {t('verify.submit')}
      </Button>
      {allowRecovery && (
        <p className="text-center text-sm text-ink-600">
          {t('verify.lostPhone')}{' '}
          <button type="button" onClick={lostPhone} disabled={asking} className={linkClasses}>
            {t('verify.useAnswers')}
          </button>
        </p>
      )}
    </form>
  )
}

function RecoveryStep({ challenge, recovery, onDone, onExpired, onBack }: StepProps & { recovery: TwoFactorRecovery; onBack: () => void }) {
  const { t, failure } = useTwoFactorText()
  const [problem, setProblem] = useState<string | null>(null)
  const {
    control,
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<RecoveryValues>({ resolver: zodResolver(RecoverySchema), defaultValues: { answers: ['', '', ''], email_otp: '' }, reValidateMode: 'onSubmit' })

  async function onSubmit(values: RecoveryValues) {
    setProblem(null)
    try {
      onDone(await twoFactorApi.verify({ challenge, answers: values.answers, email_otp: values.email_otp }))
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return onExpired()
      const [field] = fieldErrorsOf(err, ['email_otp'] as const)
      if (field) setError('email_otp', { message: field[1] })
      else setProblem(failure(err))
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <RecoveryFields
        recovery={recovery}
        problem={problem}
        control={control}
        register={register}
        errors={errors}
        clearErrors={clearErrors}
        onEdit={() => setProblem(null)}
        resend={() => twoFactorApi.recoveryCode(challenge)}
      />
      <Button type="submit" size="lg" className="w-full" busy={isSubmitting}>
        {t('verify.submit')}
      </Button>
      <p className="text-center text-sm">
        <button type="button" onClick={onBack} className={linkClasses}>
          {t('recovery.backToCode')}
        </button>
      </p>
    </form>
  )
}
