import { AUTH_MESSAGES } from '@shop/domain'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notify } from '../../../lib/toast'
import { fakeServer, problem, renderScreen } from '../test-utils'
import { VerifyEmailForm } from './verify-email-form'
import { VerifyPhoneForm } from './verify-phone-form'

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
  vi.useRealTimers()
})

const code = () => screen.getByLabelText('6-digit code')
const enter = (value: string) => fireEvent.change(code(), { target: { value } })
const verify = () => fireEvent.click(screen.getByRole('button', { name: 'Verify' }))

describe('/Verificationemail', () => {
  const state = { prevPath: 'signup', email: 'ada@example.com' }

  it('asks for the 6-digit code with one-time-code autofill and a numeric keyboard', async () => {
    fakeServer({})
    renderScreen(<VerifyEmailForm />, { path: '/Verificationemail', state })
    await screen.findByRole('button', { name: 'Verify' })
    expect(code().getAttribute('autocomplete')).toBe('one-time-code')
    expect(code().getAttribute('inputmode')).toBe('numeric')
    expect(code().getAttribute('maxlength')).toBe('6')
    expect(screen.queryByLabelText('Email')).toBeNull() // the address came with the state
  })

  it('a right code signs in (SPEC storage Username and Token) and goes home', async () => {
    const server = fakeServer({
      'POST /auth/verify-otp': { body: { message: 'Your email address is verified, you are signed in', access: 'tok_abc', username: 'Ada' } },
    })
    renderScreen(<VerifyEmailForm />, { path: '/Verificationemail', state })
    await screen.findByRole('button', { name: 'Verify' })
    enter('123456')
    verify()
    expect((await screen.findByTestId('path')).textContent).toBe('/')
    expect(server.called('POST /auth/verify-otp')[0]!.body).toEqual({ email: 'ada@example.com', otp: '123456', purpose: 'signup' })
    expect(localStorage.getItem('Token')).toBe('tok_abc')
    expect(localStorage.getItem('Username')).toBe('Ada')
  })

  it('a wrong code says "Enter Correct OTP" and keeps the user here', async () => {
    fakeServer({ 'POST /auth/verify-otp': { status: 400, body: problem(400, 'validation_failed', AUTH_MESSAGES.wrongOtp) } })
    renderScreen(<VerifyEmailForm />, { path: '/Verificationemail', state })
    await screen.findByRole('button', { name: 'Verify' })
    enter('654321')
    verify()
    expect(await screen.findByText(AUTH_MESSAGES.wrongOtp)).toBeTruthy()
    expect(code().getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByTestId('path')).toBeNull()
    expect(localStorage.getItem('Token')).toBeNull()
  })

  it('a code that is not 6 digits is refused before any call', async () => {
    fakeServer({})
    renderScreen(<VerifyEmailForm />, { path: '/Verificationemail', state })
    await screen.findByRole('button', { name: 'Verify' })
    enter('12345')
    verify()
    expect(await screen.findByText(AUTH_MESSAGES.wrongOtp)).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('resend waits out the cooldown after signup, then sends and waits again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const server = fakeServer({ 'POST /auth/resend-otp': { body: { message: AUTH_MESSAGES.otpSent } } })
    renderScreen(<VerifyEmailForm />, { path: '/Verificationemail', state })
    const waiting = await screen.findByRole('button', { name: /New code in 60 seconds/ })
    expect((waiting as HTMLButtonElement).disabled).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    const resend = await screen.findByRole('button', { name: 'Send a new code' })
    fireEvent.click(resend)
    await screen.findByRole('button', { name: /New code in \d+ seconds/ })
    expect(server.called('POST /auth/resend-otp')[0]!.body).toEqual({ email: 'ada@example.com', purpose: 'signup' })
    expect(notify.success).toHaveBeenCalledWith('We sent you a new code.')
  })

  it('a 429 on resend shows the wait the server names', async () => {
    // The cooldown itself answers 200 (it must not tell who has an account); the rate limits answer 429.
    fakeServer({
      // The wait travels as a number (retry_after, as in the Retry-After header), never read from the text.
      'POST /auth/resend-otp': { status: 429, body: { ...problem(429, 'rate_limited', 'Too many requests, try again in 42 seconds'), retry_after: 42 } },
    })
    // Arriving without state: the address is asked for and no cooldown runs yet.
    renderScreen(<VerifyEmailForm />, { path: '/Verificationemail' })
    await screen.findByRole('button', { name: 'Verify' })
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }))
    expect(await screen.findByRole('button', { name: /New code in 4[12] seconds/ })).toBeTruthy()
    expect(notify.error).toHaveBeenCalledWith('Too many requests, try again in 42 seconds')
  })
})

