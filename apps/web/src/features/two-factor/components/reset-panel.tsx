import { zodResolver } from '@hookform/resolvers/zod'
import { AUTH_MESSAGES, type TwoFactorRecovery, type TwoFactorStatus, FIELD_MESSAGES } from '@shop/domain'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Link, useNavigate } from '../../../lib/router'
import { z } from 'zod'
import { Button, buttonClasses } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { Notice, PasswordField } from '../../../components/ui/fields'
import { notify } from '../../../lib/toast'
import { twoFactorApi } from '../api/two-factor-api'
import { fieldErrorsOf } from '../hooks/field-errors'
import { useStoreStatus } from '../hooks/use-two-factor'
import { useTwoFactorText } from '../hooks/use-two-factor-text'
import { AnswersFields } from './answers-fields'
import { CodeInput } from './code-input'
import { RecoveryFields } from './recovery-fields'

type Mode = 'disable' | 'reset'
type Proof = 'code' | 'answers'

const password = z.string().min(1, FIELD_MESSAGES.passwordRequired).max(128)
const answers = z.array(z.string().trim().min(1, FIELD_MESSAGES.answersRequired).max(200)).length(3)
const sixDigits = z.string().regex(/^\d{6}$/, AUTH_MESSAGES.wrongOtp)

const DisableWithCode = z.object({ password, code: sixDigits, answers: z.array(z.string()) })
const DisableWithAnswers = z.object({ password, code: z.string(), answers })
const ResetSchema = z.object({ password, answers, email_otp: sixDigits })

interface Values {
  password: string
  code: string
  answers: string[]
  email_otp: string
}

/**
 * twofactorauthenticationreset: turn two-factor authentication off (password and a code from the
 * app, or the answers), or — phone lost — reset it with the password, the answers and a code sent
 * by email, then set it up again on a new phone.
 */
export function ResetPanel({ status }: { status: TwoFactorStatus }) {
  const { t } = useTwoFactorText()
  const [mode, setMode] = useState<Mode>('disable')

  if (!status.enabled) {
    return (
      <div className="space-y-5">
        <Notice tone="info">{t('reset.notOn')}</Notice>
        <Link to="/Twofactor" className={buttonClasses({ variant: 'secondary' })}>
          {t('reset.backToOverview')}
        </Link>
      </div>
    )
  }
  return (
    <div className="space-y-6">
      <div role="radiogroup" aria-label={t('reset.choose')} className="grid gap-3 sm:grid-cols-2">
        <ModeCard selected={mode === 'disable'} onSelect={() => setMode('disable')} title={t('reset.disableTitle')} text={t('reset.disableText')} />
        <ModeCard selected={mode === 'reset'} onSelect={() => setMode('reset')} title={t('reset.resetTitle')} text={t('reset.resetText')} />
      </div>
      {mode === 'disable' ? <DisableForm key="disable" status={status} /> : <ResetForm key="reset" />}
    </div>
  )
}

function ModeCard({ selected, onSelect, title, text }: { selected: boolean; onSelect: () => void; title: string; text: string }) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      onClick={onSelect}
      className={cx(
        'rounded-2xl p-4 text-left ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-500 sm:p-5',
        selected ? 'bg-sage-50 ring-2 ring-sage-600' : 'bg-white ring-ink-100 hover:ring-sage-300',
      )}
    >
      <span className="block font-display text-lg text-ink-900">{title}</span>
      <span className="mt-1 block text-sm text-ink-600">{text}</span>
    </button>
  )
}

function useDone(message: string, to: string) {
  const storeStatus = useStoreStatus()
  const navigate = useNavigate()
  return (status: TwoFactorStatus) => {
    storeStatus(status)
    notify.success(message)
    navigate(to)
  }
}

