import { normaliseEmail } from '@shop/domain'
import { tablesOf } from '../../db/tables'
import type { CouponsTables } from '../../db/tables/coupons'
import type { PersonalDataPart } from '../privacy/privacy.types'
import { shopperKeys } from './coupons.types'


/**
 * Coupons in a shopper's data (decision 046): their personal codes (the newsletter's 5 %) and how
 * often they used each coupon with a per-shopper limit. At erasure the personal codes stop working
 * and stop naming the email, and the counts kept under the email go (the account's stay with it).
 */
export function createCouponsPrivacy(): PersonalDataPart {
  return {
    async exportFor(tx, s) {
      const t = tablesOf<CouponsTables>(tx)
      const [owned, uses] = await Promise.all([
        t
          .selectFrom('coupon')
          .select(['code', 'kind', 'value', 'used_count', 'usage_limit', 'active', 'expires_at', 'created_at'])
          .where((eb) => (s.email ? eb.or([eb('owner_user_id', '=', s.userId), eb('owner_email', '=', s.email)]) : eb('owner_user_id', '=', s.userId)))
          .orderBy('created_at')
          .execute(),
        t
          .selectFrom('coupon_shopper_use')
          .innerJoin('coupon', 'coupon.id', 'coupon_shopper_use.coupon_id')
          .select(['coupon.code', 'coupon_shopper_use.count'])
          .where('coupon_shopper_use.shopper_key', 'in', shopperKeys(s.userId, s.email))
          .orderBy('coupon.code')
          .execute(),
      ])
      return { personal_coupons: owned.map((c) => ({ ...c, active: c.active === 1 })), coupon_uses: uses }
    },

    async erase(tx, s) {
      const t = tablesOf<CouponsTables>(tx)
      const owned = await t
        .updateTable('coupon')
        .set({ owner_email: s.tombstoneEmail, owner_user_id: s.userId, active: 0 })
        .where((eb) => (s.email ? eb.or([eb('owner_user_id', '=', s.userId), eb('owner_email', '=', s.email)]) : eb('owner_user_id', '=', s.userId)))
        .executeTakeFirst()
      const byEmail = s.email ? await t.deleteFrom('coupon_shopper_use').where('shopper_key', '=', `email:${normaliseEmail(s.email)}`).executeTakeFirst() : null
      return { personal_coupons_closed: Number(owned.numUpdatedRows), coupon_uses_by_email_deleted: Number(byEmail?.numDeletedRows ?? 0) }
    },
  }
}
