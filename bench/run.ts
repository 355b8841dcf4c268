// `npm run bench`: seeds a 10,000-product catalog into a scratch SQLite file, starts the real
// server and a bare Fastify route in their own processes, and measures each with autocannon at
// 50 connections. Reports req/s and p99 beside the bare route, writes bench/results/latest.json.
import autocannon, { type Result } from 'autocannon'
import { checkoutBench, printCheckoutTable } from './checkout'
import { pagesBench } from './pages'
import { freePort } from './lib/shop'
import { runWrk as runWrkIn, WRK } from './lib/wrk'
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000)
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 50
/**
 * `BENCH_ONLY=pages`: the bare route and the pages only (bench/pages.ts); `cold`: of those, the
 * cold pages only; `catalog`: the bare route and the catalog's list and details, in dollars and in crowns.
 */
const ONLY = process.env.BENCH_ONLY
/** The server to measure: this checkout, or another one (e.g. the build before a change) with its own node_modules. */
const serverRoot = path.resolve(process.env.BENCH_SERVER_ROOT ?? root)

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'))
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: '',
  SQLITE_PATH: path.join(dataDir, 'shop.sqlite'),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  HOST: '127.0.0.1',
  // The built-in test processor's own listener (decision 049): any free port.
  TEST_PROCESSOR_PORT: '0',
}

console.log(`Seeding ${PRODUCTS} products into ${env.SQLITE_PATH} …`)
// Seeded by the server under test (BENCH_SERVER_ROOT): its migrations are the ones its database needs.
const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/db/seed/cli.ts', '--products', String(PRODUCTS), '--reset'], {
  cwd: serverRoot,
  env,
  stdio: 'inherit',
})
if (seeded.status !== 0) throw new Error('seeding failed')

// Pages are rendered by the web build's page renderer (apps/web/dist/.ssr): build it when missing.
if (!fs.existsSync(path.join(serverRoot, 'apps/web/dist/.ssr/entry-server.js'))) {
  console.log('Building the web app (apps/web/dist is missing) …')
  const built = spawnSync('npm', ['run', 'build', '--workspace', '@shop/web'], { cwd: serverRoot, stdio: 'inherit' })
  if (built.status !== 0) throw new Error('building the web app failed')
}

const children: ChildProcess[] = []
process.on('exit', () => children.forEach((c) => c.kill('SIGTERM')))

const bare = fork(path.join(import.meta.dirname, 'bare-server.ts'), ['0'], { execArgv: ['--import', 'tsx'], stdio: 'inherit' })
children.push(bare)
const barePort = await new Promise<number>((resolve) => bare.once('message', (m: any) => resolve(m.port)))

const shopPort = await freePort()
const shop = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: serverRoot, env: { ...env, PORT: String(shopPort) }, stdio: 'inherit' })
children.push(shop)
const shopUrl = `http://127.0.0.1:${shopPort}`
await waitFor(`${shopUrl}/health`)

// Realistic variety: many pages, sorts and categories of the list; many products; many queries.
const categories = ((await (await fetch(`${shopUrl}/api/category`)).json()) as { data: { slug: string; subcategories: { id: string }[] }[] }).data
const sorts = ['popularity', 'price_asc', 'price_desc', 'rating', 'newest']
const listPaths: string[] = []
for (let page = 1; page <= 20; page++) for (const sort of sorts) listPaths.push(`/api/product?page=${page}&page_size=24&sort=${sort}`)
for (const c of categories) for (const s of c.subcategories) listPaths.push(`/api/product?category=${c.slug}&subcategory=${s.id}&page_size=24`)
const ids: string[] = []
for (let page = 1; page <= 5; page++) {
  const r = (await (await fetch(`${shopUrl}/api/product?page=${page}&page_size=96`)).json()) as { data: { id: string }[] }
  ids.push(...r.data.map((p) => p.id))
}
const detailPaths = ids.map((id) => `/api/product/${id}`)
/** The same addresses in the crown price list (decision 037): other columns, other cache entries. */
const inCzk = (paths: string[]) => paths.map((p) => `${p}${p.includes('?') ? '&' : '?'}currency=CZK`)
const queries = ['lavender', 'shampoo', 'rosehip oil', 'shea butter', 'lavendr shampo', 'argan', 'serum', 'neem', 'aloe', 'calendula', 'face oil', 'body lotion', 'butyrospermum', 'hyaluronate', 'vitamin c']
const searchPaths = queries.map((q) => `/api/search?query=${encodeURIComponent(q)}`)

interface Row { name: string; reqPerSec: number; p99: number; p50: number; errors: number; non2xx: number }
const rows: Row[] = []

const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' }
const TOOL = WRK ? 'wrk' : 'autocannon'
console.log(WRK ? 'Load generator: wrk' : 'Load generator: autocannon (install wrk for figures not bound by the client: apt-get install wrk)')

