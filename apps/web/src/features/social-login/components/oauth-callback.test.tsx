import { render, screen, waitFor } from '@testing-library/react'
import { testRouter } from '../../../test/render-routes'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { Component as OAuthCallbackPage } from '../../../app/routes/oauth-callback'
import { i18n } from '../../../lib/i18n'
import { CHANNEL_NAME, MESSAGE_TYPE, startPending, type SocialProvider } from '../social-flow'

/** The popup's landing page at `/oauth/<provider>#<fragment>`, opened by `opener` (or by nobody). */
function land(provider: string, fragment: string, opener: { postMessage: ReturnType<typeof vi.fn>; closed: boolean } | null) {
  window.history.replaceState(null, '', `/oauth/${provider}#${fragment}`)
  Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true })
  const router = testRouter([{ path: '/oauth/:provider', Component: OAuthCallbackPage }], `/oauth/${provider}`)
  render(router.element)
}

const INVALID = 'This sign-in could not be confirmed.'

describe('the /oauth/:provider callback page', () => {
  let opener: { postMessage: ReturnType<typeof vi.fn>; closed: boolean }
  let close: ReturnType<typeof vi.fn>

  beforeAll(async () => {
    await i18n.loadNamespaces('social')
  })
  beforeEach(() => {
    opener = { postMessage: vi.fn(), closed: false }
    close = vi.fn()
    window.close = close as unknown as typeof window.close
  })
  afterEach(() => {
    window.history.replaceState(null, '', '/')
  })

  it.each<[SocialProvider, string]>([
    ['google', 'id_token'],
    ['facebook', 'access_token'],
  ])('hands the %s token to the opener, only for this origin, and closes', async (provider, param) => {
    const { state } = startPending(provider)
    land(provider, `${param}=tok-123&state=${state}&expires_in=3600`, opener)

    await waitFor(() => expect(opener.postMessage).toHaveBeenCalledTimes(1))
    expect(opener.postMessage).toHaveBeenCalledWith({ type: MESSAGE_TYPE, provider, state, token: 'tok-123' }, window.location.origin)
    expect(close).toHaveBeenCalled()
    // the token does not stay in the address bar or the history
    expect(window.location.hash).toBe('')
    expect(await screen.findByText('You are signed in. This window can be closed.')).toBeTruthy()
  })

  it('refuses an answer whose state is not the one this browser started', async () => {
    startPending('google')
    land('google', 'id_token=attacker-token&state=someone-elses-state', opener)

    expect((await screen.findByRole('alert')).textContent).toContain(INVALID)
    expect(opener.postMessage).not.toHaveBeenCalled()
    expect(close).not.toHaveBeenCalled()
    expect(window.location.hash).toBe('')
  })

  it('refuses an answer when no sign-in was started, or one for another provider', async () => {
    land('google', 'id_token=tok&state=abc', opener)
    expect((await screen.findByRole('alert')).textContent).toContain(INVALID)

    const { state } = startPending('facebook')
    land('google', `id_token=tok&state=${state}`, opener)
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2))
    expect(opener.postMessage).not.toHaveBeenCalled()
  })

  it('refuses a sign-in started more than ten minutes ago', async () => {
    const { state } = startPending('google', Date.now() - 11 * 60 * 1000)
    land('google', `id_token=tok&state=${state}`, opener)
    expect((await screen.findByRole('alert')).textContent).toContain(INVALID)
    expect(opener.postMessage).not.toHaveBeenCalled()
  })

  it('passes on the provider\'s error (e.g. the person cancelled)', async () => {
    const { state } = startPending('facebook')
    land('facebook', `error=access_denied&state=${state}`, opener)
    await waitFor(() => expect(opener.postMessage).toHaveBeenCalledWith({ type: MESSAGE_TYPE, provider: 'facebook', state, error: 'access_denied' }, window.location.origin))
  })

  it('broadcasts to the shop\'s own pages when the opener link was severed', async () => {
    const { state } = startPending('google')
    const channel = new BroadcastChannel(CHANNEL_NAME)
    const received = new Promise<unknown>((resolve) => (channel.onmessage = (e) => resolve(e.data)))
    land('google', `id_token=tok-456&state=${state}`, null)
    expect(await received).toEqual({ type: MESSAGE_TYPE, provider: 'google', state, token: 'tok-456' })
    channel.close()
  })
})
