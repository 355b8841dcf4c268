/**
 * The popup sign-in with Google (OpenID Connect implicit flow, `response_type=id_token`) and
 * Facebook (`response_type=token`), without React: the shop's page opens the provider in a popup,
 * the provider redirects the popup to `/oauth/<provider>#…`, and that page hands the token back to
 * the page that opened it. `state` ties the answer to the sign-in this browser started; Google's
 * `nonce` ties the ID token to it too.
 */

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

export function isSocialProvider(value: unknown): value is SocialProvider {
  return SOCIAL_PROVIDERS.includes(value as SocialProvider)
}

/** GET /auth/social-config: a provider is null when the shop is not configured for it. */
export interface SocialConfig {
  google: { client_id: string; authorization_endpoint: string } | null
  facebook: { app_id: string; dialog_url: string } | null
}

/** A sign-in this browser started and waits for. */
export interface PendingSignIn {
  provider: SocialProvider
  state: string
  nonce: string
  startedAt: number
}

/** What the callback page sends to the page that opened the popup. */
export interface SocialCallbackMessage {
  type: typeof MESSAGE_TYPE
  provider: SocialProvider
  state: string
  token?: string
  error?: string
}

export const MESSAGE_TYPE = 'shop:social-login'
/** Used when the popup lost its `window.opener` (a provider page with its own opener policy severs it). */
export const CHANNEL_NAME = 'shop:social-login'
// localStorage, not sessionStorage: the popup is another browsing context and must read it too.
const PENDING_KEY = 'socialLogin.pending'
const PENDING_TTL_MS = 10 * 60 * 1000

export function randomToken(bytes = 24): string {
  const data = crypto.getRandomValues(new Uint8Array(bytes))
  return btoa(String.fromCharCode(...data)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function startPending(provider: SocialProvider, now = Date.now()): PendingSignIn {
  const pending: PendingSignIn = { provider, state: randomToken(), nonce: randomToken(), startedAt: now }
  try {
    localStorage.setItem(PENDING_KEY, JSON.stringify(pending))
  } catch {
    // Storage disabled: the callback page cannot confirm the sign-in and will say so.
  }
  return pending
}

/** The sign-in waiting for an answer, if one was started in the last ten minutes. */
export function readPending(now = Date.now()): PendingSignIn | null {
  try {
    const value = JSON.parse(localStorage.getItem(PENDING_KEY) ?? 'null') as Partial<PendingSignIn> | null
    if (!value || !isSocialProvider(value.provider) || typeof value.state !== 'string' || typeof value.nonce !== 'string') return null
    if (typeof value.startedAt !== 'number' || now - value.startedAt > PENDING_TTL_MS || value.startedAt > now + 60_000) return null
    return value as PendingSignIn
  } catch {
    return null
  }
}

export function clearPending(): void {
  try {
    localStorage.removeItem(PENDING_KEY)
  } catch {
    // nothing to clear
  }
}

export function redirectUri(provider: SocialProvider, origin = window.location.origin): string {
  return `${origin}/oauth/${provider}`
}

/** Where the popup goes: the provider's sign-in, asking for a token sent back in the fragment. */
export function authorizeUrl(config: SocialConfig, pending: PendingSignIn, origin = window.location.origin): string | null {
  if (pending.provider === 'google') {
    if (!config.google) return null
    const url = new URL(config.google.authorization_endpoint)
    url.search = new URLSearchParams({
      client_id: config.google.client_id,
      redirect_uri: redirectUri('google', origin),
      response_type: 'id_token',
      scope: 'openid email profile',
      nonce: pending.nonce,
      state: pending.state,
      prompt: 'select_account',
    }).toString()
    return url.toString()
  }
  if (!config.facebook) return null
  const url = new URL(config.facebook.dialog_url)
  url.search = new URLSearchParams({
    client_id: config.facebook.app_id,
    redirect_uri: redirectUri('facebook', origin),
    response_type: 'token',
    scope: 'public_profile,email',
    state: pending.state,
    display: 'popup',
  }).toString()
  return url.toString()
}

/** The provider's answer in the callback address's fragment (`#id_token=…&state=…`). */
export function readFragment(provider: SocialProvider, hash: string): { token?: string; state?: string; error?: string } {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const token = params.get(provider === 'google' ? 'id_token' : 'access_token') ?? undefined
  return { token, state: params.get('state') ?? undefined, error: params.get('error') ?? undefined }
}

/** The `nonce` claim of an ID token (read, not verified: the server verifies the token). */
export function idTokenNonce(idToken: string): string | null {
  try {
    const payload = idToken.split('.')[1] ?? ''
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='))
    const nonce = (JSON.parse(json) as { nonce?: unknown }).nonce
    return typeof nonce === 'string' ? nonce : null
  } catch {
    return null
  }
}

export function isCallbackMessage(data: unknown): data is SocialCallbackMessage {
  const m = data as Partial<SocialCallbackMessage> | null
  return !!m && typeof m === 'object' && m.type === MESSAGE_TYPE && isSocialProvider(m.provider) && typeof m.state === 'string'
}

/** The popup's size and place: centred over the shop's window. */
export function popupFeatures(width = 500, height = 640): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2))
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2))
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`
}

/**
 * Hands the answer to the page that opened the popup, and only to a page of this origin: through
 * `window.opener` (targetOrigin = our own origin), or a same-origin broadcast when the opener link
 * was severed. Returns false when there is no one to hand it to.
 */
export function deliverToOpener(message: SocialCallbackMessage): boolean {
  const opener = window.opener as Window | null
  if (opener && !opener.closed) {
    opener.postMessage(message, window.location.origin)
    return true
  }
  if (typeof BroadcastChannel === 'undefined') return false
  const channel = new BroadcastChannel(CHANNEL_NAME)
  channel.postMessage(message)
  channel.close()
  return true
}
