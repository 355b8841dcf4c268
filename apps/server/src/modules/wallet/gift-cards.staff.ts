import { STAFF_PAGE_SIZE, type StaffGiftCard } from '@shop/domain'
import { sql } from 'kysely'
import type { Db } from '../../db/database'

/** A LIKE pattern for `text` anywhere, its own % _ \ taken literally (used with ESCAPE '\'). */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The staff's read-only view of gift cards (modules/wallet owns them): amounts, who bought one for
 * whom, whether it was redeemed. Codes are kept only as hashes; staff see the last four characters
 * like everyone else.
 */
export function createGiftCardDesk(db: Db) {
  const k = db.kysely
  return {
    async list(query: { q?: string; page: number }): Promise<{ data: StaffGiftCard[]; total: number; page: number }> {
      let base = k
        .selectFrom('gift_card as g')
        .leftJoin('app_user as p', 'p.id', 'g.purchaser_user_id')
        .leftJoin('app_user as r', 'r.id', 'g.redeemed_by')
      if (query.q) {
        const q = query.q
        base = base.where((eb) =>
          eb.or([
            eb('g.code_last4', '=', q.toUpperCase()),
            eb(sql`lower(g.recipient_email)`, 'like', sql`${containsPattern(q.toLowerCase())} escape '\\'`),
            eb(sql`lower(p.email)`, 'like', sql`${containsPattern(q.toLowerCase())} escape '\\'`),
          ]),
        )
      }
      const [rows, count] = await Promise.all([
        base
          .select([
            'g.id', 'g.code_last4', 'g.initial_cents', 'g.balance_cents', 'g.sender_name', 'g.recipient_name', 'g.recipient_email',
            'g.created_at', 'g.redeemed_at', 'g.purchaser_user_id', 'g.redeemed_by',
            'p.username as purchaser_name', 'p.email as purchaser_email', 'r.username as redeemer_name', 'r.email as redeemer_email',
          ])
          .orderBy('g.created_at', 'desc')
          .orderBy('g.id', 'desc')
          .limit(STAFF_PAGE_SIZE)
          .offset((query.page - 1) * STAFF_PAGE_SIZE)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ])
      const data = rows.map((r) => ({
        id: r.id,
        code_last4: r.code_last4,
        initial_cents: r.initial_cents,
        balance_cents: r.balance_cents,
        purchaser: r.purchaser_user_id ? { id: r.purchaser_user_id, username: r.purchaser_name ?? '', email: r.purchaser_email ?? null } : null,
        sender_name: r.sender_name,
        recipient_name: r.recipient_name,
        recipient_email: r.recipient_email,
        created_at: r.created_at,
        redeemed: r.redeemed_at !== null,
        redeemed_at: r.redeemed_at,
        redeemed_by: r.redeemed_by ? { id: r.redeemed_by, username: r.redeemer_name ?? '', email: r.redeemer_email ?? null } : null,
      }))
      return { data, total: Number(count.n), page: query.page }
    },
  }
}
export type GiftCardDesk = ReturnType<typeof createGiftCardDesk>
