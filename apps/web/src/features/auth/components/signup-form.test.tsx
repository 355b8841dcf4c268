import { AUTH_MESSAGES } from '@shop/domain'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '../../../lib/toast'
import { fakeServer, problem, renderScreen } from '../test-utils'
import { SignupForm } from './signup-form'

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

async function renderSignup() {
  const view = renderScreen(<SignupForm />, { path: '/signup' })
  await screen.findByRole('button', { name: 'Sign up' })
  return view
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } })
}

function fill({ name = 'Ada Lovelace', contact = 'ada@example.com', password = 'secret1', confirm }: { name?: string; contact?: string; password?: string; confirm?: string } = {}) {
  type('Name', name)
  type('Email or phone number', contact)
  type('Password', password)
  type('Confirm password', confirm ?? password)
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' }))

describe('signup form: SPEC section 5 validation, word for word', () => {
  beforeEach(() => {
    fakeServer({})
  })

  it('shows each message under its field and sends nothing', async () => {
    await renderSignup()
    fill({ name: '', contact: 'ada@example', password: 'abcd', confirm: 'abcde' })
    submit()
    expect(await screen.findByText(AUTH_MESSAGES.nameRequired)).toBeTruthy()
    expect(screen.getByText(AUTH_MESSAGES.passwordTooShort)).toBeTruthy()
    expect(screen.getByText(AUTH_MESSAGES.passwordMismatch)).toBeTruthy()
    // "ada@example" has "@" but no "." so it is no email; nor is it a phone number.
    expect(screen.getByText(AUTH_MESSAGES.contactInvalid)).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()

    // Each message belongs to its own input.
    const name = screen.getByLabelText('Name')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(name.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toBe(AUTH_MESSAGES.nameRequired)
  })

  it('says "Email is not valid" for a contact with "@" and "." that is no email', async () => {
    await renderSignup()
    fill({ contact: 'ada@@example.com' })
    submit()
    expect(await screen.findByText(AUTH_MESSAGES.emailInvalid)).toBeTruthy()
    expect(screen.queryByText(AUTH_MESSAGES.contactInvalid)).toBeNull()
  })

  it.each([
    ['a phone number without the country code', '777123456'],
    ['too few digits', '+12345'],
    ['too many digits', '+1234567890123456'],
    ['letters', '+420 abc 123 456'],
  ])('gives the combined message for %s', async (_, contact) => {
    await renderSignup()
    fill({ contact })
    submit()
    expect(await screen.findByText(AUTH_MESSAGES.contactInvalid)).toBeTruthy()
  })

  it('clears each error as soon as its field is edited, even before it is valid', async () => {
    await renderSignup()
    fill({ name: '', contact: 'nope', password: 'abc', confirm: 'xyz' })
    submit()
    await screen.findByText(AUTH_MESSAGES.nameRequired)

    type('Name', 'A')
    expect(screen.queryByText(AUTH_MESSAGES.nameRequired)).toBeNull()
    expect(screen.getByText(AUTH_MESSAGES.contactInvalid)).toBeTruthy()

    type('Email or phone number', 'still wrong')
    expect(screen.queryByText(AUTH_MESSAGES.contactInvalid)).toBeNull()

    type('Password', 'abcd') // still too short: the message waits for the next submit
    expect(screen.queryByText(AUTH_MESSAGES.passwordTooShort)).toBeNull()
    expect(screen.getByText(AUTH_MESSAGES.passwordMismatch)).toBeTruthy()

    type('Confirm password', 'x')
    expect(screen.queryByText(AUTH_MESSAGES.passwordMismatch)).toBeNull()
    expect(screen.queryAllByRole('alert')).toHaveLength(0)

    submit()
    expect(await screen.findByText(AUTH_MESSAGES.passwordTooShort)).toBeTruthy()
  })

  it('shows the passwords on request with a keyboard-reachable toggle', async () => {
    await renderSignup()
    const password = screen.getByLabelText('Password', { selector: 'input' })
    const confirm = screen.getByLabelText('Confirm password', { selector: 'input' })
    expect(password.getAttribute('type')).toBe('password')
    expect(password.getAttribute('autocomplete')).toBe('new-password')
    const toggle = screen.getByRole('button', { name: 'Show Password' })
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(toggle)
    expect(password.getAttribute('type')).toBe('text')
    expect(screen.getByRole('button', { name: 'Hide Password' }).getAttribute('aria-pressed')).toBe('true')
    expect(confirm.getAttribute('type')).toBe('password') // each field has its own toggle
    fireEvent.click(screen.getByRole('button', { name: 'Show Confirm password' }))
    expect(confirm.getAttribute('type')).toBe('text')
  })

  it('has the terms and privacy links and the name and contact autocomplete', async () => {
    await renderSignup()
    expect(screen.getByRole('link', { name: 'Terms & conditions' }).getAttribute('href')).toBe('/t&c')
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy&policy')
    expect(screen.getByLabelText('Name').getAttribute('autocomplete')).toBe('name')
    expect(screen.getByLabelText('Email or phone number').getAttribute('autocomplete')).toBe('username')
  })
})

describe('signup flow: SPEC section 4', () => {
  it('classifies a contact with "@" and "." as an email and checks it with ?email=', async () => {
    const server = fakeServer({ 'GET /auth/check-user': { body: { exists: true } } })
    await renderSignup()
    fill({ contact: '  Ada@Example.com ' })
    submit()
    await screen.findByTestId('path')
    const [check] = server.called('GET /auth/check-user')
    expect(check!.query.get('email')).toBe('ada@example.com')
    expect(check!.query.has('phone_number')).toBe(false)
  })

  it('classifies "+420 777.123-456" as a phone and checks it with ?phone_number=', async () => {
    const server = fakeServer({ 'GET /auth/check-user': { body: { exists: true } } })
    await renderSignup()
    fill({ contact: '+420 777.123-456' })
    submit()
    await screen.findByTestId('path')
    const [check] = server.called('GET /auth/check-user')
    expect(check!.query.get('phone_number')).toBe('+420777123456')
    expect(check!.query.has('email')).toBe(false)
  })

  it('an existing user gets a message and goes to /login, nothing is registered', async () => {
    const server = fakeServer({ 'GET /auth/check-user': { body: { exists: true } } })
    await renderSignup()
    fill()
    submit()
    expect((await screen.findByTestId('path')).textContent).toBe('/login')
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({ contact: 'ada@example.com' })
    expect(notify.info).toHaveBeenCalledWith('You already have an account with us. Please sign in.')
    expect(server.called('POST /auth/register')).toHaveLength(0)
  })

  it('an email registers with SPEC\'s payload and goes to /Verificationemail with prevPath and email', async () => {
    const server = fakeServer({
      'GET /auth/check-user': { body: { exists: false } },
      'POST /auth/register': { status: 201, body: { message: 'User registered successfully, we sent a verification code to your email address.' } },
    })
    await renderSignup()
    fill({ name: ' Ada ', contact: 'ada@example.com', password: 'secret1' })
    submit()
    expect((await screen.findByTestId('path')).textContent).toBe('/Verificationemail')
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({ prevPath: 'signup', email: 'ada@example.com' })
    expect(server.called('POST /auth/register')[0]!.body).toEqual({
      username: 'Ada',
      email: 'ada@example.com',
      gender: '',
      password: 'secret1',
      two_factor_auth: false,
    })
    expect(server.called('POST /auth/send-otp')).toHaveLength(0)
  })

  it('a phone gets a code by SMS, "Otp sent succesfully", then /Verificationphone with phone, name and password', async () => {
    const server = fakeServer({
      'GET /auth/check-user': { body: { exists: false } },
      'POST /auth/send-otp': { body: { message: AUTH_MESSAGES.otpSent } },
    })
    await renderSignup()
    fill({ name: 'Bea', contact: '+386 41 123 456', password: 'secret1' })
    submit()
    expect((await screen.findByTestId('path')).textContent).toBe('/Verificationphone')
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({ email: '+38641123456', name: 'Bea', password: 'secret1' })
    expect(server.called('POST /auth/send-otp')[0]!.body).toEqual({ phone_number: '+38641123456' })
    expect(server.called('POST /auth/register')).toHaveLength(0)
    expect(notify.success).toHaveBeenCalledWith(AUTH_MESSAGES.otpSent)
  })

  it('a failure to send the phone code is only logged (SPEC section 8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    fakeServer({
      'GET /auth/check-user': { body: { exists: false } },
      'POST /auth/send-otp': { status: 403, body: problem(403, 'forbidden', 'Please confirm you are not a robot and try again') },
    })
    await renderSignup()
    fill({ contact: '+420777123456' })
    submit()
    await waitFor(() => expect(log).toHaveBeenCalled())
    expect(screen.queryByTestId('path')).toBeNull()
    expect(notify.error).not.toHaveBeenCalled()
    expect(notify.success).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).toBeNull()
    log.mockRestore()
  })

  it('a register error opens the popup with the server\'s text and a "Go to Login" button, and toasts it', async () => {
    fakeServer({
      'GET /auth/check-user': { body: { exists: false } },
      'POST /auth/register': { status: 409, body: problem(409, 'conflict', 'User with this email already exists') },
    })
    await renderSignup()
    fill()
    submit()
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('User with this email already exists')).toBeTruthy()
    expect(notify.error).toHaveBeenCalledWith('User with this email already exists')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to Login' }))
    expect((await screen.findByTestId('path')).textContent).toBe('/login')
  })

  it('the popup names the failing field\'s own message from a validation answer', async () => {
    fakeServer({
      'GET /auth/check-user': { body: { exists: false } },
      'POST /auth/register': {
        status: 400,
        body: problem(400, 'validation_failed', 'body.password: Password should be atleast 5 character', [
          { path: 'body.password', message: AUTH_MESSAGES.passwordTooShort },
        ]),
      },
    })
    await renderSignup()
    fill()
    submit()
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(AUTH_MESSAGES.passwordTooShort)).toBeTruthy()
  })
})
