import { isCurrency, STAFF_PAGE_SIZE, type StaffGiftCard } from '@shop/domain'
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import { containsPattern } from '../../db/like'
import { tablesOf } from '../../db/tables'
import type { WalletTables } from '../../db/tables/wallet'
import type { AccountDirectory } from '../auth/auth.types'

/** Bound parameters per `in` list: far below either database's limit. */
const ID_BATCH = 500

/**
 * The staff's read-only view of gift cards (modules/wallet owns them): amounts, who bought one for
 * whom, whether it was redeemed. Codes are kept only as hashes; staff see the last four characters
 * like everyone else. Buyers' and redeemers' names and emails come from the auth module.
 */
export function createGiftCardDeskService({ db, accounts }: { db: Db; accounts: Pick<AccountDirectory, 'summariesOf' | 'withEmailContaining'> }) {
  const k = tablesOf<WalletTables>(db.kysely)

  /** Buyers whose account email contains `q`: the search also finds a card by who bought it. */
  async function purchasersMatching(q: string): Promise<string[]> {
    const rows = await k.selectFrom('gift_card').select('purchaser_user_id').distinct().where('purchaser_user_id', 'is not', null).execute()
    return accounts.withEmailContaining(rows.map((r) => r.purchaser_user_id!), q)
  }

  return {
    async list(query: { q?: string; page: number }): Promise<{ data: StaffGiftCard[]; total: number; page: number }> {
      let base = k.selectFrom('gift_card as g')
      if (query.q) {
        const q = query.q
        const purchasers = await purchasersMatching(q)
        base = base.where((eb) =>
          eb.or([
            eb('g.code_last4', '=', q.toUpperCase()),
            eb(sql`lower(g.recipient_email)`, 'like', sql`${containsPattern(q.toLowerCase())} escape '\\'`),
            ...Array.from({ length: Math.ceil(purchasers.length / ID_BATCH) }, (_, i) =>
              eb('g.purchaser_user_id', 'in', purchasers.slice(i * ID_BATCH, (i + 1) * ID_BATCH)),
            ),
          ]),
        )
      }
      const [rows, count] = await Promise.all([
        base
          .select([
            'g.id', 'g.code_last4', 'g.initial_cents', 'g.balance_cents', 'g.currency', 'g.sender_name', 'g.recipient_name', 'g.recipient_email',
            'g.created_at', 'g.redeemed_at', 'g.purchaser_user_id', 'g.redeemed_by',
          ])
          .orderBy('g.created_at', 'desc')
          .orderBy('g.id', 'desc')
          .limit(STAFF_PAGE_SIZE)
          .offset((query.page - 1) * STAFF_PAGE_SIZE)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ])
      const people = await accounts.summariesOf(rows.flatMap((r) => [r.purchaser_user_id, r.redeemed_by].filter((id) => id !== null)))
      const person = (id: string) => ({ id, username: people.get(id)?.username ?? '', email: people.get(id)?.email ?? null })
      const data = rows.map((r) => ({
        id: r.id,
        code_last4: r.code_last4,
        initial_cents: r.initial_cents,
        balance_cents: r.balance_cents,
        currency: isCurrency(r.currency) ? r.currency : 'USD',
        purchaser: r.purchaser_user_id ? person(r.purchaser_user_id) : null,
        sender_name: r.sender_name,
        recipient_name: r.recipient_name,
        recipient_email: r.recipient_email,
        created_at: r.created_at,
        redeemed: r.redeemed_at !== null,
        redeemed_at: r.redeemed_at,
        redeemed_by: r.redeemed_by ? person(r.redeemed_by) : null,
      }))
      return { data, total: Number(count.n), page: query.page }
    },
  }
}
export type GiftCardDesk = ReturnType<typeof createGiftCardDeskService>
