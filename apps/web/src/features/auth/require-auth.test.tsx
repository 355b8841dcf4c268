import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RequireAuth } from './require-auth'

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
