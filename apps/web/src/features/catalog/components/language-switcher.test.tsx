import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LANGUAGE_STORAGE_KEY, i18n, setLanguage } from '../../../lib/i18n'
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
  afterEach(async () => {
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
