import { contactKind, DomainError, normaliseEmail } from '@shop/domain'
import { createHmac } from 'node:crypto'
import { z } from 'zod'
import type { IdentityVerifier, VerifiedIdentity } from './social-login.types'

const HTTP_TIMEOUT_MS = 5000

export interface FacebookVerifierOptions {
  appId: string
  appSecret: string
  /** FACEBOOK_GRAPH_URL: Facebook's Graph API, or a local fake in tests */
  graphUrl: string
}

export interface FacebookVerifier extends IdentityVerifier {
  readonly appId: string
}

export const FACEBOOK_UNAVAILABLE = 'Facebook sign-in is unavailable right now. Please try again later.'
export const FACEBOOK_REFUSED = 'Something went wrong: the Facebook sign-in could not be verified.'
export const FACEBOOK_NO_EMAIL =
  'Your Facebook account did not share an email address. Allow access to your email when you sign in, or sign up with your email address.'

const DebugTokenSchema = z.object({
  data: z.object({
    is_valid: z.boolean(),
    app_id: z.union([z.string(), z.number()]).optional(),
    user_id: z.union([z.string(), z.number()]).optional(),
  }),
})

const MeSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string().optional(),
  email: z.string().optional(),
})

/**
 * Verifies Facebook user access tokens with the Graph API: `debug_token` (with the app's own
 * credentials) proves the token is valid and was issued to this app, not to some other app whose
 * tokens a visitor could replay here; `/me` then gives the person's id, name and email.
 */
export function createFacebookVerifier({ appId, appSecret, graphUrl }: FacebookVerifierOptions): FacebookVerifier {
  const base = graphUrl.replace(/\/+$/, '')

  /**
   * The Graph API's answer; `null` for a 4xx when `refusal` says the 4xx means the user's token
   * was refused. Otherwise a 4xx (our app credentials refused) or an unreachable API throws.
   */
  async function graphGet(path: string, params: Record<string, string>, refusal: 'token' | 'app'): Promise<unknown> {
    const url = `${base}${path}?${new URLSearchParams(params)}`
    let res: Response
    try {
      res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) })
    } catch (err) {
      throw unavailable(err)
    }
    if (res.status >= 400 && res.status < 500 && refusal === 'token') return null
    if (!res.ok) throw unavailable(new Error(`${base}${path} answered ${res.status}`))
    try {
      return await res.json()
    } catch (err) {
      throw unavailable(err)
    }
  }

  return {
    provider: 'facebook',
    appId,

    async verify(token: string): Promise<VerifiedIdentity> {
      const debug = DebugTokenSchema.safeParse(await graphGet('/debug_token', { input_token: token, access_token: `${appId}|${appSecret}` }, 'app'))
      if (!debug.success) throw new DomainError('facebook_refused', FACEBOOK_REFUSED)
      const { is_valid, app_id, user_id } = debug.data.data
      if (!is_valid || String(app_id) !== appId || user_id === undefined) throw new DomainError('facebook_refused', FACEBOOK_REFUSED)

      // appsecret_proof ties the call to this app's secret, as apps with "Require App Secret" need.
      const proof = createHmac('sha256', appSecret).update(token).digest('hex')
      const me = MeSchema.safeParse(await graphGet('/me', { fields: 'id,name,email', access_token: token, appsecret_proof: proof }, 'token'))
      if (!me.success || String(me.data.id) !== String(user_id)) throw new DomainError('facebook_refused', FACEBOOK_REFUSED)
      const email = me.data.email?.trim()
      if (!email || contactKind(email) !== 'email') throw new DomainError('facebook_no_email', FACEBOOK_NO_EMAIL)
      return {
        provider: 'facebook',
        subject: String(me.data.id),
        email: normaliseEmail(email),
        name: (me.data.name?.trim() || email.split('@')[0] || 'Shopper').slice(0, 80),
      }
    },
  }
}

function unavailable(cause: unknown): DomainError {
  const err = new DomainError('facebook_unavailable', FACEBOOK_UNAVAILABLE)
  ;(err as Error).cause = cause
  return err
}
