import {
  DomainError,
  localizedPath,
  normaliseEmail,
  STAFF_INVITATION_DAYS,
  STAFF_ROLES,
  STAFF_TEAM_MESSAGES,
  type StaffInvitation,
  type StaffInvitationAccept,
  type StaffInvitationAccepted,
  type StaffInvitationPreview,
  type StaffInviteBodyParsed,
  type StaffMember,
  type StaffRole,
  type StaffTeam,
} from '@shop/domain'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { StaffTables } from '../../db/tables/staff'
import type { Tx } from '../../db/tx'
import type { AuthUser } from '../../http/auth'
import { newToken, sha256 } from '../../lib/crypto'
import { newId } from '../../lib/ids'
import { hashPassword } from '../../lib/passwords'
import type { AuditLog } from '../audit/audit.service'
import type { StaffAccounts } from '../auth/auth.staff-accounts.service'
import type { Mailer } from '../notifications/notifications.types'
import { invitationEmail } from './staff.team.email'

const DAY_MS = 86_400_000
/** Where the invitation link opens the acceptance page; the token rides in the fragment, never in a server log. */
export const INVITATION_PATH = '/staff-invitation'

export interface StaffTeamDeps {
  db: Db
  accounts: StaffAccounts
  audit: AuditLog
  mailer: Mailer
  publicUrl: string
  now?: () => Date
}

type Actor = Pick<AuthUser, 'id' | 'username'>

const invalid = () => new DomainError('staff_invitation_invalid', STAFF_TEAM_MESSAGES.invitationInvalid)

/**
 * The owner's team desk (decision 030): who is staff, invitations by email (single-use, a week),
 * role changes and revocations. Every change is one transaction with its audit line. Roles are read
 * from the account on every request, so a change or a revocation applies to open sessions at once.
 */
