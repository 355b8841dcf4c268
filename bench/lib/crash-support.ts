/**
 * The server side of the crash benchmark (bench/crash.ts), run from the repository root with the
 * same environment as the server (DATABASE_URL or SQLITE_PATH, PAYMENT_GATEWAY, STRIPE_*):
 *
 *   stripe                     runs the fake Stripe (payments/payments.fake-stripe.testing.ts) in a process
 *                              of its own, so it outlives the servers the benchmark kills; prints
 *                              {url, secret_key, ledger_url}; GET ledger_url answers every
 *                              succeeded PaymentIntent with what was refunded of it
 *   shoppers <count> <cents>   signs up `count` shoppers through the real routes (code from the
 *                              mail outbox) and credits each wallet `cents` (koruna: the shoppers ship to Czechia) with the wallet
 *                              ledger; prints [{user_id, token, wallet_cents}]
 *   finish <input.json> <ledger_url>
 *                              the invariants, read from the database and the fake Stripe's ledger
 *                              (input.json: what the clients saw, the starting state, the run's
 *                              payment keys); then one payment recovery sweep with no waiting
 *                              period (as if everyone who would come back had); then the
 *                              invariants again. Prints {before, recovery, after}
 */
import fs from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { buildApp } from '../../apps/server/src/app'
import { loadConfig } from '../../apps/server/src/config'
import { openDatabase, type Db } from '../../apps/server/src/db/database'
import { createMemoryCache } from '../../apps/server/src/lib/cache'
import { codeIn, outbox } from '../../apps/server/src/modules/auth/auth.testing'
import { createProcessor } from '../../apps/server/src/modules/payments/payments.processor'
import { createPaymentsService } from '../../apps/server/src/modules/payments/payments.service'
import { startFakeStripe } from '../../apps/server/src/modules/payments/payments.fake-stripe.testing'
import { createWalletLedger } from '../../apps/server/src/modules/wallet/wallet.ledger'

export interface CrashCheckInput {
  /** Every order a client was answered 201/200 for: its key and the order the answer named */
  confirmed: Array<{ key: string; order_id: string; number: string }>
  products: Array<{ id: string; stock: number }>
  wallets: Array<{ user_id: string; initial_cents: number }>
  /** This run's payment keys at the gateway (order:<idempotency key>) */
  keys: string[]
}

/** The gateway's side: each succeeded charge, what was refunded of it, and the key it was made under */
type Intent = { id: string; amount: number; refunded: number; shop_key?: string }

export interface Check {
  name: string
  ok: boolean
  detail: string
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)

async function stripe(): Promise<unknown> {
  const fake = await startFakeStripe()
  const ledger = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(fake.intents()))
  })
  await new Promise<void>((resolve) => ledger.listen(0, '127.0.0.1', resolve))
  const { port } = ledger.address() as AddressInfo
  process.on('SIGTERM', () => process.exit(0))
  return { url: fake.url, secret_key: fake.secretKey, ledger_url: `http://127.0.0.1:${port}/` }
}

async function shoppers(db: Db, count: number, cents: number): Promise<unknown> {
  const config = loadConfig(undefined, { LOG_LEVEL: 'silent' })
  const app = await buildApp({ config, db, cache: createMemoryCache() })
  await app.ready()
  const ledger = createWalletLedger(db)
  const out = []
  try {
    for (let i = 0; i < count; i++) {
      const email = `crash${i}@example.com`
      // An address of its own per sign-up: the sign-up limits are per address, and stay on.
      const remoteAddress = `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`
      const reg = await app.inject({ method: 'POST', url: '/auth/register', remoteAddress, payload: { username: `crash${i}`, email, password: 'secret12' } })
      if (reg.statusCode !== 201) throw new Error(`sign-up ${i}: ${reg.statusCode} ${reg.body}`)
      const otp = codeIn(outbox(config.DATA_DIR, 'mail', email).at(-1)!.text)
      const verified = await app.inject({ method: 'POST', url: '/auth/verify-otp', remoteAddress, payload: { email, otp } })
      if (verified.statusCode !== 200) throw new Error(`verify ${i}: ${verified.statusCode} ${verified.body}`)
      const user = await db.kysely.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirstOrThrow()
      await db.kysely.transaction().execute((tx) => ledger.credit(tx, { user_id: user.id, kind: 'top_up', amount_cents: cents, currency: 'CZK', reference: 'crash bench', idempotency_key: `crash-bench:${user.id}` }))
      out.push({ user_id: user.id, token: verified.json().access as string, wallet_cents: cents })
    }
  } finally {
    await app.close()
  }
  return out
}

