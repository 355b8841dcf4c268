import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useLocation } from '../../../lib/router'
import { testRouter } from '../../../test/render-routes'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../../lib/i18n'
import { notify } from '../../../lib/toast'
import { MESSAGE_TYPE, type SocialConfig } from '../social-flow'
import { SocialButtons } from './social-buttons'

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const CONFIGURED: SocialConfig = {
  google: { client_id: 'shop.apps.googleusercontent.com', authorization_endpoint: 'https://accounts.example/o/oauth2/auth' },
  facebook: { app_id: '1234567890', dialog_url: 'https://www.facebook.example/v19.0/dialog/oauth' },
}

type Answer = { status?: number; body: unknown }

/** fetch answering the social endpoints; records what was posted. */
function fakeServer(config: SocialConfig, login?: Answer) {
  const posted: unknown[] = []
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = String(url).split('?')[0]
    const reply = (a: Answer) =>
      new Response(JSON.stringify(a.body), { status: a.status ?? 200, headers: { 'content-type': a.status && a.status >= 400 ? 'application/problem+json' : 'application/json' } })
    if (path === '/auth/social-config') return reply({ body: config })
    if (path === '/auth/social-login/' && init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)))
      return reply(login ?? { status: 500, body: {} })
    }
    return reply({ status: 404, body: { code: 'route_not_found', detail: 'no' } })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { posted }
}

function Where() {
  const location = useLocation()
  return (
    <>
      <p data-testid="path">{location.pathname}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </>
  )
}

function renderButtons() {
  const router = testRouter(
    [
      { path: '/login', element: <SocialButtons /> },
      { path: '*', Component: Where },
    ],
    '/login',
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      {router.element}
    </QueryClientProvider>,
  )
}

/** A popup window.open gives back, and the address it was opened at. */
function stubPopup() {
  const popup = { closed: false, focus: vi.fn(), close: vi.fn() }
  const open = vi.fn((_url?: string | URL) => popup as unknown as Window)
  vi.stubGlobal('open', open)
  return { popup, open, url: () => new URL(String(open.mock.calls[0]![0])) }
}

