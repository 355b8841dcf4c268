import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, productDetail, productSummary, variant } from '../../features/catalog/components/fixtures'
import { loadCatalogTexts, renderWithRouter } from '../../features/catalog/components/test-utils'
import { PageStatusContext } from '../page-status'
import { Component as ProductPage } from './product-details'

const PATH = '/productdetails/:id'

describe('product details page', () => {
  beforeEach(() => loadCatalogTexts('en'))
  afterEach(() => vi.unstubAllGlobals())

  it('shows the product with price saving, facts, INCI with allergens marked and the PAO badge', async () => {
    const product = productDetail({ price_cents: 2400, compare_at_cents: 3000 })
    vi.stubGlobal('fetch', fakeApi({ '/api/product/prd_rose0001': product }).fetch)
    const { container } = renderWithRouter(<ProductPage />, { url: '/productdetails/prd_rose0001', path: PATH })

    expect(await screen.findByRole('heading', { level: 1, name: 'Rose Night Cream' })).toBeTruthy()
    expect(document.title).toBe('Rose Night Cream – Alpine Botanica · Lumen & Leaf')
    expect(screen.getByText('You save $6.00 (20%)')).toBeTruthy()
    expect(screen.getByText('Dry skin')).toBeTruthy()
    expect(screen.getByText('Mature skin')).toBeTruthy()
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Linalool* (allergen)', 'Citronellol* (allergen)'])
    expect(screen.getByText('12M')).toBeTruthy()
    expect(screen.getByText('Use within 12 months of opening')).toBeTruthy()
    expect(screen.getAllByRole('tab')).toHaveLength(3)
    expect(screen.getByRole('heading', { name: 'You may also like' })).toBeTruthy()
    // A guest can fill the cart; the wishlist needs an account, so its button leads to sign-in.
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Add to wishlist' }).getAttribute('href')).toBe('/login')
  })

  it('shows the unit price, the 30-day low of a reduction and the product safety block, rendered with the page', async () => {
    const product = productDetail({ price_cents: 2400, compare_at_cents: 3000, prior_low_cents: 2700, size: { value: 50, unit: 'ml' } })
    vi.stubGlobal('fetch', fakeApi({ '/api/product/prd_rose0001': product }).fetch)
    const { container } = renderWithRouter(<ProductPage />, { url: '/productdetails/prd_rose0001', path: PATH })
    await screen.findByRole('heading', { level: 1, name: 'Rose Night Cream' })
    const price = container.querySelector('[aria-live="polite"]')!
    expect(within(price as HTMLElement).getByText('You save $3.00 (11%)')).toBeTruthy()
    expect([...price.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      '$48.00 / 100\u00a0ml',
      'Lowest price in the 30 days before the reduction: $27.00',
      expect.stringMatching(/^incl\. VAT|^plus shipping|^excl\. VAT/),
    ])
    const safety = screen.getByRole('region', { name: 'Product safety and legal information' })
    expect(within(safety).getByText('Responsible person in the EU')).toBeTruthy()
    expect(within(safety).getByText('Alpine Botanica GmbH')).toBeTruthy()
    expect(within(safety).getByText(/Dorfstraße 17/).textContent).toBe('Dorfstraße 17\n6094 Axams\nAustria')
    expect(within(safety).getByRole('link', { name: 'safety@alpine-botanica.at' }).getAttribute('href')).toBe('mailto:safety@alpine-botanica.at')
    expect(within(safety).getByText('Nominal content')).toBeTruthy()
    expect(within(safety).getByText('50 ml')).toBeTruthy()
    expect(within(safety).getByText('SKU ALP-00001 · EAN 2000000000015')).toBeTruthy()
    expect(within(safety).getByText('For external use only. Avoid contact with the eyes.')).toBeTruthy()
  })

  it('says so where no precautions apply, and leaves out a responsible person not yet entered', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/api/product/prd_rose0001': productDetail({ warnings: '', responsible_person: null }) }).fetch)
    renderWithRouter(<ProductPage />, { url: '/productdetails/prd_rose0001', path: PATH })
    const safety = await screen.findByRole('region', { name: 'Product safety and legal information' })
    expect(within(safety).getByText('No special precautions apply to this product beyond normal use.')).toBeTruthy()
    expect(within(safety).queryByText('Responsible person in the EU')).toBeNull()
  })

  it('lists and links what a set contains', async () => {
    const part = productSummary({ id: 'prd_part0001', name: 'Rose Toner' })
    const combo = productDetail({ kind: 'combo', combo_items: [{ product: part, quantity: 2 }], price_cents: 2000 })
    vi.stubGlobal('fetch', fakeApi({ '/api/product/prd_rose0001': combo }).fetch)
    renderWithRouter(<ProductPage />, { url: '/productdetails/prd_rose0001', path: PATH })
    const set = await screen.findByRole('region', { name: 'What is in the set' })
    expect(within(set).getByRole('link', { name: 'Rose Toner' }).getAttribute('href')).toBe('/productdetails/prd_part0001')
    expect(within(set).getByText('2 ×')).toBeTruthy()
    expect(within(set).getByText('Bought separately $25.00: you save $5.00 with the set.')).toBeTruthy()
  })

  it('answers a missing product with a message and a way back, and asks the server for a 404', async () => {
    vi.stubGlobal('fetch', fakeApi({}).fetch)
    const statuses: number[] = []
    renderWithRouter(
      <PageStatusContext value={(s) => statuses.push(s)}>
        <ProductPage />
      </PageStatusContext>,
      { url: '/productdetails/prd_missing1', path: PATH },
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toBeTruthy()
    expect(document.title).toBe('Product not found · Lumen & Leaf')
    expect(new Set(statuses)).toEqual(new Set([404]))
  })

  it('answers an archived product (the API\'s 410) with "no longer sold" and a way back, and asks the server for a 410', async () => {
    const gone = { type: 'about:blank#gone', title: 'Gone', status: 410, code: 'gone', reason: 'product_archived', detail: 'This product is no longer sold' }
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(gone), { status: 410, headers: { 'content-type': 'application/problem+json' } }))
    const statuses: number[] = []
    renderWithRouter(
      <PageStatusContext value={(s) => statuses.push(s)}>
        <ProductPage />
      </PageStatusContext>,
      { url: '/productdetails/prd_archived1', path: PATH },
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'No longer sold' })).toBeTruthy()
    expect(screen.getByText(/taken this product off sale/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe('/categoryoverview')
    expect(document.title).toBe('No longer sold · Lumen & Leaf')
    expect(new Set(statuses)).toEqual(new Set([410]))
  })

  it('asks for no status while a product loads or once it is shown', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/api/product/prd_rose0001': productDetail() }).fetch)
    const statuses: number[] = []
    renderWithRouter(
      <PageStatusContext value={(s) => statuses.push(s)}>
        <ProductPage />
      </PageStatusContext>,
      { url: '/productdetails/prd_rose0001', path: PATH },
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Rose Night Cream' })).toBeTruthy()
    expect(statuses).toEqual([])
  })
})

