import { sql, type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 18, decision 036: every variant has a price (and compare-at price) in each currency the
// shop sells in. USD stays in price_cents / compare_at_cents (the base list); EUR and CZK get their
// own columns, filled here from the base at the rates migration 0030 seeded, rounded by each list's
// rule (a frozen copy of domain markets.ts convertPrice). `price_<cur>_manual` = 1 marks a price
// staff set by hand, which a change of exchange rate leaves alone. The product row keeps the lowest
// price of its variants in each list (the "from" price, filters and sorts), and the listing index
// (migration 0028) carries those too, so a list in euros or crowns stays an index-only read.

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

export async function up(db: Kysely<any>): Promise<void> {
  for (const { cur } of LISTS) {
    await db.schema.alterTable('product_variant').addColumn(`price_${cur}_cents`, 'integer', (c) => c.notNull().defaultTo(0)).execute()
    await db.schema.alterTable('product_variant').addColumn(`compare_at_${cur}_cents`, 'integer').execute()
    await db.schema.alterTable('product_variant').addColumn(`price_${cur}_manual`, 'integer', (c) => c.notNull().defaultTo(0)).execute()
    await db.schema.alterTable('product').addColumn(`price_${cur}_cents`, 'integer', (c) => c.notNull().defaultTo(0)).execute()
    await db.schema.alterTable('product').addColumn(`compare_at_${cur}_cents`, 'integer').execute()
  }

  const variants = await db.selectFrom('product_variant').select(['id', 'product_id', 'price_cents', 'compare_at_cents', 'position']).execute()
  const lowest = new Map<string, Record<string, { price: number; compare: number | null }>>()
  for (const v of variants) {
    const set: Record<string, number | null> = {}
    for (const list of LISTS) {
      const price = convert(v.price_cents, list)!
      const compare = convert(v.compare_at_cents, list)
      set[`price_${list.cur}_cents`] = price
      set[`compare_at_${list.cur}_cents`] = compare
      const per = lowest.get(v.product_id) ?? {}
      const was = per[list.cur]
      if (!was || price < was.price) per[list.cur] = { price, compare }
      lowest.set(v.product_id, per)
    }
    await db.updateTable('product_variant').set(set).where('id', '=', v.id).execute()
  }
  for (const [productId, per] of lowest) {
    const set: Record<string, number | null> = {}
    for (const [cur, p] of Object.entries(per)) {
      set[`price_${cur}_cents`] = p.price
      set[`compare_at_${cur}_cents`] = p.compare
    }
    await db.updateTable('product').set(set).where('id', '=', productId).execute()
  }

  await db.schema.dropIndex('product_listing').execute()
  await sql`create index product_listing on product (sold_count, id, kind, stock, price_cents, created_at, rating_sum,
    rating_count, category_id, subcategory_id, brand_id, featured, status, price_eur_cents, price_czk_cents) where status = 'published'`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('product_listing').execute()
  await sql`create index product_listing on product (sold_count, id, kind, stock, price_cents, created_at, rating_sum,
    rating_count, category_id, subcategory_id, brand_id, featured, status) where status = 'published'`.execute(db)
  for (const { cur } of LISTS) {
    await db.schema.alterTable('product').dropColumn(`compare_at_${cur}_cents`).execute()
    await db.schema.alterTable('product').dropColumn(`price_${cur}_cents`).execute()
    await db.schema.alterTable('product_variant').dropColumn(`price_${cur}_manual`).execute()
    await db.schema.alterTable('product_variant').dropColumn(`compare_at_${cur}_cents`).execute()
    await db.schema.alterTable('product_variant').dropColumn(`price_${cur}_cents`).execute()
  }
}
