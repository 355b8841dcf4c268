import { normaliseEmail } from '@shop/domain'
import type { Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 14 item 6: a coupon's per-shopper limit counts uses per normalised email as well as per
// account, so a member and a guest with the same email are one shopper. Until now a member's uses
// were counted under the user id only. This backfills the 'email:' counters from the orders that
// used a per-shopper-limited coupon and were not cancelled (a cancel gave its use back, decision
// 019), keeping any larger count already there (guests' counters were kept under that key).
export async function up(db: Kysely<any>): Promise<void> {
  const limited = await db.selectFrom('coupon').select(['id', 'code']).where('per_shopper_limit', 'is not', null).execute()
  if (!limited.length) return
  const idByCode = new Map(limited.map((c: { id: string; code: string }) => [c.code, c.id]))
  const orders = await db.selectFrom('shop_order').select(['email', 'coupons']).where('status', '!=', 'cancelled_order').where('coupons', '!=', '[]').execute()
  const counts = new Map<string, { coupon_id: string; shopper_key: string; count: number }>()
  for (const o of orders as Array<{ email: string; coupons: string }>) {
    let used: unknown
    try {
      used = JSON.parse(o.coupons)
    } catch {
      continue
    }
    for (const u of Array.isArray(used) ? (used as Array<{ code?: unknown }>) : []) {
      const couponId = typeof u?.code === 'string' ? idByCode.get(u.code) : undefined
      if (!couponId) continue
      const shopperKey = `email:${normaliseEmail(o.email)}`
      const id = `${couponId}\n${shopperKey}`
      const row = counts.get(id) ?? { coupon_id: couponId, shopper_key: shopperKey, count: 0 }
      row.count++
      counts.set(id, row)
    }
  }
  for (const row of counts.values()) {
    await db
      .insertInto('coupon_shopper_use')
      .values(row)
      .onConflict((oc) =>
        oc
          .columns(['coupon_id', 'shopper_key'])
          .doUpdateSet({ count: row.count })
          .where('coupon_shopper_use.count', '<', row.count),
      )
      .execute()
  }
}