describe('product details page: sizes (decision 029)', () => {
  beforeEach(() => loadCatalogTexts('en'))
  afterEach(() => vi.unstubAllGlobals())

  const sized = () =>
    productDetail({
      has_sizes: true,
      price_cents: 1290,
      variants: [
        variant({ id: 'var_small001', sku: 'ALP-00001-30ML', position: 0, size: { value: 30, unit: 'ml' }, price_cents: 1290, stock: 12 }),
        variant({ id: 'var_mid00001', sku: 'ALP-00001-50ML', position: 1, size: { value: 50, unit: 'ml' }, price_cents: 1890, compare_at_cents: 2290, stock: 3, stock_state: 'low_stock' }),
        variant({ id: 'var_large001', sku: 'ALP-00001-100ML', position: 2, size: { value: 100, unit: 'ml' }, price_cents: 3190, stock: 0, stock_state: 'out_of_stock' }),
      ],
    })

  it('opens at the size the address names, and a chosen size changes price, stock and the address', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/api/product/prd_rose0001': sized() }).fetch)
    const { location } = renderWithRouter(<ProductPage />, { url: '/productdetails/prd_rose0001?size=ALP-00001-50ML', path: PATH })
    const group = await screen.findByRole('group', { name: 'Choose a size' })
    const radios = within(group).getAllByRole('radio')
    expect(radios).toHaveLength(3)
    expect((within(group).getByRole('radio', { name: /50 ml/ }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByText('You save $4.00 (17%)')).toBeTruthy()
    expect(screen.getByText('Only 3 left')).toBeTruthy()
    // Each size says its price per 100 ml, so the larger size's lower unit price shows.
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
      '30 ml$12.90Unit price: $43.00 / 100\u00a0ml',
      '50 ml$18.90Unit price: $37.80 / 100\u00a0ml',
      '100 ml$31.90 · Out of stockUnit price: $31.90 / 100\u00a0ml',
    ])

    fireEvent.click(within(group).getByRole('radio', { name: /100 ml/ }))
    expect((within(group).getByRole('radio', { name: /100 ml/ }) as HTMLInputElement).checked).toBe(true)
    expect(location()).toContain('size=ALP-00001-100ML')
    expect(screen.queryByText(/You save/)).toBeNull()
    // The chosen size is sold out: the button says so.
    expect(await screen.findByRole('button', { name: 'Out of stock' })).toBeTruthy()
  })

  it('without a size in the address shows the lowest-priced one; one size shows no picker', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/api/product/prd_rose0001': sized() }).fetch)
    renderWithRouter(<ProductPage />, { url: '/productdetails/prd_rose0001', path: PATH })
    const group = await screen.findByRole('group', { name: 'Choose a size' })
    expect((within(group).getByRole('radio', { name: /30 ml/ }) as HTMLInputElement).checked).toBe(true)
  })
})
