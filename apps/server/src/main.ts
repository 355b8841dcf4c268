import { buildApp } from './app'
import { loadConfig } from './config'
import { openDatabase } from './db/database'
import { migrateToLatest } from './db/migrate'
import { seedDemoIfEmpty } from './db/seed/seed'
import { createCatalogSearchSource } from './modules/catalog/catalog.search-source.service'
import { ensureSearchIndex } from './modules/search/search.indexer'

const config = loadConfig()
const db = openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH })
await migrateToLatest(db.kysely, db.dialect)
const app = await buildApp({ config, db })
if (config.SEED_DEMO) {
  const seeded = await seedDemoIfEmpty(db)
  if (seeded) app.log.info({ products: seeded.products }, 'seeded the demo catalog into an empty database')
}
if (await ensureSearchIndex(db, createCatalogSearchSource(db))) app.log.warn('the search index was missing; rebuilt it from the catalog')

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down')
  await app.close()
  await db.close()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

await app.listen({ host: config.HOST, port: config.PORT })
