import {
  AUTH_MESSAGES,
  contactError,
  contactKind,
  DomainError,
  maskContact,
  normaliseContact,
  type ContactProofAnswer,
  type Me,
  type Reason,
} from '@shop/domain'
import type { Updateable } from 'kysely'
import type { AppUserTable } from '../../db/types'
import type { AuthUser } from '../../http/auth'
import { toMe, type UserRow } from './auth.repository'
import type { AuthContext } from './auth.service'
import { MSG } from './auth.messages'
import { checkPassword } from '../../lib/passwords'
import { verifiedContact } from './auth.security-notices'

export interface ProfileChange {
  username?: string
  email?: string
  phone_number?: string
  gender?: Me['gender']
  /** Proof of the account for a new email or phone: the current password… */
  current_password?: string
  /** …or, without a password, the code sent to the current contact (purpose reauth). */
  proof_code?: string
}

export const PROOF_MSG = {
  passwordNeeded: 'Enter your current password to change your email or phone number',
  codeNeeded: 'Enter the code we sent to your current contact to change your email or phone number',
  noContact: 'Your account has no verified email or phone number to send a code to',
  usePassword: 'Your account has a password: enter it to change your email or phone number',
} as const

const fieldError = (reason: Reason, path: 'current_password' | 'proof_code', message: string) => new DomainError(reason, message, [{ path, message }])

/** The signed-in user's own profile: always by the session's user id, never by an id from the request. */
export function createProfileFlows({ repo, otp, core }: AuthContext) {
  /** A new email or phone given in the form, validated; null when it is empty or unchanged. */
  function changedContact(value: string | undefined, current: string | null, want: 'email' | 'phone', field: string): string | null {
    if (value === undefined || value.trim() === '') return null
    const err = contactError(value) ?? (contactKind(value) === want ? null : want === 'email' ? AUTH_MESSAGES.emailInvalid : AUTH_MESSAGES.contactInvalid)
    if (err) throw new DomainError('validation_failed', err, [{ path: field, message: err }])
    const c = normaliseContact(value)
    return c === current ? null : c
  }

  /**
   * A session alone does not change how the account is reached (issue 14): the current password,
   * or for an account without one the code sent to its verified contact. The code is only looked
   * at here; the returned step spends it once nothing else can refuse the change.
   */
  async function proveAccount(u: UserRow, change: ProfileChange): Promise<() => Promise<void>> {
    if (u.password_hash) {
      if (!change.current_password) throw fieldError('current_password_needed', 'current_password', PROOF_MSG.passwordNeeded)
      if (!(await checkPassword(u.password_hash, change.current_password))) throw fieldError('current_password_wrong', 'current_password', MSG.wrongCurrentPassword)
      return async () => {}
    }
    const contact = verifiedContact(u)
    if (!contact) throw new DomainError('no_verified_contact', PROOF_MSG.noContact)
    const code = change.proof_code ?? ''
    if (!code) throw fieldError('contact_proof_needed', 'proof_code', PROOF_MSG.codeNeeded)
    const seen = await otp.checkCode({ contact, purpose: 'reauth', code, keep: true })
    if (!seen || seen.userId !== u.id) throw fieldError('otp_wrong', 'proof_code', AUTH_MESSAGES.wrongOtp)
    return async () => {
      const used = await otp.checkCode({ contact, purpose: 'reauth', code })
      if (!used || used.userId !== u.id) throw fieldError('otp_wrong', 'proof_code', AUTH_MESSAGES.wrongOtp)
    }
  }

  return {
    /** For an account without a password: a code to its verified contact, the proof a contact change asks for. */
    async sendContactProof(user: AuthUser): Promise<ContactProofAnswer> {
      const u = await repo.byId(user.id)
      if (!u) throw new DomainError('signed_out', 'Please sign in first')
      if (u.password_hash) throw new DomainError('account_has_password', PROOF_MSG.usePassword)
      const contact = verifiedContact(u)
      if (!contact) throw new DomainError('no_verified_contact', PROOF_MSG.noContact)
      await otp.sendCode({ contact, purpose: 'reauth', userId: u.id })
      return { message: AUTH_MESSAGES.otpSent, sent_to: maskContact(contact) }
    },

    async getProfile(user: AuthUser): Promise<Me> {
      const me = await core.getUser(user.id)
      if (!me) throw new DomainError('signed_out', 'Please sign in first')
      return me
    },

    /**
     * Name and gender change at once. A new email or phone needs proof of the account, then waits in
     * pending_contact until its code comes back through verify-otp (purpose contact_change); the old
     * one stays in use until then. Saving the contact already pending again only sends a new code.
     */
    async updateProfile(user: AuthUser, change: ProfileChange): Promise<{ message: string; user: Me }> {
      const u = await repo.byId(user.id)
      if (!u) throw new DomainError('signed_out', 'Please sign in first')
      const email = changedContact(change.email, u.email, 'email', 'email')
      const phone = changedContact(change.phone_number, u.phone, 'phone', 'phone_number')
      if (email && phone) throw new DomainError('one_contact_at_a_time', MSG.oneContactAtATime)
      const pending = email ?? phone
      const set: Updateable<AppUserTable> = {}
      if (change.username !== undefined) set.username = change.username
      if (change.gender !== undefined) set.gender = change.gender
      if (pending) {
        const spendProof = pending === u.pending_contact ? null : await proveAccount(u, change)
        const owner = await repo.byContact(pending)
        if (owner && owner.id !== u.id) throw new DomainError(email ? 'email_taken' : 'phone_taken', email ? MSG.emailTaken : MSG.phoneTaken)
        await spendProof?.()
        // Sent first: a change nobody can confirm is not stored.
        await otp.sendCode({ contact: pending, purpose: 'contact_change', userId: u.id })
        set.pending_contact = pending
      }
      if (Object.keys(set).length) await repo.update(u.id, set)
      return { message: AUTH_MESSAGES.profileUpdated, user: toMe((await repo.byId(u.id))!) }
    },
  }
}