describe('/Verificationphone', () => {
  const state = { email: '+420777123456', name: 'Bea', password: 'secret1' }

  it('code → verification token → register with it → signed in and home', async () => {
    const server = fakeServer({
      'POST /auth/verify-otp': { body: { message: 'Your phone number is verified', verification_token: 'vt_123' } },
      'POST /auth/register': { status: 201, body: { message: 'User registered successfully', access: 'tok_phone', username: 'Bea' } },
    })
    renderScreen(<VerifyPhoneForm />, { path: '/Verificationphone', state })
    await screen.findByRole('button', { name: 'Verify' })
    enter('111222')
    verify()
    expect((await screen.findByTestId('path')).textContent).toBe('/')
    expect(server.called('POST /auth/verify-otp')[0]!.body).toEqual({ email: '+420777123456', otp: '111222', purpose: 'signup' })
    expect(server.called('POST /auth/register')[0]!.body).toEqual({
      username: 'Bea',
      email: '+420777123456',
      password: 'secret1',
      gender: '',
      two_factor_auth: false,
      verification_token: 'vt_123',
    })
    expect(localStorage.getItem('Token')).toBe('tok_phone')
    expect(localStorage.getItem('Username')).toBe('Bea')
  })

  it('logs in with the password when the register answer carries no session', async () => {
    const server = fakeServer({
      'POST /auth/verify-otp': { body: { verification_token: 'vt_123' } },
      'POST /auth/register': { status: 201, body: { message: 'User registered successfully' } },
      'POST /auth/login': { body: { access: 'tok_login', username: 'Bea' } },
    })
    renderScreen(<VerifyPhoneForm />, { path: '/Verificationphone', state })
    await screen.findByRole('button', { name: 'Verify' })
    enter('111222')
    verify()
    expect((await screen.findByTestId('path')).textContent).toBe('/')
    expect(server.called('POST /auth/login')[0]!.body).toEqual({ email: '+420777123456', password: 'secret1' })
    expect(localStorage.getItem('Token')).toBe('tok_login')
  })

  it('a wrong code says "Enter Correct OTP" and registers nothing', async () => {
    const server = fakeServer({ 'POST /auth/verify-otp': { status: 400, body: problem(400, 'validation_failed', AUTH_MESSAGES.wrongOtp) } })
    renderScreen(<VerifyPhoneForm />, { path: '/Verificationphone', state })
    await screen.findByRole('button', { name: 'Verify' })
    enter('000000')
    verify()
    expect(await screen.findByText(AUTH_MESSAGES.wrongOtp)).toBeTruthy()
    expect(server.called('POST /auth/register')).toHaveLength(0)
  })

  it('a failed registration can be retried without using the code again', async () => {
    let attempts = 0
    const server = fakeServer({
      'POST /auth/verify-otp': { body: { verification_token: 'vt_123' } },
      'POST /auth/register': () =>
        ++attempts === 1
          ? { status: 500, body: problem(500, 'internal', 'Internal error') }
          : { status: 201, body: { message: 'ok', access: 'tok_phone', username: 'Bea' } },
    })
    renderScreen(<VerifyPhoneForm />, { path: '/Verificationphone', state })
    await screen.findByRole('button', { name: 'Verify' })
    enter('111222')
    verify()
    expect(await screen.findByText('Internal error')).toBeTruthy()
    verify()
    expect((await screen.findByTestId('path')).textContent).toBe('/')
    expect(server.called('POST /auth/verify-otp')).toHaveLength(1)
    expect(server.called('POST /auth/register')).toHaveLength(2)
  })

  it('without the signup details it sends the user back to /signup', async () => {
    fakeServer({})
    renderScreen(<VerifyPhoneForm />, { path: '/Verificationphone' })
    expect((await screen.findByRole('link', { name: 'Back to sign up' })).getAttribute('href')).toBe('/signup')
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull()
  })

  it('resends the SMS code to the same number', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const server = fakeServer({ 'POST /auth/resend-otp': { body: { message: AUTH_MESSAGES.otpSent } } })
    renderScreen(<VerifyPhoneForm />, { path: '/Verificationphone', state })
    await screen.findByRole('button', { name: 'Verify' })
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    fireEvent.click(await screen.findByRole('button', { name: 'Send a new code' }))
    await waitFor(() => expect(server.called('POST /auth/resend-otp')).toHaveLength(1))
    expect(server.called('POST /auth/resend-otp')[0]!.body).toEqual({ email: '+420777123456', purpose: 'signup' })
  })
})
