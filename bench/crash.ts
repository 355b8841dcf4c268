// kill -9 during checkout load (issue 6). For each database (SQLite always; PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set, in a schema of its own) it starts the real server
// with Stripe as the card gateway (a fake Stripe in a process of its own, so the gateway's books
// outlive the kills), and lets shoppers buy: guests by card or cash on delivery, signed-in shoppers
// from their wallet (all of it, or part with the rest by card or cash). At random moments it kills
// the server with SIGKILL and starts it again on the same database. Clients whose request died
// wait for the server and send the SAME order with the SAME idempotency key again, a bounded
// number of times, and keep what the server finally said. A client told "still processing" (its
// payment row was left pending by the dead process) gives up: it does not come back.
// After the load the invariants are checked in the database and at the gateway, then one payment
// recovery sweep runs (as if everyone who would come back had) and they are checked again.
// `--short`: 1 kill per database over 8 s of load (CI); without it 5 kills over 60 s.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ADDRESS, CARD, databases, loopbackAddress, prepareDatabase, freePort, root, shopperClient, startShop, stop, waitFor, type Answer, type DatabaseKind } from './lib/shop'

const SHORT = process.argv.includes('--short')
const LOAD_SECONDS = SHORT ? 8 : 60
const KILLS = SHORT ? 1 : 5
const GUESTS = SHORT ? 16 : 30
const MEMBERS = SHORT ? 8 : 16
const WALLET_CENTS = 5_000_000 // 50,000 Kč: enough for every wallet order of a run
const STOCK = 1_000_000
const SPREAD = 10
/** Attempts of one request before its client gives up */
const ATTEMPTS = 6
const SUPPORT = 'bench/lib/crash-support.ts'

function support(env: NodeJS.ProcessEnv, args: string[]): any {
  const r = spawnSync(process.execPath, ['--import', 'tsx', SUPPORT, ...args], { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (r.status !== 0) throw new Error(`${SUPPORT} ${args.join(' ')} failed: ${r.stderr}`)
  return JSON.parse(r.stdout.trim().split('\n').at(-1)!)
}

/** The fake Stripe in a process of its own; its ledger (every charge and refund) is read at the end. */
async function startStripe(): Promise<{ child: ChildProcess; url: string; secretKey: string; ledgerUrl: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SUPPORT, 'stripe'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
  const line = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (d) => {
      out += String(d)
      if (out.includes('\n')) resolve(out.split('\n')[0]!)
    })
    child.once('exit', (code) => reject(new Error(`the fake Stripe exited (${code})`)))
  })
  const info = JSON.parse(line)
  return { child, url: info.url, secretKey: info.secret_key, ledgerUrl: info.ledger_url }
}

interface Outcome {
  kind: 'guest-card' | 'guest-cod' | 'wallet-full' | 'wallet-card' | 'wallet-cod'
  key: string
  /** Every answer the place-order request got (status, order id), in order */
  answers: Array<{ status: number; order_id?: string; number?: string; detail?: string }>
  final: string
}

interface Stats {
  outcomes: Outcome[]
  retries: number
  /** Requests other than place-order that died with the server and were sent again */
  otherRetries: number
  gaveUp: number
}

const died = (err: unknown) => err instanceof Error && /ECONNRESET|ECONNREFUSED|socket hang up|EPIPE/.test(`${err.message} ${(err as NodeJS.ErrnoException).code ?? ''}`)

/** The shop on `port`, restarted under the clients' feet: waits while it is down. */
class Shop {
  up: Promise<void> = Promise.resolve()
  /** Place-order requests on their way now */
  placing = 0
  /** The load's end, pushed back by every outage so the shop is up LOAD_SECONDS in all */
  until = 0
  constructor(readonly port: number) {}
  async waitUp() {
    await this.up
  }
}

