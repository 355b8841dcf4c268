import { LANGUAGES, type Language } from '@shop/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render } from '@testing-library/react'
import i18next from '../../../lib/i18n-runtime'
import type { ReactNode } from 'react'
import { useLocation } from '../../../lib/router'
import { testRouter } from '../../../test/render-routes'
import { afterEach } from 'vitest'

// Unmount between tests even when no setup file does it (vitest runs without globals here).
afterEach(() => cleanup())

const files = import.meta.glob<Record<string, unknown>>('../../../i18n/*/catalog.json', { eager: true, import: 'default' })

/** The catalog texts of every language, as the app loads them. */
export const CATALOG_MESSAGES = Object.fromEntries(
  LANGUAGES.map((l) => [l, files[`../../../i18n/${l}/catalog.json`] ?? {}]),
) as Record<Language, Record<string, unknown>>

/**
 * Loads the real catalog texts and switches to `lang`, so tests see what shoppers see (and
 * useLanguage() answers `lang`).
 */
export async function loadCatalogTexts(lang: Language = 'en') {
  await i18next.loadNamespaces(['catalog', 'product', 'listing'])
  await i18next.changeLanguage(lang)
}

/** Shows the current URL, so a test can assert what a control wrote into the query string. */
function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

/** Renders inside a router (at `url`, matched by `path`) and a fresh query client. */
export function renderWithRouter(ui: ReactNode, { url = '/', path = '*' }: { url?: string; path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = testRouter(
    [
      {
        path,
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
    ],
    url,
  )
  const result = render(
    <QueryClientProvider client={client}>
      {router.element}
    </QueryClientProvider>,
  )
  return { ...result, router, client, location: () => result.getByTestId('location').textContent ?? '' }
}
