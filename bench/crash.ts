// kill -9 during checkout load (issue 6). For each database (SQLite always; PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set, in a schema of its own) it starts the real server
// with its built-in test processor (decision 049: its books are tables of the same database, so
// they outlive the kills; it listens on a port fixed for the run) and lets shoppers buy: guests by
// card or cash on delivery, signed-in shoppers from their wallet (all of it, or part with the rest
// by card or cash). A card order is paid as a browser pays it (issue 20): the order answers 202
// with a payment, the card is confirmed at the processor, the shop is asked to complete. At random
// moments it kills the server with SIGKILL (processor included) and starts it again on the same
// database, so a kill can fall after the processor took the money and before the order was
// written: the webhook the processor delivers after the restart, or the shopper coming back to
// complete, must write that order once. Clients whose request died wait for the server and send
// the SAME request again, a bounded number of times, and keep what the server finally said.
// After the load the invariants are checked in the database and at the processor, then the
// sweeps run with every hold over (as if everyone who would come back had) and they are checked again.
// `--short`: 1 kill per database over 8 s of load (CI); without it 5 kills over 60 s.
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ADDRESS, confirmAtProcessor, databases, loopbackAddress, prepareDatabase, freePort, root, shopperClient, startShop, stop, waitFor, type Answer, type DatabaseKind } from './lib/shop'

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

interface Outcome {
  kind: 'guest-card' | 'guest-cod' | 'wallet-full' | 'wallet-card' | 'wallet-cod'
  key: string
  /** Every answer the place-order and complete requests got (status, order id), in order */
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
  /** The processor's publishable key (GET /api/payments/config before the load; its keys outlive restarts) */
  processorKey = ''
  /** Place-order requests on their way now */
  placing = 0
  /** Card payments the processor took whose shopper has not yet been answered the order: a kill now loses the shop's half */
  readonly paidNotWritten = new Set<string>()
  /** The load's end, pushed back by every outage so the shop is up LOAD_SECONDS in all */
  until = 0
  constructor(
    readonly port: number,
    readonly processorPort: number,
  ) {}
  async waitUp() {
    await this.up
  }
}

/**
 * What the processor's card fields do: confirm the intent with the publishable key and the client
 * secret (form-encoded, as Stripe.js posts it). Sent again while the processor is down with the
 * shop; its answer does not matter here (the shop asks the processor itself when completing).
 */
async function confirmCard(shop: Shop, payment: { client_secret: string }): Promise<boolean> {
  const origin = `http://127.0.0.1:${shop.processorPort}`
  const key = shop.processorKey
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      await shop.waitUp()
      const res = await confirmAtProcessor(origin, key, payment.client_secret)
      const answered = (await res.json()) as { status?: string }
      if (res.status < 500) return answered.status === 'succeeded'
    } catch (err) {
      if (!(err instanceof TypeError)) throw err // fetch failed: the processor went down with the shop
    }
    await new Promise((r) => setTimeout(r, 100 * attempt))
  }
  return false
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
        kind === 'guest-card' || (kind === 'wallet-card' && walletCents < total) ? { wallet_cents: walletCents, card: true }
        : kind === 'wallet-full' && walletCents === total ? { wallet_cents: walletCents }
        : { wallet_cents: walletCents, cash_on_delivery: true }
      const order = { idempotency_key: randomUUID(), email: `crash-guest${i}-${n}@example.com`, shipping_method: 'standard', shipping_address: ADDRESS, expected_total_cents: total, terms_version: quote.body.terms_version, payment }
      const outcome: Outcome = { kind, key: order.idempotency_key, answers: [], final: '' }
      /** The same request until an answer below 500 or ATTEMPTS tries; every answer is kept. */
      const persist = async (url: string, body: unknown): Promise<Answer | null> => {
        for (let attempt = 1; ; attempt++) {
          let answer: Answer | undefined
          try {
            await shop.waitUp()
            shop.placing++
            answer = await call('POST', url, body, cookie, auth)
          } catch (err) {
            if (!died(err)) throw err
          } finally {
            shop.placing--
          }
          if (answer) {
            const placed = answer.body?.order ?? answer.body
            outcome.answers.push({ status: answer.status, order_id: placed?.id, number: placed?.number, detail: answer.status >= 300 ? answer.body?.detail : undefined })
          }
          if (answer && answer.status < 500) return answer
          if (attempt === ATTEMPTS) {
            outcome.final = answer ? `gave up after ${answer.status}` : 'gave up: no answer'
            stats.gaveUp++
            return null
          }
          stats.retries++
          await new Promise((r) => setTimeout(r, 100 * attempt))
          await waitFor(`http://127.0.0.1:${shop.port}/health`, 120).catch(() => undefined)
        }
      }
      let answer = await persist('/api/orders', order)
      if (answer?.status === 202) {
        // The browser's part: the card goes to the processor (its own listener, down with the shop
        // during a kill), then the shop is asked how it ended; "processing" is asked again.
        const started: { id: string; client_secret: string } = answer.body.payment
        if (await confirmCard(shop, started)) shop.paidNotWritten.add(order.idempotency_key)
        for (let asked = 0; ; asked++) {
          answer = await persist(`/api/payments/${started.id}/complete`, {})
          if (answer?.status !== 202 || asked >= 50) break
          await new Promise((r) => setTimeout(r, 100))
        }
        shop.paidNotWritten.delete(order.idempotency_key)
      }
      if (answer) {
        const placed = answer.body?.order ?? answer.body
        outcome.final = answer.status < 300 && answer.status !== 202 && placed?.id ? 'confirmed' : `${answer.status} ${answer.body?.detail ?? answer.body?.status ?? ''}`
      }
      stats.outcomes.push(outcome)
    }
  })()
}

