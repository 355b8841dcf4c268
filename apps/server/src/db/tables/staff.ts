import type { Language, StaffRole } from '@shop/domain'

/** An invitation to the staff area (modules/staff owns it): single-use, expiring, the token stored as SHA-256. */
export interface StaffInvitationTable {
  id: string
  /** normalised */
  email: string
  role: StaffRole
  /** the invitee's: the email's language and the acceptance page's (migration 0036) */
  lang: Language
  token_hash: string
  /** the owner who invited, and their name then */
  invited_by: string
  invited_by_name: string
  created_at: string
  expires_at: string
  accepted_at: string | null
  /** a newer invitation to the same email, or the owner withdrew it */
  withdrawn_at: string | null
}

export interface StaffTables {
  staff_invitation: StaffInvitationTable
}
