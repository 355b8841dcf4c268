import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { buttonClasses } from '../../../components/ui/button'
import { AlertIcon, CheckIcon } from '../../../components/ui/icons'
import { Spinner } from '../../../components/ui/spinner'
import { deliverToOpener, isSocialProvider, MESSAGE_TYPE, readFragment, readPending } from '../social-flow'

type Status = 'working' | 'done' | 'invalid'

/**
 * The page the provider sends the popup back to (`/oauth/:provider#…`). It checks that the answer
 * belongs to the sign-in this browser started (`state`), hands the token to the shop's page that
 * opened the popup, and closes. The token leaves the address bar at once.
 */
export function OAuthCallback({ provider }: { provider: string | undefined }) {
  const { t } = useTranslation('social')
  const [status, setStatus] = useState<Status>('working')
  const handled = useRef(false)

  useEffect(() => {
    if (handled.current) return
    handled.current = true
    const { hash, pathname, search } = window.location
    if (hash) window.history.replaceState(window.history.state, '', pathname + search)
    const pending = readPending()
    if (!isSocialProvider(provider) || !pending || pending.provider !== provider) return setStatus('invalid')
    const answer = readFragment(provider, hash)
    if (!answer.state || answer.state !== pending.state) return setStatus('invalid')
    const delivered = deliverToOpener({
      type: MESSAGE_TYPE,
      provider,
      state: answer.state,
      ...(answer.token ? { token: answer.token } : {}),
      ...(answer.error || !answer.token ? { error: answer.error ?? 'no_token' } : {}),
    })
    if (!delivered) return setStatus('invalid')
    setStatus('done')
    window.close()
  }, [provider])

  useEffect(() => {
    document.title = t('callback.title')
  }, [t])

  return (
    <main className="flex min-h-dvh items-center justify-center bg-cream-50 px-5 py-10">
      <section aria-labelledby="oauth-title" className="w-full max-w-sm rounded-3xl bg-white/85 px-6 py-8 text-center ring-1 ring-ink-100 shadow-sm">
        <h1 id="oauth-title" className="sr-only">
          {t('callback.title')}
        </h1>
        {status === 'working' && <Spinner label={t('callback.working')} className="py-2" />}
        {status === 'done' && (
          <div role="status">
            <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-sage-100 text-sage-700">
              <CheckIcon size={24} />
            </span>
            <p className="mt-4 text-ink-800">{t('callback.done')}</p>
          </div>
        )}
        {status === 'invalid' && (
          <div role="alert">
            <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-clay-50 text-clay-600">
              <AlertIcon size={24} />
            </span>
            <p className="mt-4 font-medium text-ink-900">{t('callback.invalid')}</p>
            <p className="mt-2 text-sm text-ink-600">{t('callback.invalidHint')}</p>
            <Link to="/login" className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-6' })}>
              {t('callback.toLogin')}
            </Link>
          </div>
        )}
      </section>
    </main>
  )
}
