import { hydrate } from '@tanstack/react-query'
import { StrictMode, startTransition, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { initI18n, readStoredLanguage } from '../lib/i18n'
import { Providers, createQueryClient } from './providers'
import { createAppRouter, loadMatchedPages } from './router'
import { readSsrState, type SsrState } from './ssr-state'

const app = (router: ReturnType<typeof createAppRouter>, queryClient = createQueryClient()): ReactNode => (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
)

/**
 * Starts the app (src/main.tsx calls it once this module and, on a rendered page, the page's
 * other modules have been evaluated): hydrates the page the server rendered, or renders it here.
 */
export function startApp() {
  const ssr = readSsrState()
  if (ssr && ssr.lang === readStoredLanguage()) void hydratePage(ssr)
  else renderInBrowser()
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
    await loadMatchedPages(window.location)
  } catch {
    return renderInBrowser()
  }
  await nextTask()
  const queryClient = createQueryClient()
  hydrate(queryClient, state.queries)
  await nextTask()
  const router = createAppRouter(state.router)
  await nextTask()
  startTransition(() => {
    hydrateRoot(root(), app(router, queryClient))
  })
}

function nextTask() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0))
}

/**
 * Rendered in the browser: pages behind a sign-in, the staff area, development, a language the
 * server did not know of yet, or a page whose module failed to arrive (the router shows why).
 */
function renderInBrowser() {
  // Both start at once: the texts and the first page's chunk.
  const texts = initI18n()
  const router = createAppRouter()
  void texts.finally(() => {
    createRoot(root()).render(app(router))
  })
}
