import { hydrate } from '@tanstack/react-query'
import { StrictMode, startTransition, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { prepareFormats } from '../lib/format'
import { initI18n, readStoredLanguage } from '../lib/i18n'
import { Providers, createQueryClient } from './providers'
import { createAppRouter, loadMatchedPages } from './router'
import { readSsrState, type SsrState } from './ssr-state'

const root = document.getElementById('root')!
const ssr = readSsrState()
const app = (router: ReturnType<typeof createAppRouter>, queryClient = createQueryClient()): ReactNode => (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
)

if (ssr && ssr.lang === readStoredLanguage()) void hydratePage(ssr)
else renderInBrowser()

/**
 * The server sent this page rendered, with the API answers it used: once the page's module and
 * texts are here, React adopts that HTML. As a transition, so hydrating yields to the browser every
 * few milliseconds instead of holding the main thread for the whole page; the steps before it are
 * tasks of their own for the same reason (a phone takes ~4× as long as the machine that measured them).
 */
async function hydratePage(state: SsrState) {
  // This module's own evaluation and reading the state were one task; starting the texts and
  // matching the routes is the next.
  await nextTask()
  try {
    await Promise.all([initI18n(state.lang, state.namespaces), loadMatchedPages(window.location)])
  } catch {
    return renderInBrowser()
  }
  await nextTask()
  const queryClient = createQueryClient()
  hydrate(queryClient, state.queries)
  const router = createAppRouter(state.router)
  await nextTask()
  // The first number format costs ~10 ms (the browser loads its locale data): not inside hydration.
  prepareFormats(state.lang)
  await nextTask()
  startTransition(() => {
    hydrateRoot(root, app(router, queryClient))
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
    createRoot(root).render(app(router))
  })
}
