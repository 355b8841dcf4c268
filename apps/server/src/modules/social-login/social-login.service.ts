import { DomainError, type LoginAnswer } from '@shop/domain'
import type { Db } from '../../db/database'
import type { Config } from '../../config'
import { createFacebookVerifier, type FacebookVerifier } from './social-login.facebook'
import { createGoogleVerifier, type GoogleVerifier } from './social-login.google'
import { createSocialLoginRepository } from './social-login.repository'
import type { SocialConfig, SocialLoginAuth, SocialProvider } from './social-login.types'

export interface SocialVerifiers {
  google: GoogleVerifier | null
  facebook: FacebookVerifier | null
}

/** The verifiers of the providers this shop is configured for; an unconfigured one is null. */
export function createSocialVerifiers(config: Config): SocialVerifiers {
  return {
    google: config.GOOGLE_CLIENT_ID ? createGoogleVerifier({ clientId: config.GOOGLE_CLIENT_ID, issuer: config.GOOGLE_ISSUER }) : null,
    facebook:
      config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET
        ? createFacebookVerifier({ appId: config.FACEBOOK_APP_ID, appSecret: config.FACEBOOK_APP_SECRET, graphUrl: config.FACEBOOK_GRAPH_URL })
        : null,
  }
}

const LABEL: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' }

export interface SocialLoginDeps {
  db: Db
  auth: SocialLoginAuth
  verifiers: SocialVerifiers
  /** FACEBOOK_DIALOG_URL, handed to the browser */
  facebookDialogUrl: string
  log?: { warn(obj: object, msg: string): void }
}

export function createSocialLoginService({ db, auth, verifiers, facebookDialogUrl, log }: SocialLoginDeps) {
  const repo = createSocialLoginRepository(db)
  return {
    /**
     * Signs in with a provider's token. The provider must vouch for it; the identity is then
     * known by the provider's subject, and a first sign-in joins the account of its verified email.
     */
    async login(input: { provider: SocialProvider; token: string }): Promise<LoginAnswer> {
      const verifier = verifiers[input.provider]
      if (!verifier) throw new DomainError('social_not_configured', `${LABEL[input.provider]} sign-in is not configured`)
      const identity = await verifier.verify(input.token)
      let userId = await repo.userOf(identity.provider, identity.subject)
      if (!userId) {
        const account = await auth.userForVerifiedEmail({ email: identity.email, name: identity.name })
        userId = await repo.link({ provider: identity.provider, subject: identity.subject, email: identity.email, userId: account.userId })
      }
      return auth.completeLogin(userId)
    },

    /** What the browser needs to open each configured provider's sign-in. */
    async config(): Promise<SocialConfig> {
      let google: SocialConfig['google'] = null
      if (verifiers.google) {
        try {
          google = { client_id: verifiers.google.clientId, authorization_endpoint: await verifiers.google.authorizationEndpoint() }
        } catch (err) {
          // The issuer is unreachable: the button shows as unavailable until it answers again.
          log?.warn({ err }, 'Google discovery failed')
        }
      }
      const facebook = verifiers.facebook ? { app_id: verifiers.facebook.appId, dialog_url: facebookDialogUrl } : null
      return { google, facebook }
    },
  }
}

export type SocialLoginService = ReturnType<typeof createSocialLoginService>
