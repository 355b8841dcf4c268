import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { memoryLocation } from 'wouter/memory-location'
import { AppRouter } from '../lib/router'
import { fakeServer } from '../test/fake-server'
import { preloadHeader } from './layout/header'
import { Providers, createQueryClient } from './providers'
import { AppRoutes } from './router'

// A page that fails while rendering (the about page stands in for any).
vi.mock('./routes/about.tsx', () => ({
  Component() {
    throw new Error('the about page broke')
  },
}))

afterEach(() => vi.unstubAllGlobals())

// The header's later-hydrated parts (lib/hydrate-later.ts) in place, as the server's renderer has them.
beforeAll(() => preloadHeader())

/** The whole app (layout, route table, error boundaries) at `path`, under the language prefix `base`. */
function renderApp(path: string, base = '') {
  // No API answers: the header and footer show what they show without data.
  fakeServer({})
  const memory = memoryLocation({ path, record: true })
  render(
    <Providers queryClient={createQueryClient()}>
      <AppRouter memory={memory} base={base}>
        <AppRoutes />
      </AppRouter>
    </Providers>,
  )
  return { at: () => memory.history!.at(-1) }
}

const main = () => within(document.getElementById('main')!)

// The first render loads the layout's modules and texts: slow on a busy machine.
describe('the app routes', { timeout: 30_000 }, () => {
  it('shows the spinner inside the layout while a page\'s chunk arrives, then the page', async () => {
    renderApp('/returnpolicy')
    expect(main().getByRole('status').textContent).toBe('Loading...')
    expect(await main().findByRole('heading', { level: 1, name: 'Withdrawal and returns' }, { timeout: 10_000 })).toBeTruthy()
  })

  it('shows "Not Found" for an unknown path, inside the layout', async () => {
    renderApp('/no/such/page')
    expect(await main().findByRole('heading', { level: 1, name: 'Not Found' }, { timeout: 10_000 })).toBeTruthy()
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(screen.getByRole('contentinfo')).toBeTruthy()
  })

  it('shows the error screen in place of a page that throws, header and footer still there; a link leaves it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderApp('/about')
    expect(await main().findByRole('heading', { level: 1, name: 'Something went wrong' }, { timeout: 10_000 })).toBeTruthy()
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(screen.getByRole('contentinfo')).toBeTruthy()

    fireEvent.click(main().getByRole('link', { name: 'Go to the homepage' }))
    await waitFor(() => expect(main().queryByRole('heading', { name: 'Something went wrong' })).toBeNull(), { timeout: 10_000 })
  })

  it('keeps every in-app link of a Czech page under /cz, and navigates there', async () => {
    const { at } = renderApp('/cz/no/such/page', '/cz')
    const home = await main().findByRole('link', { name: 'Back to the homepage' }, { timeout: 10_000 })
    expect(home.getAttribute('href')).toBe('/cz/')
    const inApp = Array.from(document.querySelectorAll('a[href^="/"]'), (a) => a.getAttribute('href')!)
    expect(inApp.length).toBeGreaterThan(5)
    expect(inApp.filter((href) => !href.startsWith('/cz/'))).toEqual([])

    const cart = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href="/cz/cart"]'))[0]!
    fireEvent.click(cart)
    await waitFor(() => expect(at()).toBe('/cz/cart'))
  })
})
