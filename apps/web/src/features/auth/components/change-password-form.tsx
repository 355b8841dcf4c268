import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { Notice, PasswordField } from '../../../components/ui/fields'
import { ApiError } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { authApi } from '../api/auth-api'
import { ChangePasswordFormSchema, type ChangePasswordForm as Values } from '../forms'
import { useAuthText } from '../hooks/use-auth-text'
import { useAuth } from '../../../lib/use-auth'
import { NewPasswordFields } from './new-password-fields'

/** /changepassword: the server ends every other session and answers with a fresh one, kept here. */
export function ChangePasswordForm() {
  const { t, message, failureText } = useAuthText()
  const { user, signIn } = useAuth()
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    clearErrors,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { current_password: '', password: '', confirm_password: '' },
    reValidateMode: 'onSubmit',
  })
  const field = (name: keyof Values) =>
    register(name, {
      onChange: () => {
        clearErrors(name)
        setFailure(null)
      },
    })

  async function onSubmit(values: Values) {
    setFailure(null)
    try {
      const session = await authApi.changePassword(values)
      if (session?.access) signIn({ access: session.access, username: session.username || user?.username || '' })
      reset()
      notify.success(t('change.done'))
    } catch (err) {
      const text = failureText(err) || t('errors.generic')
      const onCurrent = err instanceof ApiError && err.problem?.errors?.some((e) => e.path.endsWith('current_password'))
      if (onCurrent) setError('current_password', { message: text }, { shouldFocus: true })
      else setFailure(text)
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      {failure && <Notice>{failure}</Notice>}
      <input type="text" name="username" autoComplete="username" value={user?.username ?? ''} readOnly hidden />
      <PasswordField
        label={t('field.currentPassword')}
        autoComplete="current-password"
        error={message(errors.current_password?.message)}
        {...field('current_password')}
      />
      <NewPasswordFields field={field} errors={errors} />
      <Button type="submit" size="lg" className="w-full" busy={isSubmitting}>
        {t('change.submit')}
      </Button>
    </form>
  )
}
