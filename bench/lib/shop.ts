// What every bench script needs: a scratch database prepared with the demo catalog (SQLite file or
// a PostgreSQL schema of its own), the real server started in a process of its own, a shopper's
// HTTP client from a loopback address of its own, and percentiles.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '../..')
const SUPPORT = 'bench/lib/checkout-support.ts'

export const ADDRESS = { first_name: 'Jana', last_name: 'Nováková', street: 'Vinohradská 12', city: 'Praha', state: 'Praha', country: 'Czech Republic', zip_code: '120 00' }
export const CARD = { number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123', name: 'Bench Shopper' }

export type DatabaseKind = 'sqlite' | 'postgres'

/** The PostgreSQL server the benches may use (a schema of their own in it), if any. */
export const postgresUrl = (): string | undefined => process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined

/** The databases to run on: SQLite always, PostgreSQL when a URL is set. */
export function databases(): Array<[DatabaseKind, string | undefined]> {
  const pg = postgresUrl()
  return [['sqlite', undefined], ...(pg ? [['postgres', pg] as [DatabaseKind, string]] : [])]
}

export interface Answer { status: number; body: any; cookie?: string; headers: http.IncomingHttpHeaders }

/** One shopper: a keep-alive connection from its own loopback address, one request at a time. */
export function shopperClient(port: number, localAddress: string, host = '127.0.0.1') {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress })
  return (method: string, url: string, body: unknown, cookie?: string, headers: Record<string, string> = {}): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body)
      const req = http.request(
        {
          host, port, method, path: url, agent,
          headers: { accept: 'application/json', ...(payload ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie: `cart=${cookie}` } : {}), ...headers },
        },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (d) => (text += d))
          res.on('end', () => {
            const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('cart='))
            resolve({ status: res.statusCode ?? 0, body: parseBody(text), cookie: set?.slice(5).split(';')[0], headers: res.headers })
          })
        },
      )
      req.on('error', reject)
      req.end(payload)
    })
}

function parseBody(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** The i-th shopper's loopback address (127.0.x.y), so per-address rate limits see many shoppers. */
export const loopbackAddress = (i: number) => `127.0.${1 + Math.floor(i / 250)}.${(i % 250) + 2}`

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! * 100) / 100 : NaN

/** Runs checkout-support.ts (prepare | check | drop) and returns what it printed. */
export function support(env: NodeJS.ProcessEnv, args: string[]): any {
  const r = spawnSync(process.execPath, ['--import', 'tsx', SUPPORT, ...args], { cwd: root, env, encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`${SUPPORT} ${args.join(' ')} failed: ${r.stderr}`)
  return JSON.parse(r.stdout.trim().split('\n').at(-1)!)
}

export async function waitFor(url: string, tries = 240) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer`)
}

export async function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  // A child ended by a signal has signalCode set and exitCode null; waiting for its exit again would never end.
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill(signal)
  await exited
}

/** A port nothing listens on now: the kernel's choice of an ephemeral one, released at once for the
 *  server about to start (a random pick in a fixed range met epmd's 4369 on the CI machine). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

export interface Prepared {
  kind: DatabaseKind
  /** The environment every server process of this run gets (PORT is added per process). */
  env: NodeJS.ProcessEnv
  products: Array<{ id: string; price_cents: number; stock: number }>
  /** Drops the PostgreSQL schema and the scratch folder. */
  cleanup(): void
}

/**
 * A fresh database with the demo catalog: a SQLite file in a scratch folder, or a schema of its own
 * (`bench_<random>`) in the PostgreSQL database at `pgUrl`. `stock`, `spread`, `last`: see
 * checkout-support.ts (spread + 1 products with `stock` units, one more with `last`).
 */
export function prepareDatabase(kind: DatabaseKind, pgUrl: string | undefined, opts: { stock: number; spread: number; last: number; env?: NodeJS.ProcessEnv }): Prepared {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'))
  const schema = `bench_${randomBytes(5).toString('hex')}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: kind === 'postgres' ? pgUrl : '',
    SQLITE_PATH: path.join(dataDir, 'shop.sqlite'),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    REDIS_URL: '',
    // Each server process starts its own test processor listener (decision 049): any free port.
    TEST_PROCESSOR_PORT: '0',
    HOST: '127.0.0.1',
    ...opts.env,
  }
  const prepared = support(env, ['prepare', String(opts.stock), String(opts.spread), String(opts.last), ...(kind === 'postgres' ? [schema] : [])])
  return {
    kind,
    env: { ...env, DATABASE_URL: prepared.database_url ?? '' },
    products: prepared.products,
    cleanup() {
      if (kind === 'postgres') support(env, ['drop', schema])
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The real server (apps/server/src/main.ts) on `port`, answering /health before this returns. */
export async function startShop(env: NodeJS.ProcessEnv, port: number, stdio: 'inherit' | 'ignore' = 'inherit'): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env: { ...env, PORT: String(port) }, stdio })
  const died = new Promise<never>((_, reject) => child.once('exit', (code, signal) => reject(new Error(`the server on port ${port} exited (${code ?? signal}) before answering`))))
  await Promise.race([waitFor(`http://127.0.0.1:${port}/health`), died])
  return child
}
