import { act, render, screen } from '@testing-library/react'
import { useLocation } from '../../lib/router'
import { testRouter } from '../../test/render-routes'
import { describe, expect, it } from 'vitest'
import { RequireAuth } from './require-auth'

function Login() {
  const location = useLocation()
  return <p data-testid="login">{JSON.stringify(location.state)}</p>
}

function renderGuarded(url: string) {
  const router = testRouter(
    [
      { path: '/login', element: <Login /> },
      { path: '/changepassword', element: <RequireAuth><p>secret page</p></RequireAuth> },
      { path: '/profile', element: <RequireAuth><p>profile page</p></RequireAuth> },
    ],
    url,
  )
  render(router.element)
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
