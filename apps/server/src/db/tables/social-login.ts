/** Sign-ins with Google and Facebook (modules/social-login owns it): (provider, subject) → user. */
export interface UserIdentityTable {
  provider: 'google' | 'facebook'
  /** The provider's stable user id: the ID token's `sub`, the Graph API's user id */
  subject: string
  user_id: string
  /** The provider's verified email when the identity was linked */
  email: string
  created_at: string
}

/** The tables modules/social-login owns: its repositories see only these (db/tables.ts). */
export interface SocialLoginTables {
  user_identity: UserIdentityTable
}
