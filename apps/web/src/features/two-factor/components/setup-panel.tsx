import { zodResolver } from '@hookform/resolvers/zod'
import { TwoFactorConfirmSchema, TwoFactorSetupSchema, type TwoFactorSetup, type TwoFactorStatus } from '@shop/domain'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Link, useNavigate } from '../../../lib/router'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Notice, PasswordField } from '../../../components/ui/fields'
import { notify } from '../../../lib/toast'
import { twoFactorApi } from '../api/two-factor-api'
import { useStoreStatus } from '../hooks/use-two-factor'
import { fieldErrorsOf } from '../hooks/field-errors'
import { useTwoFactorText } from '../hooks/use-two-factor-text'
import { CodeInput } from './code-input'

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": easier to type into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ')
}

/** The QR code as an image: the SVG from the server as a data: URL (the page's CSP allows data: images). */
export function qrDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/**
 * /twofactorauthentication: the password, then the QR code and the secret for an authenticator
 * app, then a code from the app to prove it works — which turns two-factor authentication on.
 */
export function SetupPanel({ status }: { status: TwoFactorStatus }) {
  const { t } = useTwoFactorText()
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null)

  if (status.enabled) {
    return (
      <Notice tone="info">
        {t('setup.alreadyOn')}{' '}
        <Link to="/twofactorauthenticationreset" className="font-medium underline underline-offset-4">
          {t('overview.turnOffOrReset')}
        </Link>
      </Notice>
    )
  }
  if (!status.has_questions) {
    return (
      <div className="space-y-5">
        <Notice tone="info">{t('setup.questionsFirst')}</Notice>
        <Link to="/twofactorauthenticationquestion" className={buttonClasses()}>
          {t('overview.setQuestions')}
        </Link>
      </div>
    )
  }
  return setup ? <ScanAndConfirm setup={setup} /> : <PasswordStep onSetup={setSetup} />
}

function PasswordStep({ onSetup }: { onSetup: (s: TwoFactorSetup) => void }) {
  const { t, message, failure } = useTwoFactorText()
  const [problem, setProblem] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({ resolver: zodResolver(TwoFactorSetupSchema), defaultValues: { password: '' }, reValidateMode: 'onSubmit' })

  async function onSubmit({ password }: { password: string }) {
    setProblem(null)
    try {
      onSetup(await twoFactorApi.setup(password))
    } catch (err) {
      const [field] = fieldErrorsOf(err, ['password'] as const)
      if (field) setError('password', { message: field[1] })
      else setProblem(failure(err))
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-md space-y-5">
      <p className="text-ink-700">{t('setup.passwordIntro')}</p>
      {problem && <Notice>{problem}</Notice>}
      <PasswordField
        genericToggle
        autoComplete="current-password"
        label={t('field.password')}
        error={message(errors.password?.message)}
        {...register('password', {
          onChange: () => {
            clearErrors('password')
            setProblem(null)
          },
        })}
      />
      <Button type="submit" busy={isSubmitting}>
        {t('setup.showQr')}
      </Button>
    </form>
  )
}

function ScanAndConfirm({ setup }: { setup: TwoFactorSetup }) {
  const { t, message, failure } = useTwoFactorText()
  const storeStatus = useStoreStatus()
  const navigate = useNavigate()
  const [problem, setProblem] = useState<string | null>(null)
  const [copied, setCopied] = useState(false)
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ resolver: zodResolver(TwoFactorConfirmSchema), defaultValues: { code: '' }, reValidateMode: 'onSubmit' })

  async function onSubmit({ code }: { code: string }) {
    setProblem(null)
    try {
      storeStatus(await twoFactorApi.confirm(code))
      notify.success(t('setup.enabled'))
      navigate('/Twofactor')
    } catch (err) {
      const [field] = fieldErrorsOf(err, ['code'] as const)
      if (field) setError('code', { message: field[1] })
      else setProblem(failure(err))
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(setup.secret)
      setCopied(true)
    } catch {
      // No clipboard (insecure context): the key stays selectable on screen.
    }
  }

  return (
    <div className="grid gap-8 md:grid-cols-[auto_1fr] md:items-start">
      <figure className="mx-auto w-full max-w-[16rem] md:mx-0">
        <img
          src={qrDataUrl(setup.qr_svg)}
          alt={t('setup.qrAlt')}
          width={256}
          height={256}
          className="aspect-square w-full rounded-2xl bg-white p-3 ring-1 ring-ink-100"
        />
        <figcaption className="mt-2 text-center text-sm text-ink-500">{t('setup.qrCaption')}</figcaption>
      </figure>
      <div className="space-y-6">
        <ol className="list-decimal space-y-2 pl-5 text-ink-700">
          <li>{t('setup.step1')}</li>
          <li>{t('setup.step2')}</li>
          <li>{t('setup.step3')}</li>
        </ol>
        <div className="rounded-2xl bg-cream-100 p-4">
          <p className="text-sm font-medium text-ink-700">{t('setup.manualKey')}</p>
          <p className="mt-1 font-mono text-base tracking-wide break-keep text-ink-900 select-all" data-testid="totp-secret">
            {groupSecret(setup.secret)}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={copy}>
              {copied ? t('setup.copied') : t('setup.copy')}
            </Button>
            <a href={setup.otpauth_url} className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'md:hidden' })}>
              {t('setup.openApp')}
            </a>
          </div>
        </div>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-sm space-y-5">
          {problem && <Notice>{problem}</Notice>}
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <CodeInput
                label={t('setup.codeLabel')}
                hint={t('setup.codeHint')}
                error={message(errors.code?.message)}
                name={field.name}
                value={field.value}
                ref={field.ref}
                onBlur={field.onBlur}
                onChange={field.onChange}
              />
            )}
          />
          <Button type="submit" busy={isSubmitting}>
            {t('setup.confirm')}
          </Button>
        </form>
      </div>
    </div>
  )
}
