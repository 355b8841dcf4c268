import type { FastifyBaseLogger } from 'fastify'
import type { AddressInfo } from 'node:net'
import { buildApp } from './app'
import { loadConfig } from './config'
import { openDatabase } from './db/database'
import { migrateToLatest } from './db/migrate'
import { seedDemoIfEmpty } from './db/seed/seed'
import { createCatalogSearchSource } from './modules/catalog/catalog.search-source.service'
import { ensureSearchIndex } from './modules/search/search.indexer'
import { startTestProcessor } from './modules/test-processor/test-processor'

const config = loadConfig()
const db = openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH })
await migrateToLatest(db.kysely, db.dialect)
// The built-in test processor (decision 049): a separate "company" on a listener of its own,
// started before the shop so the shop can reach it; it logs through the shop's logger once built.
// On PostgreSQL it has a small pool of its own, so shop requests waiting on it never hold every
// connection it needs; on SQLite it shares the one connection (a second would block the thread).
const shopLog: { current?: FastifyBaseLogger } = {}
const processorDb =
  config.PAYMENT_GATEWAY === 'test' && db.dialect === 'postgres' ? openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: '', poolSize: 4 }) : db
const processor =
  config.PAYMENT_GATEWAY === 'test'
    ? await startTestProcessor({
        db: processorDb,
        port: config.TEST_PROCESSOR_PORT,
        host: config.HOST,
        publicUrl: config.TEST_PROCESSOR_PUBLIC_URL,
        log: { warn: (obj, msg) => shopLog.current?.warn(obj, msg), error: (obj, msg) => shopLog.current?.error(obj, msg) },
      })
    : undefined
const app = await buildApp({ config, db, processor })
shopLog.current = app.log
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
  await processor?.close()
  if (processorDb !== db) await processorDb.close()
  await db.close()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

await app.listen({ host: config.HOST, port: config.PORT })
if (processor) {
  // The shop as the processor reaches it: loopback, unless the shop listens on one address only.
  const { address, port } = app.server.address() as AddressInfo
  const shopHost = address === '0.0.0.0' || address === '::' ? '127.0.0.1' : address.includes(':') ? `[${address}]` : address
  processor.setWebhookUrl(`http://${shopHost}:${port}/api/payments/webhook`)
  app.log.info({ api: processor.apiUrl, browser: processor.publicUrl, webhook: `http://${shopHost}:${port}/api/payments/webhook` }, 'the built-in test processor is listening')
}