interface KillRecord {
  at_s: number
  /** Place-order requests in flight when the process was killed */
  placing: number
  /** Card payments the processor had taken and the shop had not yet written as orders, at the kill */
  paid_not_written: string[]
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
  /** Card payments taken by the processor but not yet written as orders when a kill came, and how many became their order */
  paid_at_kill: number
  paid_at_kill_written: number
  before_recovery: any
  recovery: any
  after_recovery: any
  ok: boolean
}

async function runOne(database: DatabaseKind, pgUrl: string | undefined): Promise<DatabaseRow> {
  // The processor keeps one port for the run, so a card confirmed before a kill and a shopper's
  // browser after it talk to the same address.
  const processorPort = await freePort()
  const prepared = prepareDatabase(database, pgUrl, {
    stock: STOCK,
    spread: SPREAD - 2,
    last: STOCK,
    env: { PAYMENT_GATEWAY: 'test', TEST_PROCESSOR_PORT: String(processorPort), TEST_PROCESSOR_PUBLIC_URL: `http://127.0.0.1:${processorPort}` },
  })
  const products = prepared.products
  try {
    const members: Array<{ user_id: string; token: string; wallet_cents: number }> = support(prepared.env, ['shoppers', String(MEMBERS), String(WALLET_CENTS)])
    const port = await freePort()
    const shop = new Shop(port, processorPort)
    let server = await startShop(prepared.env, port)
    shop.processorKey = ((await (await fetch(`http://127.0.0.1:${port}/api/payments/config`)).json()) as { publishable_key: string }).publishable_key
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
      // A moment when orders are being placed and the processor holds money the shop has not yet
      // written as an order (up to 2 s more): that is where a kill can hurt.
      for (const t = Date.now(); (shop.placing < Math.ceil((GUESTS + MEMBERS) / 3) || shop.paidNotWritten.size === 0) && Date.now() - t < 2000; ) await new Promise((r) => setTimeout(r, 1))
      const placing = shop.placing
      const paidNotWritten = [...shop.paidNotWritten]
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
      const record: KillRecord = { at_s: Math.round((Date.now() - started) / 100) / 10, placing, paid_not_written: paidNotWritten, recover_ms: Math.round(recoverMs), first_order_ms: null }
      kills.push(record)
      void (async () => {
        while (stats.outcomes.slice(confirmedBefore).every((o) => o.final !== 'confirmed') && Date.now() < shop.until + 30_000) await new Promise((r) => setTimeout(r, 20))
        record.first_order_ms = Math.round(performance.now() - killedAt)
      })()
    }
    await load
    await stop(server)
    const seconds = Math.round((Date.now() - started) / 100) / 10

    // The processor had their money when the process died: each must have become its order (once: checks 1 and 5).
    const finalOf = new Map(stats.outcomes.map((o) => [o.key, o.final]))
    const paidAtKill = kills.flatMap((k) => k.paid_not_written)
    const paidThenWritten = paidAtKill.filter((key) => finalOf.get(key) === 'confirmed').length
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
    const file = input(stats.outcomes.map((o) => `order:${o.key}`))
    const { before, recovery, after } = support(prepared.env, ['finish', file])
    fs.rmSync(file, { force: true })

    const outcomes: Record<string, number> = {}
    for (const o of stats.outcomes) {
      const key = o.final === 'confirmed' ? 'confirmed' : o.final.replace(/[0-9a-f-]{36}/g, '…').slice(0, 80)
      outcomes[key] = (outcomes[key] ?? 0) + 1
    }
    // A run that confirmed nothing proves nothing (every invariant holds over zero orders): the
    // shop must take orders paid each way (card, wallet, cash), and take them again after every kill.
    const ok = tookOrders(after, kills) && paidThenWritten === paidAtKill.length && sameOrder && after.checks.every((c: { ok: boolean }) => c.ok) && after.stranded.pending === 0 && after.stranded.open_sessions === 0 && after.stranded.charged_without_order === 0
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
      paid_at_kill: paidAtKill.length,
      paid_at_kill_written: paidThenWritten,
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
  for (const k of row.kills) console.log(`  kill at ${k.at_s} s (${k.placing} orders being placed): ${k.paid_not_written.length} paid at the processor and not yet written; server back in ${k.recover_ms} ms, first order after it at ${k.first_order_ms ?? '—'} ms`)
  console.log(`  final answers: ${Object.entries(row.outcomes).map(([k, v]) => `${k} ×${v}`).join(', ')}`)
  const a = row.after_recovery
  console.log(`  orders in the database ${a.orders} (card ${a.card_orders}, wallet ${a.wallet_orders}, cash ${a.cod_orders}), ${a.orders_no_client_heard_of} that no client was told of`)
  console.log(`  left by the kills: ${row.before_recovery.stranded.pending} pending payments, ${row.before_recovery.stranded.open_sessions} open checkout sessions, ${row.before_recovery.stranded.charged_without_order} charges without an order (${row.before_recovery.stranded.charged_without_order_cents} cents)`)
  console.log(`  holds made due, sweeps of a fresh process: ${JSON.stringify(row.recovery)}; after them: ${a.stranded.pending} pending, ${a.stranded.open_sessions} open sessions, ${a.stranded.charged_without_order} charges without an order`)
  console.log(`  processor: ${a.gateway.charges} charges, ${a.gateway.charged_cents} cents charged, ${a.gateway.refunded_cents} refunded, card orders hold ${a.gateway.card_orders_cents}`)
  console.log(`  ${tookOrders(a, row.kills) ? 'ok  ' : 'FAIL'} 0. orders paid by card, from the wallet and in cash were confirmed, and again after every kill`)
  console.log(`  ${row.paid_at_kill_written === row.paid_at_kill ? 'ok  ' : 'FAIL'} 0. payments the processor had taken and the shop had not written when it was killed became their orders after the restart (${row.paid_at_kill_written} of ${row.paid_at_kill})`)
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
  const rows: DatabaseRow[] = []
  for (const [database, url] of dbs) {
    console.log(`Crash on ${database}: ${GUESTS} guests + ${MEMBERS} wallet shoppers for ${LOAD_SECONDS} s, ${KILLS} kill -9 …`)
    const row = await runOne(database, url)
    print(row)
    rows.push(row)
  }
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true })
  fs.writeFileSync(path.join(import.meta.dirname, 'results', 'crash.json'), JSON.stringify({ date: new Date().toISOString(), short: SHORT, rows }, null, 2))
  const ok = rows.every((r) => r.ok)
  const summary = rows.map((r) => `${r.database} ${r.orders_confirmed} orders/${r.kills.length} kills/max recovery ${Math.max(...r.kills.map((k) => k.recover_ms))} ms`).join(', ')
  console.log(`\ncrash: ${ok ? 'OK' : 'FAILED'} ${summary}, ${Math.round((Date.now() - started) / 1000)} s`)
  process.exit(ok ? 0 : 1)
}

await main()
