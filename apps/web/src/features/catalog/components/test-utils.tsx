import { HTML_LANG, LANGUAGES, type Language } from '@shop/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render } from '@testing-library/react'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { initReactI18next } from 'react-i18next'
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
 * Puts the real catalog texts into the app's i18next instance and switches to `lang`, so tests see
 * what shoppers see (and useLanguage() answers `lang`). Works whether or not a setup file has
 * already started i18next.
 */
export async function loadCatalogTexts(lang: Language = 'en') {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: HTML_LANG[lang],
      fallbackLng: false,
      resources: {},
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      showSupportNotice: false,
    })
  }
  for (const l of LANGUAGES) {
    if (!i18next.hasResourceBundle(HTML_LANG[l], 'catalog')) i18next.addResourceBundle(HTML_LANG[l], 'catalog', CATALOG_MESSAGES[l], true, true)
  }
  await i18next.loadNamespaces('catalog')
  await i18next.changeLanguage(HTML_LANG[lang])
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
