// Lighthouse on the key pages of the production build (issue 6): home, a category, a product and
// the checkout with an item in the cart, each under Lighthouse's default MOBILE profile (Moto G
// Power screen, simulated slow 4G and 4x CPU slowdown). The real server serves the built web app
// from a fresh SQLite database with the demo catalog; Debian's Chromium (CHROME_PATH, else
// /usr/bin/chromium) runs headless and reaches nothing but loopback. The pages are the production
// ones: rendered on the server with their data, then hydrated (docs/decisions/016); each is asked
// for a few times before it is measured, so the server is warm.
//
//   npx tsx bench/lighthouse.ts [--short] [--no-build]
//
// Three runs per page, with or without --short (CI passes it; issue 16): every figure, and the
// pass mark, is the page's MEDIAN of its three runs (docs/decisions/020, addendum of issue 16). The
// best run is still printed beside it, as a hint of how busy the host was.
// The web app comes from WEB_DIST when set; from apps/web/dist with --no-build (CI runs this after
// the journeys built it); otherwise it is built into a scratch folder of its own.
// Exit code 0 only when every page's median scores at least FAIL_BELOW (pages under TARGET are listed).
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Flags, type Result } from 'lighthouse'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { prepareDatabase, freePort, root, shopperClient, startShop, stop } from './lib/shop'

/** The scores every page should reach (0–100); a page below them is reported. */
const TARGET = { performance: 95, accessibility: 95 }
/**
 * Below these the run fails: the targets themselves (since decision 018 every quiet run scored
 * 98–100, bench/README.md). LIGHTHOUSE_MIN_PERFORMANCE lowers the performance floor for a machine
 * known to be busy.
 */
const FAIL_BELOW = { performance: Number(process.env.LIGHTHOUSE_MIN_PERFORMANCE ?? TARGET.performance), accessibility: TARGET.accessibility }
/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is repeated. */
const ATTEMPTS = 3

const args = new Set(process.argv.slice(2))
/** Runs per page: the pass mark is their median (an odd count, so it is one of the runs). */
const RUNS = 3
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const
type Metric = keyof typeof METRICS

interface PageRun {
  performance: number
  accessibility: number
  /** milliseconds, except cls (unitless) */
  metrics: Record<Metric, number>
  /** failed accessibility audits: id and the elements they name */
  a11yFailures: Array<{ id: string; title: string; elements: string[] }>
  /** performance audits that cost the most (score < 0.9), for the report */
  opportunities: Array<{ id: string; title: string; display?: string }>
}

interface PageResult extends Omit<PageRun, 'a11yFailures' | 'opportunities'> {
  /** the best run's performance score (shown beside the median, which is what passes or fails) */
  best: number
  name: string
  path: string
  runs: PageRun[]
  a11yFailures: PageRun['a11yFailures']
  opportunities: PageRun['opportunities']
}

function webDist(): { dist: string; scratch?: string } {
  if (process.env.WEB_DIST) return { dist: path.resolve(process.env.WEB_DIST) }
  if (args.has('--no-build')) return { dist: path.join(root, 'apps', 'web', 'dist') }
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-web-'))
  console.log(`building the web app into ${scratch}`)
  // The browser's build and the server's page renderer (apps/web/scripts/build.mjs).
  const built = spawnSync('node', [path.join(root, 'apps', 'web', 'scripts', 'build.mjs'), scratch, '--quiet'], { stdio: 'inherit' })
  if (built.status !== 0) throw new Error('the web build failed')
  return { dist: scratch, scratch }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

function summarise(lhr: Result): PageRun {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([k, id]) => [k, Math.round((lhr.audits[id]?.numericValue ?? NaN) * (k === 'cls' ? 1000 : 1)) / (k === 'cls' ? 1000 : 1)]),
  ) as Record<Metric, number>
  const failed = (category: string) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id]!)
      .filter((a) => a.score !== null && a.score < (category === 'accessibility' ? 1 : 0.9) && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
  const elements = (audit: Result['audits'][string]) => {
    const items = (audit.details as { items?: Array<{ node?: { selector?: string; snippet?: string } }> } | undefined)?.items ?? []
    return items.map((i) => i.node?.selector ?? i.node?.snippet ?? '').filter(Boolean)
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    metrics,
    a11yFailures: failed('accessibility').map((a) => ({ id: a.id, title: a.title, elements: elements(a) })),
    opportunities: failed('performance').map((a) => ({ id: a.id, title: a.title, display: a.displayValue })),
  }
}

