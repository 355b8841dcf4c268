import { AUTH_MESSAGES } from '@shop/domain'
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notify } from '../../../lib/toast'
import { fakeServer, problem, renderScreen } from '../test-utils'
import { ChangePasswordForm } from './change-password-form'
import { ForgotPasswordFlow } from './forgot-password-flow'

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } })

describe('/forgetpassword', () => {
  it('contact → code → new password → toast and /login', async () => {
    const server = fakeServer({
      'POST /auth/forgot-password': { body: { message: 'If an account exists for this contact, we sent a code' } },
      'POST /auth/reset-password': { body: { message: 'Your password has been reset' } },
    })
    renderScreen(<ForgotPasswordFlow />, { path: '/forgetpassword' })
    await screen.findByRole('button', { name: 'Send code' })
    type('Email or phone number', 'Ada@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))

    await screen.findByRole('button', { name: 'Set new password' })
    expect(server.called('POST /auth/forgot-password')[0]!.body).toEqual({ email: 'ada@example.com' })
    expect(screen.getByText(/a 6-digit code is on its way/)).toBeTruthy()
    expect(screen.getByLabelText('New password', { selector: 'input' }).getAttribute('autocomplete')).toBe('new-password')

    type('6-digit code', '123456')
    type('New password', 'newpass1')
    type('Confirm password', 'newpass2')
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(await screen.findByText(AUTH_MESSAGES.passwordMismatch)).toBeTruthy()
    expect(server.called('POST /auth/reset-password')).toHaveLength(0)

    type('Confirm password', 'newpass1')
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    expect((await screen.findByTestId('path')).textContent).toBe('/login')
    expect(server.called('POST /auth/reset-password')[0]!.body).toEqual({
      email: 'ada@example.com',
      otp: '123456',
      password: 'newpass1',
      confirm_password: 'newpass1',
    })
    expect(notify.success).toHaveBeenCalledWith('Your password has been changed. Please sign in.')
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({ contact: 'ada@example.com' })
  })

  it('a wrong reset code shows "Enter Correct OTP" on the code field', async () => {
    fakeServer({
      'POST /auth/forgot-password': { body: { message: 'ok' } },
      'POST /auth/reset-password': { status: 400, body: problem(400, 'otp_wrong', AUTH_MESSAGES.wrongOtp) },
    })
    renderScreen(<ForgotPasswordFlow />, { path: '/forgetpassword' })
    await screen.findByRole('button', { name: 'Send code' })
    type('Email or phone number', '+420777123456')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    await screen.findByRole('button', { name: 'Set new password' })
    type('6-digit code', '000000')
    type('New password', 'newpass1')
    type('Confirm password', 'newpass1')
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(await screen.findByText(AUTH_MESSAGES.wrongOtp)).toBeTruthy()
    expect(screen.getByLabelText('6-digit code').getAttribute('aria-invalid')).toBe('true')
  })
})

describe('/changepassword', () => {
  it('stores the new session the server answers with and toasts', async () => {
    localStorage.setItem('Token', 'tok_old')
    localStorage.setItem('Username', 'Ada')
    const server = fakeServer({
      'POST /auth/change-password': { body: { message: 'Your password has been changed', access: 'tok_new', username: 'Ada' } },
    })
    renderScreen(<ChangePasswordForm />, { path: '/changepassword' })
    await screen.findByRole('button', { name: 'Change password' })
    expect(screen.getByLabelText('Current password', { selector: 'input' }).getAttribute('autocomplete')).toBe('current-password')
    type('Current password', 'secret1')
    type('New password', 'secret2')
    type('Confirm password', 'secret2')
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
    await vi.waitFor(() => expect(localStorage.getItem('Token')).toBe('tok_new'))
    const [call] = server.called('POST /auth/change-password')
    expect(call!.headers.get('authorization')).toBe('Bearer tok_old')
    expect(call!.body).toEqual({ current_password: 'secret1', password: 'secret2', confirm_password: 'secret2' })
    expect(notify.success).toHaveBeenCalledWith('Your password has been changed.')
    expect((screen.getByLabelText('New password', { selector: 'input' }) as HTMLInputElement).value).toBe('')
  })

  it('a wrong current password is shown on that field and keeps the sign-in', async () => {
    localStorage.setItem('Token', 'tok_old')
    fakeServer({
      'POST /auth/change-password': {
        status: 400,
        body: problem(400, 'current_password_wrong', 'Current password is not correct', [{ path: 'current_password', message: 'Current password is not correct' }]),
      },
    })
    renderScreen(<ChangePasswordForm />, { path: '/changepassword' })
    await screen.findByRole('button', { name: 'Change password' })
    type('Current password', 'nope1')
    type('New password', 'secret2')
    type('Confirm password', 'secret2')
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('Current password is not correct')).toBeTruthy()
    expect(screen.getByLabelText('Current password', { selector: 'input' }).getAttribute('aria-invalid')).toBe('true')
    expect(localStorage.getItem('Token')).toBe('tok_old')
  })

  it('checks the new password with SPEC\'s rules', async () => {
    fakeServer({})
    renderScreen(<ChangePasswordForm />, { path: '/changepassword' })
    await screen.findByRole('button', { name: 'Change password' })
    type('New password', 'abc')
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText(AUTH_MESSAGES.passwordTooShort)).toBeTruthy()
    expect(screen.getByText('Please enter your password')).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })
})
