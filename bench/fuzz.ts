// Hostile input for every operation the server describes (issue 6). For each database (SQLite
// always; PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, in a schema of its own)
// it starts the real server, reads GET /docs/json, and sends every operation hostile requests made
// by lib/openapi-fuzz.ts (path, query, JSON body field by field and whole, content types, broken
// JSON, odd headers) as a guest, a signed-in shopper and staff, from many loopback addresses so per-IP
// limits do not answer everything with 429. Any 5xx, hang or dropped connection (except on bodies
// sent over the limit on purpose) fails the run. Then: bodies of 100 MB (by Content-Length, and
// chunked without end) must get an early 413, an over-long URL and a huge header a 4xx, and the
// same server process must still answer /health, browse, add to cart and quote.
// Run: `npx tsx bench/fuzz.ts [--short]` (FUZZ_REQUESTS, FUZZ_SEED, FUZZ_CONCURRENCY override).
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { casesFor, operationsOf, type FuzzCase, type OpenApi, type Operation } from './lib/openapi-fuzz'
import { answerParser, rawRequest, type RawAnswer } from './lib/raw-http'
import { prng, type Known } from './lib/schema-example'
import { databases, loopbackAddress, prepareDatabase, freePort, root, shopperClient, startShop, stop, type DatabaseKind, type Prepared } from './lib/shop'

const SHORT = process.argv.includes('--short')
const TARGET = Number(process.env.FUZZ_REQUESTS ?? (SHORT ? 10_500 : 52_000))
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000)
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 12)
const PASSWORD = 'calendula-fuzz-42'
const BODY_LIMIT = 1024 * 1024
/** Requests per loopback address before the next one takes over. */
const PER_ADDRESS = 8

type Persona = 'guest' | 'shopper' | 'staff'
interface Failure { persona: Persona; kind: string; method: string; target: string; body: string; answer: string }

// ---------- accounts, written before the server starts (as e2e/fixtures.ts does) ----------

interface ServerDb { kysely: { insertInto(t: 'app_user'): { values(r: Record<string, unknown>): { execute(): Promise<unknown> } } }; close(): Promise<void> }
async function serverModule(file: string): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(path.join(root, 'apps/server/src', file)).href)) as Record<string, unknown>
}

async function createAccounts(prepared: Prepared, shoppers: number, staff: number): Promise<{ shoppers: string[]; staff: string[] }> {
  const [database, passwords, ids, staffAccount] = await Promise.all(['db/database.ts', 'lib/passwords.ts', 'lib/ids.ts', 'cli/staff-account.ts'].map(serverModule))
  const openDatabase = database!.openDatabase as (o: { databaseUrl?: string; sqlitePath: string }) => ServerDb
  const hashPassword = passwords!.hashPassword as (p: string) => Promise<string>
  const newId = ids!.newId as (p: string) => string
  const makeStaff = staffAccount!.makeStaff as (db: ServerDb, email: string) => Promise<{ user_id: string }>
  const db = openDatabase({ databaseUrl: prepared.env.DATABASE_URL || undefined, sqlitePath: prepared.env.SQLITE_PATH! })
  try {
    const hash = await hashPassword(PASSWORD)
    const at = new Date().toISOString()
    const out = { shoppers: [] as string[], staff: [] as string[] }
    for (let i = 0; i < shoppers + staff; i++) {
      const email = i < shoppers ? `fuzz.shopper${i}@example.com` : `fuzz.staff${i}@example.com`
      await db.kysely
        .insertInto('app_user')
        .values({ id: newId('usr'), username: `Fuzz ${i} <b>'</b>`, email, phone: null, gender: '', password_hash: hash, email_verified_at: at, phone_verified_at: null, pending_contact: null, locked_until: null, created_at: at })
        .execute()
      if (i >= shoppers) await makeStaff(db, email)
      ;(i < shoppers ? out.shoppers : out.staff).push(email)
    }
    return out
  } finally {
    await db.close()
  }
}

