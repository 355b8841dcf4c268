import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LANGUAGE_STORAGE_KEY, i18n, setLanguage } from '../../../lib/i18n'
import { documentNavigation } from '../../../lib/router'
import { testRouter } from '../../../test/render-routes'
import { LanguageSwitcher } from './language-switcher'

/**
 * The real menu takes the placeholder's place when the shopper reaches for it: open it the way a
 * keyboard user would (focus it, then Enter once it has arrived).
 */
async function openMenu(name: string) {
  fireEvent.focus(screen.getByRole('button', { name }))
  await waitFor(() => expect(screen.getByRole('button', { name }).getAttribute('data-state')).toBe('closed'))
  fireEvent.keyDown(screen.getByRole('button', { name }), { key: 'Enter' })
  return screen.findByRole('menu')
}

describe('language switcher', () => {
  let assign: { mock: { calls: unknown[][] } }
  beforeEach(() => {
    // The choice loads the page in that language from the server: recorded here instead.
    assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => {})
  })
  afterEach(async () => {
    vi.restoreAllMocks()
    await setLanguage('en')
  })

  it('opens on a click that comes before its code has arrived', async () => {
    render(<LanguageSwitcher />)
    // First in this file: the menu code is not loaded yet, so this is the placeholder button.
    expect(screen.getByRole('button', { name: 'Language: English, EN' }).hasAttribute('data-state')).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Language: English, EN' }))
    expect(await screen.findByRole('menuitemradio', { name: 'Slovenščina' }, { timeout: 3000 })).toBeTruthy()
  })

  it('switches the texts, remembers the choice and sets <html lang>', async () => {
    render(<LanguageSwitcher />)
    expect(document.documentElement.lang).toBe('en')

    await openMenu('Language: English, EN')
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Deutsch' }))

    await waitFor(() => expect(document.documentElement.lang).toBe('de'))
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ge')
    expect(await screen.findByRole('button', { name: 'Sprache: Deutsch, DE' })).toBeTruthy()
    expect(i18n.t('notFound.title')).toBe('Seite nicht gefunden')
    // …and goes to the German home page (this test's address is `/`).
    expect(assign.mock.calls).toEqual([['/ge/']])
  })

  it('goes to the same page in the chosen language, with its query, and remembers the choice in the cookie', async () => {
    const router = testRouter([{ path: '/productdetails/:id', element: <LanguageSwitcher /> }], '/cz/productdetails/prd_rose0001?tab=reviews', { base: '/cz' })
    render(router.element)
    await openMenu('Language: English, EN')
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Slovenščina' }))

    expect(assign.mock.calls).toEqual([['/sl/productdetails/prd_rose0001?tab=reviews']])
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sl')
    expect(document.cookie).toContain('lang=sl')
  })

  it('leads from a Czech page to the English one without a prefix', async () => {
    await setLanguage('cz')
    const router = testRouter([{ path: '/', element: <LanguageSwitcher /> }], '/cz/', { base: '/cz' })
    render(router.element)
    await openMenu('Jazyk: Čeština, CZ')
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'English' }))
    expect(assign.mock.calls).toEqual([['/']])
  })

  it('offers every shop language in its own words, the current one checked', async () => {
    render(<LanguageSwitcher />)
    await openMenu('Language: English, EN')
    const items = screen.getAllByRole('menuitemradio')
    expect(items.map((i) => i.getAttribute('lang'))).toEqual(['en', 'cs', 'sl', 'de'])
    expect(items.map((i) => i.textContent)).toEqual(['ENEnglish', 'CZČeština', 'SLSlovenščina', 'DEDeutsch'])
    expect(screen.getByRole('menuitemradio', { checked: true }).getAttribute('lang')).toBe('en')
  })

})
