import {
  convertPrice,
  COUPON_LIST_CURRENCIES,
  COUPON_LIST_FIELDS,
  EXCHANGE_RATE_SEEDS,
  fixedUsdAmount,
  type CouponInput,
  type CouponListFigures,
  type Currency,
  type HandSetCurrency,
  type PriceRounding,
} from '@shop/domain'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { CouponsTables, CouponTable } from '../../db/tables/coupons'
import { parseLangTerms, type CouponRow } from './coupons.rules'

/** Exchange rates and roundings of the EUR and CZK lists (the markets service's `priceList`). */
export type CouponPriceLists = ReadonlyArray<{ currency: Currency; rate_micros: number; rounding: PriceRounding }>

/** Each list figure staff typed (kept as it is), or null: it follows the USD figure at the current rate. */
export type HandSetFigures = Required<{ [K in keyof CouponListFigures]: number | null }>
export const NO_HAND_SET: HandSetFigures = { value_eur_cents: null, value_czk_cents: null, min_order_eur_cents: null, min_order_czk_cents: null }

/** The coupon columns of the EUR and CZK lists: each figure and whether staff typed it. */
export type CouponListColumns = Pick<CouponTable, 'value_eur_cents' | 'value_czk_cents'> & {
  min_order_eur_cents: number
  min_order_czk_cents: number
  value_eur_manual: number
  value_czk_manual: number
  min_order_eur_manual: number
  min_order_czk_manual: number
}

function listOf(lists: CouponPriceLists, currency: HandSetCurrency) {
  return lists.find((l) => l.currency === currency) ?? EXCHANGE_RATE_SEEDS.find((l) => l.currency === currency)!
}

/**
 * A coupon's figures in the EUR and CZK lists (decisions 038, 047): a figure staff typed is kept;
 * the others follow the USD ones (its fixed amount, base terms' else a language's fixed terms', and
 * its minimum order) at the owner's current rates (`lists`; the seeded ones where a list is
 * missing) with each list's rounding. Without fixed terms there is no amount in any list.
 */
export function listFigures(
  c: Pick<CouponInput, 'kind' | 'value' | 'lang_terms' | 'min_order_cents'>,
  hand: HandSetFigures = NO_HAND_SET,
  lists: CouponPriceLists = EXCHANGE_RATE_SEEDS,
): CouponListColumns {
  const fixed = fixedUsdAmount(c)
  const out = {} as Record<string, number | null>
  for (const cur of COUPON_LIST_CURRENCIES) {
    const f = COUPON_LIST_FIELDS[cur]
    const { rate_micros, rounding } = listOf(lists, cur)
    const typedValue = fixed === null ? null : hand[f.value]
    out[f.value] = fixed === null ? null : (typedValue ?? convertPrice(fixed, rate_micros, rounding))
    out[f.value_manual] = typedValue === null ? 0 : 1
    const typedMin = hand[f.min_order]
    out[f.min_order] = typedMin ?? convertPrice(c.min_order_cents, rate_micros, rounding)
    out[f.min_order_manual] = typedMin === null ? 0 : 1
  }
  return out as unknown as CouponListColumns
}

/** The figures a stored coupon has typed by hand (the rest follow USD). */
export function handSetOf(row: CouponRow): HandSetFigures {
  const out = { ...NO_HAND_SET }
  for (const cur of COUPON_LIST_CURRENCIES) {
    const f = COUPON_LIST_FIELDS[cur]
    if (row[f.value_manual]) out[f.value] = row[f.value]
    if (row[f.min_order_manual]) out[f.min_order] = row[f.min_order]
  }
  return out
}

/** The list figures a POST or PATCH names (a number: typed; null: follow USD again); the rest as `base`. */
export function withTyped(base: HandSetFigures, input: CouponListFigures): HandSetFigures {
  const out = { ...base }
  for (const key of Object.keys(NO_HAND_SET) as Array<keyof HandSetFigures>) if (input[key] !== undefined) out[key] = input[key]
  return out
}

/** Whether a PATCH names any list figure. */
export function namesListFigures(input: CouponListFigures): boolean {
  return (Object.keys(NO_HAND_SET) as Array<keyof HandSetFigures>).some((key) => input[key] !== undefined)
}

export interface CouponRefillResult {
  currency: Currency
  /** Coupons whose amount or minimum in the list moved */
  coupons_changed: number
}

/**
 * Filling the coupons' figures of a list again after the owner changed its exchange rate or
 * rounding (decision 047), beside the catalog's price refill (decision 037): every amount and
 * minimum that follows USD is converted again at the list's current rate; figures typed by hand
 * stay, and so do percentages (they are the same in every currency). One transaction; on
 * PostgreSQL the rows are read `for update` in id order (the order checkout's `consume` locks
 * them in), so a staff edit meanwhile waits instead of being overwritten from an old USD figure.
 */
export function createCouponRefill({ db, priceLists }: { db: Db; priceLists: () => Promise<CouponPriceLists> }) {
  return {
    async refillCouponLists(currency: Currency): Promise<CouponRefillResult> {
      if (!(COUPON_LIST_CURRENCIES as readonly string[]).includes(currency)) return { currency, coupons_changed: 0 }
      const cur = currency as HandSetCurrency
      const list = (await priceLists()).find((l) => l.currency === cur)
      if (!list) throw new Error(`no exchange rate for ${cur}`)
      const f = COUPON_LIST_FIELDS[cur]
      return db.kysely.transaction().execute(async (tx) => {
        const k = tablesOf<CouponsTables>(tx)
        let read = k.selectFrom('coupon').select(['id', 'kind', 'value', 'lang_terms', 'min_order_cents', f.value, f.value_manual, f.min_order, f.min_order_manual]).orderBy('id')
        if (db.dialect === 'postgres') read = read.forUpdate()
        const rows = await read.execute()
        let changed = 0
        for (const row of rows) {
          const r = row as unknown as Record<string, number | null>
          const fixed = fixedUsdAmount({ kind: row.kind, value: row.value, lang_terms: parseLangTerms(row.lang_terms) })
          const set: Record<string, number | null> = {}
          if (!r[f.value_manual]) {
            const value = fixed === null ? null : convertPrice(fixed, list.rate_micros, list.rounding)
            if (value !== r[f.value]) set[f.value] = value
          }
          if (!r[f.min_order_manual]) {
            const min = convertPrice(row.min_order_cents, list.rate_micros, list.rounding)
            if (min !== r[f.min_order]) set[f.min_order] = min
          }
          if (!Object.keys(set).length) continue
          await k.updateTable('coupon').set(set).where('id', '=', row.id).execute()
          changed++
        }
        return { currency, coupons_changed: changed }
      })
    },
  }
}
export type CouponRefill = ReturnType<typeof createCouponRefill>
