import { useId } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { SpinnerIcon } from '../../../components/ui/spinner'
import { cx } from '../../../components/ui/cx'
import { useSocialConfig } from '../api/social-login-api'
import { useSocialSignIn } from '../hooks/use-social-sign-in'
import type { SocialProvider } from '../social-flow'

/**
 * The Google and Facebook buttons of the signup and login screens. A provider the shop is not
 * configured for shows a disabled button with the reason under it, never a click that does nothing.
 */
export function SocialButtons({ className }: { className?: string }) {
  const { t } = useTranslation('social')
  const config = useSocialConfig()
  const { start, waitingFor, finishing } = useSocialSignIn(config.data)
  const hintId = useId()
  const busy = !!waitingFor || !!finishing

  const unavailable = (provider: SocialProvider): string | null => {
    if (config.isPending) return null
    if (config.isError) return t('unavailable')
    return config.data?.[provider] ? null : t(`notConfigured.${provider}`)
  }
  const hints = (['google', 'facebook'] as const).map(unavailable)
  const hint = hints[0] && hints[1] && config.isSuccess ? t('notConfigured.both') : hints.filter(Boolean).join(' ')

  return (
    <div className={cx('space-y-3', className)} aria-busy={config.isPending || busy || undefined}>
      <div className="grid gap-3">
        <ProviderButton
          provider="google"
          label={t('google')}
          disabled={config.isPending || !!hints[0] || busy}
          spinning={waitingFor === 'google' || finishing === 'google'}
          describedBy={hints[0] ? hintId : undefined}
          onClick={() => start('google')}
        />
        <ProviderButton
          provider="facebook"
          label={t('facebook')}
          disabled={config.isPending || !!hints[1] || busy}
          spinning={waitingFor === 'facebook' || finishing === 'facebook'}
          describedBy={hints[1] ? hintId : undefined}
          onClick={() => start('facebook')}
        />
      </div>
      {hint && (
        <p id={hintId} className="text-center text-sm text-ink-600">
          {hint}
        </p>
      )}
      {waitingFor && (
        <p role="status" className="text-center text-sm text-ink-600">
          {t('waiting', { provider: t(`name.${waitingFor}`) })}
        </p>
      )}
    </div>
  )
}

const look: Record<SocialProvider, string> = {
  google: 'border border-ink-200 bg-white text-ink-900 hover:border-ink-300 hover:bg-cream-50',
  // Facebook's current brand blue: white text on the older #1877F2 falls short of 4.5:1.
  facebook: 'bg-[#0866FF] text-white hover:bg-[#075CE5] active:bg-[#0652CC]',
}

function ProviderButton(props: {
  provider: SocialProvider
  label: string
  disabled: boolean
  spinning: boolean
  describedBy?: string
  onClick: () => void
}) {
  const { provider, label, disabled, spinning, describedBy, onClick } = props
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-describedby={describedBy}
      className={cx(
        'inline-flex h-12 w-full items-center justify-center gap-3 rounded-full px-5 text-[0.95rem] font-medium transition-colors duration-150',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-500',
        'disabled:cursor-not-allowed disabled:opacity-55',
        look[provider],
      )}
    >
      {spinning ? <SpinnerIcon className="size-5" /> : provider === 'google' ? <GoogleMark /> : <FacebookMark />}
      <span className="truncate">{label}</span>
    </button>
  )
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="size-5 shrink-0" aria-hidden="true" focusable="false">
      <path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z" />
      <path fill="#FBBC05" d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z" />
      <path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z" />
    </svg>
  )
}

function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5 shrink-0" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.32l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07z"
      />
    </svg>
  )
}