/** Money and goods that a dead process may have left half-written, counted in the database. */
async function stranded(db: Db) {
  const k = db.kysely
  const pending = await k.selectFrom('payment').select(['id', 'purpose']).where('status', '=', 'pending').execute()
  const unused = await k
    .selectFrom('payment')
    .leftJoin('shop_order', 'shop_order.payment_id', 'payment.id')
    .select(['payment.id', 'payment.amount_cents'])
    .where('payment.purpose', '=', 'order')
    .where('payment.status', 'in', ['succeeded', 'refunded'])
    .where('payment.refunded_cents', '<', (eb) => eb.ref('payment.amount_cents'))
    .where('shop_order.id', 'is', null)
    .execute()
  return { pending: pending.length, charged_without_order: unused.length, charged_without_order_cents: sum(unused.map((u) => u.amount_cents)) }
}

async function check(db: Db, input: CrashCheckInput & { intents: Intent[] }) {
  const k = db.kysely
  const checks: Check[] = []
  const add = (name: string, bad: string[], total: number) =>
    checks.push({ name, ok: bad.length === 0, detail: bad.length ? `${bad.length} of ${total}: ${bad.slice(0, 3).join('; ')}` : `${total} checked` })

  const orders = await k.selectFrom('shop_order').selectAll().execute()
  const lines = await k.selectFrom('order_line').selectAll().execute()
  const byOrder = new Map<string, typeof lines>()
  for (const l of lines) byOrder.set(l.order_id, [...(byOrder.get(l.order_id) ?? []), l])
  const orderById = new Map(orders.map((o) => [o.id, o]))

  // 1. What clients were told exists exactly once, under its key.
  add(
    '1. every confirmed order exists once, under its key',
    input.confirmed.filter((c) => orderById.get(c.order_id)?.idempotency_key !== c.key || orderById.get(c.order_id)?.number !== c.number).map((c) => `${c.key} → ${c.order_id}`),
    input.confirmed.length,
  )
  const keys = new Map<string, number>()
  for (const o of orders) keys.set(o.idempotency_key, (keys.get(o.idempotency_key) ?? 0) + 1)
  add('1. no two orders share an idempotency key', [...keys].filter(([, n]) => n > 1).map(([key, n]) => `${key} ×${n}`), orders.length)

  // 2. Goods: every unit that left the shelf is in an order line.
  const stock = await k.selectFrom('product').select(['id', 'stock']).execute()
  const stockNow = new Map(stock.map((p) => [p.id, p.stock]))
  const sold = new Map<string, number>()
  for (const l of lines) sold.set(l.product_id, (sold.get(l.product_id) ?? 0) + l.quantity)
  add(
    '2. stock now + units in order lines = initial stock',
    input.products.filter((p) => stockNow.get(p.id)! + (sold.get(p.id) ?? 0) !== p.stock).map((p) => `${p.id}: ${stockNow.get(p.id)} + ${sold.get(p.id) ?? 0} ≠ ${p.stock}`),
    input.products.length,
  )

  // 3. Wallets: balance = ledger, never negative, and what the orders took.
  const wallets = await k.selectFrom('wallet').selectAll().execute()
  const entries = await k.selectFrom('wallet_entry').selectAll().execute()
  const ledgerSum = new Map<string, number>()
  for (const e of entries) ledgerSum.set(e.user_id, (ledgerSum.get(e.user_id) ?? 0) + e.amount_cents)
  add('3. every wallet balance = the sum of its ledger entries', wallets.filter((w) => w.balance_cents !== (ledgerSum.get(w.user_id) ?? 0)).map((w) => `${w.user_id}: ${w.balance_cents} ≠ ${ledgerSum.get(w.user_id)}`), wallets.length)
  add('3. no wallet is negative', wallets.filter((w) => w.balance_cents < 0).map((w) => `${w.user_id}: ${w.balance_cents}`), wallets.length)
  const balance = new Map(wallets.map((w) => [w.user_id, w.balance_cents]))
  const walletPaid = new Map<string, number>()
  for (const o of orders) if (o.user_id) walletPaid.set(o.user_id, (walletPaid.get(o.user_id) ?? 0) + o.paid_wallet_cents)
  add(
    '3. every wallet = its credit − what its orders paid from it',
    input.wallets.filter((w) => balance.get(w.user_id) !== w.initial_cents - (walletPaid.get(w.user_id) ?? 0)).map((w) => `${w.user_id}: ${balance.get(w.user_id)} ≠ ${w.initial_cents} − ${walletPaid.get(w.user_id) ?? 0}`),
    input.wallets.length,
  )

  // 4. No half-written order.
  const bad: string[] = []
  for (const o of orders) {
    const ls = byOrder.get(o.id) ?? []
    const subtotal = sum(ls.map((l) => l.line_total_cents))
    if (!ls.length) bad.push(`${o.number}: no lines`)
    else if (ls.some((l) => l.line_total_cents !== l.unit_price_cents * l.quantity)) bad.push(`${o.number}: a line total ≠ price × quantity`)
    else if (o.subtotal_cents !== subtotal) bad.push(`${o.number}: subtotal ${o.subtotal_cents} ≠ lines ${subtotal}`)
    else if (o.total_cents !== subtotal + o.shipping_cents - o.discount_cents) bad.push(`${o.number}: total ${o.total_cents} ≠ ${subtotal} + ${o.shipping_cents} − ${o.discount_cents}`)
    else if (o.paid_wallet_cents + o.paid_gift_card_cents + o.paid_card_cents + o.cod_cents !== o.total_cents) bad.push(`${o.number}: the payment parts do not add up to the total`)
  }
  add('4. every order has lines and its total = lines + shipping − discounts = its payment parts', bad, orders.length)

  const payments = await k.selectFrom('payment').selectAll().execute()
  const paymentById = new Map(payments.map((p) => [p.id, p]))
  const cardOrders = orders.filter((o) => o.paid_card_cents > 0)
  add(
    '4. every card-paid order has its succeeded, unrefunded payment',
    cardOrders
      .filter((o) => {
        const p = o.payment_id ? paymentById.get(o.payment_id) : undefined
        return !p || p.status !== 'succeeded' || p.amount_cents !== o.paid_card_cents || p.refunded_cents !== 0 || !p.reference
      })
      .map((o) => `${o.number}: payment ${o.payment_id} ${o.payment_id ? paymentById.get(o.payment_id)?.status : 'none'}`),
    cardOrders.length,
  )
  const debits = new Map<string, typeof entries>()
  for (const e of entries) if (e.kind === 'order_payment') debits.set(`${e.user_id} ${e.reference}`, [...(debits.get(`${e.user_id} ${e.reference}`) ?? []), e])
  const walletOrders = orders.filter((o) => o.paid_wallet_cents > 0)
  add(
    '4. every wallet-paid order has its one ledger debit',
    walletOrders
      .filter((o) => {
        const d = debits.get(`${o.user_id} ${o.number}`) ?? []
        return d.length !== 1 || d[0]!.amount_cents !== -o.paid_wallet_cents
      })
      .map((o) => `${o.number}: ${(debits.get(`${o.user_id} ${o.number}`) ?? []).length} debits`),
    walletOrders.length,
  )
  const orderNumbers = new Set(orders.map((o) => `${o.user_id} ${o.number}`))
  const strayDebits = [...debits.keys()].filter((key) => !orderNumbers.has(key))
  add('4. every order debit in a ledger belongs to an order', strayDebits, debits.size)

  // 5. The card side, at the gateway: what stays charged is exactly what card-paid orders hold.
  const byReference = new Map(input.intents.map((i) => [i.id, i]))
  add(
    '5. every card-paid order is charged at the gateway exactly its card part',
    cardOrders
      .filter((o) => {
        const ref = paymentById.get(o.payment_id ?? '')?.reference
        const intent = ref ? byReference.get(ref) : undefined
        return !intent || intent.amount - intent.refunded !== o.paid_card_cents
      })
      .map((o) => o.number),
    cardOrders.length,
  )
  const orderReferences = new Set(cardOrders.map((o) => paymentById.get(o.payment_id ?? '')?.reference))
  const kept = input.intents.filter((i) => i.amount - i.refunded > 0 && i.shop_key?.startsWith('order:') && !orderReferences.has(i.id))
  add('5. no card stays charged for an order that does not exist', kept.map((i) => `${i.id}: ${i.amount - i.refunded} cents`), input.intents.length)

  const confirmedIds = new Set(input.confirmed.map((c) => c.order_id))
  return {
    checks,
    stranded: await stranded(db),
    orders: orders.length,
    orders_no_client_heard_of: orders.filter((o) => !confirmedIds.has(o.id)).length,
    card_orders: cardOrders.length,
    wallet_orders: walletOrders.length,
    cod_orders: orders.filter((o) => o.cod_cents > 0).length,
    payments: { total: payments.length, by_status: Object.fromEntries(['pending', 'succeeded', 'failed', 'refunded'].map((s) => [s, payments.filter((p) => p.status === s).length])) },
    gateway: { charges: input.intents.length, charged_cents: sum(input.intents.map((i) => i.amount)), refunded_cents: sum(input.intents.map((i) => i.refunded)), card_orders_cents: sum(cardOrders.map((o) => o.paid_card_cents)) },
  }
}

