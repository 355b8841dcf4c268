import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readToken, storeSession } from '../../lib/session'
import { fakeServer, problem } from '../../test/fake-server'
import { Elsewhere, renderRoutes } from '../../test/render-routes'
import { Component as SecureAccount } from './secure-account'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG'
const open = (search = `#token=${TOKEN}`) =>
  renderRoutes(
    [
      { path: '/secureaccount', element: <SecureAccount /> },
      { path: '*', element: <Elsewhere /> },
    ],
    `/secureaccount${search}`,
  )

describe('/secureaccount (the "not you?" link of a security notice)', () => {
  it('undoes the change on request, signs this browser out, and leads to a new password with the code sent', async () => {
    storeSession({ access: 'a'.repeat(43), username: 'Jana' })
    const server = fakeServer({
      'GET /auth/captcha-config': { body: null },
      'POST /auth/security/undo': { body: { message: 'done', kind: 'email_changed', contact: 'jana@example.com', reset_code_sent: true } },
      'POST /auth/reset-password': { body: { message: 'Your password has been reset, please sign in with your new password' } },
    })
    open()
    expect(await screen.findByRole('heading', { level: 1, name: 'Secure your account' })).toBeTruthy()
    expect(server.called('POST /auth/security/undo')).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: 'Secure my account' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is secured' })).toBeTruthy()
    expect(server.called('POST /auth/security/undo')[0]!.body).toEqual({ token: TOKEN })
    expect(screen.getByText('Your email address is jana@example.com again, and every device was signed out.')).toBeTruthy()
    expect(screen.getByText(/We sent a 6-digit code to jana@example.com/)).toBeTruthy()
    expect(readToken()).toBeNull()

    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '123456' } })
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'brand new' } })
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'brand new' } })
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    await waitFor(() => expect(server.called('POST /auth/reset-password')).toHaveLength(1))
    expect(server.called('POST /auth/reset-password')[0]!.body).toEqual({ email: 'jana@example.com', otp: '123456', password: 'brand new', confirm_password: 'brand new' })
    expect((await screen.findByTestId('location')).textContent).toBe('/login')
  })

  it('an expired or used link says so and offers "forgot password" (by the problem\'s field, not its text)', async () => {
    fakeServer({ 'POST /auth/security/undo': { status: 400, body: problem(400, 'validation_failed', 'any text', [{ path: 'token', message: 'any text' }]) } })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Secure my account' }))
    expect(await screen.findByText(/This link has expired or was already used/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Set a new password' }).getAttribute('href')).toBe('/forgetpassword')
  })

  it('an old contact taken meanwhile: nothing changed, contact us', async () => {
    fakeServer({ 'POST /auth/security/undo': { status: 409, body: problem(409, 'undo_email_taken', 'any text') } })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Secure my account' }))
    expect(await screen.findByText(/now belongs to another account/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contactus')
  })

  it('a link without its token cannot do anything', async () => {
    fakeServer({})
    open('')
    expect(await screen.findByText(/This link is incomplete/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Secure my account' })).toBeNull()
  })
})