function shopper(shop: Shop, i: number, member: { token: string } | null, ids: string[], stats: Stats) {
  const call = shopperClient(shop.port, loopbackAddress(i))
  const auth = member ? { authorization: `Bearer ${member.token}` } : undefined
  /** A request sent again after the server died under it, until an answer or ATTEMPTS tries. */
  async function send(method: string, url: string, body: unknown, cookie: string | undefined, onRetry: () => void): Promise<Answer | null> {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        await shop.waitUp()
        const answer = await call(method, url, body, cookie, auth)
        if (answer.status < 500) return answer
      } catch (err) {
        if (!died(err)) throw err
      }
      if (attempt === ATTEMPTS) return null
      onRetry()
      await new Promise((r) => setTimeout(r, 100 * attempt))
      await waitFor(`http://127.0.0.1:${shop.port}/health`, 120).catch(() => undefined)
    }
    return null
  }

  return (async () => {
    let cookie: string | undefined
    let n = 0
    while (Date.now() < shop.until) {
      n++
      const kinds: Outcome['kind'][] = member ? ['wallet-full', 'wallet-card', 'wallet-cod'] : ['guest-card', 'guest-cod']
      const kind = kinds[(i + n) % kinds.length]!
      if (!member) cookie = undefined // a new guest, a new cart
      const items = 1 + ((i + n) % 2)
      for (let j = 0; j < items; j++) {
        const added = await send('POST', '/api/cart', { product_id: ids[(i * 7 + n * 3 + j) % ids.length], quantity: 1 }, cookie, () => stats.otherRetries++)
        if (!added) {
          stats.gaveUp++
          continue
        }
        cookie ??= added.cookie
      }
      const quote = await send('POST', '/api/checkout/quote', { country: ADDRESS.country }, cookie, () => stats.otherRetries++)
      if (!quote || quote.status !== 200 || !quote.body.total_cents) continue
      const total: number = quote.body.total_cents
      const walletCents: number = Math.min(quote.body.wallet_balance_cents ?? 0, kind === 'wallet-full' ? total : Math.floor(total / 2))
      const payment =
        kind === 'guest-card' || (kind === 'wallet-card' && walletCents < total) ? { wallet_cents: walletCents, card: CARD }
        : kind === 'wallet-full' && walletCents === total ? { wallet_cents: walletCents }
        : { wallet_cents: walletCents, cash_on_delivery: true }
      const order = { idempotency_key: randomUUID(), email: `crash-guest${i}-${n}@example.com`, shipping_method: 'standard', shipping_address: ADDRESS, expected_total_cents: total, terms_version: quote.body.terms_version, payment }
      const outcome: Outcome = { kind, key: order.idempotency_key, answers: [], final: '' }
      for (let attempt = 1; ; attempt++) {
        let answer: Answer | undefined
        try {
          await shop.waitUp()
          shop.placing++
          answer = await call('POST', '/api/orders', order, cookie, auth)
        } catch (err) {
          if (!died(err)) throw err
        } finally {
          shop.placing--
        }
        if (answer) outcome.answers.push({ status: answer.status, order_id: answer.body?.id, number: answer.body?.number, detail: answer.status >= 300 ? answer.body?.detail : undefined })
        if (answer && answer.status < 500) {
          outcome.final = answer.status < 300 ? 'confirmed' : `${answer.status} ${answer.body?.detail ?? ''}`
          break
        }
        if (attempt === ATTEMPTS) {
          outcome.final = answer ? `gave up after ${answer.status}` : 'gave up: no answer'
          stats.gaveUp++
          break
        }
        stats.retries++
        await new Promise((r) => setTimeout(r, 100 * attempt))
        await waitFor(`http://127.0.0.1:${shop.port}/health`, 120).catch(() => undefined)
      }
      stats.outcomes.push(outcome)
    }
  })()
}

interface KillRecord {
  at_s: number
  /** Place-order requests in flight when the process was killed */
  placing: number
  /** From SIGKILL to the new process answering /health */
  recover_ms: number
  /** From SIGKILL to the first order confirmed after it */
  first_order_ms: number | null
}

interface DatabaseRow {
  database: DatabaseKind
  seconds: number
  kills: KillRecord[]
  orders_confirmed: number
  outcomes: Record<string, number>
  retries: number
  other_retries: number
  gave_up: number
  same_order_on_retry: boolean
  before_recovery: any
  recovery: any
  after_recovery: any
  ok: boolean
}

