/**
 * The database side of the checkout benchmark (bench/checkout.ts), run from the repository root
 * in a process of its own (support() in bench/lib/shop.ts):
 *
 *   prepare <stock> <spread> <last> [schema]  migrate and seed the configured database (a
 *                              PostgreSQL `schema` is created first and used through search_path);
 *                              give `spread` + 1 products `stock` units each (the spread throughput
 *                              run, then the single hot product) and one more `last` units (the
 *                              sell-out run); prints {database_url, products: [{id, price_cents, stock}]}
 *                              in that order
 *   check <product_id>…        prints {products: [{id, stock, sold}], orders}: each product's stock
 *                              now and the units order lines hold, and how many orders were written
 *   drop <schema>              drops a PostgreSQL schema made by prepare
 *
 * Uses DATABASE_URL or SQLITE_PATH like the server.
 */
import pg from 'pg'
import { loadConfig } from '../../apps/server/src/config'
import { isPostgresUrl, openDatabase } from '../../apps/server/src/db/database'
import { migrateToLatest } from '../../apps/server/src/db/migrate'
import { seedDemoIfEmpty } from '../../apps/server/src/db/seed/seed'
import { setDefaultVariantStock } from '../../apps/server/src/modules/catalog/catalog.variants.testing'

const SCHEMA = /^[a-z_][a-z0-9_]{0,40}$/

function withSearchPath(url: string, schema: string): string {
  const u = new URL(url)
  u.searchParams.set('options', `-c search_path=${schema},public`)
  return u.toString()
}

async function admin(url: string, statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  try {
    await c.query(statement)
  } finally {
    await c.end()
  }
}

async function main([command, arg, ...rest]: string[]): Promise<unknown> {
  const config = loadConfig()
  const pgUrl = isPostgresUrl(config.DATABASE_URL) ? config.DATABASE_URL : undefined
  if (command === 'drop') {
    if (!pgUrl || !arg || !SCHEMA.test(arg)) throw new Error('drop needs DATABASE_URL=postgres://… and a schema name')
    await admin(pgUrl, `drop schema if exists ${arg} cascade`)
    return { dropped: arg }
  }

  const schema = command === 'prepare' ? rest[2] : undefined
  let databaseUrl = pgUrl
  if (pgUrl && schema) {
    if (!SCHEMA.test(schema)) throw new Error(`not a schema name: ${schema}`)
    await admin(pgUrl, 'create extension if not exists pg_trgm')
    await admin(pgUrl, `create schema ${schema}`)
    databaseUrl = withSearchPath(pgUrl, schema)
  }
  const db = openDatabase({ databaseUrl, sqlitePath: config.SQLITE_PATH })
  try {
    const k = db.kysely
    if (command === 'prepare') {
      const [stock, spread, last] = [Number(arg), Number(rest[0]), Number(rest[1])]
      if (![stock, spread, last].every((n) => Number.isInteger(n) && n >= 1)) throw new Error('prepare needs three whole numbers: stock, spread, last')
      const units = [...Array<number>(spread + 1).fill(stock), last]
      await migrateToLatest(k, db.dialect)
      await seedDemoIfEmpty(db)
      // Singles that no bundle contains, so their stock moves only with their own orders.
      const rows = await k
        .selectFrom('product')
        .select(['id', 'price_cents'])
        .where('kind', '=', 'single')
        .where('id', 'not in', k.selectFrom('combo_item').select('product_id'))
        .orderBy('id')
        .limit(units.length)
        .execute()
      if (rows.length < units.length) throw new Error(`the demo catalog has ${rows.length} stand-alone singles, not ${units.length}`)
      const products = rows.map((r, i) => ({ ...r, stock: units[i]! }))
      // The stock is the default variant's (the one an add without a size buys), its other sizes none (decision 029).
      for (const p of products) await setDefaultVariantStock(k, p.id, p.stock)
      return { database_url: databaseUrl ?? null, products }
    }
    if (command === 'check' && arg) {
      const products = []
      for (const id of [arg, ...rest]) {
        const product = await k.selectFrom('product').select('stock').where('id', '=', id).executeTakeFirstOrThrow()
        const sold = await k
          .selectFrom('order_line')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'))
          .where('product_id', '=', id)
          .executeTakeFirstOrThrow()
        products.push({ id, stock: product.stock, sold: Number(sold.n) })
      }
      const orders = await k.selectFrom('shop_order').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
      return { products, orders: Number(orders.n) }
    }
    throw new Error('usage: prepare <stock> <spread> <last> [schema] | check <product_id>… | drop <schema>')
  } finally {
    await db.close()
  }
}

main(process.argv.slice(2)).then(
  (out) => {
    process.stdout.write(`${JSON.stringify(out)}\n`)
    process.exit(0)
  },
  (err) => {
    console.error(err instanceof Error ? err.message : err)
    process.exit(1)
  },
)
