import { normaliseEmail } from '@shop/domain'
import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import type { Db } from '../db/database'
import { newId } from '../lib/ids'
import { hashPassword } from '../lib/passwords'

export type StaffResult =
  | { kind: 'promoted' | 'already'; user_id: string; username: string; email: string }
  | { kind: 'created'; user_id: string; username: string; email: string; password: string }

export class BadEmail extends Error {}

const EmailSchema = z.email().max(254)

/** The account part of an address, as a first username (the person can change it in their profile). */
function usernameOf(email: string): string {
  return email.slice(0, email.indexOf('@')).slice(0, 80) || 'staff'
}

/**
 * Makes the account with this email an owner of the shop (decision 030: the first owner comes from
 * the command line, the owner invites the rest); without one, creates a verified owner account with
 * a random password (returned once, to be printed, never stored in the clear). Running it again
 * changes nothing.
 */
export async function makeStaff(db: Db, rawEmail: string, now: () => Date = () => new Date()): Promise<StaffResult> {
  const email = normaliseEmail(rawEmail)
  if (!EmailSchema.safeParse(email).success) throw new BadEmail(`'${rawEmail}' is not an email address`)
  const k = db.kysely

  const promote = async (): Promise<StaffResult | null> => {
    const user = await k.selectFrom('app_user').select(['id', 'username', 'role']).where('email', '=', email).executeTakeFirst()
    if (!user) return null
    if (user.role === 'owner') return { kind: 'already', user_id: user.id, username: user.username, email }
    await k.updateTable('app_user').set({ role: 'owner' }).where('id', '=', user.id).execute()
    return { kind: 'promoted', user_id: user.id, username: user.username, email }
  }

  const existing = await promote()
  if (existing) return existing

  const password = randomBytes(12).toString('base64url')
  const id = newId('usr')
  const username = usernameOf(email)
  const at = now().toISOString()
  const inserted = await k
    .insertInto('app_user')
    .values({
      id,
      username,
      email,
      phone: null,
      gender: '',
      password_hash: await hashPassword(password),
      email_verified_at: at,
      phone_verified_at: null,
      pending_contact: null,
      locked_until: null,
      role: 'owner',
      created_at: at,
    })
    // Someone signed up with this email meanwhile: the unique email decides, and that account is promoted.
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst()
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { kind: 'created', user_id: id, username, email, password }
  const raced = await promote()
  if (!raced) throw new Error(`could not create or find the account of ${email}`)
  return raced
}
