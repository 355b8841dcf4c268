import { normaliseEmail } from '@shop/domain'
import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import type { Db } from '../db/database'
import type { Tx } from '../db/tx'
import { newId } from '../lib/ids'
import { hashPassword } from '../lib/passwords'
import { createAuditService } from '../modules/audit/audit.service'

/** Who the audit log names for a change made from the command line (there is no signed-in person). */
export const COMMAND_LINE_ACTOR = { id: 'cli', username: 'npm run staff:create' }

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
  const audit = createAuditService({ db, now })

  // The role change and its audit line commit together.
  const promote = (): Promise<StaffResult | null> =>
    db.kysely.transaction().execute(async (k) => {
      const user = await k.selectFrom('app_user').select(['id', 'username', 'role']).where('email', '=', email).executeTakeFirst()
      if (!user) return null
      if (user.role === 'owner') return { kind: 'already', user_id: user.id, username: user.username, email }
      await k.updateTable('app_user').set({ role: 'owner' }).where('id', '=', user.id).execute()
      await record(k, user.id, { from: user.role, to: 'owner' })
      return { kind: 'promoted', user_id: user.id, username: user.username, email }
    })
  const record = (tx: Tx, userId: string, details: Record<string, unknown>) =>
    audit.record(tx, COMMAND_LINE_ACTOR, { action: 'staff.role', entity: 'user', entity_id: userId, details })

  const existing = await promote()
  if (existing) return existing

  const password = randomBytes(12).toString('base64url')
  const id = newId('usr')
  const username = usernameOf(email)
  const at = now().toISOString()
  const passwordHash = await hashPassword(password)
  const inserted = await db.kysely.transaction().execute(async (k) => {
    const row = await k
      .insertInto('app_user')
      .values({
        id,
        username,
        email,
        phone: null,
        gender: '',
        password_hash: passwordHash,
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
    const made = Number(row.numInsertedOrUpdatedRows ?? 0) === 1
    if (made) await record(k, id, { from: null, to: 'owner', account: 'created' })
    return made
  })
  if (inserted) return { kind: 'created', user_id: id, username, email, password }
  const raced = await promote()
  if (!raced) throw new Error(`could not create or find the account of ${email}`)
  return raced
}
