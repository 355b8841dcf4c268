// What two server processes on one database and one Redis must agree on (bench/scale-out.ts):
// sessions, guest carts, per-address rate limits and popular searches, each asked of process A and
// checked on process B (and back). Each check returns what it saw; none throws on disagreement.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { loopbackAddress, root, shopperClient, type Answer } from './shop'

export interface Check {
  name: string
  ok: boolean
  detail: string
}

type Headers = Record<string, string>
interface Call {
  get(url: string, headers?: Headers, cookie?: string): Promise<Answer>
  post(url: string, body: unknown, headers?: Headers, cookie?: string): Promise<Answer>
  patch(url: string, body: unknown, cookie?: string): Promise<Answer>
}
/** One client per process, both from the same loopback address: one shopper talking to both. */
export interface Pair { a: Call; b: Call }

function client(port: number, address: string): Call {
  const call = shopperClient(port, address)
  return {
    get: (url, headers, cookie) => call('GET', url, undefined, cookie, headers),
    post: (url, body, headers, cookie) => call('POST', url, body, cookie, headers),
    patch: (url, body, cookie) => call('PATCH', url, body, cookie),
  }
}

export function pairFrom(ports: [number, number], address: string): Pair {
  return { a: client(ports[0], address), b: client(ports[1], address) }
}

// Server modules belong to another TypeScript project: loaded by path at run time (as e2e/fixtures.ts
// does), with just the shapes used here written down.
interface ServerDb {
  kysely: { insertInto(table: 'app_user'): { values(row: Record<string, unknown>): { execute(): Promise<unknown> } } }
  close(): Promise<void>
}
const serverModule = async (file: string) => (await import(pathToFileURL(path.join(root, 'apps/server/src', file)).href)) as Record<string, unknown>

/** A verified shopper written straight into the database with the server's own code, as signup would leave it. */
export async function createShopper(env: NodeJS.ProcessEnv, email: string, password: string): Promise<void> {
  const [database, passwords, ids] = await Promise.all([serverModule('db/database.ts'), serverModule('lib/passwords.ts'), serverModule('lib/ids.ts')])
  const openDatabase = database.openDatabase as (opts: { databaseUrl?: string; sqlitePath: string }) => ServerDb
  const db = openDatabase({ databaseUrl: env.DATABASE_URL || undefined, sqlitePath: env.SQLITE_PATH! })
  try {
    const at = new Date().toISOString()
    await db.kysely
      .insertInto('app_user')
      .values({
        id: (ids.newId as (p: string) => string)('usr'),
        username: 'Scale Out',
        email,
        phone: null,
        gender: '',
        password_hash: await (passwords.hashPassword as (p: string) => Promise<string>)(password),
        email_verified_at: at,
        phone_verified_at: null,
        pending_contact: null,
        locked_until: null,
        created_at: at,
      })
      .execute()
  } finally {
    await db.close()
  }
}

