/**
 * npm run staff:create -- <email>
 *
 * Makes the account with this email an owner of the shop (PRODUCT.md "Staff", decision 030), or
 * creates a verified owner account with a random password printed once. Uses the configured database (DATABASE_URL or
 * SQLITE_PATH), migrated first, like the server does at start.
 */
import { loadConfig } from '../config'
import { openDatabase } from '../db/database'
import { migrateToLatest } from '../db/migrate'
import { BadEmail, makeStaff } from './staff-account'

const USAGE = 'Usage: npm run staff:create -- <email>'

async function main(argv: string[]): Promise<number> {
  if (argv.length !== 1 || argv[0] === '--help') {
    console.error(USAGE)
    return argv[0] === '--help' ? 0 : 1
  }
  const config = loadConfig()
  const db = openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH })
  try {
    await migrateToLatest(db.kysely, db.dialect)
    const result = await makeStaff(db, argv[0]!)
    if (result.kind === 'already') console.log(`${result.email} (${result.username}) is already an owner; nothing changed.`)
    if (result.kind === 'promoted') console.log(`${result.email} (${result.username}) is now an owner of the shop.`)
    if (result.kind === 'created') {
      console.log(`Created the owner account ${result.email} (username ${result.username}).`)
      console.log(`Password (shown only this once; change it after signing in): ${result.password}`)
    }
    return 0
  } catch (err) {
    if (!(err instanceof BadEmail)) throw err
    console.error(`staff:create: ${err.message}\n${USAGE}`)
    return 1
  } finally {
    await db.close()
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err)
    process.exit(1)
  },
)
