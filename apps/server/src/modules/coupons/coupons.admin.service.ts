import {
  couponListProblem,
  couponProblem,
  DomainError,
  EXCHANGE_RATE_SEEDS,
  NotFound,
  STAFF_MESSAGES,
  STAFF_PAGE_SIZE,
  type CouponInput,
  type CouponPatch,
  type StaffCoupon,
  type StaffCouponQuery,
  type Translated,
} from '@shop/domain'
import { sql, type Updateable } from 'kysely'
import type { Db } from '../../db/database'
import type { CouponTable } from '../../db/types'
import type { AuthUser } from '../../http/auth'
import { newId } from '../../lib/ids'
import type { AuditLog } from '../audit/audit.service'
import { parseLangTerms, type CouponRow } from './coupons.rules'
import { handSetOf, listFigures, namesListFigures, NO_HAND_SET, withTyped, type CouponPriceLists } from './coupons.lists'
import { containsPattern } from '../../db/like'
import { tablesOf } from '../../db/tables'
import type { CouponsTables } from '../../db/tables/coupons'

type Staff = Pick<AuthUser, 'id' | 'username'>

/** Another row already has this code (PostgreSQL 23505, SQLite's UNIQUE constraint). */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string }
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(String(e?.message))
}

function parseDescription(json: string, code: string): Translated {
  let d: Partial<Translated> = {}
  try {
    d = JSON.parse(json) as Partial<Translated>
  } catch {
    // A malformed row shows its code in every language rather than failing the whole list.
  }
  const en = d.en || code
  return { en, cz: d.cz || en, sl: d.sl || en, ge: d.ge || en }
}

export function toStaffCoupon(r: CouponRow): StaffCoupon {
  return {
    id: r.id,
    code: r.code,
    kind: r.kind,
    value: r.value,
    lang_terms: parseLangTerms(r.lang_terms),
    description: parseDescription(r.description, r.code),
    min_order_cents: r.min_order_cents,
    starts_at: r.starts_at,
    expires_at: r.expires_at,
    usage_limit: r.usage_limit,
    used_count: r.used_count,
    per_shopper_limit: r.per_shopper_limit,
    owner_email: r.owner_email,
    owner_user_id: r.owner_user_id,
    stackable: !!r.stackable,
    active: !!r.active,
    created_at: r.created_at,
    value_eur_cents: r.value_eur_cents,
    value_eur_manual: !!r.value_eur_manual,
    value_czk_cents: r.value_czk_cents,
    value_czk_manual: !!r.value_czk_manual,
    min_order_eur_cents: r.min_order_eur_cents,
    min_order_eur_manual: !!r.min_order_eur_manual,
    min_order_czk_cents: r.min_order_czk_cents,
    min_order_czk_manual: !!r.min_order_czk_manual,
  }
}

/** The columns a coupon input or patch writes (used_count and owners are never set by staff). */
function columns(c: CouponPatch): Updateable<CouponTable> {
  const out: Updateable<CouponTable> = {}
  if (c.code !== undefined) out.code = c.code
  if (c.kind !== undefined) out.kind = c.kind
  if (c.value !== undefined) out.value = c.value
  if (c.lang_terms !== undefined) out.lang_terms = JSON.stringify(c.lang_terms)
  if (c.description !== undefined) out.description = JSON.stringify(c.description)
  if (c.min_order_cents !== undefined) out.min_order_cents = c.min_order_cents
  if (c.starts_at !== undefined) out.starts_at = c.starts_at
  if (c.expires_at !== undefined) out.expires_at = c.expires_at
  if (c.usage_limit !== undefined) out.usage_limit = c.usage_limit
  if (c.per_shopper_limit !== undefined) out.per_shopper_limit = c.per_shopper_limit
  if (c.stackable !== undefined) out.stackable = c.stackable ? 1 : 0
  if (c.active !== undefined) out.active = c.active ? 1 : 0
  // The list figures (and whether typed) are written by listFigures with the merged coupon.
  return out
}

function failIfProblem(c: Parameters<typeof couponProblem>[0] & Parameters<typeof couponListProblem>[0]): void {
  const problem = couponProblem(c) ?? couponListProblem(c)
  if (problem) throw new DomainError(problem.reason, problem.message, [{ path: problem.path, message: problem.message }])
}

const codeTaken = () => new DomainError('coupon_code_taken', STAFF_MESSAGES.couponCodeTaken, [{ path: 'code', message: STAFF_MESSAGES.couponCodeTaken }])
const notFound = () => new NotFound(STAFF_MESSAGES.couponNotFound, 'coupon_not_found')

/**
 * Staff create and edit coupons (modules/coupons owns the table). Each change and its audit line
 * commit together; a code already in use is settled by the unique index, not by looking first.
 */