/** The per-address login limit, as the auth routes define it. */
export async function loginLimit(): Promise<{ limit: number; windowSeconds: number }> {
  const routes = await serverModule('modules/auth/auth.routes.ts')
  return (routes.AUTH_LIMITS as { loginIp: { limit: number; windowSeconds: number } }).loginIp
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const seen = (r: Answer) => `${r.status}${r.status >= 400 ? ` ${JSON.stringify(r.body).slice(0, 200)}` : ''}`

/** Signed in on A, known on B; wishlist written on A, read on B; signed out on B, refused on A. */
export async function sessionsAgree(p: Pair, email: string, password: string, productId: string): Promise<Check[]> {
  const login = await p.a.post('/auth/login', { email, password })
  const token = login.body?.access as string | undefined
  if (login.status !== 200 || !token) return [{ name: 'sessions', ok: false, detail: `login on A answered ${seen(login)}` }]
  const meB = await p.b.get('/auth/me', bearer(token))
  const added = await p.a.post('/api/wishlist', { product_id: productId }, bearer(token))
  const wishB = await p.b.get('/api/wishlist', bearer(token))
  const wishlistOk = added.status < 300 && wishB.status === 200 && (wishB.body?.data as Array<{ id: string }> | undefined)?.some((w) => w.id === productId) === true
  const logoutB = await p.b.post('/auth/logout', undefined, bearer(token))
  const meA = await p.a.get('/auth/me', bearer(token))
  const sessionsOk = meB.status === 200 && meB.body?.email === email && logoutB.status === 204 && meA.status === 401
  return [
    { name: 'sessions', ok: sessionsOk, detail: `token of a login on A: /auth/me on B ${seen(meB)} (${meB.body?.email ?? '-'}); logout on B ${logoutB.status}; /auth/me on A after it ${meA.status}` },
    { name: 'wishlist', ok: wishlistOk, detail: `added on A ${added.status}; B's wishlist ${wishlistOk ? 'holds it' : `does not: ${seen(wishB)}`}` },
  ]
}

/** A guest's cart made on A is the cart B shows; a change on B is what A shows. */
export async function cartsAgree(p: Pair, [first, second]: [string, string]): Promise<Check> {
  const lines = (r: Answer) => ((r.body?.items ?? []) as Array<{ product_id: string; quantity: number }>).map((l) => `${l.product_id}×${l.quantity}`).sort().join(', ')
  const added = await p.a.post('/api/cart', { product_id: first, quantity: 2 })
  const cookie = added.cookie
  if (added.status !== 200 || !cookie) return { name: 'carts', ok: false, detail: `add on A answered ${seen(added)}` }
  const onB = await p.b.get('/api/cart', {}, cookie)
  const changed = await p.b.patch(`/api/cart/${first}`, { quantity: 5 }, cookie)
  const addedB = await p.b.post('/api/cart', { product_id: second, quantity: 1 }, {}, cookie)
  const onA = await p.a.get('/api/cart', {}, cookie)
  const want1 = `${first}×2`
  const want2 = [`${first}×5`, `${second}×1`].sort().join(', ')
  const ok = lines(onB) === want1 && changed.status === 200 && addedB.status === 200 && lines(onA) === want2
  return { name: 'carts', ok, detail: `added on A, B shows [${lines(onB)}] (want ${want1}); changed on B, A shows [${lines(onA)}] (want ${want2})` }
}

/**
 * Failed logins from one address, alternating A and B: the per-address limit must trip after
 * `limit` attempts in all, not after `limit` on each process. Each attempt names another account,
 * so only the address limit counts. Starts clear of a window's end, so all attempts share one window.
 */
export async function rateLimitShared(ports: [number, number], address: string): Promise<Check> {
  const { limit, windowSeconds } = await loginLimit()
  const windowMs = windowSeconds * 1000
  const left = windowMs - (Date.now() % windowMs)
  if (left < 20_000) await new Promise((r) => setTimeout(r, left + 500))
  const p = pairFrom(ports, address)
  let trippedAt = 0
  const statuses: number[] = []
  for (let attempt = 1; attempt <= 2 * limit + 1 && !trippedAt; attempt++) {
    const call = attempt % 2 ? p.a : p.b
    const r = await call.post('/auth/login', { email: `nobody-${attempt}-${Date.now()}@example.com`, password: 'not-the-password' })
    statuses.push(r.status)
    if (r.status === 429) trippedAt = attempt
  }
  const before = statuses.slice(0, -1)
  const ok = trippedAt === limit + 1 && before.every((s) => s === 401)
  return {
    name: 'rate limit',
    ok,
    detail: `login limit ${limit} per address per ${windowSeconds} s; alternating A/B, attempt ${trippedAt || 'none'} got 429 (want ${limit + 1}); before it: ${[...new Set(before)].join('/')}`,
  }
}

/** A query that finds something in this language (only queries that find something are counted). */
export async function findingQuery(call: Call, lang: string, candidates: string[]): Promise<string> {
  for (const q of candidates) {
    const r = await call.get(`/api/search?lang=${lang}&query=${encodeURIComponent(q)}`)
    if (r.status === 200 && r.body?.total > 0) return q
  }
  throw new Error(`none of ${candidates.join(', ')} finds anything in ${lang}`)
}

/**
 * Popular searches: `query` searched on A must show up in B's popular searches. Answers are cached
 * for the servers' CATALOG_CACHE_SECONDS (`cacheSeconds`; 60 s by default), so B may show the list
 * cached before the searches for up to that long: polls B each second up to `maxSeconds` and
 * reports when it agreed.
 */
export async function popularAgree(p: Pair, lang: string, query: string, times: number, cacheSeconds: number, maxSeconds: number): Promise<Check> {
  for (let i = 0; i < times; i++) await p.a.get(`/api/search?lang=${lang}&query=${encodeURIComponent(query)}`)
  const started = Date.now()
  let last: unknown = null
  while (Date.now() - started < maxSeconds * 1000) {
    const r = await p.b.get(`/api/search?lang=${lang}&query=`)
    last = r.body?.popular_searches
    if (Array.isArray(last) && last.some((s: string) => s.toLowerCase() === query.toLowerCase())) {
      return { name: 'popular searches', ok: true, detail: `"${query}" searched ${times}× on A showed in B's popular searches after ${((Date.now() - started) / 1000).toFixed(1)} s (cache window ${cacheSeconds} s)` }
    }
    await new Promise((r) => setTimeout(r, 1000))
  }
  return { name: 'popular searches', ok: false, detail: `"${query}" searched on A not in B's popular searches after ${maxSeconds} s: ${JSON.stringify(last)}` }
}

/** An address no other check or shopper of this run uses. */
export const addressOfItsOwn = (n: number) => loopbackAddress(20_000 + n)
