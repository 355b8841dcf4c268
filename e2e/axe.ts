import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { after, afterEach } from 'node:test'
import type { BrowserContext, Page, Request } from 'playwright-core'

/**
 * axe-core in every journey. openPage() hands each page to watchAccessibility(): whenever the page
 * shows a route (pattern + viewport) this journey file has not checked yet, axe runs against it
 * with the WCAG 2.0/2.1 A and AA rules plus best practices, at the last quiet moment before the
 * journey moves on: before its next action (a locator handler, which Playwright runs before every
 * action), before goto/reload/back/forward/resize, and before the page or context closes.
 * A serious or critical violation fails the test that was running (the afterEach below); every
 * route and finding is written to e2e/axe-report.json.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
const FAILING_IMPACTS = new Set(['serious', 'critical'])
/** Rules switched off, each for a named false positive. Keep this short. */
const DISABLED_RULES: Record<string, string> = {}
const PHONE_MAX_WIDTH = 767
const ORIGIN = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000').origin
/** e2e/run.mjs gives each shard a file of its own (shards write at the same time) and merges them. */
const REPORT_FILE = process.env.E2E_AXE_REPORT || path.resolve(import.meta.dirname, 'axe-report.json')
const JOURNEY = path.basename(process.argv[1] ?? 'unknown')

interface AxeNode {
  target: string
  html: string
  summary: string
}
interface AxeViolation {
  id: string
  impact: string
  help: string
  helpUrl: string
  nodes: AxeNode[]
}
interface RouteCheck {
  route: string
  viewport: string
  url: string
  ms: number
  violations: AxeViolation[]
  error?: string
}

const checked = new Map<string, RouteCheck>()
const visited = new Map<string, string>()
let unreported: RouteCheck[] = []

const require = createRequire(import.meta.url)
let axeSource: string | undefined
function axeScript(): string {
  axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
  return axeSource
}

/**
 * /productdetails/abc and /productdetails/xyz are one route; so are /search/a and /search/b.
 * Staff pages keep their word segments (/admin/orders) and lose ids (/admin/orders/:id).
 */
export function routePattern(pathname: string): string {
  const [first = '', ...rest] = pathname.split('/').filter(Boolean)
  if (first === 'admin') return `/${['admin', ...rest.map((s) => (/^[a-z-]+$/.test(s) ? s : ':id'))].join('/')}`
  return `/${[first, ...rest.map(() => ':param')].join('/')}`
}

function routeKey(page: Page): { key: string; route: string; viewport: string } | null {
  const url = new URL(page.url())
  if (url.origin !== ORIGIN) return null
  const width = page.viewportSize()?.width ?? 0
  const viewport = `${width <= PHONE_MAX_WIDTH ? 'phone' : 'desktop'} ${width}px`
  let pathname = url.pathname
  try {
    pathname = decodeURIComponent(pathname) // /t%26c and /t&c are one page
  } catch {}
  const route = routePattern(pathname)
  return { key: `${route} @ ${viewport}`, route, viewport }
}

/** The page's address without its fragment, where a sign-in callback carries its token. */
function shownUrl(page: Page): string {
  const url = new URL(page.url())
  url.hash = ''
  return url.href
}

/** Hooks the accessibility check into a journey's context and its first page (and any later one). */
export function watchAccessibility(context: BrowserContext, page: Page): void {
  watchPage(page)
  context.on('page', watchPage)
  const close = context.close.bind(context)
  context.close = async (options) => {
    for (const p of context.pages()) await checkRoute(p, 'leaving')
    return close(options)
  }
}

/** Each page's requests in flight and when the last one started or ended. */
const network = new WeakMap<Page, { inflight: Set<Request>; lastActivity: number }>()
const busy = new WeakSet<Page>()

