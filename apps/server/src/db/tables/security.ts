/** modules/auth owns it (issue 14): the "not you?" links of security notices; timestamps ISO strings. */
export interface SecurityNoticeTable {
  id: string
  user_id: string
  /** SHA-256 of the link's token */
  token_hash: string
  kind: 'email_changed' | 'phone_changed' | 'password_changed' | 'password_reset' | 'two_factor_off' | 'two_factor_reset' | 'questions_changed'
  /** Where the notice went: the contact that can undo */
  sent_to: string
  /** A changed email or phone: the value to put back (null when there was none) and the new one */
  previous_contact: string | null
  new_contact: string | null
  created_at: string
  expires_at: string
  used_at: string | null
}

export interface SecurityTables {
  security_notice: SecurityNoticeTable
}