async function audit(url: string, flags: Flags): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const answer = await lighthouse(url, flags)
    if (!answer) throw new Error(`Lighthouse returned nothing for ${url}`)
    const error = answer.lhr.runtimeError
    if (!error) return answer.lhr
    if (attempt >= ATTEMPTS) throw new Error(`Lighthouse on ${url}: ${error.code} ${error.message}`)
    console.log(`  (${url}: ${error.code}, running it again)`)
  }
}

async function main() {
  if (!(FAIL_BELOW.performance >= 0 && FAIL_BELOW.performance <= 100)) throw new Error('LIGHTHOUSE_MIN_PERFORMANCE must be a score from 0 to 100')
  if (!fs.existsSync(CHROME_PATH)) throw new Error(`no Chromium at ${CHROME_PATH} (set CHROME_PATH)`)
  const { dist, scratch } = webDist()
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`no built web app in ${dist}: build it, or leave out --no-build`)
  const prepared = prepareDatabase('sqlite', undefined, { stock: 50, spread: 1, last: 5, env: { WEB_DIST: dist } })
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  let server: Awaited<ReturnType<typeof startShop>> | undefined
  let chrome: chromeLauncher.LaunchedChrome | undefined
  try {
    server = await startShop(prepared.env, port, 'ignore')
    const call = shopperClient(port, '127.0.0.1')
    const categories = (await call('GET', '/api/category', undefined)).body.data as Array<{ slug: string; subcategories: Array<{ id: string }> }>
    const category = categories.find((c) => c.subcategories.length > 0)
    if (!category) throw new Error('the demo catalog has no subcategory')
    const product = prepared.products[0]!
    const added = await call('POST', '/api/cart', { product_id: product.id, quantity: 1 }, undefined)
    if (added.status >= 300 || !added.cookie) throw new Error(`adding to the cart answered ${added.status}`)
    const pages: Array<{ name: string; path: string; headers?: Record<string, string> }> = [
      { name: 'home', path: '/' },
      { name: 'category', path: `/category/${encodeURIComponent(category.slug)}/${encodeURIComponent(category.subcategories[0]!.id)}` },
      { name: 'product', path: `/productdetails/${encodeURIComponent(product.id)}` },
      // The guest cart travels in its cookie; Lighthouse sends it with every request of the page.
      { name: 'checkout', path: '/checkout', headers: { Cookie: `cart=${added.cookie}` } },
    ]
    // A shop's server has served these pages before anyone measures it: a just-started process
    // compiles the page renderer and each page's modules on first use (hundreds of ms). Each page
    // is asked for a few times first, so Lighthouse sees a warm server, as a shopper would.
    for (const page of pages) {
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${base}${page.path}`, { headers: { 'accept-encoding': 'br, gzip', ...page.headers } })
        if (res.status !== 200) throw new Error(`warming up ${page.path} answered ${res.status}`)
        await res.arrayBuffer()
      }
    }

    const browser = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-extensions'],
      logLevel: 'error',
    })
    chrome = browser
    const results: PageResult[] = []
    /** Lighthouse's CPU benchmark of each run: how fast (and how busy) this machine was. */
    const benchmarkIndexes: number[] = []
    const runsOf = new Map(pages.map((p) => [p, [] as PageRun[]]))
    const bestOf = (page: (typeof pages)[number]) => Math.max(...runsOf.get(page)!.map((r) => r.performance))
    /** Runs `page` RUNS times. */
    async function measure(page: (typeof pages)[number]) {
      const runs = runsOf.get(page)!
      for (let i = runs.length; i < RUNS; i++) {
        const flags: Flags = {
          port: browser.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          ...(page.headers ? { extraHeaders: page.headers } : {}),
        }
        const lhr = await audit(`${base}${page.path}`, flags)
        if (process.env.LIGHTHOUSE_SAVE) fs.writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, `${page.name}-${i + 1}.json`), JSON.stringify(lhr))
        const run = summarise(lhr)
        benchmarkIndexes.push(Math.round(lhr.environment.benchmarkIndex))
        runs.push(run)
        const m = run.metrics
        console.log(
          `${page.name.padEnd(9)} run ${i + 1}/${Math.max(RUNS, runs.length)}: performance ${run.performance}, accessibility ${run.accessibility}  FCP ${m.fcp} ms, LCP ${m.lcp} ms, TBT ${m.tbt} ms, CLS ${m.cls}, SI ${m.si} ms`,
        )
      }
    }
    for (const page of pages) await measure(page)
    for (const page of pages) {
      const runs = runsOf.get(page)!
      const bestSoFar = () => bestOf(page)
      const pick = (f: (r: PageRun) => number) => median(runs.map(f))
      const performance = pick((r) => r.performance)
      const representative = runs.find((r) => r.performance === performance)!
      results.push({
        name: page.name,
        path: page.path,
        performance,
        best: bestSoFar(),
        accessibility: pick((r) => r.accessibility),
        metrics: Object.fromEntries(Object.keys(METRICS).map((k) => [k, pick((r) => r.metrics[k as Metric])])) as Record<Metric, number>,
        a11yFailures: representative.a11yFailures,
        opportunities: representative.opportunities,
        runs,
      })
    }

    console.log(`\nLighthouse (${RUNS} runs per page), mobile, simulated throttling; medians (the pass mark), and the best run's performance:`)
    console.log('  page       perf  best  a11y     FCP      LCP      TBT    CLS       SI')
    for (const r of results) {
      const m = r.metrics
      console.log(`  ${r.name.padEnd(9)} ${String(r.performance).padStart(5)} ${String(r.best).padStart(5)} ${String(r.accessibility).padStart(5)} ${String(m.fcp).padStart(7)} ${String(m.lcp).padStart(8)} ${String(m.tbt).padStart(8)} ${String(m.cls).padStart(6)} ${String(m.si).padStart(8)}`)
      for (const f of r.a11yFailures) console.log(`    accessibility: ${f.id} (${f.title}): ${f.elements.slice(0, 5).join(' | ') || 'page'}`)
      for (const o of r.opportunities) console.log(`    performance: ${o.id}${o.display ? ` (${o.display})` : ''}`)
    }
    fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true })
    fs.writeFileSync(
      path.join(root, 'bench', 'results', 'lighthouse.json'),
      JSON.stringify({ when: new Date().toISOString(), runsPerPage: RUNS, formFactor: 'mobile', throttling: 'simulated', target: TARGET, failBelow: FAIL_BELOW, benchmarkIndex: benchmarkIndexes, pages: results }, null, 2),
    )
    const judged = (r: PageResult) => ({ performance: r.performance, accessibility: r.accessibility })
    const under = (limits: typeof TARGET) =>
      results.flatMap((r) => (['performance', 'accessibility'] as const).filter((c) => judged(r)[c] < limits[c]).map((c) => `${r.name} ${c} ${judged(r)[c]} < ${limits[c]}`))
    const belowTarget = under(TARGET)
    const failing = under(FAIL_BELOW)
    const scores = results.map((r) => `${r.name} ${r.performance}/${r.accessibility}`).join(', ')
    if (belowTarget.length) console.log(`\nbelow the target of ${TARGET.performance}: ${belowTarget.join('; ')}`)
    if (failing.length) {
      console.log(`lighthouse: FAILED ${failing.join('; ')} (median performance/accessibility: ${scores})`)
      process.exitCode = 1
    } else {
      console.log(
        `lighthouse: OK every page at least ${FAIL_BELOW.performance} performance and ${FAIL_BELOW.accessibility} accessibility as the median of its ${RUNS} runs (target ${TARGET.performance}; median performance/accessibility: ${scores})`,
      )
    }
  } finally {
    if (chrome) chrome.kill()
    if (server) await stop(server)
    prepared.cleanup()
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true })
  }
}

main().catch((err: unknown) => {
  console.error(err)
  console.log(`lighthouse: FAILED ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
})
