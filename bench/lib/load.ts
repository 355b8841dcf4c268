// The shopper load behind bench/mixed.ts and bench/scale-out.ts: closed-loop virtual shoppers in
// this process, each on keep-alive connections from loopback addresses of its own (so per-address
// rate limits see many shoppers, as they would in a shop), spreading their requests round robin
// over one or more server processes. Every request's latency and status is recorded.
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import { ADDRESS, confirmAtProcessor, loopbackAddress } from './shop'

/** What a shopper does in one turn of its loop. */
export type Action = 'browse' | 'search' | 'cart' | 'checkout' | 'bare'

/** Per-action weights of a step: a step of one action, or the mix of all of them. */
export type Mix = Partial<Record<Action, number>>

/** The paths the shoppers rotate over, and the products they buy (each with stock to spare). */
export interface Catalog {
  listPaths: string[]
  detailPaths: string[]
  searchPaths: string[]
  buyable: string[]
}

export interface StepResult {
  requests: number
  seconds: number
  reqPerSec: number
  p50: number
  p99: number
  /** connection errors and timeouts */
  errors: number
  /** answers other than 2xx; `status` counts them by code */
  non2xx: number
  serverErrors: number
  status: Record<string, number>
  /** checkout: orders placed (201) and per second */
  orders: number
  ordersPerSec: number
  /** the first unexpected answer, to show what went wrong */
  firstProblem?: string
}

// A realistic rotation (bench/run.ts): plain words, two-word queries, a misspelling, INCI names.
export const QUERIES = ['lavender', 'shampoo', 'rosehip oil', 'shea butter', 'lavendr shampo', 'argan', 'serum', 'neem', 'aloe', 'calendula', 'face oil', 'body lotion', 'butyrospermum', 'hyaluronate', 'vitamin c']
const SORTS = ['popularity', 'price_asc', 'price_desc', 'rating', 'newest']
const REQUEST_TIMEOUT_MS = 15_000
/** A guest's cart is dropped after this many adds: carts stay the size shoppers' carts are. */
const ADDS_PER_CART = 5
/** Each shopper takes turns among this many loopback addresses (a new one for each order). */
const ADDRESSES_PER_SHOPPER = 8

interface Answer { status: number; body: string; cookie?: string }

/** The catalog's paths as a shopper meets them: list pages (sorts, pages, categories), product pages, searches. */
export async function loadCatalog(baseUrl: string, buyable: string[]): Promise<Catalog> {
  const categories = ((await (await fetch(`${baseUrl}/api/category`)).json()) as { data: Array<{ slug: string; subcategories: Array<{ id: string }> }> }).data
  const listPaths: string[] = []
  for (let page = 1; page <= 4; page++) for (const sort of SORTS) listPaths.push(`/api/product?page=${page}&page_size=24&sort=${sort}`)
  for (const c of categories) {
    listPaths.push(`/api/product?category=${c.slug}&page_size=24`)
    for (const s of c.subcategories) listPaths.push(`/api/product?category=${c.slug}&subcategory=${s.id}&page_size=24`)
  }
  const ids: string[] = []
  for (let page = 1; ; page++) {
    const r = (await (await fetch(`${baseUrl}/api/product?page=${page}&page_size=96`)).json()) as { data: Array<{ id: string }> }
    ids.push(...r.data.map((p) => p.id))
    if (r.data.length < 96 || page >= 10) break
  }
  return {
    listPaths,
    detailPaths: ids.map((id) => `/api/product/${id}`),
    searchPaths: QUERIES.map((q) => `/api/search?query=${encodeURIComponent(q)}`),
    buyable,
  }
}

class Recorder {
  latencies: number[] = []
  errors = 0
  non2xx = 0
  serverErrors = 0
  orders = 0
  status: Record<string, number> = {}
  firstProblem?: string

  note(status: number, ms: number, what: string, body: string) {
    this.latencies.push(ms)
    if (status >= 200 && status < 300) return
    this.non2xx++
    if (status >= 500) this.serverErrors++
    this.status[status] = (this.status[status] ?? 0) + 1
    this.firstProblem ??= `${status} ${what}: ${body.slice(0, 300)}`
  }

  failed(what: string, err: unknown) {
    this.errors++
    this.firstProblem ??= `${what}: ${err instanceof Error ? err.message : String(err)}`
  }

  result(seconds: number): StepResult {
    const sorted = Float64Array.from(this.latencies).sort()
    const requests = this.latencies.length + this.errors
    return {
      requests,
      seconds: Math.round(seconds * 10) / 10,
      reqPerSec: Math.round(requests / seconds),
      p50: at(sorted, 50),
      p99: at(sorted, 99),
      errors: this.errors,
      non2xx: this.non2xx,
      serverErrors: this.serverErrors,
      status: this.status,
      orders: this.orders,
      ordersPerSec: Math.round(this.orders / seconds),
      ...(this.firstProblem ? { firstProblem: this.firstProblem } : {}),
    }
  }
}

/** The p-th percentile of sorted latencies, in ms to two decimals (as shop.ts's `percentile`). */
const at = (sorted: Float64Array, p: number) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! * 100) / 100 : NaN

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!

/** The action of this turn: one drawn by weight. */
function chooser(mix: Mix): () => Action {
  const entries = Object.entries(mix).filter(([, w]) => w && w > 0) as Array<[Action, number]>
  const total = entries.reduce((s, [, w]) => s + w, 0)
  return () => {
    let r = Math.random() * total
    for (const [action, w] of entries) if ((r -= w) < 0) return action
    return entries[entries.length - 1]![0]
  }
}

