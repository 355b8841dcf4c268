import type { SearchAnswer } from '@shop/domain'
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, productSummary } from '../../features/catalog/components/fixtures'
import { loadCatalogTexts, renderWithRouter } from '../../features/catalog/components/test-utils'
import { Component as SearchPage } from './search'

const PATH = '/search/:text'

function answer(overrides: Partial<SearchAnswer>): SearchAnswer {
  return { query: '', currency: 'USD', did_you_mean: null, results: [], total: 0, page: 1, page_size: 24, popular_searches: [], popular_results: [], ...overrides }
}

describe('search page', () => {
  beforeEach(() => loadCatalogTexts('en'))
  afterEach(() => vi.unstubAllGlobals())

  it('shows the results, the count and a correction the server made', async () => {
    const api = fakeApi({
      '/api/search': answer({ query: 'lavendr', did_you_mean: 'lavender', results: [productSummary()], total: 30 }),
    })
    vi.stubGlobal('fetch', api.fetch)
    renderWithRouter(<SearchPage />, { url: '/search/lavendr?page=2', path: PATH })
    expect(await screen.findByText('30 products found')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results for “lavendr”')
    const correction = screen.getByRole('link', { name: 'lavender' })
    expect(correction.getAttribute('href')).toBe('/search/lavender')
    expect(correction.closest('p')!.textContent).toBe('Showing results for lavender.')
    expect(screen.getByRole('link', { name: 'Lavender Calm Shampoo' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/search/lavendr?page=2')
    expect(api.calls[0]!.searchParams.get('query')).toBe('lavendr')
    expect(api.calls[0]!.searchParams.get('page')).toBe('2')
    expect(document.title).toBe('Search: lavendr · Lumen & Leaf')
  })

  it('offers popular searches and products when nothing is found', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        '/api/search': answer({ query: 'xyzzy', popular_searches: ['rose oil', 'shampoo'], popular_results: [productSummary({ name: 'Best Seller Balm' })] }),
      }).fetch,
    )
    renderWithRouter(<SearchPage />, { url: '/search/xyzzy', path: PATH })
    expect(await screen.findByText('Nothing found for “xyzzy”')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'rose oil' }).getAttribute('href')).toBe('/search/rose%20oil')
    expect(screen.getByRole('heading', { name: 'Popular products' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Best Seller Balm' })).toBeTruthy()
  })

  it('shows the error message when the search fails', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 'internal', status: 500, detail: 'Search index is rebuilding' }), { status: 500 }))
    renderWithRouter(<SearchPage />, { url: '/search/rose', path: PATH })
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.getByText('Search index is rebuilding')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
