import { zodResolver } from '@hookform/resolvers/zod'
import { AUTH_MESSAGES, SignupFormSchema, contactKind, normaliseEmail, normalisePhone, type SignupForm as SignupValues } from '@shop/domain'
import { useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { Trans } from '../../../lib/i18n-runtime'
import { Link, useNavigate } from '../../../lib/router'
import { Button } from '../../../components/ui/button'
import { PasswordField, TextField } from '../../../components/ui/fields'
import { notify } from '../../../lib/toast'
import { authApi } from '../api/auth-api'
import { captchaToken, type CaptchaGate } from '../captcha-gate'
import { useAuthText } from '../hooks/use-auth-text'
import { OrDivider, textLinkClasses } from './auth-card'
import { ServerMessageDialog } from './server-message-dialog'

/** Router state of /Verificationemail (SPEC: prevPath and email). */
export interface VerifyEmailState {
  prevPath?: string
  email?: string
}

/** Router state of /Verificationphone (SPEC: `email` holds the phone, plus name and password). */
export interface VerifyPhoneState {
  email?: string
  name?: string
  password?: string
}

/** State /login accepts: where to go afterwards, and a contact to fill in. */
export interface LoginState {
  from?: string
  contact?: string
}

/**
 * SPEC sections 2, 4 and 5: the signup screen. `social` is the Google and Facebook buttons and
 * `captcha` guards the phone code, both given by the page (features do not import each other).
 */
export function SignupForm({ social, captcha }: { social?: ReactNode; captcha?: CaptchaGate }) {
  const { t, message, failureText } = useAuthText()
  const navigate = useNavigate()
  const [popup, setPopup] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues>({
    resolver: zodResolver(SignupFormSchema),
    defaultValues: { name: '', contact: '', password: '', confirm_password: '' },
    // SPEC: an error clears as soon as its field is edited; it is checked again on the next submit.
    reValidateMode: 'onSubmit',
  })
  const field = (name: keyof SignupValues) =>
    register(name, {
      onChange: () => {
        if (errors[name]) clearErrors(name)
      },
    })

  async function onSubmit(values: SignupValues) {
    const kind = contactKind(values.contact)
    if (!kind) return
    const contact = kind === 'email' ? normaliseEmail(values.contact) : normalisePhone(values.contact)
    const name = values.name.trim()

    let exists: boolean
    try {
      exists = (await authApi.checkUser(kind === 'email' ? { email: contact } : { phone_number: contact })).exists
    } catch (err) {
      notify.error(failureText(err) || t('errors.generic'))
      return
    }
    if (exists) {
      notify.info(t('signup.exists'))
      navigate('/login', { state: { contact } satisfies LoginState })
      return
    }

    if (kind === 'email') {
      try {
        await authApi.register({ username: name, email: contact, gender: '', password: values.password, two_factor_auth: false })
      } catch (err) {
        const text = failureText(err) || t('errors.generic')
        setPopup(text)
        notify.error(text)
        return
      }
      navigate('/Verificationemail', { state: { prevPath: 'signup', email: contact } satisfies VerifyEmailState })
      return
    }

    let token: string | undefined
    try {
      token = await captchaToken(captcha)
    } catch (err) {
      console.error('The captcha gave no token', err)
      notify.error(t('captcha.failed'))
      return
    }
    try {
      await authApi.sendOtp(contact, token)
    } catch (err) {
      // SPEC section 8: a failure to send the phone code is only logged.
      console.error('Sending the phone code failed', err)
      return
    }
    notify.success(message(AUTH_MESSAGES.otpSent))
    navigate('/Verificationphone', { state: { email: contact, name, password: values.password } satisfies VerifyPhoneState })
  }

  return (
    <>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5" aria-describedby="signup-terms">
        <TextField label={t('field.name')} autoComplete="name" error={message(errors.name?.message)} {...field('name')} />
        <TextField
          label={t('field.contact')}
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint={t('field.contactHint')}
          error={message(errors.contact?.message)}
          {...field('contact')}
        />
        <PasswordField label={t('field.password')} autoComplete="new-password" error={message(errors.password?.message)} {...field('password')} />
        <PasswordField
          label={t('field.confirmPassword')}
          autoComplete="new-password"
          error={message(errors.confirm_password?.message)}
          {...field('confirm_password')}
        />
        <p id="signup-terms" className="text-sm leading-relaxed text-ink-600">
          <Trans
            t={t}
            i18nKey="signup.terms"
            components={{
              terms: <Link to="/t&c" className={textLinkClasses} />,
              privacy: <Link to="/privacy&policy" className={textLinkClasses} />,
            }}
          />
        </p>
        {captcha?.widget}
        <Button type="submit" size="lg" className="w-full" busy={isSubmitting}>
          {t('signup.submit')}
        </Button>
      </form>
      {social && (
        <>
          <OrDivider label={t('or')} />
          {social}
        </>
      )}
      <ServerMessageDialog message={popup} onClose={() => setPopup(null)} />
    </>
  )
}
