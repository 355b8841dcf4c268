import { AUTH_MESSAGES } from '@shop/domain'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, renderScreen } from '../../features/auth/test-utils'
import type { Turnstile, TurnstileRenderOptions } from '../../features/captcha/turnstile'
import { notify } from '../../lib/toast'
import { Component as ForgetPassword } from './forget-password'
import { Component as Signup } from './signup'
import { Component as VerifyPhone } from './verification-phone'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const SITE_KEY = '1x00000000000000000000AA'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
  delete window.turnstile
  document.head.querySelectorAll('script[src^="https://challenges.test/"]').forEach((s) => s.remove())
})

/** A stand-in for Turnstile: each execute() answers the next token (or an error) a moment later. */
function fakeTurnstile(answers: Array<string | Error>) {
  const rendered: Array<{ container: HTMLElement; options: TurnstileRenderOptions }> = []
  const executed: string[] = []
  const turnstile: Turnstile = {
    render(container, options) {
      rendered.push({ container, options })
      return `widget-${rendered.length}`
    },
    execute(widget) {
      executed.push(String(widget))
      const options = rendered.at(-1)!.options
      const answer = answers.shift()
      setTimeout(() => (answer instanceof Error || answer === undefined ? options['error-callback']('300030') : options.callback(answer)), 5)
    },
    reset: vi.fn(),
    remove: vi.fn(),
  }
  return { turnstile, rendered, executed }
}

function backend(captcha: { site_key: string; script_url: string } | null) {
  return fakeServer({
    'GET /auth/social-config': { body: { google: null, facebook: null } },
    'GET /auth/captcha-config': { body: captcha },
    'GET /auth/check-user': { body: { exists: false } },
    'POST /auth/send-otp': { body: { message: AUTH_MESSAGES.otpSent } },
    'POST /auth/resend-otp': { body: { message: AUTH_MESSAGES.otpSent } },
    'POST /auth/forgot-password': { body: { message: 'If an account exists for this contact, we sent a code' } },
    'POST /auth/register': { status: 201, body: { message: 'User registered successfully, we sent a verification code to your email address.' } },
  })
}

async function signUpWithPhone(phone = '+38641123456') {
  renderScreen(<Signup />, { path: '/signup' })
  await screen.findByRole('button', { name: 'Sign up' })
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } })
  type('Name', 'Ada Lovelace')
  type('Email or phone number', phone)
  type('Password', 'secret1')
  type('Confirm password', 'secret1')
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }))
}

const widgetScripts = () => document.head.querySelectorAll('script[src^="https://challenges.test/"]')

