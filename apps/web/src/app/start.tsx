import { LANGUAGE_PREFIX, splitLanguagePath, type Language } from '@shop/domain'
import { hydrate } from '@tanstack/react-query'
import { StrictMode, startTransition, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { initI18n } from '../lib/i18n'
import { AppRouter } from '../lib/router'
import { Providers, createQueryClient } from './providers'
import { AppRoutes, pageFor } from './router'
import { readSsrState, type SsrState } from './ssr-state'

/** The page's language is its address's (decision 026): `/cz/…` Czech, no prefix English. */
const address = () => splitLanguagePath(window.location.pathname)

const app = (lang: Language, queryClient = createQueryClient()): ReactNode => (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <AppRouter base={LANGUAGE_PREFIX[lang]}>
        <AppRoutes />
      </AppRouter>
    </Providers>
  </StrictMode>
)

/**
 * Starts the app (src/main.tsx calls it once this module and, on a rendered page, the page's
 * other modules have been evaluated): hydrates the page the server rendered, or renders it here.
 */
export function startApp() {
  const ssr = readSsrState()
  const { lang } = address()
  if (ssr && ssr.lang === lang) void hydratePage(ssr)
  else renderInBrowser(lang)
}

const root = () => document.getElementById('root')!

/**
 * The server sent this page rendered, with the API answers it used: once the page's module and
 * texts are here, React adopts that HTML. As a transition, so hydrating yields to the browser every
 * few milliseconds instead of holding the main thread for the whole page; the steps before it are
 * tasks of their own for the same reason (a phone takes ~4× as long as the machine that measured them).
 */
async function hydratePage(state: SsrState) {
  // The page's modules and texts have been evaluated by now (src/main.tsx): these only wire them up.
  try {
    await initI18n(state.lang, state.namespaces)
    await nextTask()
    // In place before hydrating, or the page would suspend and show its spinner over the server's HTML.
    await pageFor(address().path).load()
  } catch {
    return renderInBrowser(state.lang)
  }
  await nextTask()
  const queryClient = createQueryClient()
  hydrate(queryClient, state.queries)
  await nextTask()
  startTransition(() => {
    hydrateRoot(root(), app(state.lang, queryClient))
  })
}

function nextTask() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0))
}

/**
 * Rendered in the browser: pages behind a sign-in, the staff area, development, or a page whose
 * module failed to arrive (its error screen shows why).
 */
function renderInBrowser(lang: Language) {
  // Both start at once: the texts and the page's chunk (a failure shows on the page's error screen).
  const texts = initI18n(lang)
  pageFor(address().path)
    .load()
    .catch(() => undefined)
  void texts.finally(() => {
    createRoot(root()).render(app(lang))
  })
}