export function createCouponAdminService({ db, audit, priceLists = async () => EXCHANGE_RATE_SEEDS }: { db: Db; audit: AuditLog; priceLists?: () => Promise<CouponPriceLists> }) {
  const k = tablesOf<CouponsTables>(db.kysely)

  return {
    async list(query: StaffCouponQuery): Promise<{ data: StaffCoupon[]; total: number; page: number }> {
      let base = k.selectFrom('coupon')
      if (query.scope === 'shop') base = base.where('owner_user_id', 'is', null).where('owner_email', 'is', null)
      if (query.scope === 'personal') base = base.where((eb) => eb.or([eb('owner_user_id', 'is not', null), eb('owner_email', 'is not', null)]))
      if (query.q) {
        base = base.where('code', 'like', sql<string>`${containsPattern(query.q.toUpperCase())} escape '\\'`)
      }
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('created_at', 'desc').orderBy('code').limit(STAFF_PAGE_SIZE).offset((query.page - 1) * STAFF_PAGE_SIZE).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ])
      return { data: rows.map(toStaffCoupon), total: Number(count.n), page: query.page }
    },

    async get(id: string): Promise<StaffCoupon> {
      const row = await k.selectFrom('coupon').selectAll().where('id', '=', id).executeTakeFirst()
      if (!row) throw notFound()
      return toStaffCoupon(row)
    },

    async create(staff: Staff, input: CouponInput): Promise<StaffCoupon> {
      failIfProblem(input)
      const id = newId('cpn')
      try {
        const lists = await priceLists()
        const row = await db.kysely.transaction().execute(async (tx) => {
          const inserted = await tablesOf<CouponsTables>(tx)
            .insertInto('coupon')
            .values({
              id,
              code: input.code,
              kind: input.kind,
              value: input.value,
              lang_terms: JSON.stringify(input.lang_terms),
              description: JSON.stringify(input.description),
              min_order_cents: input.min_order_cents,
              ...listFigures(input, withTyped(NO_HAND_SET, input), lists),
              starts_at: input.starts_at,
              expires_at: input.expires_at,
              usage_limit: input.usage_limit,
              per_shopper_limit: input.per_shopper_limit,
              owner_user_id: null,
              owner_email: null,
              stackable: input.stackable ? 1 : 0,
              active: input.active ? 1 : 0,
              created_at: new Date().toISOString(),
            })
            .returningAll()
            .executeTakeFirstOrThrow()
          await audit.record(tx, staff, { action: 'coupon.create', entity: 'coupon', entity_id: id, details: { after: input } })
          return inserted
        })
        return toStaffCoupon(row)
      } catch (err) {
        if (isUniqueViolation(err)) throw codeTaken()
        throw err
      }
    },

    /**
     * Changes only the fields given. The merged coupon is checked as a whole; a usage limit below the
     * uses so far is refused by the update's own condition, so a concurrent order cannot slip past it.
     */
    async update(staff: Staff, id: string, patch: CouponPatch): Promise<StaffCoupon> {
      const set = columns(patch)
      if (!Object.keys(set).length && !namesListFigures(patch)) throw new DomainError('nothing_to_change', STAFF_MESSAGES.nothingToChange)
      try {
        const lists = await priceLists()
        const row = await db.kysely.transaction().execute(async (tx) => {
          const own = tablesOf<CouponsTables>(tx)
          // Locked on PostgreSQL (SQLite runs one write transaction at a time): the merged coupon checked
          // below is the one the update writes, even when two staff edit it at once.
          let read = own.selectFrom('coupon').selectAll().where('id', '=', id)
          if (db.dialect === 'postgres') read = read.forUpdate()
          const before = await read.executeTakeFirst()
          if (!before) throw notFound()
          const was = toStaffCoupon(before)
          // Typed list figures are checked against the merged terms: an amount needs fixed terms.
          failIfProblem({ ...was, ...patch, ...withTyped(NO_HAND_SET, patch) })
          // A changed USD amount or minimum refills the figures that follow it; typed ones stay
          // unless the patch types or frees them (decision 047).
          const refill = patch.kind !== undefined || patch.value !== undefined || patch.lang_terms !== undefined || patch.min_order_cents !== undefined || namesListFigures(patch)
          let q = own.updateTable('coupon').set(refill ? { ...set, ...listFigures({ ...was, ...patch }, withTyped(handSetOf(before), patch), lists) } : set).where('id', '=', id)
          if (patch.usage_limit != null) q = q.where('used_count', '<=', patch.usage_limit)
          const after = await q.returningAll().executeTakeFirst()
          if (!after) {
            const msg = STAFF_MESSAGES.limitBelowUses
            throw new DomainError('coupon_limit_below_uses', msg, [{ path: 'usage_limit', message: msg }])
          }
          const changed = [...Object.keys(set), ...Object.keys(patch).filter((f) => f in NO_HAND_SET)] as Array<keyof CouponPatch>
          const pick = (c: StaffCoupon) => Object.fromEntries(changed.map((f) => [f, c[f]]))
          await audit.record(tx, staff, { action: 'coupon.update', entity: 'coupon', entity_id: id, details: { before: pick(was), after: pick(toStaffCoupon(after)) } })
          return after
        })
        return toStaffCoupon(row)
      } catch (err) {
        if (isUniqueViolation(err)) throw codeTaken()
        throw err
      }
    },
  }
}
export type CouponAdmin = ReturnType<typeof createCouponAdminService>