/** wrk in C leaves the second core to the server; autocannon parses every answer in JavaScript. */
async function measure(name: string, url: string, paths: string[], warmPaths = paths): Promise<Row> {
  const result = WRK ? (await runWrk(url, warmPaths, 2), await runWrk(url, paths, DURATION)) : (await runAutocannon(url, warmPaths, 2), await runAutocannon(url, paths, DURATION))
  const row = { name, ...result }
  rows.push(row)
  console.log(`${name.padEnd(36)} ${String(row.reqPerSec).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors} non2xx ${row.non2xx}`)
  return row
}

async function runAutocannon(url: string, paths: string[], duration: number, connections = CONNECTIONS): Promise<Omit<Row, 'name'>> {
  let i = 0
  const r = (await autocannon({
    url,
    connections,
    duration,
    // What a browser sends: storefront answers travel compressed.
    headers: HEADERS,
    requests: [{ method: 'GET', setupRequest: (req: any) => ({ ...req, path: paths[i++ % paths.length] }) }],
  })) as unknown as Result
  return { reqPerSec: Math.round(r.requests.average), p99: r.latency.p99, p50: r.latency.p50, errors: r.errors, non2xx: r.non2xx }
}

function runWrk(url: string, paths: string[], duration: number, connections = CONNECTIONS): Promise<Omit<Row, 'name'>> {
  return runWrkIn(url, paths, duration, { connections, headers: HEADERS, dir: dataDir })
}

const bareRow = await measure('bare Fastify JSON route', `http://127.0.0.1:${barePort}`, ['/bare'])
if (!ONLY || ONLY === 'catalog') {
  await measure(`product list, 24 items (${listPaths.length} urls)`, shopUrl, listPaths)
  await measure(`product list in CZK (${listPaths.length} urls)`, shopUrl, inCzk(listPaths))
  await measure(`product details (${detailPaths.length} ids)`, shopUrl, detailPaths)
  await measure(`product details in CZK (${detailPaths.length} ids)`, shopUrl, inCzk(detailPaths))
}
if (ONLY === 'catalog') {
  console.log('\n| endpoint | req/s | × bare | p50 ms | p99 ms |\n|---|---:|---:|---:|---:|')
  for (const r of rows) console.log(`| ${r.name} | ${r.reqPerSec} | ${Math.round((r.reqPerSec / bareRow.reqPerSec) * 100) / 100} | ${r.p50} | ${r.p99} |`)
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(0)
}
if (!ONLY) await measure(`search (${searchPaths.length} queries)`, shopUrl, searchPaths)
// Pages as a browser first asks for them: HTML rendered on the server with their data (decision
// 016), warm (cached) and cold (every request another product), and the API beside them (bench/pages.ts).
const pageRows = await pagesBench({
  shopUrl,
  categories,
  listPaths,
  seconds: DURATION,
  coldOnly: ONLY === 'cold',
  measure,
  load: (url, paths, seconds, connections) => (WRK ? runWrk(url, paths, seconds, connections) : runAutocannon(url, paths, seconds, connections)),
})
// Checkout (issue 4): its own servers and databases, after the catalog figures (bench/checkout.ts).
const checkoutRows = ONLY ? [] : await checkoutBench(bareRow.reqPerSec)

const firstPage = readFirstPageSize()
const report = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  products: PRODUCTS,
  connections: CONNECTIONS,
  seconds: DURATION,
  load_generator: TOOL,
  rows: rows.map((r) => ({ ...r, ratio: Math.round((r.reqPerSec / bareRow.reqPerSec) * 100) / 100 })),
  pages: pageRows,
  first_page_js_gzip_kb: firstPage,
  checkout: checkoutRows,
}
console.log('\n| endpoint | req/s | × bare | p50 ms | p99 ms |\n|---|---:|---:|---:|---:|')
for (const r of report.rows) console.log(`| ${r.name} | ${r.reqPerSec} | ${r.ratio} | ${r.p50} | ${r.p99} |`)
if (firstPage !== null) console.log(`\nFirst page JavaScript: ${firstPage} KB gzip`)
console.log('\n| pages under load | req/s | p50 ms | p99 ms | errors | non-2xx |\n|---|---:|---:|---:|---:|---:|')
for (const r of pageRows.together) console.log(`| ${r.name} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`)
if (checkoutRows.length) printCheckoutTable(checkoutRows, bareRow.reqPerSec)
fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true })
fs.writeFileSync(path.join(import.meta.dirname, 'results', 'latest.json'), JSON.stringify(report, null, 2))
fs.rmSync(dataDir, { recursive: true, force: true })
process.exit(0)

async function waitFor(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer`)
}

/** The web build writes dist/first-page-size.json (apps/web/scripts/first-page-size.mjs). */
function readFirstPageSize(): number | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'apps/web/dist/first-page-size.json'), 'utf8')).gzip_kb
  } catch {
    return null
  }
}
