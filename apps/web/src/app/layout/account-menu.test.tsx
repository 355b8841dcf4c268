import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { testRouter } from '../../test/render-routes'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer } from '../../features/auth/test-utils'
import { AccountMenu } from './account-menu'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
})

function renderMenu() {
  const router = testRouter([{ path: '*', element: <AccountMenu /> }], '/somewhere')
  render(router.element)
  return router
}

async function openMenu(name: RegExp) {
  // Before the Radix code arrives a placeholder opens the menu on click; afterwards the real
  // trigger opens it from the keyboard.
  fireEvent.click(screen.getByRole('button', { name }))
  await waitFor(() => {
    if (!screen.queryByRole('menu')) fireEvent.keyDown(screen.getByRole('button', { name }), { key: 'Enter' })
    expect(screen.getByRole('menu')).toBeTruthy()
  })
}

describe('account menu', () => {
  it('offers sign in and create account to a guest', async () => {
    renderMenu()
    await openMenu(/^Account$/)
    expect(screen.getByRole('menuitem', { name: 'Sign in' }).getAttribute('href')).toBe('/login')
    expect(screen.getByRole('menuitem', { name: 'Create account' }).getAttribute('href')).toBe('/signup')
  })

  it('shows the name, the account pages, and signs out through the server', async () => {
    localStorage.setItem('Token', 'tok_1')
    localStorage.setItem('Username', 'Ada Lovelace')
    const server = fakeServer({ 'POST /auth/logout': { status: 204 } })
    const router = renderMenu()
    await openMenu(/Account: Ada Lovelace/)
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy()
    const links = Object.fromEntries(
      screen.getAllByRole('menuitem').flatMap((item) => (item.getAttribute('href') ? [[item.textContent, item.getAttribute('href')]] : [])),
    )
    expect(links).toEqual({
      'Your account': '/youraccount',
      Orders: '/orderhistory',
      Wallet: '/wallet',
      Profile: '/profile',
      Addresses: '/addressmyinfo',
      'Change password': '/changepassword',
      'Two-factor authentication': '/Twofactor',
    })
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }))
    })
    await waitFor(() => expect(localStorage.getItem('Token')).toBeNull())
    expect(server.called('POST /auth/logout')[0]!.headers.get('authorization')).toBe('Bearer tok_1')
    expect(localStorage.getItem('Username')).toBeNull()
    await waitFor(() => expect(router.location().pathname).toBe('/'))
    expect(screen.getByRole('button', { name: /^Account$/ })).toBeTruthy()
  })
})
