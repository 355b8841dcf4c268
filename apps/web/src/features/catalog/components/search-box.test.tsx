import type { SearchAnswer, SuggestAnswer } from '@shop/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useLocation } from '../../../lib/router'
import { testRouter } from '../../../test/render-routes'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SearchBox } from './search-box'

const POPULAR: SearchAnswer = {
  query: '',
  currency: 'USD',
  did_you_mean: null,
  results: [],
  total: 0,
  page: 1,
  page_size: 24,
  popular_searches: ['rose water', 'argan oil'],
  popular_results: [],
}

const SUGGESTIONS: SuggestAnswer = {
  query: 'lav',
  suggestions: [
    { kind: 'product', label: 'Lavender Body Oil', id: 'prd_lav00001', category_slug: null },
    { kind: 'brand', label: 'Lavandula & Co', id: 'lavandula', category_slug: null },
    { kind: 'subcategory', label: 'Body Oils', id: 'sub_oils', category_slug: 'body-care' },
  ],
}

function fakeFetch() {
  const calls: URL[] = []
  const fetch = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://shop.test')
    calls.push(url)
    const body = url.pathname === '/api/search/suggest' ? { ...SUGGESTIONS, query: url.searchParams.get('query') } : POPULAR
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
  })
  return { fetch, calls }
}

function Page() {
  const location = useLocation()
  return (
    <>
      <SearchBox />
      <output data-testid="location">{location.pathname}</output>
    </>
  )
}

function renderSearchBox() {
  const router = testRouter([{ path: '*', Component: Page }], '/')
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      {router.element}
    </QueryClientProvider>,
  )
  return { input: screen.getByRole('combobox', { name: 'Search the shop' }), location: () => screen.getByTestId('location').textContent }
}

describe('search box', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks for popular searches only when the box opens, and offers them when focused and empty', async () => {
    const api = fakeFetch()
    vi.stubGlobal('fetch', api.fetch)
    const { input } = renderSearchBox()
    const askedForPopular = () => api.calls.some((u) => u.pathname === '/api/search' && u.searchParams.get('query') === null)

    // Not part of the page: a cached page would carry an old list, and most visitors never open the box.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(askedForPopular()).toBe(false)
    fireEvent.focus(input)
    await waitFor(() => expect(askedForPopular()).toBe(true))
    const list = await screen.findByRole('listbox', { name: 'Popular searches' })
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['rose water', 'argan oil'])
    expect(input.getAttribute('aria-expanded')).toBe('true')
  })

  it('suggests as you type and opens the chosen product on Enter', async () => {
    const api = fakeFetch()
    vi.stubGlobal('fetch', api.fetch)
    const { input, location } = renderSearchBox()

    fireEvent.focus(input)
    fireEvent.change(input, { target: { value: 'lav' } })
    const options = await screen.findAllByRole('option', {}, { timeout: 2000 }).then(async () => {
      await waitFor(() => expect(screen.getAllByRole('option')[0]!.textContent).toContain('Lavender Body Oil'))
      return screen.getAllByRole('option')
    })
    expect(options.map((o) => o.textContent)).toEqual(['Lavender Body OilProduct', 'Lavandula & CoBrand', 'Body OilsCategory'])
    expect(api.calls.find((u) => u.pathname === '/api/search/suggest')?.searchParams.get('query')).toBe('lav')

    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id)
    expect(options[0]!.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(input, { key: 'Enter' })

    await waitFor(() => expect(location()).toBe('/productdetails/prd_lav00001'))
    expect(input.getAttribute('aria-expanded')).toBe('false')
  })

  it('searches the typed text on Enter, and a brand by its name', async () => {
    vi.stubGlobal('fetch', fakeFetch().fetch)
    const { input, location } = renderSearchBox()

    fireEvent.focus(input)
    fireEvent.change(input, { target: { value: '  rose & oil ' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    await waitFor(() => expect(location()).toBe('/search/rose%20%26%20oil'))

    fireEvent.focus(input)
    fireEvent.change(input, { target: { value: 'lav' } })
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3))
    fireEvent.keyDown(input, { key: 'ArrowUp' }) // wraps to the last entry…
    fireEvent.keyDown(input, { key: 'ArrowUp' }) // …then the brand
    fireEvent.keyDown(input, { key: 'Enter' })
    await waitFor(() => expect(location()).toBe('/search/Lavandula%20%26%20Co'))
  })

  it('closes the list on Escape without leaving the page', async () => {
    vi.stubGlobal('fetch', fakeFetch().fetch)
    const { input, location } = renderSearchBox()
    fireEvent.focus(input)
    await screen.findByRole('listbox', { name: 'Popular searches' })
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(location()).toBe('/')
  })
})