function watchPage(page: Page): void {
  const net = { inflight: new Set<Request>(), lastActivity: Date.now() }
  network.set(page, net)
  page.on('request', (r) => {
    net.inflight.add(r)
    net.lastActivity = Date.now()
  })
  const done = (r: Request) => {
    net.inflight.delete(r)
    net.lastActivity = Date.now()
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return
    const k = routeKey(page)
    if (k && !visited.has(k.key)) visited.set(k.key, shownUrl(page))
  })
  // `body` is always visible, so Playwright calls this before every action on the page.
  void page.addLocatorHandler(page.locator('body'), () => checkRoute(page, 'action'), { noWaitAfter: true }).catch(() => {})
  for (const name of ['goto', 'reload', 'goBack', 'goForward', 'setViewportSize', 'close'] as const) {
    const original = (page[name] as (...args: unknown[]) => Promise<unknown>).bind(page)
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        await checkRoute(page, 'leaving')
        return original(...args)
      },
    })
  }
}

/**
 * Runs axe on the page's current route unless this journey file checked it already. Before an
 * action it waits at most 2 s for the page to be calm and skips while a toast shows: the action's
 * own timeout keeps running meanwhile, and the journey may be waiting for that toast, which closes
 * by itself. A skipped route is checked at a later action or when the page is left, where the
 * check waits up to 8 s for the page to settle and then looks at whatever shows.
 */
async function checkRoute(page: Page, moment: 'action' | 'leaving'): Promise<void> {
  if (page.isClosed() || busy.has(page)) return
  const before = routeKey(page)
  if (!before || checked.has(before.key)) return
  busy.add(page)
  try {
    const state = await settle(page, moment === 'action' ? 2000 : 8000)
    if (moment === 'action' ? state !== 'calm' : page.isClosed()) return
    const k = routeKey(page)
    if (!k || checked.has(k.key)) return
    const started = Date.now()
    const url = shownUrl(page)
    let result: RouteCheck
    try {
      const violations = await runAxe(page)
      result = { route: k.route, viewport: k.viewport, url, ms: Date.now() - started, violations }
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      // The journey navigated or closed the page mid-check: the route gets checked when it shows again.
      if (/context was destroyed|Target page, context or browser has been closed|navigat/i.test(message)) return
      result = { route: k.route, viewport: k.viewport, url, ms: Date.now() - started, violations: [], error: message.split('\n')[0] }
    }
    checked.set(k.key, result)
    if (result.error || result.violations.some((v) => FAILING_IMPACTS.has(v.impact))) {
      unreported.push(result)
      // A line now as well: if the test fails for another reason first, its error is the one shown.
      process.stderr.write(`axe: ${result.route} (${result.viewport}): ${result.error ?? failingIds(result).join(', ')}\n`)
    }
  } finally {
    busy.delete(page)
  }
}

type PageState = 'calm' | 'busy' | 'toast'

/**
 * 'busy' while something loads or moves (a request in the last 300 ms, the intro, a skeleton or a
 * spinner, a running transition); else 'toast' while a toast shows; else 'calm'.
 */
async function pageState(page: Page): Promise<PageState> {
  const net = network.get(page)
  if (net && (net.inflight.size > 0 || Date.now() - net.lastActivity < 300)) return 'busy'
  return page
    .evaluate((): PageState => {
      const moving =
        document.readyState !== 'complete' ||
        document.documentElement.hasAttribute('data-intro') ||
        !!document.querySelector('main .animate-pulse, main [role="status"] .animate-spin') ||
        document
          .getAnimations()
          .filter((a) => !(a.effect as KeyframeEffect | null)?.target?.closest('.Toastify'))
          .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
      if (moving) return 'busy'
      return document.querySelector('.Toastify [role="alert"]') ? 'toast' : 'calm'
    })
    .catch((): PageState => 'busy')
}

/** Waits up to `ms` while the page is busy; answers its state then (a toast ends the wait at once). */
async function settle(page: Page, ms: number): Promise<PageState> {
  const until = Date.now() + ms
  for (;;) {
    const state = page.isClosed() ? 'busy' : await pageState(page)
    if (state !== 'busy' || page.isClosed() || Date.now() > until) return state
    await new Promise((r) => setTimeout(r, 100))
  }
}

