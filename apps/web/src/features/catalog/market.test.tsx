import { act, render, screen, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useProducts } from './api/catalog-queries'
import { PriceTag } from './components/price-tag'
import { loadCatalogTexts, renderWithRouter } from './components/test-utils'
import { fakeServer } from '../../test/fake-server'
import { MarketContext, parseMarketAttribute, PricesIn, resetMarketForTests, setMarket, useMarket, type MarketState } from '../../lib/market'
import { SHIP_TO_EVENT, writeShipTo } from '../../lib/ship-to'

const MARKETS = {
  markets: [],
  countries: [
    { code: 'CZ', market: 'cz', currency: 'CZK', tax_mode: 'included' },
    { code: 'DE', market: 'de_at', currency: 'EUR', tax_mode: 'included' },
    { code: 'US', market: 'world', currency: 'USD', tax_mode: 'none' },
  ],
}
const CZ: MarketState = { country: 'CZ', currency: 'CZK', tax_mode: 'included', name: 'Česko' }

function Probe() {
  const m = useMarket()
  return <output data-testid="market">{`${m.country} ${m.currency} ${m.tax_mode} ${m.name}`}</output>
}

beforeEach(() => {
  document.documentElement.dataset.market = 'CZ:CZK:included:Česko'
  resetMarketForTests()
})
afterEach(() => {
  delete document.documentElement.dataset.market
  document.cookie = 'ship_to=; Max-Age=0; Path=/'
  resetMarketForTests()
})

describe("the page's market (decision 040)", () => {
  it('reads <html data-market> as the server wrote it, and refuses what it does not know', () => {
    expect(parseMarketAttribute('AT:EUR:included:Österreich')).toEqual({ country: 'AT', currency: 'EUR', tax_mode: 'included', name: 'Österreich' })
    expect(parseMarketAttribute('US:USD:none:United States')?.name).toBe('United States')
    for (const bad of ['', 'CZ', 'CZ:GBP:included:x', 'CZ:CZK:sometimes:x', 'cz:CZK:included:x', undefined, null]) expect(parseMarketAttribute(bad)).toBeNull()
    render(<Probe />)
    expect(screen.getByTestId('market').textContent).toBe('CZ CZK included Česko')
  })

  it('without the attribute (development) it is the base list: US dollars, no VAT', () => {
    delete document.documentElement.dataset.market
    resetMarketForTests()
    render(<Probe />)
    expect(screen.getByTestId('market').textContent).toBe('US USD none US')
  })

  it("a server render's market (context) wins over the page's", () => {
    render(
      <MarketContext value={{ country: 'DE', currency: 'EUR', tax_mode: 'included', name: 'Deutschland' }}>
        <Probe />
      </MarketContext>,
    )
    expect(screen.getByTestId('market').textContent).toBe('DE EUR included Deutschland')
  })

  it('follows a country written elsewhere (writeShipTo), looking its market up in GET /api/markets', async () => {
    const server = fakeServer({ 'GET /api/markets': { body: MARKETS } })
    render(<Probe />)
    act(() => writeShipTo('DE'))
    await waitFor(() => expect(screen.getByTestId('market').textContent).toBe('DE EUR included Germany'))
    expect(document.cookie).toContain('ship_to=DE')
    expect(server.called('GET /api/markets')).toHaveLength(1)
    // The same country again changes nothing and asks nothing.
    act(() => void window.dispatchEvent(new CustomEvent(SHIP_TO_EVENT, { detail: 'DE' })))
    expect(server.called('GET /api/markets')).toHaveLength(1)
  })

  it('amounts are in the currency their answer names; outside an answer, the market’s', async () => {
    await loadCatalogTexts('cz')
    const { container } = renderWithRouter(
      <>
        <PricesIn answer={{ currency: 'CZK' }}>
          <p data-testid="czk">
            <PriceTag price={44900} compareAt={null} />
          </p>
        </PricesIn>
        <PricesIn answer={{ currency: 'EUR' }}>
          <p data-testid="eur">
            <PriceTag price={1890} compareAt={null} />
          </p>
        </PricesIn>
        {/* An answer from before the catalog named its currency is in the base list. */}
        <PricesIn answer={{}}>
          <p data-testid="old">
            <PriceTag price={1890} compareAt={null} />
          </p>
        </PricesIn>
        <p data-testid="market">
          <PriceTag price={44900} compareAt={null} />
        </p>
      </>,
    )
    const text = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent?.replace(/\u00a0/g, ' ')
    expect(text('czk')).toBe('449 Kč')
    expect(text('eur')).toBe('18,90 €')
    expect(text('old')).toBe('18,90 US$')
    expect(text('market')).toBe('449 Kč')
    await loadCatalogTexts('en')
  })

  it('catalog reads send the market’s currency and read again when it changes', async () => {
    const server = fakeServer({ 'GET /api/product': (call) => ({ body: { data: [], total: 0, page: 1, page_size: 20, total_pages: 1, currency: call.query.get('currency') } }) })
    function List() {
      const list = useProducts('en', { category: 'skin-care' })
      return <output data-testid="list">{list.data ? String((list.data as { currency?: string }).currency) : 'loading'}</output>
    }
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <List />
      </QueryClientProvider>,
    )
    await waitFor(() => expect(screen.getByTestId('list').textContent).toBe('CZK'))
    expect(server.called('GET /api/product')[0]!.query.get('currency')).toBe('CZK')
    act(() => setMarket({ country: 'DE', currency: 'EUR', tax_mode: 'included', name: 'Germany' }))
    await waitFor(() => expect(screen.getByTestId('list').textContent).toBe('EUR'))
    expect(server.called('GET /api/product').map((c) => c.query.get('currency'))).toEqual(['CZK', 'EUR'])
    // Back to a currency read before: the cached answer, no new request within its fresh time.
    act(() => setMarket(CZ))
    await waitFor(() => expect(screen.getByTestId('list').textContent).toBe('CZK'))
    expect(server.called('GET /api/product')).toHaveLength(2)
  })
})
