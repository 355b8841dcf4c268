// Mixed shopper load (issue 6): the real server (NODE_ENV=production) on SQLite, then on PostgreSQL
// in a schema of its own (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set), and the bare
// Fastify route of bench/bare-server.ts, all measured in this run by the same load generator: this
// process, its shoppers on keep-alive connections from loopback addresses of their own
// (bench/lib/load.ts). Steps of BENCH_SECONDS each (default 60; `--short`: 2):
//   browse       product list pages (sorts, pages, categories) and product pages
//   search       a rotation of 15 queries (one misspelt, two INCI names)
//   add to cart  POST /api/cart from guests (a fresh cart every 5 adds)
//   checkout     new guest: add 1–2 products, quote, place the order (card 4242 or cash on delivery)
//   mixed        all four at once: 60 % browse, 20 % search, 15 % add to cart, 5 % checkout
// Prints req/s, p50, p99, errors and × bare per database and step; writes bench/results/mixed.json.
// Exits non-zero on any 5xx or connection error. `mixedLoad` is reused by bench/scale-out.ts.
import { fork } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadCatalog, runStep, type Mix, type StepResult } from './lib/load'
import { databases, postgresUrl, prepareDatabase, freePort, startShop, stop, type DatabaseKind } from './lib/shop'

const SHORT = process.argv.includes('--short')
const SECONDS = SHORT ? 2 : Number(process.env.BENCH_SECONDS ?? 60)
const WARMUP_SECONDS = SHORT ? 1 : 5
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
/** Products the shoppers buy, each with stock that never runs out. */
const BUYABLE = 30
const STOCK = 1_000_000

export const STEPS = [
  ['browse', { browse: 1 }],
  ['search', { search: 1 }],
  ['add to cart', { cart: 1 }],
  ['checkout', { checkout: 1 }],
  ['mixed', { browse: 60, search: 20, cart: 15, checkout: 5 }],
] as const satisfies ReadonlyArray<readonly [string, Mix]>

export type StepName = (typeof STEPS)[number][0]
export type MixedResult = Record<StepName, StepResult>

/**
 * Every step in turn for `seconds` (after a short mixed warm-up), `connections` shoppers spreading
 * their requests round robin over `targets` (base URLs of server processes sharing one database).
 */
export async function mixedLoad(opts: { targets: string[]; seconds: number; connections: number; products: string[]; warmupSeconds?: number }): Promise<MixedResult> {
  const catalog = await loadCatalog(opts.targets[0]!, opts.products)
  const base = { targets: opts.targets, connections: opts.connections, catalog }
  await runStep({ ...base, seconds: opts.warmupSeconds ?? Math.min(5, opts.seconds), mix: STEPS[4][1] })
  const result: Partial<MixedResult> = {}
  for (const [name, mix] of STEPS) result[name] = await runStep({ ...base, seconds: opts.seconds, mix })
  return result as MixedResult
}

/** The bare Fastify route, forked, under the same generator (GET /bare) for `seconds`. */
export async function measureBare(seconds: number, connections: number): Promise<StepResult> {
  const bare = fork(path.join(import.meta.dirname, 'bare-server.ts'), ['0'], { execArgv: ['--import', 'tsx'], stdio: 'inherit' })
  try {
    const port = await new Promise<number>((resolve) => bare.once('message', (m: { port: number }) => resolve(m.port)))
    const opts = { targets: [`http://127.0.0.1:${port}`], connections, mix: { bare: 1 }, catalog: { listPaths: [], detailPaths: [], searchPaths: [], buyable: [] } }
    await runStep({ ...opts, seconds: 1 })
    return await runStep({ ...opts, seconds })
  } finally {
    await stop(bare)
  }
}

export const ratio = (reqPerSec: number, bare: number) => Math.round((reqPerSec / bare) * 100) / 100
export const failures = (r: StepResult) => r.serverErrors + r.errors

export function printSteps(title: string, result: MixedResult, bareReqPerSec: number) {
  console.log(`\n| ${title} | req/s | × bare | p50 ms | p99 ms | errors | non-2xx | orders/s |\n|---|---:|---:|---:|---:|---:|---:|---:|`)
  for (const [name] of STEPS) {
    const r = result[name]
    const non2xx = r.non2xx ? `${r.non2xx} (${Object.entries(r.status).map(([s, n]) => `${s}: ${n}`).join(', ')})` : '0'
    console.log(`| ${name} | ${r.reqPerSec} | ${ratio(r.reqPerSec, bareReqPerSec)} | ${r.p50} | ${r.p99} | ${r.errors} | ${non2xx} | ${r.orders ? r.ordersPerSec : ''} |`)
  }
}

async function benchOne(kind: DatabaseKind, url: string | undefined): Promise<MixedResult> {
  const prepared = prepareDatabase(kind, url, { stock: STOCK, spread: BUYABLE - 1, last: 1 })
  try {
    const port = await freePort()
    const server = await startShop(prepared.env, port)
    try {
      return await mixedLoad({ targets: [`http://127.0.0.1:${port}`], seconds: SECONDS, connections: CONNECTIONS, products: prepared.products.slice(0, BUYABLE).map((p) => p.id), warmupSeconds: WARMUP_SECONDS })
    } finally {
      await stop(server)
    }
  } finally {
    prepared.cleanup()
  }
}

async function main(): Promise<number> {
  if (process.env.CI === 'true' && !postgresUrl()) {
    console.log('mixed: FAILED no PostgreSQL under CI (set BENCH_DATABASE_URL or TEST_DATABASE_URL)')
    return 1
  }
  const started = Date.now()
  console.log(`Mixed load: ${CONNECTIONS} shoppers, ${SECONDS} s per step (after ${WARMUP_SECONDS} s warm-up) …`)
  const bare = await measureBare(SECONDS, CONNECTIONS)
  console.log(`bare Fastify route: ${bare.reqPerSec} req/s, p50 ${bare.p50} ms, p99 ${bare.p99} ms, errors ${bare.errors}`)
  const runs: Array<{ database: DatabaseKind; steps: MixedResult }> = []
  for (const [kind, url] of databases()) {
    const steps = await benchOne(kind, url)
    runs.push({ database: kind, steps })
    printSteps(`${kind} (bare ${bare.reqPerSec} req/s)`, steps, bare.reqPerSec)
    for (const [name] of STEPS) if (steps[name].firstProblem) console.log(`first unexpected answer (${kind}, ${name}): ${steps[name].firstProblem}`)
  }
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true })
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results', 'mixed.json'),
    JSON.stringify({ date: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, bare, runs }, null, 2),
  )
  const failed = runs.flatMap((r) => STEPS.map(([name]) => ({ where: `${r.database} ${name}`, n: failures(r.steps[name]) }))).filter((f) => f.n > 0)
  const mixed = runs.map((r) => `${r.database} mixed ${r.steps.mixed.reqPerSec} req/s (×${ratio(r.steps.mixed.reqPerSec, bare.reqPerSec)}) p99 ${r.steps.mixed.p99} ms`).join(', ')
  const took = Math.round((Date.now() - started) / 1000)
  if (failed.length || bare.errors) {
    console.log(`mixed: FAILED 5xx or connection errors in ${failed.map((f) => `${f.where} (${f.n})`).join(', ') || 'the bare route'}; ${mixed}; ${took} s`)
    return 1
  }
  console.log(`mixed: OK no 5xx or connection errors; ${mixed}; bare ${bare.reqPerSec} req/s; ${took} s`)
  return 0
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(await main())
