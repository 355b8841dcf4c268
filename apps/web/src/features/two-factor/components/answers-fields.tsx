import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { TextField } from '../../../components/ui/fields'
import { useTwoFactorText } from '../hooks/use-two-factor-text'

/** The three security questions as labels, each with its answer field (`answers.0` … `answers.2`). */
export function AnswersFields<T extends { answers: string[] }>({
  questions,
  register,
  errors,
  onEdit,
}: {
  questions: string[]
  register: UseFormRegister<T>
  errors: FieldErrors<T>
  onEdit?: () => void
}) {
  const { message } = useTwoFactorText()
  const answerErrors = errors.answers as Array<{ message?: string } | undefined> | undefined
  return (
    <fieldset className="space-y-4">
      {questions.map((question, i) => (
        <TextField
          key={i}
          label={question}
          autoComplete="off"
          spellCheck={false}
          error={message(answerErrors?.[i]?.message)}
          {...register(`answers.${i}` as never, { onChange: onEdit })}
        />
      ))}
    </fieldset>
  )
}