async function login(port: number, email: string, address: string): Promise<string> {
  const r = await shopperClient(port, address)('POST', '/auth/login', { email, password: PASSWORD })
  if (r.status !== 200 || typeof r.body?.access !== 'string') throw new Error(`login of ${email} answered ${r.status} ${JSON.stringify(r.body)}`)
  return r.body.access as string
}

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN)
const excerpt = (b: Buffer | undefined, n = 240) => (b ? JSON.stringify(b.subarray(0, n).toString('latin1')) + (b.length > n ? `… (${b.length} bytes)` : '') : '(none)')

// ---------- the fuzz itself ----------

interface FuzzStats {
  requests: number
  seconds: number
  byStatus: Record<string, number>
  byClass: Record<string, number>
  rateLimitedShare: number
  /** 4xx answers that are not application/problem+json, by status */
  nonProblem4xx: Record<string, number>
  /** what those were sent for (Node's own parser answers malformed requests before the app sees them) */
  nonProblemKinds: string[]
  oversizedDropped: number
  operations: number
  perPersona: Record<Persona, number>
  slowest: { ms: number; kind: string; target: string }
  failures: Failure[]
}

async function fuzz(port: number, ops: Operation[], known: Known, tokens: Record<Exclude<Persona, 'guest'>, string[]>, addressBase: number): Promise<FuzzStats> {
  const stats: FuzzStats = {
    requests: 0, seconds: 0, byStatus: {}, byClass: {}, rateLimitedShare: 0, nonProblem4xx: {}, nonProblemKinds: [], oversizedDropped: 0, operations: ops.length,
    perPersona: { guest: 0, shopper: 0, staff: 0 }, slowest: { ms: 0, kind: '', target: '' }, failures: [],
  }
  // Signing out ends the persona's session for everything after it; that case runs on its own (logoutCases).
  const queue = ops.filter((o) => o.path !== '/auth/logout')
  const rounds = new Map<Operation, { round: number; cases: FuzzCase[]; next: number }>()
  let opIndex = 0
  let issued = 0
  const next = (): { c: FuzzCase; persona: Persona; n: number } | null => {
    if (issued >= TARGET) return null
    const op = queue[opIndex++ % queue.length]!
    let r = rounds.get(op)
    if (!r || r.next >= r.cases.length) {
      const round = (r?.round ?? -1) + 1
      r = { round, cases: casesFor(op, prng(SEED * 7919 + round * 104729 + opIndex), known), next: 0 }
      // interleave the kinds of attack, so a short run still reaches every kind on every operation
      r.cases = interleave(r.cases)
      rounds.set(op, r)
    }
    const c = r.cases[r.next++]!
    const n = issued++
    return { c, persona: (['guest', 'shopper', 'staff'] as const)[(n + r.round) % 3]!, n }
  }
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let item = next(); item; item = next()) {
        const { c, persona, n } = item
        const headers = { ...c.headers }
        if (persona !== 'guest' && !headers.authorization) headers.authorization = `Bearer ${tokens[persona][n % tokens[persona].length]}`
        const address = loopbackAddress(addressBase + (Math.floor(n / PER_ADDRESS) % 3000))
        const a = await rawRequest(port, address, { method: c.method, target: c.target, headers, body: c.body })
        record(stats, c, persona, a)
      }
    }),
  )
  stats.seconds = Math.round((performance.now() - started) / 100) / 10
  stats.rateLimitedShare = Math.round(((stats.byStatus['429'] ?? 0) / Math.max(1, stats.requests)) * 1000) / 10
  return stats
}

function interleave(cases: FuzzCase[]): FuzzCase[] {
  const groups = new Map<string, FuzzCase[]>()
  for (const c of cases) {
    const g = c.kind.split(/[.:]/)[0]!
    groups.set(g, [...(groups.get(g) ?? []), c])
  }
  const out: FuzzCase[] = []
  for (let i = 0; out.length < cases.length; i++) for (const g of groups.values()) if (g[i]) out.push(g[i]!)
  return out
}

