import type { Db } from '../../db/database'
import type { SocialProvider } from './social-login.types'
import { tablesOf } from '../../db/tables'
import type { SocialLoginTables } from '../../db/tables/social-login'

export function createSocialLoginRepository(db: Db) {
  const k = tablesOf<SocialLoginTables>(db.kysely)
  return {
    async userOf(provider: SocialProvider, subject: string): Promise<string | null> {
      const row = await k
        .selectFrom('user_identity')
        .select('user_id')
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst()
      return row?.user_id ?? null
    },

    /**
     * Links the identity to the user unless it is linked already, and returns the user it is
     * linked to: when two first sign-ins race, the primary key keeps the first and both get it.
     */
    async link(input: { provider: SocialProvider; subject: string; userId: string; email: string }): Promise<string> {
      await k
        .insertInto('user_identity')
        .values({ provider: input.provider, subject: input.subject, user_id: input.userId, email: input.email, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
        .execute()
      const linked = await this.userOf(input.provider, input.subject)
      if (!linked) throw new Error(`identity ${input.provider}:${input.subject} vanished after linking`)
      return linked
    },
  }
}

export type SocialLoginRepository = ReturnType<typeof createSocialLoginRepository>
