import {
  AUTH_MESSAGES,
  contactError,
  contactKind,
  DomainError,
  normaliseContact,
  type Me,
} from '@shop/domain'
import type { Updateable } from 'kysely'
import type { AppUserTable } from '../../db/types'
import type { AuthUser } from '../../http/auth'
import { toMe } from './auth.repository'
import type { AuthContext } from './auth.service'
import { MSG } from './auth.messages'

export interface ProfileChange {
  username?: string
  email?: string
  phone_number?: string
  gender?: Me['gender']
}

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

  return {
    async getProfile(user: AuthUser): Promise<Me> {
      const me = await core.getUser(user.id)
      if (!me) throw new DomainError('unauthorized', 'Please sign in first')
      return me
    },

    /**
     * Name and gender change at once. A new email or phone waits in pending_contact until its code
     * comes back through verify-otp (purpose contact_change); the old one stays in use until then.
     */
    async updateProfile(user: AuthUser, change: ProfileChange): Promise<{ message: string; user: Me }> {
      const u = await repo.byId(user.id)
      if (!u) throw new DomainError('unauthorized', 'Please sign in first')
      const email = changedContact(change.email, u.email, 'email', 'email')
      const phone = changedContact(change.phone_number, u.phone, 'phone', 'phone_number')
      if (email && phone) throw new DomainError('validation_failed', MSG.oneContactAtATime)
      const pending = email ?? phone
      const set: Updateable<AppUserTable> = {}
      if (change.username !== undefined) set.username = change.username
      if (change.gender !== undefined) set.gender = change.gender
      if (pending) {
        const owner = await repo.byContact(pending)
        if (owner && owner.id !== u.id) throw new DomainError('conflict', email ? MSG.emailTaken : MSG.phoneTaken)
        // Sent first: a change nobody can confirm is not stored.
        await otp.sendCode({ contact: pending, purpose: 'contact_change', userId: u.id })
        set.pending_contact = pending
      }
      if (Object.keys(set).length) await repo.update(u.id, set)
      return { message: AUTH_MESSAGES.profileUpdated, user: toMe((await repo.byId(u.id))!) }
    },
  }
}
