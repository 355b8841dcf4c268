import { DomainError } from '@shop/domain'
import { randomInt } from 'node:crypto'
import type { Db } from '../../db/database'
import type { AccountDirectory } from '../auth/auth.types'
import { createCouponRepository } from './coupons.repository'
import { evaluateCoupons, offerOf } from './coupons.rules'
import { shopperKeys, type CouponService } from './coupons.types'

export const COUPON_MESSAGES = {
  usedUp: 'This coupon has just been used up',
  usedByYou: 'You have already used this coupon',
} as const

export function createCouponService({ db, accounts }: { db: Db; accounts: AccountDirectory }): CouponService {
  const repo = createCouponRepository(db)

  return {
    async evaluate(codes, ctx) {
      if (!codes.length) return { applied: [], rejected: [] }
      const rows = await repo.byCodes(codes)
      const limited = [...rows.values()].filter((r) => r.per_shopper_limit !== null).map((r) => r.id)
      const uses = await repo.shopperUses(limited, shopperKeys(ctx.user_id, ctx.email))
      return evaluateCoupons(codes, rows, uses, ctx)
    },

    async consume(tx, applied, keys) {
      // One order per coupon row at a time, always in the same order, so two orders using the
      // same two codes cannot deadlock on PostgreSQL.
      for (const a of [...applied].sort((x, y) => x.coupon_id.localeCompare(y.coupon_id))) {
        const counted = await repo.countUse(tx, a.coupon_id)
        if (!counted) throw new DomainError('coupon_used_up', COUPON_MESSAGES.usedUp)
        if (counted.per_shopper_limit === null) continue
        // Under the account and the email alike: a member and a guest with one email placing at
        // once meet on the email's row, and its conditional upsert lets only one through.
        for (const key of keys) {
          if (!(await repo.countShopperUse(tx, a.coupon_id, key, counted.per_shopper_limit))) throw new DomainError('coupon_used_by_you', COUPON_MESSAGES.usedByYou)
        }
      }
    },

    async release(tx, codes, keys) {
      // Rows in the order consume takes them, for the same reason. A code deleted since is skipped.
      for (const id of await repo.idsOf(tx, codes)) await repo.releaseUse(tx, id, keys)
    },

    async offers(ctx) {
      // A signed-in shopper's personal codes may have been sent to their account's email.
      const email = ctx.email ?? (ctx.user_id ? await accounts.emailOf(ctx.user_id) : null)
      const rows = await repo.offerRows(ctx.now.toISOString(), ctx.user_id, email)
      const limited = rows.filter((r) => r.per_shopper_limit !== null).map((r) => r.id)
      const uses = await repo.shopperUses(limited, shopperKeys(ctx.user_id, email))
      return rows.flatMap((r) => offerOf(r, ctx.lang, uses.get(r.id) ?? 0, ctx.now, ctx.currency) ?? [])
    },

    async issuePersonal(tx, input) {
      // 40 random bits per code: a clash is rare, and a clash is simply drawn again.
      for (let attempt = 0; attempt < 5; attempt++) {
        const code = `${input.prefix}-${randomCode(8)}`
        if (await repo.insertPersonal(tx, { ...input, code })) return code
      }
      throw new Error('could not draw a free coupon code')
    },
  }
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
function randomCode(length: number): string {
  let out = ''
  for (let i = 0; i < length; i++) out += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return out
}
