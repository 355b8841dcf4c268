import type { TwoFactorRecovery } from '@shop/domain'
import { Controller, type Control, type FieldErrors, type Path, type UseFormClearErrors, type UseFormRegister } from 'react-hook-form'
import { Notice } from '../../../components/ui/fields'
import { useTwoFactorText } from '../hooks/use-two-factor-text'
import { AnswersFields } from './answers-fields'
import { CodeInput } from './code-input'
import { ResendButton } from './resend-button'

interface RecoveryValues {
  answers: string[]
  email_otp: string
}

/**
 * The way in without the phone, for the login's second step and for a reset: where the code went,
 * the form's failure, the three answers, the code sent by email and a button to send it again.
 */
export function RecoveryFields<T extends RecoveryValues>({
  recovery,
  problem,
  control,
  register,
  errors,
  clearErrors,
  onEdit,
  resend,
}: {
  recovery: TwoFactorRecovery
  problem: string | null
  control: Control<T>
  register: UseFormRegister<T>
  errors: FieldErrors<T>
  clearErrors: UseFormClearErrors<T>
  onEdit: () => void
  resend: () => Promise<unknown>
}) {
  const { t, message } = useTwoFactorText()
  const emailOtp = 'email_otp' as Path<T>
  return (
    <>
      <Notice tone="info">{t('recovery.intro', { to: recovery.sent_to })}</Notice>
      {problem && <Notice>{problem}</Notice>}
      <AnswersFields questions={recovery.questions} register={register} errors={errors} onEdit={onEdit} />
      <Controller
        control={control}
        name={emailOtp}
        render={({ field }) => (
          <CodeInput
            label={t('recovery.emailCodeLabel')}
            error={message((errors as FieldErrors<RecoveryValues>).email_otp?.message)}
            name={field.name}
            value={field.value as string}
            ref={field.ref}
            onBlur={field.onBlur}
            onChange={(v) => {
              field.onChange(v)
              clearErrors(emailOtp)
            }}
          />
        )}
      />
      <ResendButton send={resend} />
    </>
  )
}
