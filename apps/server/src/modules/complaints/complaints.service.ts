import {
  COMPLAINT_MESSAGES,
  COMPLAINT_TOPICS,
  DomainError,
  isLanguage,
  type Complaint,
  type ComplaintInput,
  type ComplaintStatus,
  type ComplaintSummary,
  type ComplaintTopic,
  type Language,
  type StaffComplaint,
  type StaffComplaintList,
  type StaffComplaintReply,
} from '@shop/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
import type { Db } from '../../db/database'
import type { AuthUser } from '../../http/auth'
import type { AuditLog } from '../audit/audit.service'
import type { AccountDirectory, AccountSummary } from '../auth/auth.types'
import type { Mailer } from '../notifications/notifications.types'
import type { OrdersService } from '../orders/orders.service'
import { composeComplaintReplyMail } from './complaints.emails'
import { createComplaintRepository, type ComplaintRowWithLast } from './complaints.repository'

export interface ComplaintDeps {
  db: Db
  /** Whose order it is, its number, email and language */
  orders: Pick<OrdersService, 'getForUser'>
  mailer: Mailer
  config: Pick<Config, 'PUBLIC_URL'>
  audit: AuditLog
  /** Staff see who complains: the account's name */
  accounts: Pick<AccountDirectory, 'summariesOf'>
  log: FastifyBaseLogger
  now?: () => Date
}

type Actor = Pick<AuthUser, 'id' | 'username'>

const PAGE_SIZE = 20
const notFound = () => new DomainError('complaint_not_found', COMPLAINT_MESSAGES.notFound)
const langOf = (v: string): Language => (isLanguage(v) ? v : 'en')
const topicOf = (v: string): ComplaintTopic => ((COMPLAINT_TOPICS as readonly string[]).includes(v) ? (v as ComplaintTopic) : 'other')

function summary(r: ComplaintRowWithLast): ComplaintSummary {
  return {
    id: r.id,
    order_id: r.order_id,
    order_number: r.order_number,
    topic: topicOf(r.topic),
    status: r.status,
    created_at: r.created_at,
    updated_at: r.updated_at,
    last_message: r.last_id && r.last_author && r.last_at ? { id: r.last_id, author: r.last_author, text: r.last_text ?? '', at: r.last_at } : null,
  }
}
const shopperOf = (r: ComplaintRowWithLast, account: AccountSummary) => ({ id: r.user_id, username: account.username, email: r.email, lang: langOf(r.lang) })

/**
 * Complaints about one of the shopper's own orders, each a thread of messages. Someone else's
 * complaint or order answers exactly like one that does not exist (404).
 */
export function createComplaintService(deps: ComplaintDeps) {
  const { db, orders, mailer, config, audit, accounts, log } = deps
  const now = deps.now ?? (() => new Date())
  const repo = createComplaintRepository(db)

  async function read(id: string, userId?: string): Promise<{ row: ComplaintRowWithLast; complaint: Complaint }> {
    const row = await repo.one(id, userId)
    if (!row) throw notFound()
    const messages = await repo.messages(id)
    return { row, complaint: { ...summary(row), messages } }
  }

  async function staffGet(id: string): Promise<StaffComplaint> {
    const { row, complaint } = await read(id)
    const account = (await accounts.summariesOf([row.user_id])).get(row.user_id)
    // No such account (never in practice): not shown, as when the staff views joined app_user.
    if (!account) throw notFound()
    return { ...complaint, shopper: shopperOf(row, account) }
  }

  return {
    async list(userId: string): Promise<{ data: ComplaintSummary[] }> {
      return { data: (await repo.forUser(userId)).map(summary) }
    },

    async get(userId: string, id: string): Promise<Complaint> {
      return (await read(id, userId)).complaint
    },

    async create(user: Actor, input: ComplaintInput): Promise<Complaint> {
      // Throws the orders module's 404 for another user's order, a guest order or none at all.
      const order = await orders.getForUser(user.id, input.order_id)
      const at = now().toISOString()
      const id = await db.kysely.transaction().execute(async (tx) => {
        const complaintId = await repo.insert(tx, { user_id: user.id, order_id: order.id, order_number: order.number, email: order.email, lang: order.lang, topic: input.topic, at })
        const seq = await repo.bump(tx, complaintId, { status: 'open', at, addsMessage: true })
        await repo.addMessage(tx, { complaint_id: complaintId, seq: seq!, author: 'shopper', author_id: user.id, text: input.message, at })
        return complaintId
      })
      return (await read(id, user.id)).complaint
    },

    /** The shopper writes again: the complaint is open again, whatever its status was. */
    async addMessage(user: Actor, id: string, text: string): Promise<Complaint> {
      const at = now().toISOString()
      await db.kysely.transaction().execute(async (tx) => {
        const seq = await repo.bump(tx, id, { status: 'open', at, userId: user.id, addsMessage: true })
        if (seq === null) throw notFound()
        await repo.addMessage(tx, { complaint_id: id, seq, author: 'shopper', author_id: user.id, text, at })
      })
      return (await read(id, user.id)).complaint
    },

    async staffList(query: { status?: ComplaintStatus; page: number }): Promise<StaffComplaintList> {
      const { rows, total } = await repo.staffList(query.status, query.page, PAGE_SIZE)
      const names = await accounts.summariesOf(rows.map((r) => r.user_id))
      const data = rows.flatMap((r) => {
        const account = names.get(r.user_id)
        return account ? [{ ...summary(r), shopper: shopperOf(r, account) }] : []
      })
      return { data, total, page: query.page }
    },

    staffGet,

    /** Complaints waiting for an answer (the staff dashboard). */
    openCount: () => repo.countOpen(),

    /** A reply (answered) and/or closing (closed), audited in the same transaction, then mailed to the shopper. */
    async staffReply(staff: Actor, id: string, reply: StaffComplaintReply): Promise<StaffComplaint> {
      const at = now().toISOString()
      const to: ComplaintStatus = reply.close ? 'closed' : 'answered'
      await db.kysely.transaction().execute(async (tx) => {
        const from = await repo.statusForUpdate(tx, id)
        if (!from) throw notFound()
        const seq = await repo.bump(tx, id, { status: to, at, addsMessage: !!reply.message })
        if (seq === null) throw notFound()
        if (reply.message) await repo.addMessage(tx, { complaint_id: id, seq, author: 'staff', author_id: staff.id, text: reply.message, at })
        await audit.record(tx, staff, {
          action: reply.message ? 'complaint.reply' : 'complaint.close',
          entity: 'complaint',
          entity_id: id,
          details: { status: { from, to }, ...(reply.message ? { reply_chars: reply.message.length } : {}) },
        })
      })
      const answer = await staffGet(id)
      try {
        await mailer.send(composeComplaintReplyMail({ id, email: answer.shopper.email, lang: answer.shopper.lang, order_number: answer.order_number }, { message: reply.message, closed: reply.close }, config.PUBLIC_URL))
      } catch (err) {
        // The reply has committed and shows on the shopper's page; a lost mail must not undo it.
        log.error({ err, complaint: id }, 'complaint reply email failed')
      }
      return answer
    },
  }
}
export type ComplaintService = ReturnType<typeof createComplaintService>