function DisableForm({ status }: { status: TwoFactorStatus }) {
  const { t, message, failure } = useTwoFactorText()
  const [proof, setProof] = useState<Proof>('code')
  const [problem, setProblem] = useState<string | null>(null)
  const done = useDone(t('reset.disabled'), '/Twofactor')
  const {
    control,
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(proof === 'code' ? DisableWithCode : DisableWithAnswers) as never,
    defaultValues: { password: '', code: '', answers: ['', '', ''], email_otp: '' },
    reValidateMode: 'onSubmit',
  })

  async function onSubmit(v: Values) {
    setProblem(null)
    try {
      done(await twoFactorApi.disable(proof === 'code' ? { password: v.password, code: v.code } : { password: v.password, answers: v.answers }))
    } catch (err) {
      const fields = fieldErrorsOf(err, ['password', 'code'] as const)
      for (const [name, text] of fields) setError(name, { message: text })
      if (!fields.length) setProblem(failure(err))
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-xl space-y-5">
      {problem && <Notice>{problem}</Notice>}
      <PasswordField genericToggle autoComplete="current-password" label={t('field.password')} error={message(errors.password?.message)} {...register('password', { onChange: () => clearErrors('password') })} />
      {proof === 'code' ? (
        <Controller
          control={control}
          name="code"
          render={({ field }) => (
            <CodeInput
              label={t('reset.codeLabel')}
              error={message(errors.code?.message)}
              name={field.name}
              value={field.value}
              ref={field.ref}
              onBlur={field.onBlur}
              onChange={(v) => {
                field.onChange(v)
                clearErrors('code')
              }}
            />
          )}
        />
      ) : (
        <AnswersFields questions={status.questions} register={register} errors={errors} onEdit={() => setProblem(null)} />
      )}
      <p className="text-sm">
        <button
          type="button"
          className="font-medium text-sage-800 underline underline-offset-4 hover:text-sage-900"
          onClick={() => {
            setProof(proof === 'code' ? 'answers' : 'code')
            setProblem(null)
            clearErrors()
          }}
        >
          {proof === 'code' ? t('reset.useAnswersInstead') : t('reset.useCodeInstead')}
        </button>
      </p>
      <Button type="submit" variant="accent" busy={isSubmitting}>
        {t('reset.disableSubmit')}
      </Button>
    </form>
  )
}

function ResetForm() {
  const { t, message, failure } = useTwoFactorText()
  const [recovery, setRecovery] = useState<TwoFactorRecovery | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const done = useDone(t('reset.resetDone'), '/twofactorauthentication')
  const {
    control,
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(ResetSchema) as never,
    defaultValues: { password: '', code: '', answers: ['', '', ''], email_otp: '' },
    reValidateMode: 'onSubmit',
  })

  async function sendCode() {
    setProblem(null)
    setSending(true)
    try {
      setRecovery(await twoFactorApi.recoveryCode())
    } catch (err) {
      setProblem(failure(err))
    } finally {
      setSending(false)
    }
  }

  async function onSubmit(v: Values) {
    setProblem(null)
    try {
      done(await twoFactorApi.reset({ password: v.password, answers: v.answers, email_otp: v.email_otp }))
    } catch (err) {
      const fields = fieldErrorsOf(err, ['password', 'email_otp'] as const)
      for (const [name, text] of fields) setError(name, { message: text })
      if (!fields.length) setProblem(failure(err))
    }
  }

  if (!recovery) {
    return (
      <div className="max-w-xl space-y-5">
        {problem && <Notice>{problem}</Notice>}
        <p className="text-ink-700">{t('reset.sendIntro')}</p>
        <Button onClick={sendCode} busy={sending}>
          {t('reset.sendCode')}
        </Button>
      </div>
    )
  }
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-xl space-y-5">
      <RecoveryFields
        recovery={recovery}
        problem={problem}
        control={control}
        register={register}
        errors={errors}
        clearErrors={clearErrors}
        onEdit={() => setProblem(null)}
        resend={() => twoFactorApi.recoveryCode()}
      />
      <PasswordField genericToggle autoComplete="current-password" label={t('field.password')} error={message(errors.password?.message)} {...register('password', { onChange: () => clearErrors('password') })} />
      <Button type="submit" variant="accent" busy={isSubmitting}>
        {t('reset.resetSubmit')}
      </Button>
    </form>
  )
}
