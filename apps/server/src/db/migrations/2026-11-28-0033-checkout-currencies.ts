import { type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 18, decision 038: shipping methods and fixed coupons carry their figures in each price
// list. A method gets a price and a free-shipping line in EUR and CZK, a coupon its fixed amount
// (when it has one, in its base or a language's terms) and its minimum order in EUR and CZK, all
// filled from the USD figures at the rates migration 0030 seeded with each list's rounding (a
// frozen copy of domain markets.ts convertPrice). GET15 is the exception SPEC's rule asks for: a
// fixed 15 in the order's currency, 15 € and 379 Kč (minimum 30 € / 759 Kč).

const LISTS = [
  { cur: 'eur', rate_micros: 920_000, step: 100, offsets: [90, 95] },
  { cur: 'czk', rate_micros: 23_000_000, step: 1000, offsets: [900] },
] as const

function nearest(cents: number, step: number, offsets: readonly number[]): number {
  const base = Math.floor(cents / step) * step
  let best = Number.POSITIVE_INFINITY
  for (const b of [base - step, base, base + step]) {
    for (const o of offsets) {
      const c = b + o
      if (c <= 0) continue
      if (Math.abs(c - cents) < Math.abs(best - cents) || (Math.abs(c - cents) === Math.abs(best - cents) && c > best)) best = c
    }
  }
  return best
}
function convert(cents: number | null, list: (typeof LISTS)[number]): number | null {
  if (cents === null || cents === undefined) return null
  const raw = Math.round((Number(cents) * list.rate_micros) / 1_000_000)
  return raw <= 0 ? 0 : nearest(raw, list.step, list.offsets)
}

/** The coupon's fixed amount in USD cents: its base terms' when fixed, else the first language's fixed terms'. */
function fixedValue(kind: string, value: number, langTerms: string): number | null {
  if (kind === 'fixed') return Number(value)
  try {
    const terms = JSON.parse(langTerms) as Record<string, { kind?: unknown; value?: unknown }>
    for (const t of Object.values(terms ?? {})) if (t && t.kind === 'fixed' && Number.isInteger(t.value)) return t.value as number
  } catch {
    // Malformed terms have no fixed amount.
  }
  return null
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const { cur } of LISTS) {
    await db.schema.alterTable('shipping_method').addColumn(`price_${cur}_cents`, 'integer', (c) => c.notNull().defaultTo(0)).execute()
    await db.schema.alterTable('shipping_method').addColumn(`free_from_${cur}_cents`, 'integer').execute()
    await db.schema.alterTable('coupon').addColumn(`value_${cur}_cents`, 'integer').execute()
    await db.schema.alterTable('coupon').addColumn(`min_order_${cur}_cents`, 'integer', (c) => c.notNull().defaultTo(0)).execute()
  }
  const methods = await db.selectFrom('shipping_method').select(['id', 'price_cents', 'free_from_cents']).execute()
  for (const m of methods) {
    const set: Record<string, number | null> = {}
    for (const list of LISTS) {
      set[`price_${list.cur}_cents`] = convert(Number(m.price_cents), list)
      set[`free_from_${list.cur}_cents`] = m.free_from_cents === null ? null : convert(Number(m.free_from_cents), list)
    }
    await db.updateTable('shipping_method').set(set).where('id', '=', m.id).execute()
  }
  const coupons = await db.selectFrom('coupon').select(['id', 'code', 'kind', 'value', 'lang_terms', 'min_order_cents']).execute()
  for (const c of coupons) {
    const fixed = fixedValue(c.kind, Number(c.value), c.lang_terms)
    const set: Record<string, number | null> =
      c.code === 'GET15'
        ? { value_eur_cents: 1500, value_czk_cents: 37900, min_order_eur_cents: Number(c.min_order_cents) > 0 ? 3000 : 0, min_order_czk_cents: Number(c.min_order_cents) > 0 ? 75900 : 0 }
        : Object.fromEntries(
            LISTS.flatMap((list) => [
              [`value_${list.cur}_cents`, convert(fixed, list)],
              [`min_order_${list.cur}_cents`, convert(Number(c.min_order_cents), list) ?? 0],
            ]),
          )
    await db.updateTable('coupon').set(set).where('id', '=', c.id).execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { cur } of LISTS) {
    for (const col of [`price_${cur}_cents`, `free_from_${cur}_cents`]) await db.schema.alterTable('shipping_method').dropColumn(col).execute()
    for (const col of [`value_${cur}_cents`, `min_order_${cur}_cents`]) await db.schema.alterTable('coupon').dropColumn(col).execute()
  }
}
