import { zodResolver } from '@hookform/resolvers/zod'
import { SecurityQuestionsSchema, type SecurityQuestions, type TwoFactorStatus } from '@shop/domain'
import { useId, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useNavigate } from '../../../lib/router'
import { Button } from '../../../components/ui/button'
import { Notice, PasswordField, TextField } from '../../../components/ui/fields'
import { notify } from '../../../lib/toast'
import { twoFactorApi } from '../api/two-factor-api'
import { useStoreStatus } from '../hooks/use-two-factor'
import { fieldErrorsOf } from '../hooks/field-errors'
import { useTwoFactorText } from '../hooks/use-two-factor-text'
import { CodeInput } from './code-input'

const SUGGESTIONS = ['firstPet', 'birthTown', 'firstTeacher', 'childhoodStreet', 'firstConcert', 'grandmotherName'] as const

/**
 * /twofactorauthenticationquestion: three questions of the user's own (suggestions offered) and
 * their answers. Answers are compared ignoring case and extra spaces; the server keeps only a hash.
 * While 2FA is on, a change also takes a code from the authenticator app.
 */
export function QuestionsForm({ status }: { status: TwoFactorStatus }) {
  const { t, message, failure } = useTwoFactorText()
  const navigate = useNavigate()
  const storeStatus = useStoreStatus()
  const listId = useId()
  const [problem, setProblem] = useState<string | null>(null)
  const {
    control,
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<SecurityQuestions>({
    resolver: zodResolver(SecurityQuestionsSchema),
    defaultValues: {
      questions: [0, 1, 2].map((i) => ({ question: status.questions[i] ?? '', answer: '' })),
      password: '',
      code: undefined,
    },
    reValidateMode: 'onSubmit',
  })
  const edited = () => setProblem(null)

  async function onSubmit(values: SecurityQuestions) {
    setProblem(null)
    if (status.enabled && !values.code) {
      setError('code', { message: t('msg.codeNeeded') })
      return
    }
    try {
      const next = await twoFactorApi.setQuestions(values)
      storeStatus(next)
      notify.success(t('questions.saved'))
      navigate(next.enabled ? '/Twofactor' : '/twofactorauthentication')
    } catch (err) {
      const fields = fieldErrorsOf(err, ['password', 'code'] as const)
      for (const [name, text] of fields) setError(name, { message: text })
      if (!fields.length) setProblem(failure(err))
    }
  }

  const listError = message((errors.questions as { message?: string; root?: { message?: string } } | undefined)?.root?.message ?? errors.questions?.message)

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6">
      {problem && <Notice>{problem}</Notice>}
      {listError && <Notice>{listError}</Notice>}
      <datalist id={listId}>
        {SUGGESTIONS.map((s) => (
          <option key={s} value={t(`questions.suggestion.${s}`)} />
        ))}
      </datalist>
      {[0, 1, 2].map((i) => (
        <fieldset key={i} className="rounded-2xl bg-white p-5 ring-1 ring-ink-100 sm:p-6">
          <legend className="sr-only">{t('questions.pair', { n: i + 1 })}</legend>
          <p aria-hidden="true" className="mb-4 text-sm font-semibold tracking-wide text-ink-600 uppercase">
            {t('questions.pair', { n: i + 1 })}
          </p>
          <div className="grid gap-4 md:grid-cols-[3fr_2fr]">
            <TextField
              label={t('questions.question')}
              list={listId}
              autoComplete="off"
              placeholder={t('questions.questionPlaceholder')}
              error={message(errors.questions?.[i]?.question?.message)}
              {...register(`questions.${i}.question`, { onChange: edited })}
            />
            <TextField
              label={t('questions.answer')}
              autoComplete="off"
              spellCheck={false}
              error={message(errors.questions?.[i]?.answer?.message)}
              {...register(`questions.${i}.answer`, { onChange: edited })}
            />
          </div>
        </fieldset>
      ))}
      <p className="text-sm text-ink-600">{t('questions.answerNote')}</p>
      <div className="grid max-w-md gap-5">
        <PasswordField genericToggle autoComplete="current-password" label={t('field.password')} error={message(errors.password?.message)} {...register('password', { onChange: () => clearErrors('password') })} />
        {status.enabled && (
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <CodeInput
                label={t('questions.codeLabel')}
                error={message(errors.code?.message)}
                name={field.name}
                value={field.value ?? ''}
                ref={field.ref}
                onBlur={field.onBlur}
                onChange={(v) => {
                  field.onChange(v || undefined)
                  clearErrors('code')
                }}
              />
            )}
          />
        )}
      </div>
      <Button type="submit" size="lg" busy={isSubmitting}>
        {status.enabled ? t('questions.save') : t('questions.saveAndContinue')}
      </Button>
    </form>
  )
}