/** An ID token as the provider would sign it (the browser only reads its nonce). */
function idToken(claims: Record<string, unknown>) {
  const b64 = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${b64({ alg: 'RS256', kid: 'k' })}.${b64(claims)}.c2lnbmF0dXJl`
}

function answerFromPopup(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }))
  })
}

describe('SocialButtons', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces('social')
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.clearAllMocks()
  })

  it('disables an unconfigured provider with the reason, so no click goes nowhere', async () => {
    fakeServer({ google: null, facebook: CONFIGURED.facebook })
    renderButtons()
    const google = screen.getByRole('button', { name: 'Continue with Google' }) as HTMLButtonElement
    await waitFor(() => expect((screen.getByRole('button', { name: 'Continue with Facebook' }) as HTMLButtonElement).disabled).toBe(false))
    expect(google.disabled).toBe(true)
    const hint = document.getElementById(google.getAttribute('aria-describedby')!)
    expect(hint?.textContent).toBe('Signing in with Google is not available in this shop yet.')
  })

  it('Google: opens the OpenID implicit flow in a popup, checks the answer, signs in and goes home', async () => {
    const { posted } = fakeServer(CONFIGURED, { body: { access: 'tok_google', username: 'Ada' } })
    const { url } = stubPopup()
    renderButtons()
    const button = screen.getByRole('button', { name: 'Continue with Google' }) as HTMLButtonElement
    await waitFor(() => expect(button.disabled).toBe(false))
    fireEvent.click(button)

    const opened = url()
    expect(opened.origin + opened.pathname).toBe('https://accounts.example/o/oauth2/auth')
    const q = opened.searchParams
    expect(Object.fromEntries(q)).toMatchObject({
      client_id: 'shop.apps.googleusercontent.com',
      response_type: 'id_token',
      scope: 'openid email profile',
      redirect_uri: `${window.location.origin}/oauth/google`,
    })
    expect(q.get('state')!.length).toBeGreaterThanOrEqual(20)
    expect(q.get('nonce')!.length).toBeGreaterThanOrEqual(20)

    // an answer from another origin, or for another sign-in, is ignored
    const token = idToken({ sub: '1', nonce: q.get('nonce') })
    answerFromPopup({ type: MESSAGE_TYPE, provider: 'google', state: q.get('state'), token }, 'https://evil.example')
    answerFromPopup({ type: MESSAGE_TYPE, provider: 'google', state: 'other-state', token })
    expect(posted).toEqual([])

    answerFromPopup({ type: MESSAGE_TYPE, provider: 'google', state: q.get('state'), token })
    expect((await screen.findByTestId('path')).textContent).toBe('/')
    expect(posted).toEqual([{ provider: 'google', token }])
    expect(localStorage.getItem('Token')).toBe('tok_google')
    expect(localStorage.getItem('Username')).toBe('Ada')
    expect(notify.success).toHaveBeenCalledWith('User logged in successfully')
  })

  it('Facebook: opens the dialog for a token with public_profile and email', async () => {
    const { posted } = fakeServer(CONFIGURED, { body: { access: 'tok_fb', username: 'Marie' } })
    const { url } = stubPopup()
    renderButtons()
    const button = screen.getByRole('button', { name: 'Continue with Facebook' }) as HTMLButtonElement
    await waitFor(() => expect(button.disabled).toBe(false))
    fireEvent.click(button)
    const q = url().searchParams
    expect(url().href.startsWith('https://www.facebook.example/v19.0/dialog/oauth?')).toBe(true)
    expect(Object.fromEntries(q)).toMatchObject({
      client_id: '1234567890',
      response_type: 'token',
      scope: 'public_profile,email',
      redirect_uri: `${window.location.origin}/oauth/facebook`,
    })
    answerFromPopup({ type: MESSAGE_TYPE, provider: 'facebook', state: q.get('state'), token: 'EAAtoken' })
    expect((await screen.findByTestId('path')).textContent).toBe('/')
    expect(posted).toEqual([{ provider: 'facebook', token: 'EAAtoken' }])
    expect(localStorage.getItem('Token')).toBe('tok_fb')
  })

  it('an ID token with another sign-in\'s nonce is not sent, and says "Something went wrong"', async () => {
    const { posted } = fakeServer(CONFIGURED, { body: { access: 'tok', username: 'X' } })
    const { url } = stubPopup()
    renderButtons()
    const button = screen.getByRole('button', { name: 'Continue with Google' }) as HTMLButtonElement
    await waitFor(() => expect(button.disabled).toBe(false))
    fireEvent.click(button)
    answerFromPopup({ type: MESSAGE_TYPE, provider: 'google', state: url().searchParams.get('state'), token: idToken({ nonce: 'replayed' }) })
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Something went wrong'))
    expect(posted).toEqual([])
    expect(localStorage.getItem('Token')).toBeNull()
  })

  it('a refused token or a cancelled popup says "Something went wrong" and stays signed out', async () => {
    const { posted } = fakeServer(CONFIGURED, { status: 401, body: { code: 'unauthorized', detail: 'Something went wrong: the Facebook sign-in could not be verified.' } })
    const { url } = stubPopup()
    renderButtons()
    const button = screen.getByRole('button', { name: 'Continue with Facebook' }) as HTMLButtonElement
    await waitFor(() => expect(button.disabled).toBe(false))
    fireEvent.click(button)
    answerFromPopup({ type: MESSAGE_TYPE, provider: 'facebook', state: url().searchParams.get('state'), token: 'EAAbad' })
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Something went wrong'))
    expect(posted).toHaveLength(1)
    expect(localStorage.getItem('Token')).toBeNull()

    fireEvent.click(button)
    answerFromPopup({ type: MESSAGE_TYPE, provider: 'facebook', state: new URL(String(vi.mocked(window.open).mock.calls[1]![0])).searchParams.get('state'), error: 'access_denied' })
    await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(2))
    expect(posted).toHaveLength(1)
  })

  it('a two-factor user goes on to the second step with the challenge', async () => {
    fakeServer(CONFIGURED, { body: { two_factor_required: true, challenge: 'chl_abcdefghij', methods: ['totp', 'questions'] } })
    const { url } = stubPopup()
    renderButtons()
    const button = screen.getByRole('button', { name: 'Continue with Facebook' }) as HTMLButtonElement
    await waitFor(() => expect(button.disabled).toBe(false))
    fireEvent.click(button)
    answerFromPopup({ type: MESSAGE_TYPE, provider: 'facebook', state: url().searchParams.get('state'), token: 'EAAtoken' })
    expect((await screen.findByTestId('path')).textContent).toBe('/twofactorauthenicationverifiaction')
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({ challenge: 'chl_abcdefghij', methods: ['totp', 'questions'] })
    expect(localStorage.getItem('Token')).toBeNull()
  })

  it('a blocked popup says "Something went wrong"', async () => {
    fakeServer(CONFIGURED)
    vi.stubGlobal('open', vi.fn(() => null))
    renderButtons()
    const button = screen.getByRole('button', { name: 'Continue with Google' }) as HTMLButtonElement
    await waitFor(() => expect(button.disabled).toBe(false))
    fireEvent.click(button)
    expect(notify.error).toHaveBeenCalledWith('Something went wrong')
  })
})
