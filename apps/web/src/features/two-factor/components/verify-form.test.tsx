import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES } from '@shop/domain'
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Component as VerifyPage } from '../../../app/routes/two-factor-verify'
import { notify } from '../../../lib/toast'
import { fakeApi, problem, renderAt } from '../test-utils'

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

const PATH = '/twofactorauthenicationverifiaction'
const state = { challenge: 'chl_0123456789abcdef', methods: ['totp', 'questions'] }
const session = { access: 'tok_second_step', username: 'Ada' }
const codeField = () => screen.getByLabelText('6-digit code')
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Verify' }))

describe('the second step of a login', () => {
  it('a right authenticator code stores SPEC\'s Username and Token and goes home', async () => {
    const api = fakeApi({ 'POST /auth/two-factor/verify': { body: session } })
    renderAt(<VerifyPage />, { path: PATH, state })
    fireEvent.change(await screen.findByLabelText('6-digit code'), { target: { value: '123 456' } })
    submit()
    expect((await screen.findByTestId('path')).textContent).toBe('/')
    expect(api.bodies('POST /auth/two-factor/verify')).toEqual([{ challenge: state.challenge, code: '123456' }])
    expect(localStorage.getItem('Token')).toBe('tok_second_step')
    expect(localStorage.getItem('Username')).toBe('Ada')
    expect(notify.success).toHaveBeenCalledWith('Welcome back, Ada')
  })

  it('a wrong code says "Enter Correct OTP" under the field and signs nobody in', async () => {
    fakeApi({
      'POST /auth/two-factor/verify': { status: 400, body: problem(400, 'validation_failed', AUTH_MESSAGES.wrongOtp, [{ path: 'code', message: AUTH_MESSAGES.wrongOtp }]) },
    })
    renderAt(<VerifyPage />, { path: PATH, state })
    fireEvent.change(await screen.findByLabelText('6-digit code'), { target: { value: '654321' } })
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe('Enter Correct OTP')
    expect(codeField().getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByTestId('path')).toBeNull()
    expect(localStorage.getItem('Token')).toBeNull()
  })

  it('a code that is not 6 digits is refused before any call', async () => {
    const api = fakeApi({})
    renderAt(<VerifyPage />, { path: PATH, state })
    fireEvent.change(await screen.findByLabelText('6-digit code'), { target: { value: '12345' } })
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe('Enter Correct OTP')
    expect(api.calls).toEqual([])
  })

  it('without a challenge (opened directly) or after it expired, it sends the user back to sign in', async () => {
    fakeApi({ 'POST /auth/two-factor/verify': { status: 401, body: problem(401, 'unauthorized', 'This sign-in has expired, please sign in again') } })
    const first = renderAt(<VerifyPage />, { path: PATH })
    expect((await screen.findByRole('link', { name: 'Sign in again' })).getAttribute('href')).toBe('/login')
    first.unmount()

    renderAt(<VerifyPage />, { path: PATH, state })
    fireEvent.change(await screen.findByLabelText('6-digit code'), { target: { value: '123456' } })
    submit()
    expect(await screen.findByRole('link', { name: 'Sign in again' })).toBeTruthy()
  })

  it('lost phone: the emailed code and the three answers sign in', async () => {
    const questions = ['Name of your first pet?', 'Town where you were born?', 'Your favourite teacher?']
    const api = fakeApi({
      'POST /auth/two-factor/recovery-code': { body: { questions, sent_to: 'a**@example.com' } },
      'POST /auth/two-factor/verify': (body) =>
        (body as { answers: string[] }).answers[1] === 'Brno'
          ? { body: session }
          : { status: 400, body: problem(400, 'validation_failed', TWO_FACTOR_MESSAGES.answersMismatch, [{ path: 'answers', message: TWO_FACTOR_MESSAGES.answersMismatch }]) },
    })
    renderAt(<VerifyPage />, { path: PATH, state })
    fireEvent.click(await screen.findByRole('button', { name: 'Answer your security questions' }))
    expect(await screen.findByText(/We sent a 6-digit code to a\*\*@example.com/)).toBeTruthy()
    expect(api.bodies('POST /auth/two-factor/recovery-code')).toEqual([{ challenge: state.challenge }])

    fireEvent.change(screen.getByLabelText(questions[0]!), { target: { value: 'Mourek' } })
    fireEvent.change(screen.getByLabelText(questions[1]!), { target: { value: 'Praha' } })
    fireEvent.change(screen.getByLabelText(questions[2]!), { target: { value: 'Mrs Novak' } })
    fireEvent.change(screen.getByLabelText('6-digit code from the email'), { target: { value: '246810' } })
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe('The answers do not match')
    expect(localStorage.getItem('Token')).toBeNull()

    fireEvent.change(screen.getByLabelText(questions[1]!), { target: { value: 'Brno' } })
    submit()
    expect((await screen.findByTestId('path')).textContent).toBe('/')
    expect(api.bodies('POST /auth/two-factor/verify').at(-1)).toEqual({ challenge: state.challenge, answers: ['Mourek', 'Brno', 'Mrs Novak'], email_otp: '246810' })
    expect(localStorage.getItem('Token')).toBe('tok_second_step')
    expect(localStorage.getItem('Username')).toBe('Ada')
  })
})
