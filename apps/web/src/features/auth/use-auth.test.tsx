import { act, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RequireAuth, useAuth } from '.'
import { fakeServer } from './test-utils'

afterEach(() => {
  vi.unstubAllGlobals()
})

function Who() {
  const { user, signIn, signOut } = useAuth()
  return (
    <div>
      <p data-testid="who">{user ? user.username : 'guest'}</p>
      <button onClick={() => signIn({ access: 'tok_1', username: 'Ada' })}>in</button>
      <button onClick={() => void signOut()}>out</button>
    </div>
  )
}

describe('useAuth', () => {
  it('reads SPEC storage, signs in and out', async () => {
    const server = fakeServer({ 'POST /auth/logout': { status: 204 } })
    render(<Who />)
    expect(screen.getByTestId('who').textContent).toBe('guest')
    fireEvent.click(screen.getByText('in'))
    expect(screen.getByTestId('who').textContent).toBe('Ada')
    expect(localStorage.getItem('Token')).toBe('tok_1')
    expect(localStorage.getItem('Username')).toBe('Ada')

    fireEvent.click(screen.getByText('out'))
    await screen.findByText('guest')
    // The server ends the session first, with the token it is ending.
    expect(server.called('POST /auth/logout')[0]!.headers.get('authorization')).toBe('Bearer tok_1')
    expect(localStorage.getItem('Token')).toBeNull()
    expect(localStorage.getItem('Username')).toBeNull()
  })

  it('signing out still forgets the token when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))))
    localStorage.setItem('Token', 'tok_1')
    localStorage.setItem('Username', 'Ada')
    render(<Who />)
    fireEvent.click(screen.getByText('out'))
    await screen.findByText('guest')
    expect(localStorage.getItem('Token')).toBeNull()
  })

  it('follows sign-in and sign-out made in another tab', () => {
    render(<Who />)
    act(() => {
      localStorage.setItem('Token', 'tok_other')
      localStorage.setItem('Username', 'Bea')
      window.dispatchEvent(new StorageEvent('storage', { key: 'Token', newValue: 'tok_other' }))
    })
    expect(screen.getByTestId('who').textContent).toBe('Bea')
    act(() => {
      localStorage.clear()
      window.dispatchEvent(new StorageEvent('storage', { key: null }))
    })
    expect(screen.getByTestId('who').textContent).toBe('guest')
  })
})

function Login() {
  const location = useLocation()
  return <p data-testid="login">{JSON.stringify(location.state)}</p>
}

function renderGuarded(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <Login /> },
      { path: '/changepassword', element: <RequireAuth><p>secret page</p></RequireAuth> },
      { element: <RequireAuth />, children: [{ path: '/profile', element: <p>profile page</p> }] },
    ],
    { initialEntries: [url] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('RequireAuth', () => {
  it('sends a guest to /login with the intended path in state', () => {
    renderGuarded('/changepassword?x=1#top')
    expect(screen.queryByText('secret page')).toBeNull()
    expect(JSON.parse(screen.getByTestId('login').textContent!)).toEqual({ from: '/changepassword?x=1#top' })
  })

  it('works as a layout route too', () => {
    renderGuarded('/profile')
    expect(JSON.parse(screen.getByTestId('login').textContent!)).toEqual({ from: '/profile' })
  })

  it('shows the page to a signed-in user', () => {
    localStorage.setItem('Token', 'tok_1')
    localStorage.setItem('Username', 'Ada')
    renderGuarded('/changepassword')
    expect(screen.getByText('secret page')).toBeTruthy()
    renderGuarded('/profile')
    expect(screen.getByText('profile page')).toBeTruthy()
  })

  it('leaves as soon as the sign-in ends', () => {
    localStorage.setItem('Token', 'tok_1')
    renderGuarded('/changepassword')
    act(() => {
      localStorage.removeItem('Token')
      window.dispatchEvent(new StorageEvent('storage', { key: 'Token' }))
    })
    expect(screen.getByTestId('login')).toBeTruthy()
  })
})