async function runOne(database: DatabaseKind, pgUrl: string | undefined, stripe: { url: string; secretKey: string; ledgerUrl: string }): Promise<DatabaseRow> {
  const prepared = prepareDatabase(database, pgUrl, {
    stock: STOCK,
    spread: SPREAD - 2,
    last: STOCK,
    env: { PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_API_URL: stripe.url },
  })
  const products = prepared.products
  try {
    const members: Array<{ user_id: string; token: string; wallet_cents: number }> = support(prepared.env, ['shoppers', String(MEMBERS), String(WALLET_CENTS)])
    const port = await freePort()
    const shop = new Shop(port)
    let server = await startShop(prepared.env, port)
    const stats: Stats = { outcomes: [], retries: 0, otherRetries: 0, gaveUp: 0 }
    const started = Date.now()
    shop.until = started + LOAD_SECONDS * 1000
    const ids = products.map((p) => p.id)
    const load = Promise.all([
      ...Array.from({ length: GUESTS }, (_, i) => shopper(shop, i, null, ids, stats)),
      ...members.map((m, j) => shopper(shop, GUESTS + j, m, ids, stats)),
    ])

    const kills: KillRecord[] = []
    let outage = 0
    const slot = (LOAD_SECONDS * 1000 - 2000) / KILLS
    for (let k = 0; k < KILLS; k++) {
      const at = started + outage + 1000 + k * slot + Math.random() * slot * 0.6
      await new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())))
      // A moment when orders are being placed (up to 2 s more): that is where a kill can hurt.
      for (const t = Date.now(); shop.placing < Math.ceil((GUESTS + MEMBERS) / 3) && Date.now() - t < 2000; ) await new Promise((r) => setTimeout(r, 1))
      const placing = shop.placing
      const confirmedBefore = stats.outcomes.length
      const killedAt = performance.now()
      let back!: () => void
      shop.up = new Promise((r) => (back = r))
      await stop(server, 'SIGKILL')
      server = await startShop(prepared.env, port, 'inherit')
      const recoverMs = performance.now() - killedAt
      outage += recoverMs
      shop.until += recoverMs
      back()
      const record: KillRecord = { at_s: Math.round((Date.now() - started) / 100) / 10, placing, recover_ms: Math.round(recoverMs), first_order_ms: null }
      kills.push(record)
      void (async () => {
        while (stats.outcomes.slice(confirmedBefore).every((o) => o.final !== 'confirmed') && Date.now() < shop.until + 30_000) await new Promise((r) => setTimeout(r, 20))
        record.first_order_ms = Math.round(performance.now() - killedAt)
      })()
    }
    await load
    await stop(server)
    const seconds = Math.round((Date.now() - started) / 100) / 10

    const sameOrder = stats.outcomes.every((o) => new Set(o.answers.filter((a) => a.status === 200 || a.status === 201).map((a) => a.order_id)).size <= 1)
    const confirmed = stats.outcomes.flatMap((o) => {
      const ok = o.answers.find((a) => a.status === 200 || a.status === 201)
      return ok ? [{ key: o.key, order_id: ok.order_id!, number: ok.number! }] : []
    })
    const input = (keys: string[]) => {
      const file = path.join(os.tmpdir(), `crash-check-${randomUUID()}.json`)
      fs.writeFileSync(file, JSON.stringify({ confirmed, products: products.map((p) => ({ id: p.id, stock: p.stock })), wallets: members.map((m) => ({ user_id: m.user_id, initial_cents: m.wallet_cents })), keys }))
      return file
    }
    // Each database has its own keys at the one fake Stripe: the support keeps this run's charges only.
    const file = input(stats.outcomes.map((o) => `order:${o.key}`))
    const { before, recovery, after } = support(prepared.env, ['finish', file, stripe.ledgerUrl])
    fs.rmSync(file, { force: true })

    const outcomes: Record<string, number> = {}
    for (const o of stats.outcomes) {
      const key = o.final === 'confirmed' ? 'confirmed' : o.final.replace(/[0-9a-f-]{36}/g, '…').slice(0, 80)
      outcomes[key] = (outcomes[key] ?? 0) + 1
    }
    // A run that confirmed nothing proves nothing (every invariant holds over zero orders): the
    // shop must take orders paid each way (card, wallet, cash), and take them again after every kill.
    const ok = tookOrders(after, kills) && sameOrder && after.checks.every((c: { ok: boolean }) => c.ok) && after.stranded.pending === 0 && after.stranded.charged_without_order === 0
    return {
      database,
      seconds,
      kills,
      orders_confirmed: confirmed.length,
      outcomes,
      retries: stats.retries,
      other_retries: stats.otherRetries,
      gave_up: stats.gaveUp,
      same_order_on_retry: sameOrder,
      before_recovery: before,
      recovery,
      after_recovery: after,
      ok,
    }
  } finally {
    prepared.cleanup()
  }
}

