import { hydrate } from '@tanstack/react-query'
import { StrictMode, startTransition, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { initI18n, readStoredLanguage } from '../lib/i18n'
import { Providers, createQueryClient } from './providers'
import { createAppRouter, loadMatchedPages } from './router'
import { readSsrState } from './ssr-state'

const root = document.getElementById('root')!
const ssr = readSsrState()
const app = (router: ReturnType<typeof createAppRouter>, queryClient = createQueryClient()): ReactNode => (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
)

if (ssr && ssr.lang === readStoredLanguage()) {
  // The server sent this page rendered, with the API answers it used: once the page's module and
  // texts are here, React adopts that HTML. As a transition, so hydrating yields to the browser
  // every few milliseconds instead of holding the main thread for the whole page.
  void Promise.all([initI18n(ssr.lang, ssr.namespaces), loadMatchedPages(window.location)]).then(() => {
    const queryClient = createQueryClient()
    hydrate(queryClient, ssr.queries)
    const router = createAppRouter(ssr.router)
    startTransition(() => {
      hydrateRoot(root, app(router, queryClient))
    })
  }, renderInBrowser)
} else renderInBrowser()

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
