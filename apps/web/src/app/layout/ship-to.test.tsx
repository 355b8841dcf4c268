import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { VatNote } from '../../features/catalog/components/vat-note'
import { loadCatalogTexts, renderWithRouter } from '../../features/catalog/components/test-utils'
import { resetMarketForTests, setMarket } from '../../lib/market'
import { fakeServer } from '../../test/fake-server'
import { ShipToButton } from './ship-to-button'

const MARKETS = {
  markets: [],
  countries: [
    { code: 'AT', market: 'de_at', currency: 'EUR', tax_mode: 'included' },
    { code: 'CZ', market: 'cz', currency: 'CZK', tax_mode: 'included' },
    { code: 'DE', market: 'de_at', currency: 'EUR', tax_mode: 'included' },
    { code: 'US', market: 'world', currency: 'USD', tax_mode: 'none' },
  ],
}

function renderButton() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ShipToButton />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  document.documentElement.dataset.market = 'CZ:CZK:included:Czechia'
  resetMarketForTests()
})
afterEach(() => {
  delete document.documentElement.dataset.market
  document.cookie = 'ship_to=; Max-Age=0; Path=/'
  resetMarketForTests()
})

describe('the header\'s "Ship to" (decision 040)', () => {
  it('shows the country and its currency; what shows is its name (for screen readers and voice)', () => {
    renderButton()
    const button = screen.getByRole('button', { name: /^Ship to:\s*Czechia/ })
    // English writes crowns "CZK" (as Intl does); the code shows on phones, the name from lg up
    // (jsdom applies no styles: both are in the text here).
    expect(button.textContent).toBe('Ship to: CzechiaCZ · CZK')
    expect(button.getAttribute('aria-label')).toBeNull()
    expect(button.getAttribute('aria-haspopup')).toBe('dialog')
  })

  it('opens a searchable chooser of every country with its currency; choosing writes the cookie and changes the header', async () => {
    const server = fakeServer({ 'GET /api/markets': { body: MARKETS } })
    renderButton()
    fireEvent.click(screen.getByRole('button', { name: /^Ship to:\s*Czechia/ }))
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 })
    await within(dialog).findByRole('heading', { name: 'Where do we ship to?' })
    const list = await within(dialog).findByRole('list', { name: 'Countries' })
    const rows = within(list).getAllByRole('button')
    expect(rows.map((r) => r.textContent)).toEqual(['ATAustria€', 'CZCzechiaCZK', 'DEGermany€', 'USUnited States$'])
    expect(within(list).getByRole('button', { current: true }).textContent).toContain('Czechia')
    // Searching by name, without accents or by code.
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search for a country' }), { target: { value: 'germ' } })
    expect(within(list).getAllByRole('button').map((r) => r.textContent)).toEqual(['DEGermany€'])
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'zz' } })
    expect(within(dialog).getByRole('status').textContent).toBe('No country matches your search.')
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'de' } })
    fireEvent.click(within(dialog).getByRole('button', { name: /Germany/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.cookie).toContain('ship_to=DE')
    expect(document.querySelector('button[data-ship-to]')?.textContent).toBe('Ship to: GermanyDE · €')
    expect(server.called('GET /api/markets')).toHaveLength(1)
  })

  it('says so when the countries cannot be loaded, and tries again', async () => {
    let fail = true
    fakeServer({ 'GET /api/markets': () => (fail ? { status: 503, body: { status: 503, reason: 'unavailable' } } : { body: MARKETS }) })
    renderButton()
    fireEvent.click(screen.getByRole('button', { name: /^Ship to/ }))
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert.textContent).toContain('The countries could not be loaded.')
    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('list', { name: 'Countries' })).toBeTruthy()
  })
})

describe('what the product page price includes', () => {
  it.each([
    ['included', 'en', 'incl. VAT, plus shipping'],
    ['excluded', 'en', 'excl. VAT, plus shipping'],
    ['none', 'en', 'plus shipping'],
    ['included', 'cz', 'vč. DPH, bez dopravy'],
    ['included', 'sl', 'z DDV, brez poštnine'],
    ['included', 'ge', 'inkl. MwSt., zzgl. Versand'],
    ['none', 'ge', 'zzgl. Versand'],
  ] as const)('%s in %s: "%s", shipping linked to the terms', async (tax_mode, lang, text) => {
    await loadCatalogTexts(lang)
    act(() => setMarket({ country: 'CZ', currency: 'CZK', tax_mode, name: 'x' }))
    renderWithRouter(<VatNote />)
    const note = await screen.findByTestId('vat-note')
    expect(note.textContent).toBe(text)
    expect(within(note).getByRole('link').getAttribute('href')).toBe('/t&c')
    await loadCatalogTexts('en')
  })
})
