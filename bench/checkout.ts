// Checkout throughput and the oversell count (issue 4). For each database (SQLite always;
// PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, in a fresh schema) it starts the
// real server and lets guest shoppers on loopback run add to cart → quote → place order, each
// from a loopback address of their own, each order a new guest with a new cart:
//   1. throughput: each order is one unit each of 1–2 products picked at random from SPREAD
//      products with plenty of stock (a shop's orders spread over its range), for BENCH_SECONDS;
//   2. hot product: every order is one unit of the same product (one stock row all orders queue
//      on), for BENCH_SECONDS: the worst case, reported on a line of its own;
//   3. sell-out: the same shoppers all go for a product with only LAST_UNITS units until none is left.
// Then it counts, in the database, the units order lines hold against the stock each product
// started with: anything sold beyond it is oversold, and must be 0.
// Run alone with `npm run bench:checkout`, or as part of `npm run bench` (run.ts).
import autocannon from 'autocannon'
import { fork } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ADDRESS, databases, loopbackAddress, payByCard, percentile, prepareDatabase, freePort, shopperClient, startShop, stop, support, type DatabaseKind } from './lib/shop'

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const WARMUP_SECONDS = 5
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 50)
const STOCK = 1_000_000
const SPREAD = Number(process.env.BENCH_SPREAD ?? 30)
const LAST_UNITS = 50

export interface CheckoutRow {
  database: DatabaseKind
  /** the throughput run: orders of 1–2 products out of `spread` */
  spread: number
  orders: number
  /** units per order, on average (each a cart add of its own) */
  itemsPerOrder: number
  seconds: number
  ordersPerSec: number
  /** the place-order call alone */
  p50: number
  p99: number
  /** answers other than 201 during the throughput run (none expected) */
  errors: number
  /** every order for one unit of the same product: one stock row that all of them queue on */
  hot: { ordersPerSec: number; p50: number; p99: number; errors: number }
  /** orders placed / refused in the sell-out run */
  lastUnitsSold: number
  lastUnitsRefused: number
  /** units sold beyond the initial stock, over both runs; must be 0 */
  oversell: number
  /** stock now + units in order lines = stock at the start, for every product */
  consistent: boolean
}

interface RunStats { orders: number; items: number; refused: number; errors: number; latencies: number[]; seconds: number; firstError?: string }

/** One unit each of one or two different products out of these, picked at random. */
function oneOrTwoOf(ids: readonly string[]): () => string[] {
  return () => {
    const first = Math.floor(Math.random() * ids.length)
    if (ids.length < 2 || Math.random() < 0.5) return [ids[first]!]
    const second = (first + 1 + Math.floor(Math.random() * (ids.length - 1))) % ids.length
    return [ids[first]!, ids[second]!]
  }
}

let shopperNumber = 0
/**
 * Every shopper loops: a new guest adds a unit of each product `pick` names, asks for the quote,
 * places the order (every other one by card, the rest cash on delivery). Stops at the deadline or
 * when a product is gone.
 */
async function shop(port: number, pick: () => string[], seconds: number): Promise<RunStats> {
  const stats: RunStats = { orders: 0, items: 0, refused: 0, errors: 0, latencies: [], seconds: 0 }
  const started = performance.now()
  const until = Date.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: SHOPPERS }, async (_, i) => {
      const call = shopperClient(port, loopbackAddress(i))
      while (Date.now() < until) {
        const products = pick()
        let cookie: string | undefined
        for (const productId of products) {
          const added = await call('POST', '/api/cart', { product_id: productId, quantity: 1 }, cookie)
          if (added.status === 409) return // sold out: nothing left to put in a cart
          cookie ??= added.cookie
        }
        const n = shopperNumber++
        const quote = await call('POST', '/api/checkout/quote', { country: ADDRESS.country }, cookie)
        const order = { idempotency_key: randomUUID(), email: `bench${n}@example.com`, shipping_method: 'standard', shipping_address: ADDRESS, expected_total_cents: quote.body.total_cents, terms_version: quote.body.terms_version, payment: n % 2 ? { card: true } : { cash_on_delivery: true } }
        const started = performance.now()
        let placed = await call('POST', '/api/orders', order, cookie)
        // By card: the order waits for its payment (202), which the shopper confirms at the processor (issue 20).
        if (placed.status === 202) {
          const paid = await payByCard(call, cookie, (placed.body as { payment: { id: string; client_secret: string } }).payment)
          placed = paid.status === 200 ? { ...paid, status: 201 } : paid
        }
        stats.latencies.push(performance.now() - started)
        if (placed.status === 201) {
          stats.orders++
          stats.items += products.length
        } else if (placed.status === 409 || (placed.status === 400 && /empty/i.test(placed.body?.detail ?? ''))) stats.refused++
        else {
          stats.errors++
          stats.firstError ??= `${placed.status} ${JSON.stringify(placed.body)}`
        }
      }
    }),
  )
  stats.seconds = (performance.now() - started) / 1000
  return stats
}

