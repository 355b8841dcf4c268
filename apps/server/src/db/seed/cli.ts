/**
 * npm run seed -- [--products N] [--seed N] [--reset]
 *
 * Writes the demo catalog, or with --products a generated one of N products (the demo plus
 * synthetic products, for benchmarks), into the configured database. A database that already holds
 * a catalog is left alone unless --reset is given, which replaces the catalog (and its search
 * index) in one transaction; other tables are not touched.
 */
import { parseArgs } from 'node:util'
import { loadConfig } from '../../config'
import { openDatabase } from '../database'
import { migrateToLatest } from '../migrate'
import { demoCatalog, type SeedCatalog } from './demo-catalog'
import { generateLargeCatalog } from './generate'
import { hasCatalog, seedCatalog } from './seed'

const USAGE = `Usage: npm run seed -- [--products N] [--seed N] [--reset]

  (no flags)      seed the demo catalog into an empty database
  --products N    seed a generated catalog of N products (at least the demo's size), e.g. 10000
  --seed N        seed of the generator's random numbers (default 42): same seed, same catalog
  --reset         replace the catalog that is there (catalog and search tables only)
  --help          show this text`

class UsageError extends Error {}

interface Options {
  products?: number
  seed: number
  reset: boolean
}

function parseOptions(argv: string[]): Options | 'help' {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        products: { type: 'string' },
        seed: { type: 'string' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    })
  } catch (err) {
    throw new UsageError((err as Error).message)
  }
  const { values } = parsed
  if (values.help) return 'help'
  const whole = (name: string, raw: string | undefined, min: number): number | undefined => {
    if (raw === undefined) return undefined
    const n = Number(raw.replace(/[_,]/g, ''))
    if (!Number.isSafeInteger(n) || n < min) throw new UsageError(`--${name} must be a whole number of at least ${min} (got '${raw}')`)
    return n
  }
  return { products: whole('products', values.products, 1), seed: whole('seed', values.seed, 0) ?? 42, reset: values.reset ?? false }
}

function describeTarget(databaseUrl: string | undefined, sqlitePath: string): string {
  if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) return `SQLite ${sqlitePath}`
  const url = new URL(databaseUrl)
  if (url.password) url.password = '***'
  return `PostgreSQL ${url.toString()}`
}

const n = (v: number) => v.toLocaleString('en-US')
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

async function main(): Promise<number> {
  let options: Options | 'help'
  try {
    options = parseOptions(process.argv.slice(2))
  } catch (err) {
    if (!(err instanceof UsageError)) throw err
    console.error(`seed: ${err.message}\n\n${USAGE}`)
    return 2
  }
  if (options === 'help') {
    console.log(USAGE)
    return 0
  }

  const demo = demoCatalog()
  if (options.products !== undefined && options.products < demo.products.length) {
    console.error(`seed: --products must be at least ${demo.products.length}, the size of the demo catalog it extends (got ${options.products})`)
    return 2
  }

  const config = loadConfig()
  const db = openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH })
  try {
    const target = describeTarget(config.DATABASE_URL, config.SQLITE_PATH)
    await migrateToLatest(db.kysely, db.dialect)
    if (!options.reset && (await hasCatalog(db.kysely))) {
      const { count } = await db.kysely.selectFrom('product').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()
      console.error(`seed: ${target} already holds a catalog (${n(Number(count))} products). Run with --reset to replace it.`)
      return 1
    }
    const started = performance.now()
    const catalog: SeedCatalog = options.products ? generateLargeCatalog(demo, options.products, options.seed) : demo
    const built = performance.now() - started
    const result = await seedCatalog(db, catalog, { replace: options.reset })
    const subcategories = catalog.categories.reduce((sum, c) => sum + c.subcategories.length, 0)
    const what = options.products
      ? `a generated catalog of ${n(result.products)} products (${n(demo.products.length)} demo + ${n(result.products - demo.products.length)} generated, seed ${options.seed})`
      : `the demo catalog of ${n(result.products)} products`
    console.log(`${options.reset ? 'Replaced the catalog with' : 'Seeded'} ${what} into ${target}:`)
    console.log(`  ${catalog.categories.length} categories, ${subcategories} subcategories, ${catalog.brands.length} brands, ${catalog.banners.length} banners`)
    console.log(`  built in ${seconds(built)}, written in ${seconds(result.writeMs)}, search index rebuilt in ${seconds(result.indexMs)}`)
    return 0
  } catch (err) {
    const code = (err as { code?: string }).code
    if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
      console.error('seed: other tables (orders, reviews, …) still refer to catalog rows, so the catalog cannot be replaced here.')
      return 1
    }
    throw err
  } finally {
    await db.close()
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err)
    process.exit(1)
  },
)
