import { sql, type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 19, decision 045: what a product page owes the shopper by law.
// - variant_price_history: every price and compare-at price a variant had in each currency, from
//   when it applied, written with each price change; `prior_low_<cur>_cents` on the variant (and on
//   the product for its lowest-priced variant, like the other summary columns) holds the lowest
//   price of the 30 days before the reduction shown began (Omnibus, Directive 98/6/EC Art. 6a), so
//   a list reads it with the row it already reads.
//   The prices standing now are backfilled from before history was kept (BEFORE_HISTORY); a price
//   shown reduced today has no known earlier price, so its prior low is the reduced price itself:
//   never a saving larger than can be shown.
// - brand.responsible_*: the responsible person of Regulation 1223/2009 Art. 19 (name, postal
//   address, email); product.warnings: precautions, JSON {en, cz, sl, ge}, '' when none apply.

/** The valid_from of backfilled prices: they applied before the history began. */
const BEFORE_HISTORY = '2000-01-01T00:00:00.000Z'
const LISTS = [
  { currency: 'USD', suffix: '' },
  { currency: 'EUR', suffix: '_eur' },
  { currency: 'CZK', suffix: '_czk' },
] as const

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('variant_price_history')
    .addColumn('variant_id', 'text', (c) => c.notNull().references('product_variant.id').onDelete('cascade'))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('USD', 'EUR', 'CZK')`))
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('compare_at_cents', 'integer')
    .addPrimaryKeyConstraint('variant_price_history_pk', ['variant_id', 'currency', 'valid_from'])
    .execute()

  for (const { currency, suffix } of LISTS) {
    await db.schema.alterTable('product_variant').addColumn(`prior_low${suffix}_cents`, 'integer').execute()
    await db.schema.alterTable('product').addColumn(`prior_low${suffix}_cents`, 'integer').execute()
    const price = sql.ref(`price${suffix}_cents`)
    const compareAt = sql.ref(`compare_at${suffix}_cents`)
    await sql`insert into variant_price_history (variant_id, currency, valid_from, price_cents, compare_at_cents)
      select id, ${currency}, ${BEFORE_HISTORY}, ${price}, ${compareAt} from product_variant`.execute(db)
    await sql`update product_variant set ${sql.ref(`prior_low${suffix}_cents`)} = case when ${compareAt} > ${price} then ${price} else null end`.execute(db)
    // The product's summary follows its lowest-priced variant in the list (as refreshSummariesMany).
    const order = suffix ? sql`${sql.ref(`v.price${suffix}_cents`)}, v.price_cents, v.position, v.id` : sql`v.price_cents, v.position, v.id`
    await sql`update product set ${sql.ref(`prior_low${suffix}_cents`)} =
      (select ${sql.ref(`v.prior_low${suffix}_cents`)} from product_variant v where v.product_id = product.id order by ${order} limit 1)`.execute(db)
  }

  await db.schema.alterTable('brand').addColumn('responsible_name', 'text', (c) => c.notNull().defaultTo('')).execute()
  await db.schema.alterTable('brand').addColumn('responsible_address', 'text', (c) => c.notNull().defaultTo('')).execute()
  await db.schema.alterTable('brand').addColumn('responsible_email', 'text', (c) => c.notNull().defaultTo('')).execute()
  await db.schema.alterTable('product').addColumn('warnings', 'text', (c) => c.notNull().defaultTo('')).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product').dropColumn('warnings').execute()
  for (const column of ['responsible_email', 'responsible_address', 'responsible_name']) await db.schema.alterTable('brand').dropColumn(column).execute()
  for (const { suffix } of LISTS) {
    await db.schema.alterTable('product').dropColumn(`prior_low${suffix}_cents`).execute()
    await db.schema.alterTable('product_variant').dropColumn(`prior_low${suffix}_cents`).execute()
  }
  await db.schema.dropTable('variant_price_history').execute()
}