function record(stats: FuzzStats, c: FuzzCase, persona: Persona, a: RawAnswer): void {
  stats.requests++
  stats.perPersona[persona]++
  const key = a.status && a.complete ? String(a.status) : 'dropped'
  stats.byStatus[key] = (stats.byStatus[key] ?? 0) + 1
  const cls = key === 'dropped' ? 'dropped' : `${key[0]}xx`
  stats.byClass[cls] = (stats.byClass[cls] ?? 0) + 1
  if (a.ms > stats.slowest.ms) stats.slowest = { ms: Math.round(a.ms), kind: `${c.method} ${c.op.path} ${c.kind}`, target: c.target.slice(0, 120) }
  if (cls === '4xx' && !/application\/problem\+json/.test(a.headers['content-type'] ?? '')) {
    stats.nonProblem4xx[key] = (stats.nonProblem4xx[key] ?? 0) + 1
    if (stats.nonProblemKinds.length < 12 && !stats.nonProblemKinds.includes(c.kind)) stats.nonProblemKinds.push(c.kind)
  }
  // Over the limit on purpose: a 413, an earlier 401/403 (auth is checked before the body is read), a
  // route with a larger limit of its own (photos) or a closed connection are all right; a 5xx is not.
  if (c.oversized && key === 'dropped') {
    stats.oversizedDropped++
    return
  }
  if (cls === '5xx' || cls === 'dropped') {
    if (stats.failures.length < 200) {
      stats.failures.push({
        persona, kind: c.kind, method: c.method, target: c.target.slice(0, 300), body: excerpt(c.body),
        answer: key === 'dropped' ? `dropped (${a.error ?? 'incomplete'}) after ${Math.round(a.ms)} ms` : `${a.status} ${excerpt(a.body, 400)}`,
      })
    }
  }
}

// ---------- early refusal of oversized requests ----------

interface Oversize { case: string; status: number; problemJson: boolean; bytesSentBeforeAnswer: number; msToAnswer: number; bytesAcceptedAfterAnswer: number; msFromAnswerToServerClose: number }

/** Sends a body that would be 100 MB (by Content-Length, or chunked and endless) and times the refusal. */
function oversizedBody(port: number, address: string, mode: 'content-length' | 'chunked'): Promise<Oversize> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: address })
    const parser = answerParser()
    const started = performance.now()
    const chunk = Buffer.alloc(64 * 1024, 'a')
    const framed = mode === 'chunked' ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]) : chunk
    let sent = 0
    let answeredAt = -1
    let sentAtAnswer = 0
    let closed = false
    let closedAt = -1
    let settled = false
    const settle = () => {
      if (settled) return
      settled = true
      socket.destroy()
      const a = parser.answer()
      resolve({
        case: mode === 'chunked' ? 'chunked body without end' : 'Content-Length: 100 MB',
        status: a.status, problemJson: /application\/problem\+json/.test(a.headers['content-type'] ?? ''),
        bytesSentBeforeAnswer: sentAtAnswer, msToAnswer: answeredAt < 0 ? -1 : Math.round(answeredAt - started),
        bytesAcceptedAfterAnswer: sent - sentAtAnswer, msFromAnswerToServerClose: closedAt < 0 || answeredAt < 0 ? -1 : Math.round(closedAt - answeredAt),
      })
    }
    socket.on('data', (d: Buffer) => {
      parser.push(d)
      if (answeredAt < 0 && parser.answer().status) {
        answeredAt = performance.now()
        sentAtAnswer = sent
        // keep sending a while: how long does the server go on reading (and dropping) the rest?
        // Over when the server closes the connection (sending stops then), at most 3 s after the answer.
        setTimeout(settle, 3000)
      }
    })
    const onClosed = () => {
      if (!closed) closedAt = performance.now()
      closed = true
      settle()
    }
    socket.on('error', onClosed)
    socket.on('close', onClosed)
    const head = mode === 'chunked'
      ? 'POST /api/cart HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n'
      : `POST /api/cart HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${100 * 1024 * 1024}\r\n\r\n`
    socket.write(head)
    const pump = () => {
      let burst = 0
      while (!closed && !settled && sent < 100 * 1024 * 1024 && performance.now() - started < 20_000) {
        sent += framed.length
        burst += framed.length
        if (!socket.write(framed)) return void socket.once('drain', pump)
        // While the server takes everything at once, writing never waits: hand the event loop back
        // every 256 KB, or the answer would only be read (and counted) megabytes later.
        if (burst >= 256 * 1024) return void setImmediate(pump)
      }
      if (!settled && answeredAt < 0) setTimeout(settle, 5000)
    }
    pump()
  })
}

