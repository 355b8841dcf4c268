import { contactKind, DomainError, normaliseEmail } from '@shop/domain'
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose'
import { z } from 'zod'
import type { IdentityVerifier, VerifiedIdentity } from './social-login.types'

const GOOGLE_ISSUER = 'https://accounts.google.com'
const HTTP_TIMEOUT_MS = 5000

const DiscoverySchema = z.object({
  issuer: z.string(),
  jwks_uri: z.url(),
  authorization_endpoint: z.url(),
})

interface Discovered {
  jwks: ReturnType<typeof createRemoteJWKSet>
  authorizationEndpoint: string
}

export interface GoogleVerifierOptions {
  clientId: string
  /** GOOGLE_ISSUER: Google's, or a local OpenID provider in tests */
  issuer: string
}

export interface GoogleVerifier extends IdentityVerifier {
  readonly clientId: string
  /** Where the browser sends the user to sign in (from the issuer's discovery document). */
  authorizationEndpoint(): Promise<string>
}

export const GOOGLE_UNAVAILABLE = 'Google sign-in is unavailable right now. Please try again later.'
export const GOOGLE_REFUSED = 'Something went wrong: the Google sign-in could not be verified.'

/**
 * Verifies Google ID tokens: the signature against the issuer's published keys (found through
 * its discovery document, cached, refetched when a new key id appears), then issuer, audience,
 * expiry and a verified email.
 */
export function createGoogleVerifier({ clientId, issuer }: GoogleVerifierOptions): GoogleVerifier {
  const base = issuer.replace(/\/+$/, '')
  // Google's own tokens may name their issuer without the scheme.
  const issuers = base === GOOGLE_ISSUER ? [GOOGLE_ISSUER, 'accounts.google.com'] : [base]
  let discovered: Promise<Discovered> | null = null

  function discover(): Promise<Discovered> {
    // A failed discovery is forgotten, so the next sign-in tries again.
    discovered ??= fetchDiscovery().catch((err: unknown) => {
      discovered = null
      throw err
    })
    return discovered
  }

  async function fetchDiscovery(): Promise<Discovered> {
    const url = `${base}/.well-known/openid-configuration`
    let doc: z.infer<typeof DiscoverySchema>
    try {
      const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) })
      if (!res.ok) throw new Error(`${url} answered ${res.status}`)
      doc = DiscoverySchema.parse(await res.json())
    } catch (err) {
      throw unavailable(err)
    }
    if (doc.issuer.replace(/\/+$/, '') !== base) throw unavailable(new Error(`${url} names issuer ${doc.issuer}, not ${base}`))
    return {
      jwks: createRemoteJWKSet(new URL(doc.jwks_uri), { timeoutDuration: HTTP_TIMEOUT_MS }),
      authorizationEndpoint: doc.authorization_endpoint,
    }
  }

  return {
    provider: 'google',
    clientId,

    async authorizationEndpoint() {
      return (await discover()).authorizationEndpoint
    },

    async verify(token: string): Promise<VerifiedIdentity> {
      const { jwks } = await discover()
      let payload: JWTPayload
      try {
        ;({ payload } = await jwtVerify(token, jwks, {
          issuer: issuers,
          audience: clientId,
          algorithms: ['RS256', 'ES256'],
          requiredClaims: ['sub', 'exp', 'iat'],
          clockTolerance: 30,
        }))
      } catch (err) {
        if (isTokenFault(err)) throw new DomainError('google_refused', GOOGLE_REFUSED)
        throw unavailable(err)
      }
      // A token issued to several audiences must have been requested by this shop.
      if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== clientId) {
        throw new DomainError('google_refused', GOOGLE_REFUSED)
      }
      const email = typeof payload.email === 'string' ? payload.email : ''
      const verified = payload.email_verified === true || payload.email_verified === 'true'
      if (!email || contactKind(email) !== 'email') throw new DomainError('google_no_email', 'Your Google account did not share an email address, so it cannot sign in here.')
      if (!verified) throw new DomainError('google_email_unverified', 'The email address of your Google account is not verified, so it cannot sign in here.')
      return {
        provider: 'google',
        subject: String(payload.sub),
        email: normaliseEmail(email),
        name: displayName(payload, email),
      }
    },
  }
}

function displayName(payload: JWTPayload, email: string): string {
  const given = [payload.given_name, payload.family_name].filter((v): v is string => typeof v === 'string' && !!v.trim()).join(' ')
  const name = typeof payload.name === 'string' && payload.name.trim() ? payload.name : given
  return (name.trim() || email.split('@')[0] || 'Shopper').slice(0, 80)
}

/** Errors that say the token is bad (as opposed to the issuer being unreachable). */
function isTokenFault(err: unknown): boolean {
  return (
    err instanceof errors.JWTClaimValidationFailed || // wrong issuer or audience, missing claim
    err instanceof errors.JWTExpired ||
    err instanceof errors.JWSSignatureVerificationFailed ||
    err instanceof errors.JWKSNoMatchingKey ||
    err instanceof errors.JWKSMultipleMatchingKeys ||
    err instanceof errors.JWSInvalid ||
    err instanceof errors.JWTInvalid ||
    err instanceof errors.JOSEAlgNotAllowed ||
    err instanceof errors.JOSENotSupported
  )
}

function unavailable(cause: unknown): DomainError {
  const err = new DomainError('google_unavailable', GOOGLE_UNAVAILABLE)
  ;(err as Error).cause = cause
  return err
}
