import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer } from '../test/fake-server'
import { useAuth } from './use-auth'

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
