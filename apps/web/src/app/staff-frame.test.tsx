import { render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { memoryLocation } from 'wouter/memory-location'
import { AppRouter } from '../lib/router'
import { fakeServer } from '../test/fake-server'
import { makeDashboard, signIn } from '../features/admin/test-utils'
import { preloadHeader } from './layout/header'
import { Providers, createQueryClient } from './providers'
import { AppRoutes } from './router'

afterEach(() => vi.unstubAllGlobals())

// The header's later-hydrated parts (lib/hydrate-later.ts) in place, as the server's renderer has them.
beforeAll(() => preloadHeader())

function renderApp(path: string) {
  const memory = memoryLocation({ path, record: true })
  render(
    <Providers queryClient={createQueryClient()}>
      <AppRouter memory={memory}>
        <AppRoutes />
      </AppRouter>
    </Providers>,
  )
}

describe('the staff area has its own frame', { timeout: 30_000 }, () => {
  it('shows /admin without the shop header, promo strip, footer or cart, with its side navigation', async () => {
    signIn('Olga', 'tok_owner')
    fakeServer({ 'GET /auth/profile': { body: { id: 'usr_aaaaaaaaaaaaaaaa', username: 'Olga', role: 'owner' } }, 'GET /api/staff/dashboard': { body: makeDashboard() } })
    renderApp('/admin')
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 10_000 })).toBeTruthy()
    const nav = screen.getByRole('navigation', { name: 'Staff area' })
    expect(within(nav).getByRole('link', { name: 'Team and roles' })).toBeTruthy()
    expect(screen.queryByRole('contentinfo')).toBeNull()
    expect(screen.queryByRole('search')).toBeNull()
    expect(document.querySelector('a[href="/cart"]')).toBeNull()
    expect(document.querySelectorAll('main')).toHaveLength(1)
  })

  it('shows a shopper "Staff only" on a plain page, not in the staff frame', async () => {
    signIn('Jana', 'tok_shopper')
    fakeServer({ 'GET /auth/profile': { body: { id: 'usr_bbbbbbbbbbbbbbbb', username: 'Jana', role: 'shopper' } } })
    renderApp('/admin/orders')
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff only' }, { timeout: 10_000 })).toBeTruthy()
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to the shop' })).toBeTruthy()
    expect(document.querySelector('[data-staff-frame]')).toBeNull()
    expect(screen.queryByRole('navigation', { name: 'Staff area' })).toBeNull()
  })

  it('keeps the shop layout for shop pages', async () => {
    fakeServer({})
    renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' }, { timeout: 10_000 })).toBeTruthy()
    expect(screen.getByRole('contentinfo')).toBeTruthy()
    expect(document.querySelector('[data-staff-frame]')).toBeNull()
  })
})