/**
 * One shopper: keep-alive connections from its own addresses to every target; each request goes to
 * the next target in turn, so a cart made on one process is read and bought on another.
 */
function shopper(index: number, connections: number, targets: URL[], rec: Recorder) {
  const addresses = Array.from({ length: ADDRESSES_PER_SHOPPER }, (_, k) => loopbackAddress(index + k * connections))
  const agents = addresses.map((localAddress) => targets.map(() => new http.Agent({ keepAlive: true, maxSockets: 1, localAddress })))
  let turn = index
  let address = 0

  function call(method: string, path: string, body?: unknown, cookie?: string): Promise<Answer | undefined> {
    const t = turn++ % targets.length
    const target = targets[t]!
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const started = performance.now()
    return new Promise((resolve) => {
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          method,
          path,
          agent: agents[address]![t],
          headers: { accept: 'application/json', ...(payload ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie: `cart=${cookie}` } : {}) },
        },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (d: string) => (text += d))
          res.on('end', () => {
            const status = res.statusCode ?? 0
            rec.note(status, performance.now() - started, `${method} ${path}`, text)
            const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('cart='))
            resolve({ status, body: text, cookie: set?.slice(5).split(';')[0] })
          })
          res.on('error', (err) => {
            rec.failed(`${method} ${path}`, err)
            resolve(undefined)
          })
        },
      )
      req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)))
      req.on('error', (err) => {
        rec.failed(`${method} ${path}`, err)
        resolve(undefined)
      })
      req.end(payload)
    })
  }

  let cartCookie: string | undefined
  let adds = 0
  let orderNumber = 0

  return {
    async act(action: Action, catalog: Catalog): Promise<void> {
      switch (action) {
        case 'bare':
          await call('GET', '/bare')
          return
        case 'browse':
          // Shoppers look at product pages about as often as at lists.
          await call('GET', Math.random() < 0.5 ? pick(catalog.listPaths) : pick(catalog.detailPaths))
          return
        case 'search':
          await call('GET', pick(catalog.searchPaths))
          return
        case 'cart': {
          if (adds++ % ADDS_PER_CART === 0) cartCookie = undefined
          const added = await call('POST', '/api/cart', { product_id: pick(catalog.buyable), quantity: 1 }, cartCookie)
          cartCookie ??= added?.cookie
          return
        }
        case 'checkout': {
          // A new guest from the next address: one unit each of one or two products, quote, order.
          address = (address + 1) % addresses.length
          let cookie: string | undefined
          const products = Math.random() < 0.5 ? [pick(catalog.buyable)] : [pick(catalog.buyable), pick(catalog.buyable)]
          for (const productId of products) {
            const added = await call('POST', '/api/cart', { product_id: productId, quantity: 1 }, cookie)
            if (!added || added.status !== 200) return
            cookie ??= added.cookie
          }
          const quote = await call('POST', '/api/checkout/quote', { country: ADDRESS.country }, cookie)
          if (!quote || quote.status !== 200) return
          const { total_cents: total, terms_version } = JSON.parse(quote.body) as { total_cents: number; terms_version: string }
          const n = orderNumber++
          const placed = await call(
            'POST',
            '/api/orders',
            {
              idempotency_key: randomUUID(),
              email: `load-${index}-${n}@example.com`,
              shipping_method: 'standard',
              shipping_address: ADDRESS,
              expected_total_cents: total,
              terms_version,
              payment: n % 2 ? { card: true } : { cash_on_delivery: true },
            },
            cookie,
          )
          if (placed?.status === 201) rec.orders++
          // By card: the order waits for its payment (202), confirmed at the processor as the browser does (issue 20).
          else if (placed?.status === 202 && (await payAtProcessor(call, cookie, (JSON.parse(placed.body) as { payment: { id: string; client_secret: string } }).payment))) rec.orders++
          return
        }
      }
    },
    close() {
      for (const row of agents) for (const agent of row) agent.destroy()
    },
  }
}

/**
 * The browser's part of a card payment: the card to the processor the shop names (GET
 * /api/payments/config), then POST /api/payments/:id/complete. True once the shop says it is paid.
 */
async function payAtProcessor(call: (method: string, path: string, body?: unknown, cookie?: string) => Promise<Answer | undefined>, cookie: string | undefined, payment: { id: string; client_secret: string }): Promise<boolean> {
  const config = await call('GET', '/api/payments/config')
  if (!config || config.status !== 200) return false
  const cfg = JSON.parse(config.body) as { script_url: string; publishable_key: string }
  const confirmed = await confirmAtProcessor(new URL(cfg.script_url).origin, cfg.publishable_key, payment.client_secret).catch(() => null)
  if (!confirmed) return false
  await confirmed.arrayBuffer()
  const done = await call('POST', `/api/payments/${payment.id}/complete`, {}, cookie)
  return done?.status === 200
}

/** `connections` shoppers doing actions drawn from `mix` for `seconds`, against `targets` in turn. */
export async function runStep(opts: { targets: string[]; seconds: number; connections: number; mix: Mix; catalog: Catalog }): Promise<StepResult> {
  const rec = new Recorder()
  const targets = opts.targets.map((t) => new URL(t))
  const next = chooser(opts.mix)
  const shoppers = Array.from({ length: opts.connections }, (_, i) => shopper(i, opts.connections, targets, rec))
  const started = performance.now()
  const until = started + opts.seconds * 1000
  try {
    await Promise.all(
      shoppers.map(async (s) => {
        while (performance.now() < until) await s.act(next(), opts.catalog)
      }),
    )
  } finally {
    for (const s of shoppers) s.close()
  }
  return rec.result((performance.now() - started) / 1000)
}