async function benchOne(database: DatabaseKind, baseUrl: string | undefined): Promise<CheckoutRow> {
  const prepared = prepareDatabase(database, baseUrl, { stock: STOCK, spread: SPREAD, last: LAST_UNITS })
  const ids = prepared.products.map((p) => p.id)
  const spread = ids.slice(0, SPREAD)
  const [hot, last] = ids.slice(SPREAD) as [string, string]
  const port = await freePort()
  const server = await startShop(prepared.env, port).catch((err: unknown) => {
    prepared.cleanup()
    throw err
  })
  try {
    await shop(port, oneOrTwoOf(spread), WARMUP_SECONDS)
    const run = await shop(port, oneOrTwoOf(spread), DURATION)
    await shop(port, () => [hot], 1) // the queue on the hot row forms
    const hotRun = await shop(port, () => [hot], DURATION)
    const sellOut = await shop(port, () => [last], 60)
    await stop(server)

    const check = support(prepared.env, ['check', ...ids])
    const initial = new Map<string, number>(prepared.products.map((p) => [p.id, p.stock]))
    const products = check.products as Array<{ id: string; stock: number; sold: number }>
    const oversell = products.reduce((sum, p) => sum + Math.max(0, p.sold - initial.get(p.id)!) + Math.max(0, -p.stock), 0)
    const consistent = products.every((p) => p.stock + p.sold === initial.get(p.id))
    for (const r of [run, hotRun]) if (r.firstError) console.log(`first unexpected answer (${database}): ${r.firstError}`)
    const sorted = run.latencies.sort((a, b) => a - b)
    const hotSorted = hotRun.latencies.sort((a, b) => a - b)
    return {
      database,
      spread: SPREAD,
      orders: run.orders,
      itemsPerOrder: Math.round((run.items / run.orders) * 100) / 100,
      seconds: Math.round(run.seconds * 10) / 10,
      ordersPerSec: Math.round(run.orders / run.seconds),
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      errors: run.errors,
      hot: { ordersPerSec: Math.round(hotRun.orders / hotRun.seconds), p50: percentile(hotSorted, 50), p99: percentile(hotSorted, 99), errors: hotRun.errors },
      lastUnitsSold: sellOut.orders,
      lastUnitsRefused: sellOut.refused,
      oversell,
      consistent,
    }
  } finally {
    await stop(server)
    prepared.cleanup()
  }
}

/** Both databases in turn; `bareReqPerSec` (the bare Fastify route of the same run) gives the ratio. */
export async function checkoutBench(bareReqPerSec: number): Promise<Array<CheckoutRow & { ratio: number }>> {
  const rows: Array<CheckoutRow & { ratio: number }> = []
  for (const [database, url] of databases()) {
    console.log(
      `Checkout on ${database}: ${SHOPPERS} guest shoppers, orders of 1–2 out of ${SPREAD} products for ${DURATION} s (after ${WARMUP_SECONDS} s warm-up), ` +
        `then one hot product for ${DURATION} s, then ${LAST_UNITS} last units …`,
    )
    const row = await benchOne(database, url)
    rows.push({ ...row, ratio: Math.round((row.ordersPerSec / bareReqPerSec) * 10_000) / 10_000 })
    console.log(
      `checkout ${database.padEnd(8)} ${String(row.ordersPerSec).padStart(5)} orders/s (${row.itemsPerOrder} items each)  place p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}  ` +
        `one hot product: ${row.hot.ordersPerSec} orders/s, p50 ${row.hot.p50} ms, p99 ${row.hot.p99} ms, errors ${row.hot.errors}  ` +
        `last ${LAST_UNITS} units: ${row.lastUnitsSold} sold, ${row.lastUnitsRefused} refused  OVERSELL ${row.oversell}${row.consistent ? '' : '  STOCK AND ORDER LINES DISAGREE'}`,
    )
  }
  return rows
}

export function printCheckoutTable(rows: Array<CheckoutRow & { ratio: number }>, bareReqPerSec: number) {
  console.log(`\n| checkout (bare route ${bareReqPerSec} req/s) | orders/s | × bare | place p50 ms | place p99 ms | last ${LAST_UNITS} units sold | oversell |\n|---|---:|---:|---:|---:|---:|---:|`)
  for (const r of rows) {
    console.log(`| ${r.database}, 1–2 of ${r.spread} products | ${r.ordersPerSec} | ${r.ratio} | ${r.p50} | ${r.p99} | ${r.lastUnitsSold} | ${r.oversell} |`)
    console.log(`| ${r.database}, one hot product | ${r.hot.ordersPerSec} | ${Math.round((r.hot.ordersPerSec / bareReqPerSec) * 10_000) / 10_000} | ${r.hot.p50} | ${r.hot.p99} | | |`)
  }
}

/** Alone: measure the bare route here too (autocannon, 5 s), then the checkout. */
async function main() {
  const bare = fork(path.join(import.meta.dirname, 'bare-server.ts'), ['0'], { execArgv: ['--import', 'tsx'], stdio: 'inherit' })
  try {
    const port = await new Promise<number>((resolve) => bare.once('message', (m: any) => resolve(m.port)))
    const r = await autocannon({ url: `http://127.0.0.1:${port}/bare`, connections: SHOPPERS, duration: 5 })
    const bareReqPerSec = Math.round(r.requests.average)
    await stop(bare)
    const rows = await checkoutBench(bareReqPerSec)
    printCheckoutTable(rows, bareReqPerSec)
    fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true })
    fs.writeFileSync(path.join(import.meta.dirname, 'results', 'checkout.json'), JSON.stringify({ date: new Date().toISOString(), bare_req_per_sec: bareReqPerSec, rows }, null, 2))
    process.exit(rows.every((row) => row.oversell === 0 && row.consistent) ? 0 : 1)
  } finally {
    await stop(bare)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
