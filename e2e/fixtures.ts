/**
 * Accounts for the money journeys, made before they run (e2e/run.mjs starts this once the server is
 * healthy). Signing up through the API would use up the signup limit (10 per IP per 10 minutes),
 * which the account journeys already nearly spend, so the accounts are written straight into the
 * e2e server's SQLite file (WAL mode lets two processes share it) with the server's own code: its
 * database opener, its password hash, its ids, and `makeStaff` for the staff account.
 *
 * Prints one line of JSON, {key: {name, email, password}}; run.mjs hands it to the journeys as
 * E2E_ACCOUNTS. Usage: SQLITE_PATH=… node --import tsx e2e/fixtures.ts
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** One account a journey signs in with. */
export interface FixtureAccount {
  name: string
  email: string
  password: string
}

/** The shoppers, one per journey that needs a signed-in shopper (journeys stay independent). */
const SHOPPERS = {
  merge: 'Klára Benešová',
  wallet: 'Tomáš Dvořák',
  cancel: 'Eva Svobodová',
  returns: 'Marek Kučera',
  giftSender: 'Lucie Procházková',
  giftRecipient: 'Jakub Černý',
  // Issue 5's journeys (staff-*.test.ts, engage-*.test.ts). The reviewer's name carries markup on
  // purpose: names are shopper text too, and must come back and show as the same characters.
  delivery: 'Hana Veselá',
  reviewer: 'Iva <img src=x onerror=alert(1)> Malá',
  complainer: 'Petra Horáková',
  access: 'Ondřej Novák',
  // a11y-sweep.test.ts: a shopper with a bit of everything (wishlist, orders, a review, two-factor).
  sweep: 'Alžběta Králová',
  // server-rendered.test.ts: a signed-in shopper opening a page the server rendered for a guest.
  rendered: 'Zdeněk Růžička',
  // fulfilment.test.ts: two orders picked together, one shipped with a tracking number.
  fulfilment: 'Radka Horáčková',
  // Issue 18 (markets-checkout.test.ts): buys in crowns on the Czech pages
  czech: 'Veronika Marešová',
  // and a German shopper buys in euros with 19 % VAT on the German pages
  german: 'Katharina Schmidt',
  // Issue 19 (engage-review.test.ts): signed in, never bought the product: told why they cannot review it
  outsider: 'Filip Sedláček',
  // Issue 20 (staff-refund.test.ts): staff refund one line of this shopper's delivered order
  refunded: 'Dana Kolářová',
  // Issue 20 (bank-transfer.test.ts): pays by bank transfer with the QR code; staff import the statement line
  transfer: 'Tereza Převodová',
} as const

export type AccountKey = keyof typeof SHOPPERS | 'staff'
export type FixtureAccounts = Record<AccountKey, FixtureAccount>

const SHOPPER_PASSWORD = 'calendula-42'

// The server's modules belong to another TypeScript project: loaded by path at run time, with
// just the shapes used here written down.
interface Db {
  kysely: {
    insertInto(table: 'app_user'): { values(row: Record<string, unknown>): { execute(): Promise<unknown> } }
  }
  close(): Promise<void>
}
interface ServerModules {
  openDatabase(opts: { sqlitePath: string }): Db
  hashPassword(password: string): Promise<string>
  newId(prefix: string): string
  makeStaff(db: Db, email: string): Promise<{ kind: string; username: string; email: string; password?: string }>
}

const root = path.resolve(import.meta.dirname, '..')
async function serverModule(file: string): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(path.join(root, 'apps/server/src', file)).href)) as Record<string, unknown>
}

async function loadServer(): Promise<ServerModules> {
  const [database, passwords, ids, staff] = await Promise.all([
    serverModule('db/database.ts'),
    serverModule('lib/passwords.ts'),
    serverModule('lib/ids.ts'),
    serverModule('cli/staff-account.ts'),
  ])
  return {
    openDatabase: database.openDatabase as ServerModules['openDatabase'],
    hashPassword: passwords.hashPassword as ServerModules['hashPassword'],
    newId: ids.newId as ServerModules['newId'],
    makeStaff: staff.makeStaff as ServerModules['makeStaff'],
  }
}

/** A verified shopper with a known password, as signup plus email verification would leave it. */
async function createShopper(server: ServerModules, db: Db, key: string, name: string): Promise<FixtureAccount> {
  const email = `${key.toLowerCase()}.money@example.com`
  const at = new Date().toISOString()
  await db.kysely
    .insertInto('app_user')
    .values({
      id: server.newId('usr'),
      username: name,
      email,
      phone: null,
      gender: '',
      password_hash: await server.hashPassword(SHOPPER_PASSWORD),
      email_verified_at: at,
      phone_verified_at: null,
      pending_contact: null,
      locked_until: null,
      created_at: at,
    })
    .execute()
  return { name, email, password: SHOPPER_PASSWORD }
}

async function main(): Promise<void> {
  const sqlitePath = process.env.SQLITE_PATH
  if (!sqlitePath) throw new Error('SQLITE_PATH must name the e2e server’s database file')
  const server = await loadServer()
  const db = server.openDatabase({ sqlitePath })
  try {
    const accounts: Partial<FixtureAccounts> = {}
    for (const [key, name] of Object.entries(SHOPPERS)) accounts[key as AccountKey] = await createShopper(server, db, key, name)
    const staff = await server.makeStaff(db, 'staff.money@example.com')
    if (!staff.password) throw new Error(`the staff account existed already (${staff.kind}): its password is unknown`)
    accounts.staff = { name: staff.username, email: staff.email, password: staff.password }
    process.stdout.write(`${JSON.stringify(accounts)}\n`)
  } finally {
    await db.close()
  }
}

// Only as a script: the journeys import the types above without creating anything.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: unknown) => {
    console.error(err)
    process.exit(1)
  })
}
