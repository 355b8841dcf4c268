import type { LoginAnswer } from '@shop/domain'

export type SocialProvider = 'google' | 'facebook'

/** Who the provider says signed in, after the provider vouched for the token. */
export interface VerifiedIdentity {
  provider: SocialProvider
  /** The provider's stable user id */
  subject: string
  /** Verified by the provider, normalised */
  email: string
  name: string
}

export interface IdentityVerifier {
  readonly provider: SocialProvider
  /** Throws a DomainError: 401 for a token the provider does not vouch for, 403 without a verified email. */
  verify(token: string): Promise<VerifiedIdentity>
}

/** What this module asks of the auth module (its service provides both). */
export interface SocialLoginAuth {
  /** The account of a verified email: the existing one, or a new one made for it. */
  userForVerifiedEmail(input: { email: string; name: string }): Promise<{ userId: string }>
  /** A session, or a two-factor challenge for a user with 2FA on. */
  completeLogin(userId: string): Promise<LoginAnswer>
}

/** GET /auth/social-config: what the browser needs to open each provider's sign-in; null when not configured. */
export interface SocialConfig {
  google: { client_id: string; authorization_endpoint: string } | null
  facebook: { app_id: string; dialog_url: string } | null
}
