import { AUTH_MESSAGES } from '@shop/domain'
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, problem, renderScreen } from '../test-utils'
import { LoginForm, safeReturnPath } from './login-form'

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

async function login(contact: string, password: string, state?: unknown) {
  renderScreen(<LoginForm />, { path: '/login', state })
  await screen.findByRole('button', { name: 'Sign in' })
  fireEvent.change(screen.getByLabelText('Email or phone number'), { target: { value: contact } })
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: password } })
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('/login', () => {
  it('has the autocomplete a password manager needs and the forgot-password link', async () => {
    fakeServer({})
    renderScreen(<LoginForm />, { path: '/login', state: { contact: 'ada@example.com' } })
    await screen.findByRole('button', { name: 'Sign in' })
    const contact = screen.getByLabelText('Email or phone number') as HTMLInputElement
    expect(contact.getAttribute('autocomplete')).toBe('username')
    expect(contact.value).toBe('ada@example.com') // handed on by signup ("already registered")
    expect(screen.getByLabelText('Password', { selector: 'input' }).getAttribute('autocomplete')).toBe('current-password')
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgetpassword')
  })

  it('checks the contact with SPEC\'s rules before calling', async () => {
    fakeServer({})
    await login('777 123 456', 'secret1')
    expect(await screen.findByText(AUTH_MESSAGES.contactInvalid)).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('signs in, stores Username and Token, and goes back where the user was headed', async () => {
    const server = fakeServer({ 'POST /auth/login': { body: { access: 'tok_1', username: 'Ada' } } })
    await login('Ada@Example.com', 'secret1', { from: '/changepassword' })
    expect((await screen.findByTestId('path')).textContent).toBe('/changepassword')
    expect(server.called('POST /auth/login')[0]!.body).toEqual({ email: 'ada@example.com', password: 'secret1' })
    expect(localStorage.getItem('Token')).toBe('tok_1')
    expect(localStorage.getItem('Username')).toBe('Ada')
  })

  it('a phone number is sent as + and digits', async () => {
    const server = fakeServer({ 'POST /auth/login': { body: { access: 'tok_1', username: 'Bea' } } })
    await login('+420 777 123 456', 'secret1')
    expect((await screen.findByTestId('path')).textContent).toBe('/')
    expect(server.called('POST /auth/login')[0]!.body).toEqual({ email: '+420777123456', password: 'secret1' })
  })

  it('a two-factor user goes on to the second step with the challenge, not signed in yet', async () => {
    fakeServer({ 'POST /auth/login': { body: { two_factor_required: true, challenge: 'chl_abcdefghij', methods: ['totp', 'questions'] } } })
    await login('ada@example.com', 'secret1', { from: '/profile' })
    expect((await screen.findByTestId('path')).textContent).toBe('/twofactorauthenicationverifiaction')
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({
      challenge: 'chl_abcdefghij',
      methods: ['totp', 'questions'],
      from: '/profile',
    })
    expect(localStorage.getItem('Token')).toBeNull()
  })

  it('an unverified email goes to /Verificationemail with the address', async () => {
    fakeServer({
      'POST /auth/login': { status: 403, body: problem(403, 'forbidden', 'Please verify your email address first, we sent a new code to your email') },
    })
    await login('ada@example.com', 'secret1')
    expect((await screen.findByTestId('path')).textContent).toBe('/Verificationemail')
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({ prevPath: 'login', email: 'ada@example.com' })
  })

  it('a wrong password shows the server\'s message and clears it on edit', async () => {
    fakeServer({ 'POST /auth/login': { status: 401, body: problem(401, 'unauthorized', 'Invalid email/phone or password') } })
    await login('ada@example.com', 'wrong')
    expect(await screen.findByText('Invalid email/phone or password')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'again' } })
    expect(screen.queryByText('Invalid email/phone or password')).toBeNull()
  })

  it('a rate limit (429) shows the wait', async () => {
    // A locked account answers like a wrong password (decision 021); only the per-address limits answer 429.
    fakeServer({ 'POST /auth/login': { status: 429, body: problem(429, 'rate_limited', 'Too many requests, try again in 42 seconds') } })
    await login('ada@example.com', 'wrong')
    expect(await screen.findByText('Too many requests, try again in 42 seconds')).toBeTruthy()
  })
})

describe('safeReturnPath', () => {
  it.each([
    ['/profile?tab=1', '/profile?tab=1'],
    ['//evil.example', '/'],
    ['https://evil.example', '/'],
    ['/login', '/'],
    [undefined, '/'],
    [42, '/'],
  ])('%s → %s', (from, expected) => {
    expect(safeReturnPath(from)).toBe(expected)
  })
})
