import { sql, type RawBuilder } from 'kysely'
import type { Tx } from '../../db/tx'

/* Writes over many variants or products at once (CSV import, refilling a price list): one statement per BATCH rows. */

/** Rows per statement: far below either database's limit on bound parameters. */
export const BATCH = 400

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** `cast(? as type)`: parameters in a VALUES list have no type on PostgreSQL until told. */
const typed = (value: unknown, type: 'text' | 'integer'): RawBuilder<unknown> => sql`cast(${value} as ${sql.raw(type)})`

/**
 * Sets columns of many rows in one statement per BATCH rows (`with u as (values ...) update ...
 * from u`), understood alike by SQLite (≥ 3.33) and PostgreSQL.
 */
export async function updateMany(tx: Tx, table: 'product' | 'product_variant', columns: ReadonlyArray<readonly [string, 'text' | 'integer']>, rows: ReadonlyArray<{ id: string; values: Record<string, unknown> }>): Promise<void> {
  for (const part of chunks(rows, BATCH)) {
    const values = sql.join(part.map((r) => sql`(${sql.join([typed(r.id, 'text'), ...columns.map(([c, t]) => typed(r.values[c], t))])})`))
    // A VALUES list's columns are column1, column2, … on both databases: column1 is the id.
    const sets = sql.join(columns.map(([c], i) => sql`${sql.ref(c)} = u.${sql.ref(`column${i + 2}`)}`))
    await sql`with u as (values ${values}) update ${sql.table(table)} set ${sets} from u where ${sql.table(table)}.id = u.column1`.execute(tx)
  }
}

/**
 * The products' summaries of their variants (decision 029, as refreshSummaries) in one statement
 * per BATCH products: the lowest-priced variant's price, compare-at price and size (ties: the first
 * in position), the summed stock and the count; and in each other price list (decision 036) the
 * lowest price with its compare-at price (ties: the variant first by USD price, then position).
 * The variants' list prices must already be filled.
 */
export async function refreshSummariesMany(tx: Tx, productIds: readonly string[]): Promise<void> {
  const lowest = (column: string, by: RawBuilder<unknown> = sql``) =>
    sql`(select ${sql.ref(`v.${column}`)} from product_variant v where v.product_id = product.id order by ${by}v.price_cents, v.position, v.id limit 1)`
  const eur = sql`v.price_eur_cents, `
  const czk = sql`v.price_czk_cents, `
  for (const part of chunks([...productIds].sort(), BATCH)) {
    await sql`update product set
      price_cents = ${lowest('price_cents')},
      compare_at_cents = ${lowest('compare_at_cents')},
      price_eur_cents = ${lowest('price_eur_cents', eur)},
      compare_at_eur_cents = ${lowest('compare_at_eur_cents', eur)},
      price_czk_cents = ${lowest('price_czk_cents', czk)},
      compare_at_czk_cents = ${lowest('compare_at_czk_cents', czk)},
      size_value = ${lowest('size_value')},
      size_unit = ${lowest('size_unit')},
      stock = (select coalesce(sum(v.stock), 0) from product_variant v where v.product_id = product.id),
      variant_count = (select count(*) from product_variant v where v.product_id = product.id)
      where id in (${sql.join(part)})`.execute(tx)
  }
}