describe('the captcha in front of phone codes', () => {
  it('loads the widget only when a phone code is sent, and sends its token with the request', async () => {
    const scriptUrl = 'https://challenges.test/turnstile/v0/api.js'
    const server = backend({ site_key: SITE_KEY, script_url: scriptUrl })
    renderScreen(<Signup />, { path: '/signup' })
    await screen.findByRole('button', { name: 'Sign up' })
    // Opening the page contacts no provider and loads nothing.
    expect(server.called('GET /auth/captcha-config')).toHaveLength(0)
    expect(widgetScripts()).toHaveLength(0)

    const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } })
    type('Name', 'Ada Lovelace')
    type('Email or phone number', '+38641123456')
    type('Password', 'secret1')
    type('Confirm password', 'secret1')
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }))

    // The provider's script is added; when it has loaded, the widget runs its challenge.
    await waitFor(() => expect(widgetScripts()).toHaveLength(1))
    const script = widgetScripts()[0] as HTMLScriptElement
    expect(script.src).toBe(scriptUrl)
    expect(server.called('POST /auth/send-otp')).toHaveLength(0)
    const fake = fakeTurnstile(['token-from-turnstile'])
    window.turnstile = fake.turnstile
    script.dispatchEvent(new Event('load'))

    expect((await screen.findByTestId('path')).textContent).toBe('/Verificationphone')
    expect(server.called('POST /auth/send-otp').map((c) => c.body)).toEqual([{ phone_number: '+38641123456', captcha_token: 'token-from-turnstile' }])
    expect(fake.rendered).toHaveLength(1)
    expect(fake.rendered[0]!.options).toMatchObject({ sitekey: SITE_KEY, execution: 'execute', appearance: 'interaction-only' })
    expect(fake.executed).toEqual(['widget-1'])
    expect(server.called('GET /auth/captcha-config')).toHaveLength(1)
  })

  it('sends no code and says so in the shopper\'s language when no token can be had', async () => {
    const server = backend({ site_key: SITE_KEY, script_url: 'https://challenges.test/failing/api.js' })
    window.turnstile = fakeTurnstile([new Error('challenge failed')]).turnstile
    await signUpWithPhone()
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('We could not confirm that you are not a robot. Please try again.'))
    expect(server.called('POST /auth/send-otp')).toHaveLength(0)
    expect(screen.queryByTestId('path')).toBeNull()
  })

  it('with the captcha off, loads nothing and sends no token', async () => {
    const server = backend(null)
    await signUpWithPhone()
    expect((await screen.findByTestId('path')).textContent).toBe('/Verificationphone')
    const [sent] = server.called('POST /auth/send-otp')
    expect(sent!.body).toEqual({ phone_number: '+38641123456' })
    expect(sent!.body).not.toHaveProperty('captcha_token')
    expect(widgetScripts()).toHaveLength(0)
    expect(window.turnstile).toBeUndefined()
  })

  it('an email signup never asks for the captcha', async () => {
    const server = backend({ site_key: SITE_KEY, script_url: 'https://challenges.test/turnstile/v0/api.js' })
    await signUpWithPhone('ada@example.com')
    expect((await screen.findByTestId('path')).textContent).toBe('/Verificationemail')
    expect(server.called('GET /auth/captcha-config')).toHaveLength(0)
    expect(widgetScripts()).toHaveLength(0)
  })

  it('a new code on /Verificationphone carries a token', async () => {
    const server = backend({ site_key: SITE_KEY, script_url: 'https://challenges.test/turnstile/v0/api.js' })
    window.turnstile = fakeTurnstile(['resend-token']).turnstile
    renderScreen(<VerifyPhone />, { path: '/Verificationphone', state: { email: '+38641123456', name: 'Ada', password: 'secret1' } })
    await waitForCooldown()
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }))
    await waitFor(() => expect(server.called('POST /auth/resend-otp')).toHaveLength(1))
    expect(server.called('POST /auth/resend-otp')[0]!.body).toEqual({ email: '+38641123456', purpose: 'signup', captcha_token: 'resend-token' })
  })

  it('a reset code to a phone carries a fresh token each time (the widget is reset, not rendered again); to an email, none', async () => {
    const server = backend({ site_key: SITE_KEY, script_url: 'https://challenges.test/turnstile/v0/api.js' })
    const fake = fakeTurnstile(['first-token', 'second-token'])
    window.turnstile = fake.turnstile
    renderScreen(<ForgetPassword />, { path: '/forgetpassword' })
    fireEvent.change(await screen.findByLabelText('Email or phone number', { selector: 'input' }), { target: { value: '+38641123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    await waitFor(() => expect(server.called('POST /auth/forgot-password')).toHaveLength(1))
    await waitForCooldown()
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }))
    await waitFor(() => expect(server.called('POST /auth/forgot-password')).toHaveLength(2))
    expect(server.called('POST /auth/forgot-password').map((c) => c.body)).toEqual([
      { email: '+38641123456', captcha_token: 'first-token' },
      { email: '+38641123456', captcha_token: 'second-token' },
    ])
    expect(fake.rendered).toHaveLength(1)
    expect(fake.rendered[0]!.container.isConnected).toBe(true)
    expect(fake.turnstile.reset).toHaveBeenCalledWith('widget-1')
    expect(fake.executed).toEqual(['widget-1', 'widget-1'])

    fireEvent.click(screen.getByRole('button', { name: 'Use a different email or phone' }))
    fireEvent.change(await screen.findByLabelText('Email or phone number', { selector: 'input' }), { target: { value: 'ada@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    await waitFor(() => expect(server.called('POST /auth/forgot-password')).toHaveLength(3))
    expect(server.called('POST /auth/forgot-password')[2]!.body).toEqual({ email: 'ada@example.com' })
    expect(fake.executed).toHaveLength(2)
  })
})

/** Lets the 60-second resend cooldown pass: the clock jumps, and its once-a-second tick notices. */
async function waitForCooldown() {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + 61_000)
  await waitFor(() => expect((screen.getByRole('button', { name: 'Send a new code' }) as HTMLButtonElement).disabled).toBe(false), { timeout: 2500 })
}