async function runAxe(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeScript())
  const rules = Object.fromEntries(Object.keys(DISABLED_RULES).map((id) => [id, { enabled: false }]))
  return page.evaluate(
    async ({ tags, rules }) => {
      type Axe = {
        run: (
          ctx: Document,
          opts: object,
        ) => Promise<{ violations: Array<{ id: string; impact?: string | null; help: string; helpUrl: string; nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }> }> }>
      }
      const axe = (window as unknown as { axe: Axe }).axe
      // Not into frames: the card processor's fields are a frame of another origin without axe,
      // which axe would wait a minute for (frameWaitTime), holding every action of the journey.
      const r = await axe.run(document, { runOnly: { type: 'tag', values: tags }, rules, resultTypes: ['violations'], iframes: false })
      return r.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? 'unknown',
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' '), html: n.html.slice(0, 240), summary: (n.failureSummary ?? '').slice(0, 400) })),
      }))
    },
    { tags: TAGS, rules },
  )
}

function failingIds(r: RouteCheck): string[] {
  return r.violations.filter((v) => FAILING_IMPACTS.has(v.impact)).map((v) => `${v.impact} ${v.id}`)
}

function describe(results: RouteCheck[]): string {
  const lines: string[] = []
  for (const r of results) {
    lines.push(`axe: ${r.route} (${r.viewport}) ${r.url}`)
    if (r.error) lines.push(`  axe could not run: ${r.error}`)
    for (const v of r.violations.filter((x) => FAILING_IMPACTS.has(x.impact))) {
      lines.push(`  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`)
      for (const n of v.nodes.slice(0, 5)) {
        lines.push(`    ${n.target}  ${n.html}`)
        if (n.summary) lines.push(`      ${n.summary.replace(/\n\s*/g, ' ')}`)
      }
      if (v.nodes.length > 5) lines.push(`    … and ${v.nodes.length - 5} more elements`)
    }
  }
  return lines.join('\n')
}

function writeReport(): void {
  const axeVersion = (require('axe-core/package.json') as { version: string }).version
  let report: { axe: string; tags: string[]; disabledRules: Record<string, string>; journeys: Record<string, unknown> } = {
    axe: axeVersion,
    tags: TAGS,
    disabledRules: DISABLED_RULES,
    journeys: {},
  }
  try {
    report = { ...report, journeys: (JSON.parse(fs.readFileSync(REPORT_FILE, 'utf8')) as typeof report).journeys ?? {} }
  } catch {}
  const routes = [...checked.values()].sort((a, b) => a.route.localeCompare(b.route) || a.viewport.localeCompare(b.viewport))
  const count = (impact: string) => routes.reduce((n, r) => n + r.violations.filter((v) => v.impact === impact).length, 0)
  report.journeys[JOURNEY] = {
    at: new Date().toISOString(),
    checked: routes.length,
    failing: routes.filter((r) => r.error || r.violations.some((v) => FAILING_IMPACTS.has(v.impact))).length,
    violations: { critical: count('critical'), serious: count('serious'), moderate: count('moderate'), minor: count('minor') },
    unchecked: [...visited.entries()].filter(([k]) => !checked.has(k)).map(([k, url]) => `${k} ${url}`),
    routes,
  }
  const tmp = `${REPORT_FILE}.${process.pid}.tmp`
  fs.writeFileSync(tmp, `${JSON.stringify(report, null, 2)}\n`)
  fs.renameSync(tmp, REPORT_FILE)
}

// Only inside `node --test`: support.ts is imported by scripts too (fixtures), which have no tests.
if (process.env.NODE_TEST_CONTEXT) {
  afterEach(() => {
    const found = unreported
    unreported = []
    if (found.length) {
      const n = found.reduce((s, r) => s + r.violations.filter((v) => FAILING_IMPACTS.has(v.impact)).length + (r.error ? 1 : 0), 0)
      throw new Error(`accessibility: ${n} serious/critical axe violation(s)\n${describe(found)}`)
    }
  })
  after(() => {
    if (checked.size || visited.size) writeReport()
  })
}