async function finish(db: Db, input: CrashCheckInput, ledgerUrl: string): Promise<unknown> {
  const keys = new Set(input.keys)
  const ledger = async () => ((await (await fetch(ledgerUrl)).json()) as Intent[]).filter((i) => i.shop_key && keys.has(i.shop_key))
  const before = await check(db, { ...input, intents: await ledger() })
  const config = loadConfig()
  const log = { info() {}, warn: (o: object, m: string) => console.error(m, o), error: (o: object, m: string) => console.error(m, o) }
  // COMPILE-ONLY adaptation (issue 20, F1): the old recovery sweep is gone; the payment expiry sweep
  // settles what a killed process left. The crash proof itself still drives the old card-number
  // checkout and needs the new flow (start → confirm at the processor → webhook) with its handlers.
  const payments = createPaymentsService({ db, processor: createProcessor(config, undefined), holdMinutes: 0, log })
  const report = await payments.expireDue()
  return { before, recovery: report, after: await check(db, { ...input, intents: await ledger() }) }
}

async function main([command, arg, arg2]: string[]): Promise<unknown> {
  if (command === 'stripe') return stripe()
  const config = loadConfig()
  const db = openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH })
  try {
    if (command === 'shoppers') {
      const [count, cents] = [Number(arg), Number(arg2)]
      if (!Number.isInteger(count) || count < 0 || !Number.isInteger(cents) || cents <= 0) throw new Error('shoppers needs a count and a positive number of cents')
      return await shoppers(db, count, cents)
    }
    if (command === 'finish' && arg && arg2) return await finish(db, JSON.parse(fs.readFileSync(arg, 'utf8')) as CrashCheckInput, arg2)
    throw new Error('usage: stripe | shoppers <count> <cents> | finish <input.json> <ledger_url>')
  } finally {
    await db.close()
  }
}

main(process.argv.slice(2)).then(
  (out) => {
    process.stdout.write(`${JSON.stringify(out)}\n`)
    if (process.argv[2] !== 'stripe') process.exit(0)
  },
  (err) => {
    console.error(err instanceof Error ? err.message : err)
    process.exit(1)
  },
)