async function limits(port: number): Promise<{ oversize: Oversize[]; others: Array<{ case: string; status: number; contentType: string; error?: string }>; failures: string[] }> {
  const oversize = [await oversizedBody(port, loopbackAddress(9000), 'content-length'), await oversizedBody(port, loopbackAddress(9001), 'chunked')]
  const failures: string[] = []
  for (const o of oversize) {
    if (o.status !== 413 || !o.problemJson) failures.push(`${o.case}: answered ${o.status || 'nothing'} (problem+json: ${o.problemJson})`)
    // read at most about the limit: the kernel's socket buffers on both ends hold a few MB more
    if (o.bytesSentBeforeAnswer > BODY_LIMIT + 16 * 1024 * 1024) failures.push(`${o.case}: ${o.bytesSentBeforeAnswer} bytes went in before the answer`)
    if (o.msFromAnswerToServerClose < 0 || o.msFromAnswerToServerClose > 2500) failures.push(`${o.case}: the server did not close the connection within 2.5 s of its answer`)
  }
  const others = []
  for (const [name, req] of [
    ['URL of 5,000 characters', { method: 'GET', target: `/api/product?brand=${'a'.repeat(5000)}`, headers: {} }],
    ['URL of 100,000 characters', { method: 'GET', target: `/api/search?query=${'a'.repeat(100_000)}`, headers: {} }],
    ['header of 64 KB', { method: 'GET', target: '/api/product', headers: { 'x-huge': 'a'.repeat(64 * 1024) } }],
    ['cookie of 32 KB', { method: 'GET', target: '/api/cart', headers: { cookie: `cart=${'a'.repeat(32 * 1024)}` } }],
    ['3,000 headers', { method: 'GET', target: '/api/product', headers: Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`x-h${i}`, '1'])) }],
  ] as const) {
    const a = await rawRequest(port, loopbackAddress(9002), { ...req, headers: { ...req.headers } })
    others.push({ case: name, status: a.status, contentType: a.headers['content-type'] ?? '', error: a.error })
    if (!(a.status >= 400 && a.status < 500) && !(name === '3,000 headers' && a.status === 200)) failures.push(`${name}: answered ${a.status || a.error}`)
    else if (a.status >= 400 && !a.headers['content-type']?.startsWith('application/problem+json')) failures.push(`${name}: answered ${a.status} as ${a.headers['content-type'] ?? 'no content type'}, not problem+json`)
  }
  return { oversize, others, failures }
}

// ---------- signing out with hostile requests (each on a session of its own) ----------

async function logoutCases(port: number, ops: Operation[], known: Known, emails: string[]): Promise<{ requests: number; failures: Failure[]; byStatus: Record<string, number> }> {
  const op = ops.find((o) => o.path === '/auth/logout' && o.method === 'POST')
  const out = { requests: 0, failures: [] as Failure[], byStatus: {} as Record<string, number> }
  if (!op) return out
  const cases = casesFor(op, prng(SEED), known)
  for (let i = 0; i < cases.length; i++) {
    const c = cases[i]!
    const signedIn = i < emails.length
    const headers = { ...c.headers, ...(signedIn ? { authorization: `Bearer ${await login(port, emails[i]!, loopbackAddress(9100 + i))}` } : {}) }
    const a = await rawRequest(port, loopbackAddress(9200 + i), { method: c.method, target: c.target, headers, body: c.body })
    out.requests++
    const key = a.complete && a.status ? String(a.status) : 'dropped'
    out.byStatus[key] = (out.byStatus[key] ?? 0) + 1
    if (key === 'dropped' || a.status >= 500) out.failures.push({ persona: signedIn ? 'shopper' : 'guest', kind: c.kind, method: c.method, target: c.target, body: excerpt(c.body), answer: `${key} ${excerpt(a.body)}` })
  }
  return out
}