export function createStaffTeamService({ db, accounts, audit, mailer, publicUrl, now = () => new Date() }: StaffTeamDeps) {
  const invitations = (tx: Tx = db.kysely) => tablesOf<StaffTables>(tx)

  /** An invitation that may still be accepted: unused, not withdrawn, not expired. */
  async function live(token: string, tx?: Tx) {
    const row = await invitations(tx).selectFrom('staff_invitation').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst()
    if (!row || row.accepted_at || row.withdrawn_at || row.expires_at <= now().toISOString()) return null
    return row
  }

  async function changeRole(actor: Actor, userId: string, role: StaffRole | 'shopper'): Promise<StaffMember | null> {
    return db.kysely.transaction().execute(async (tx) => {
      const before = await accounts.setRole(tx, userId, role)
      if (!before || before === 'shopper') throw new DomainError('staff_member_not_found', STAFF_TEAM_MESSAGES.memberNotFound)
      if (before !== role) {
        await audit.record(tx, actor, { action: role === 'shopper' ? 'staff.revoke' : 'staff.role', entity: 'user', entity_id: userId, details: { from: before, to: role } })
      }
      const after = await accounts.byId(userId, tx)
      return after && role !== 'shopper' ? { id: after.id, username: after.username, email: after.email, role } : null
    })
  }

  return {
    async team(): Promise<StaffTeam> {
      const at = now().toISOString()
      const [members, pending] = await Promise.all([
        accounts.members(),
        invitations()
          .selectFrom('staff_invitation')
          .select(['id', 'email', 'role', 'lang', 'invited_by_name as invited_by', 'created_at', 'expires_at'])
          .where('accepted_at', 'is', null)
          .where('withdrawn_at', 'is', null)
          .where('expires_at', '>', at)
          .orderBy('created_at', 'desc')
          .execute(),
      ])
      return { members, invitations: pending }
    },

    /**
     * Invites an email to a role: a new invitation replaces an open one to the same email. The mail
     * goes out after the commit; when it cannot be sent the invitation is withdrawn again and the
     * error stands (the owner can try again).
     */
    async invite(actor: Actor, input: StaffInviteBodyParsed): Promise<StaffInvitation> {
      const email = normaliseEmail(input.email)
      const existing = await accounts.byEmail(email)
      if (existing && (STAFF_ROLES as readonly string[]).includes(existing.role)) throw new DomainError('staff_already_member', STAFF_TEAM_MESSAGES.alreadyMember)
      const token = newToken()
      const t = now()
      const row = {
        id: newId('inv'),
        email,
        role: input.role,
        lang: input.lang,
        token_hash: sha256(token),
        invited_by: actor.id,
        invited_by_name: actor.username,
        created_at: t.toISOString(),
        expires_at: new Date(t.getTime() + STAFF_INVITATION_DAYS * DAY_MS).toISOString(),
        accepted_at: null,
        withdrawn_at: null,
      }
      await db.kysely.transaction().execute(async (tx) => {
        await invitations(tx)
          .updateTable('staff_invitation')
          .set({ withdrawn_at: row.created_at })
          .where('email', '=', email)
          .where('accepted_at', 'is', null)
          .where('withdrawn_at', 'is', null)
          .execute()
        await invitations(tx).insertInto('staff_invitation').values(row).execute()
        await audit.record(tx, actor, { action: 'staff.invite', entity: 'staff_invitation', entity_id: row.id, details: { email, role: input.role, lang: input.lang } })
      })
      // The acceptance page at its address in the invitee's language (decision 026: the prefix is the language).
      const link = `${publicUrl.replace(/\/+$/, '')}${localizedPath(input.lang, INVITATION_PATH)}#token=${token}`
      try {
        await mailer.send(invitationEmail({ to: email, role: input.role, lang: input.lang, inviter: actor.username, link, expiresAt: row.expires_at }))
      } catch (err) {
        await invitations().updateTable('staff_invitation').set({ withdrawn_at: now().toISOString() }).where('id', '=', row.id).execute()
        throw err
      }
      return { id: row.id, email, role: input.role, lang: input.lang, invited_by: actor.username, created_at: row.created_at, expires_at: row.expires_at }
    },

    async withdraw(actor: Actor, id: string): Promise<void> {
      await db.kysely.transaction().execute(async (tx) => {
        const done = await invitations(tx)
          .updateTable('staff_invitation')
          .set({ withdrawn_at: now().toISOString() })
          .where('id', '=', id)
          .where('accepted_at', 'is', null)
          .where('withdrawn_at', 'is', null)
          .executeTakeFirst()
        if (Number(done.numUpdatedRows) !== 1) throw invalid()
        await audit.record(tx, actor, { action: 'staff.invitation_withdraw', entity: 'staff_invitation', entity_id: id })
      })
    },

    changeRole: (actor: Actor, userId: string, role: StaffRole) => changeRole(actor, userId, role),
    /** Back to shopper: the staff area refuses their sessions from the next request on. */
    revoke: async (actor: Actor, userId: string): Promise<void> => {
      await changeRole(actor, userId, 'shopper')
    },

    async preview(token: string): Promise<StaffInvitationPreview> {
      const row = await live(token)
      if (!row) throw invalid()
      return { email: row.email, role: row.role, lang: row.lang, account_exists: !!(await accounts.byEmail(row.email)), expires_at: row.expires_at }
    },

    /**
     * Accepting: the invitation is used (a conditional update: once), and in the same transaction
     * the account with its email gets the role, or, when there is none, one is created with the
     * name and password given. An existing account must be the one signed in.
     */
    async accept(user: AuthUser | null, input: StaffInvitationAccept): Promise<StaffInvitationAccepted> {
      const found = await live(input.token)
      if (!found) throw invalid()
      const existing = await accounts.byEmail(found.email)
      if (existing && !user) throw new DomainError('staff_invitation_sign_in', STAFF_TEAM_MESSAGES.invitationSignIn)
      if (existing && user && user.id !== existing.id) throw new DomainError('staff_invitation_other_account', STAFF_TEAM_MESSAGES.invitationOtherAccount)
      if (!existing && (!input.username || !input.password)) {
        const issues = [
          ...(input.username ? [] : [{ path: 'username', message: STAFF_TEAM_MESSAGES.invitationNeedsAccount }]),
          ...(input.password ? [] : [{ path: 'password', message: STAFF_TEAM_MESSAGES.invitationNeedsAccount }]),
        ]
        throw new DomainError('staff_invitation_needs_account', STAFF_TEAM_MESSAGES.invitationNeedsAccount, issues)
      }
      const passwordHash = existing ? null : await hashPassword(input.password!)
      const at = now().toISOString()
      return db.kysely.transaction().execute(async (tx) => {
        const used = await invitations(tx)
          .updateTable('staff_invitation')
          .set({ accepted_at: at })
          .where('id', '=', found.id)
          .where('accepted_at', 'is', null)
          .where('withdrawn_at', 'is', null)
          .where('expires_at', '>', at)
          .executeTakeFirst()
        if (Number(used.numUpdatedRows) !== 1) throw invalid()
        let member: { id: string; username: string }
        let account: 'created' | 'upgraded'
        if (existing) {
          await accounts.setRole(tx, existing.id, found.role)
          member = existing
          account = 'upgraded'
        } else {
          const id = await accounts.createInvited(tx, { email: found.email, username: input.username!, passwordHash: passwordHash!, role: found.role, at })
          // Someone signed up with this email in between: they accept by signing in to it.
          if (!id) throw new DomainError('staff_invitation_sign_in', STAFF_TEAM_MESSAGES.invitationSignIn)
          member = { id, username: input.username! }
          account = 'created'
        }
        await audit.record(tx, member, {
          action: 'staff.join',
          entity: 'user',
          entity_id: member.id,
          details: { role: found.role, invitation: found.id, invited_by: found.invited_by_name, account },
        })
        return { email: found.email, role: found.role, account }
      })
    },
  }
}
export type StaffTeamService = ReturnType<typeof createStaffTeamService>
