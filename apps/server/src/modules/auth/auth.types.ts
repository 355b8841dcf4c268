import type { Tx } from '../../db/tx'

/** What another module may learn about an account: the auth module answers, its tables stay its own. */
export interface AccountDirectory {
  /** The account's email (null: phone-only account, or no such account). */
  emailOf(userId: string, tx?: Tx): Promise<string | null>
  /** Username and email of each account asked for; unknown ids are left out. */
  summariesOf(userIds: readonly string[], tx?: Tx): Promise<Map<string, AccountSummary>>
  /** Those of these accounts whose email contains `text`, ignoring case (a staff search box). */
  withEmailContaining(userIds: readonly string[], text: string): Promise<string[]>
}

export interface AccountSummary {
  username: string
  email: string | null
}
