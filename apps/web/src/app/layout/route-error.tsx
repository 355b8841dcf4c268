import { Component, useEffect, type ComponentType, type ReactNode } from 'react'
import { useTranslation } from '../../lib/i18n-runtime'
import { Link, useLocation } from '../../lib/router'
import { Button, buttonClasses } from '../../components/ui/button'
import { AlertIcon, RefreshIcon } from '../../components/ui/icons'
import { isChunkLoadError } from './chunk-load'

function reload() {
  window.location.reload()
}

/**
 * Shown in place of a page that failed: a chunk that did not load (offline, timed out, or the shop
 * was updated meanwhile) gets a Reload button; anything else a short apology and a way home.
 * Header and footer stay, so the shopper is never left on a blank page.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation()
  const chunk = isChunkLoadError(error)

  useEffect(() => console.error(error), [error])

  const title = chunk ? t('error.chunkTitle') : t('error.title')
  const message = chunk ? t('error.chunkMessage') : t('error.message')

  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center" aria-labelledby="route-error-title">
      <div className="mb-5 flex size-14 items-center justify-center rounded-full bg-clay-50 text-clay-600">
        {chunk ? <RefreshIcon size={28} /> : <AlertIcon size={28} />}
      </div>
      <h1 id="route-error-title" className="text-3xl text-ink-900 sm:text-4xl">
        {title}
      </h1>
      <p className="mt-3 text-ink-600">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={reload}>
          <RefreshIcon size={18} />
          {t('error.reload')}
        </Button>
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          {t('error.home')}
        </Link>
      </div>
      {import.meta.env.DEV && error instanceof Error && !chunk && (
        <pre className="mt-8 max-w-full overflow-auto rounded-lg bg-ink-100 p-3 text-left text-xs text-ink-700">{error.stack ?? error.message}</pre>
      )}
    </section>
  )
}

/**
 * Last resort when the layout itself failed: no header (it may be the cause) and plain English
 * fallbacks in case the texts never loaded.
 */
export function RootErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation('common', { useSuspense: false })
  const chunk = isChunkLoadError(error)
  useEffect(() => console.error(error), [error])
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-cream-50 px-4 text-center">
      <h1 className="text-3xl text-ink-900">
        {chunk ? t('error.chunkTitle', 'This page could not be loaded') : t('error.title', 'Something went wrong')}
      </h1>
      <p className="mt-3 max-w-md text-ink-600">
        {chunk
          ? t('error.chunkMessage', 'The connection may have dropped, or the shop was updated in the meantime. Reloading usually helps.')
          : t('error.message', 'An unexpected error stopped this page. Reloading usually helps.')}
      </p>
      <Button className="mt-8" onClick={reload}>
        <RefreshIcon size={18} />
        {t('error.reload', 'Reload')}
      </Button>
    </main>
  )
}

interface BoundaryProps {
  Screen: ComponentType<{ error: unknown }>
  children: ReactNode
}

/** Shows `Screen` in place of its children when they throw; going to another address tries again. */
export function RouteErrorBoundary(props: BoundaryProps) {
  const { pathname, search } = useLocation()
  return <ErrorCatcher {...props} address={pathname + search} />
}

class ErrorCatcher extends Component<BoundaryProps & { address: string }, { error: unknown; address: string; failed: boolean }> {
  override state = { error: null as unknown, address: this.props.address, failed: false }

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true }
  }

  static getDerivedStateFromProps(props: { address: string }, state: { address: string }) {
    return props.address === state.address ? null : { error: null, failed: false, address: props.address }
  }

  override render() {
    const { Screen, children } = this.props
    return this.state.failed ? <Screen error={this.state.error} /> : children
  }
}