// ---------- afterwards: the same process still sells ----------

async function stillSells(port: number, productId: string, tokens: string[]): Promise<string[]> {
  const call = shopperClient(port, loopbackAddress(9300))
  const problems: string[] = []
  const health = await call('GET', '/health', undefined)
  if (health.status !== 200) problems.push(`/health answered ${health.status}`)
  const list = await call('GET', '/api/product', undefined)
  if (list.status !== 200) problems.push(`product list answered ${list.status}`)
  const one = await call('GET', `/api/product/${productId}`, undefined)
  if (one.status !== 200) problems.push(`product page answered ${one.status}`)
  const added = await call('POST', '/api/cart', { product_id: productId, quantity: 1 })
  if (added.status !== 200 && added.status !== 201) problems.push(`add to cart answered ${added.status} ${JSON.stringify(added.body)}`)
  const quote = await call('POST', '/api/checkout/quote', {}, added.cookie)
  if (quote.status !== 200 || !(quote.body?.total_cents > 0)) problems.push(`quote answered ${quote.status} ${JSON.stringify(quote.body)}`)
  for (const t of tokens) {
    const me = await call('GET', '/auth/me', undefined, undefined, { authorization: `Bearer ${t}` })
    if (me.status !== 200) problems.push(`a fuzz session no longer works: /auth/me answered ${me.status}`)
  }
  return problems
}

// ---------- one database ----------

interface Row { database: DatabaseKind; seed: number; fuzz: Omit<FuzzStats, 'failures'>; failures: Failure[]; logout: Awaited<ReturnType<typeof logoutCases>>; limits: Awaited<ReturnType<typeof limits>>; afterwards: string[]; samePid: boolean; rssKbBefore: number; rssKbAfter: number }

async function fuzzOne(database: DatabaseKind, url: string | undefined): Promise<Row> {
  const prepared = prepareDatabase(database, url, { stock: 100_000, spread: 8, last: 100_000 })
  try {
    const accounts = await createAccounts(prepared, 3 + 12, 2)
    const port = await freePort()
    const server = await startShop(prepared.env, port)
    let exited = false
    server.once('exit', () => (exited = true))
    try {
      const pid = server.pid!
      const shopperTokens = await Promise.all(accounts.shoppers.slice(0, 3).map((e, i) => login(port, e, loopbackAddress(8000 + i))))
      const staffTokens = await Promise.all(accounts.staff.map((e, i) => login(port, e, loopbackAddress(8100 + i))))
      const doc = (await (await fetch(`http://127.0.0.1:${port}/docs/json`)).json()) as OpenApi
      const ops = operationsOf(doc)
      // the last product stays out of the fuzz's hands, for the check that the shop still sells
      const reserved = prepared.products.at(-1)!.id
      const known: Known = { productIds: prepared.products.slice(0, -1).map((p) => p.id) }
      const rssKbBefore = rssKb(pid)
      console.log(`fuzz (${database}): ${ops.length} operations, ${TARGET} requests, seed ${SEED}, ${CONCURRENCY} at a time`)
      const stats = await fuzz(port, ops, known, { shopper: shopperTokens, staff: staffTokens }, database === 'sqlite' ? 0 : 3000)
      const logout = await logoutCases(port, ops, known, accounts.shoppers.slice(3))
      const lim = await limits(port)
      const afterwards = await stillSells(port, reserved, [...shopperTokens, ...staffTokens])
      const rssKbAfter = rssKb(pid)
      const samePid = !exited && server.pid === pid && server.exitCode === null
      const { failures, ...fuzzStats } = stats
      return { database, seed: SEED, fuzz: fuzzStats, failures, logout, limits: lim, afterwards, samePid, rssKbBefore, rssKbAfter }
    } finally {
      await stop(server)
    }
  } finally {
    prepared.cleanup()
  }
}

