import type { Db } from '../../db/database'
import type { Tx } from '../../db/tx'
import { newId } from '../../lib/ids'
import type { CouponRow } from './coupons.rules'
import type { PersonalCouponInput } from './coupons.types'
import { tablesOf } from '../../db/tables'
import type { CouponsTables } from '../../db/tables/coupons'

/** modules/coupons owns coupon and coupon_shopper_use. */
export function createCouponRepository(db: Db) {
  const k = tablesOf<CouponsTables>(db.kysely)
  return {
    async byCodes(codes: string[]): Promise<Map<string, CouponRow>> {
      if (!codes.length) return new Map()
      const rows = await k.selectFrom('coupon').selectAll().where('code', 'in', [...new Set(codes)]).execute()
      return new Map(rows.map((r) => [r.code, r]))
    },

    /** How often this shopper has used each coupon: the most under any of their keys. */
    async shopperUses(couponIds: string[], shopperKeys: string[]): Promise<Map<string, number>> {
      if (!couponIds.length || !shopperKeys.length) return new Map()
      const rows = await k
        .selectFrom('coupon_shopper_use')
        .select(['coupon_id', 'count'])
        .where('shopper_key', 'in', shopperKeys)
        .where('coupon_id', 'in', couponIds)
        .execute()
      const uses = new Map<string, number>()
      for (const r of rows) uses.set(r.coupon_id, Math.max(uses.get(r.coupon_id) ?? 0, r.count))
      return uses
    },

    /** Public codes and this shopper's personal ones that have not ended yet (the rules filter the rest). */
    async offerRows(now: string, userId: string | null, email: string | null): Promise<CouponRow[]> {
      return k
        .selectFrom('coupon')
        .selectAll()
        .where('active', '=', 1)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .where((eb) => {
          const mine = [eb.and([eb('owner_user_id', 'is', null), eb('owner_email', 'is', null)])]
          if (userId) mine.push(eb('owner_user_id', '=', userId))
          if (email) mine.push(eb('owner_email', '=', email.trim().toLowerCase()))
          return eb.or(mine)
        })
        .orderBy('min_order_cents')
        .orderBy('code')
        .execute()
    },

    /**
     * Counts one use if the overall limit allows it; the condition is checked by the database at
     * the moment of the update, so concurrent orders cannot pass the limit. Null: used up.
     */
    async countUse(tx: Tx, couponId: string): Promise<{ per_shopper_limit: number | null } | null> {
      const row = await tablesOf<CouponsTables>(tx)
        .updateTable('coupon')
        .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
        .where('id', '=', couponId)
        .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('used_count', '<', eb.ref('usage_limit'))]))
        .returning('per_shopper_limit')
        .executeTakeFirst()
      return row ?? null
    },

    /** Counts one use by this shopper unless they reached `limit`; false when they had. */
    async countShopperUse(tx: Tx, couponId: string, shopperKey: string, limit: number): Promise<boolean> {
      const row = await tablesOf<CouponsTables>(tx)
        .insertInto('coupon_shopper_use')
        .values({ coupon_id: couponId, shopper_key: shopperKey, count: 1 })
        .onConflict((oc) =>
          oc
            .columns(['coupon_id', 'shopper_key'])
            .doUpdateSet((eb) => ({ count: eb('coupon_shopper_use.count', '+', 1) }))
            .where('coupon_shopper_use.count', '<', limit),
        )
        .returning('count')
        .executeTakeFirst()
      return !!row && limit >= 1
    },

    /** The ids of these codes, in id order (the order rows are locked in: see consume). */
    async idsOf(tx: Tx, codes: string[]): Promise<string[]> {
      if (!codes.length) return []
      const rows = await tablesOf<CouponsTables>(tx).selectFrom('coupon').select('id').where('code', 'in', [...new Set(codes)]).execute()
      return rows.map((r) => r.id).sort((x, y) => x.localeCompare(y))
    },

    /** Gives back one use of a coupon, overall and under each of this shopper's keys, never below zero. */
    async releaseUse(tx: Tx, couponId: string, shopperKeys: string[]): Promise<void> {
      const own = tablesOf<CouponsTables>(tx)
      await own
        .updateTable('coupon')
        .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
        .where('id', '=', couponId)
        .where('used_count', '>', 0)
        .execute()
      await own
        .updateTable('coupon_shopper_use')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('coupon_id', '=', couponId)
        .where('shopper_key', 'in', shopperKeys.length ? shopperKeys : [''])
        .where('count', '>', 0)
        .execute()
    },

    /** A personal single-use code; false when the code is taken (the caller draws another). */
    async insertPersonal(tx: Tx, c: PersonalCouponInput & { code: string }): Promise<boolean> {
      const row = await tablesOf<CouponsTables>(tx)
        .insertInto('coupon')
        .values({
          id: newId('cpn'),
          code: c.code,
          kind: 'percent',
          value: c.percent,
          lang_terms: '{}',
          description: JSON.stringify(c.description),
          min_order_cents: 0,
          usage_limit: 1,
          per_shopper_limit: 1,
          owner_email: c.email.trim().toLowerCase(),
          stackable: 1,
          active: 1,
          created_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.column('code').doNothing())
        .returning('id')
        .executeTakeFirst()
      return !!row
    },
  }
}
export type CouponRepository = ReturnType<typeof createCouponRepository>