const tookOrders = (after: { card_orders: number; wallet_orders: number; cod_orders: number }, kills: KillRecord[]) =>
  after.card_orders > 0 && after.wallet_orders > 0 && after.cod_orders > 0 && kills.every((k) => k.first_order_ms !== null)

function print(row: DatabaseRow) {
  console.log(`\n${row.database}: ${row.orders_confirmed} orders confirmed in ${row.seconds} s, ${row.kills.length} kills, ${row.retries} place-order retries (+${row.other_retries} cart/quote), ${row.gave_up} gave up`)
  for (const k of row.kills) console.log(`  kill at ${k.at_s} s (${k.placing} orders being placed): server back in ${k.recover_ms} ms, first order after it at ${k.first_order_ms ?? '—'} ms`)
  console.log(`  final answers: ${Object.entries(row.outcomes).map(([k, v]) => `${k} ×${v}`).join(', ')}`)
  const a = row.after_recovery
  console.log(`  orders in the database ${a.orders} (card ${a.card_orders}, wallet ${a.wallet_orders}, cash ${a.cod_orders}), ${a.orders_no_client_heard_of} that no client was told of`)
  console.log(`  left by the kills: ${row.before_recovery.stranded.pending} pending payments, ${row.before_recovery.stranded.charged_without_order} charges without an order (${row.before_recovery.stranded.charged_without_order_cents} cents)`)
  console.log(`  recovery sweep: ${JSON.stringify(row.recovery)}; after it: ${a.stranded.pending} pending, ${a.stranded.charged_without_order} charges without an order`)
  console.log(`  gateway: ${a.gateway.charges} charges, ${a.gateway.charged_cents} cents charged, ${a.gateway.refunded_cents} refunded, card orders hold ${a.gateway.card_orders_cents}`)
  console.log(`  ${tookOrders(a, row.kills) ? 'ok  ' : 'FAIL'} 0. orders paid by card, from the wallet and in cash were confirmed, and again after every kill`)
  console.log(`  ${row.same_order_on_retry ? 'ok  ' : 'FAIL'} 1. retries with the same key were answered the same order`)
  for (const c of a.checks) console.log(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name} (${c.detail})`)
  const failedBefore = row.before_recovery.checks.filter((c: { ok: boolean }) => !c.ok).map((c: { name: string }) => c.name)
  if (failedBefore.length) console.log(`  before the recovery sweep these did not hold: ${failedBefore.join(' | ')}`)
}

async function main() {
  const dbs = databases()
  if (process.env.CI === 'true' && dbs.length < 2) {
    console.log('crash: FAILED PostgreSQL is required under CI (BENCH_DATABASE_URL or TEST_DATABASE_URL)')
    process.exit(1)
  }
  const started = Date.now()
  const stripe = await startStripe()
  const rows: DatabaseRow[] = []
  try {
    for (const [database, url] of dbs) {
      console.log(`Crash on ${database}: ${GUESTS} guests + ${MEMBERS} wallet shoppers for ${LOAD_SECONDS} s, ${KILLS} kill -9 …`)
      const row = await runOne(database, url, stripe)
      print(row)
      rows.push(row)
    }
  } finally {
    await stop(stripe.child)
  }
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true })
  fs.writeFileSync(path.join(import.meta.dirname, 'results', 'crash.json'), JSON.stringify({ date: new Date().toISOString(), short: SHORT, rows }, null, 2))
  const ok = rows.every((r) => r.ok)
  const summary = rows.map((r) => `${r.database} ${r.orders_confirmed} orders/${r.kills.length} kills/max recovery ${Math.max(...r.kills.map((k) => k.recover_ms))} ms`).join(', ')
  console.log(`\ncrash: ${ok ? 'OK' : 'FAILED'} ${summary}, ${Math.round((Date.now() - started) / 1000)} s`)
  process.exit(ok ? 0 : 1)
}

await main()