function report(r: Row): string[] {
  const f = r.fuzz
  console.log(`\n== ${r.database}: ${f.requests} requests over ${f.operations} operations in ${f.seconds} s (${Math.round(f.requests / f.seconds)}/s), seed ${r.seed}`)
  console.log(`   by class ${JSON.stringify(f.byClass)}; by status ${JSON.stringify(f.byStatus)}`)
  console.log(`   429 share ${f.rateLimitedShare}%; 4xx that are not problem+json ${JSON.stringify(f.nonProblem4xx)} (${f.nonProblemKinds.join(' | ')}); oversized bodies refused by a closed connection ${f.oversizedDropped}`)
  console.log(`   personas ${JSON.stringify(f.perPersona)}; slowest ${f.slowest.ms} ms (${f.slowest.kind})`)
  console.log(`   sign-out cases ${r.logout.requests}: ${JSON.stringify(r.logout.byStatus)}`)
  for (const o of r.limits.oversize) console.log(`   ${o.case}: ${o.status} (problem+json ${o.problemJson}) after ${o.bytesSentBeforeAnswer} bytes sent, ${o.msToAnswer} ms; ${o.bytesAcceptedAfterAnswer} bytes more taken (and dropped) by the server before it closed the connection ${o.msFromAnswerToServerClose} ms after the answer`)
  for (const o of r.limits.others) console.log(`   ${o.case}: ${o.status || o.error} ${o.contentType}`)
  console.log(`   server RSS ${Math.round(r.rssKbBefore / 1024)} MB before, ${Math.round(r.rssKbAfter / 1024)} MB after; same process: ${r.samePid}`)
  const problems = [
    ...[...r.failures, ...r.logout.failures].map((x) => `${x.method} ${x.target} [${x.persona}] ${x.kind}\n      body: ${x.body}\n      answer: ${x.answer}`),
    ...r.limits.failures, ...r.afterwards, ...(r.samePid ? [] : ['the server process is gone or was replaced']),
    ...(f.requests < Math.min(TARGET, 10_000) ? [`only ${f.requests} requests were sent`] : []),
    // Every refusal has one shape, the parser's and the router's included (decision 014).
    ...(Object.keys(f.nonProblem4xx).length ? [`4xx answers that are not problem+json: ${JSON.stringify(f.nonProblem4xx)} (${f.nonProblemKinds.join(' | ')})`] : []),
  ]
  for (const p of problems.slice(0, 40)) console.log(`   FAIL ${p}`)
  if (problems.length > 40) console.log(`   … and ${problems.length - 40} more`)
  return problems
}

async function main(): Promise<void> {
  const dbs = databases()
  if (process.env.CI === 'true' && dbs.length < 2) throw new Error('CI=true but neither BENCH_DATABASE_URL nor TEST_DATABASE_URL is set')
  const rows: Row[] = []
  let failed = 0
  for (const [database, url] of dbs) {
    const row = await fuzzOne(database, url)
    rows.push(row)
    failed += report(row).length
  }
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true })
  fs.writeFileSync(path.join(root, 'bench/results/fuzz.json'), `${JSON.stringify({ at: new Date().toISOString(), short: SHORT, rows }, null, 2)}\n`)
  const line = rows.map((r) => `${r.database} ${r.fuzz.requests} req ${r.fuzz.byClass['5xx'] ?? 0}×5xx ${r.fuzz.byClass.dropped ?? 0}×dropped ${r.fuzz.rateLimitedShare}%×429`).join(', ')
  console.log(failed ? `fuzz: FAILED ${failed} problem(s): ${line}` : `fuzz: OK ${line}`)
  process.exit(failed ? 1 : 0)
}

main().catch((err: unknown) => {
  console.error(err)
  console.log('fuzz: FAILED', err instanceof Error ? err.message : err)
  process.exit(1)
})
