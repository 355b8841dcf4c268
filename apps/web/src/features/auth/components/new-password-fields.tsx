import type { UseFormRegisterReturn } from 'react-hook-form'
import { PasswordField } from '../../../components/ui/fields'
import { useAuthText } from '../hooks/use-auth-text'

type NewPasswordName = 'password' | 'confirm_password'

/**
 * The new password and its confirmation, for a reset and a change alike. `field` registers a name
 * with the form; `errors` holds the form's messages for the two, as the schema wrote them.
 */
export function NewPasswordFields({
  field,
  errors,
}: {
  field: (name: NewPasswordName) => UseFormRegisterReturn
  errors: Partial<Record<NewPasswordName, { message?: string }>>
}) {
  const { t, message } = useAuthText()
  return (
    <>
      <PasswordField label={t('field.newPassword')} autoComplete="new-password" error={message(errors.password?.message)} {...field('password')} />
      <PasswordField
        label={t('field.confirmPassword')}
        autoComplete="new-password"
        error={message(errors.confirm_password?.message)}
        {...field('confirm_password')}
      />
    </>
  )
}
