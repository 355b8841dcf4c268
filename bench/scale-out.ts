// Scale out (issue 6): two server processes (A and B, each started as in production with
// startShop) on ONE PostgreSQL schema of their own and ONE Redis (BENCH_REDIS_URL or
// TEST_REDIS_URL; redis://127.0.0.1:6379 outside CI), in a Redis database of their own.
//   1. agreement (correctness; must pass): sessions, wishlist, guest carts, the per-address login
//      limit counted over both processes, popular searches (bench/lib/agreement.ts);
//   2. throughput: the mixed shopper load (bench/mixed.ts) against A alone, then spread round robin
//      over A and B, BENCH_SECONDS per step (default 60; `--short`: 2), and the ratio per step.
// `--short` (CI) also starts both processes with a 5 s catalog cache (CATALOG_CACHE_SECONDS) instead of
// the default 60 s, so the popular-searches check waits out a 5 s window, not a minute.
// Exits non-zero when a check fails or any 5xx/connection error occurs; writes bench/results/scale-out.json.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Redis } from 'ioredis'
import { addressOfItsOwn, cartsAgree, createShopper, findingQuery, pairFrom, popularAgree, rateLimitShared, sessionsAgree, type Check } from './lib/agreement'
import { failures, mixedLoad, STEPS, type MixedResult } from './mixed'
import { postgresUrl, prepareDatabase, freePort, startShop, stop } from './lib/shop'

const SHORT = process.argv.includes('--short')
const SECONDS = SHORT ? 2 : Number(process.env.BENCH_SECONDS ?? 60)
const WARMUP_SECONDS = SHORT ? 1 : 5
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const BUYABLE = 30
const CI = process.env.CI === 'true'
/**
 * Popular searches are cached for CATALOG_CACHE_SECONDS (server default 60 s; the short run sets 5 s,
 * or keeps a value given in the environment); B must agree within that window and a margin.
 */
const CACHE_SECONDS = Number(process.env.CATALOG_CACHE_SECONDS ?? (SHORT ? 5 : 60))
const POPULAR_WAIT_SECONDS = CACHE_SECONDS + 10

function redisUrl(): string | undefined {
  return process.env.BENCH_REDIS_URL || process.env.TEST_REDIS_URL || (CI ? undefined : 'redis://127.0.0.1:6379')
}

/**
 * A Redis database of this run's own: the shop's keys carry no per-shop prefix, so another shop
 * (or test) on the same Redis would otherwise share our catalog cache and rate-limit counters. An
 * empty database among 1–15 is claimed with a marker key and emptied again at the end. A URL that
 * names a database already is used as given.
 */
async function redisOfOurOwn(url: string): Promise<{ url: string; release(): Promise<void> }> {
  const given = new URL(url)
  if (given.pathname.length > 1) return { url, release: async () => {} }
  const claim = randomBytes(8).toString('hex')
  for (const db of [...Array(15).keys()].map((i) => i + 1).sort(() => Math.random() - 0.5)) {
    const redis = new Redis(url, { db, lazyConnect: true, maxRetriesPerRequest: 1 })
    try {
      await redis.connect()
      if ((await redis.dbsize()) === 0 && (await redis.set('bench:scale-out', claim, 'EX', 3600, 'NX')) === 'OK') {
        const own = new URL(url)
        own.pathname = `/${db}`
        return {
          url: own.toString(),
          async release() {
            if ((await redis.get('bench:scale-out')) === claim) await redis.flushdb()
            redis.disconnect()
          },
        }
      }
    } catch {
      // A Redis with fewer databases: the next one, or the given URL below.
    }
    redis.disconnect()
  }
  console.log(`no empty Redis database of our own; using ${url} as it is`)
  return { url, release: async () => {} }
}

const ratio = (two: number, one: number) => Math.round((two / one) * 100) / 100

function printThroughput(one: MixedResult, two: MixedResult) {
  console.log('\n| step | 1 process req/s | p50 / p99 ms | 2 processes req/s | p50 / p99 ms | × | errors (1 / 2) |\n|---|---:|---:|---:|---:|---:|---:|')
  for (const [name] of STEPS) {
    const a = one[name]
    const b = two[name]
    console.log(`| ${name} | ${a.reqPerSec} | ${a.p50} / ${a.p99} | ${b.reqPerSec} | ${b.p50} / ${b.p99} | ${ratio(b.reqPerSec, a.reqPerSec)} | ${failures(a)}+${a.non2xx} / ${failures(b)}+${b.non2xx} |`)
  }
}

async function main(): Promise<number> {
  const started = Date.now()
  const pg = postgresUrl()
  const redisGiven = redisUrl()
  if (!pg || !redisGiven) {
    const missing = [pg ? '' : 'PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL)', redisGiven ? '' : 'Redis (BENCH_REDIS_URL or TEST_REDIS_URL)'].filter(Boolean).join(' and ')
    console.log(`scale-out: ${CI ? 'FAILED' : 'SKIPPED'} no ${missing}`)
    return CI ? 1 : 0
  }
  const redis = await redisOfOurOwn(redisGiven)
  const prepared = prepareDatabase('postgres', pg, { stock: 1_000_000, spread: BUYABLE - 1, last: 1, env: { REDIS_URL: redis.url, CATALOG_CACHE_SECONDS: String(CACHE_SECONDS) } })
  const servers: Array<Awaited<ReturnType<typeof startShop>>> = []
  try {
    const ports: [number, number] = [await freePort(), await freePort()]
    servers.push(...(await Promise.all(ports.map((port) => startShop(prepared.env, port)))))
    console.log(`Two processes on one PostgreSQL schema and ${redis.url}: A :${ports[0]}, B :${ports[1]} (${((Date.now() - started) / 1000).toFixed(1)} s to start)`)
    const products = prepared.products.slice(0, BUYABLE).map((p) => p.id)

    // Popular searches first, in a language the load below does not search in (it would outrank
    // the query); B is polled in the background while the other checks and the load run.
    const popularPair = pairFrom(ports, addressOfItsOwn(1))
    const query = await findingQuery(popularPair.a, 'cz', ['šampon', 'levandule', 'mýdlo', 'krém'])
    const popular = popularAgree(popularPair, 'cz', query, 3, CACHE_SECONDS, POPULAR_WAIT_SECONDS)

    const email = `scale-out-${randomBytes(4).toString('hex')}@example.com`
    const password = 'calendula-scale-42'
    await createShopper(prepared.env, email, password)
    const checks: Check[] = [
      ...(await sessionsAgree(pairFrom(ports, addressOfItsOwn(2)), email, password, products[0]!)),
      await cartsAgree(pairFrom(ports, addressOfItsOwn(3)), [products[1]!, products[2]!]),
      await rateLimitShared(ports, addressOfItsOwn(4)),
    ]
    for (const c of checks) console.log(`${c.ok ? 'agree   ' : 'DISAGREE'} ${c.name}: ${c.detail}`)

    const targets = ports.map((p) => `http://127.0.0.1:${p}`)
    console.log(`\nMixed load, ${CONNECTIONS} shoppers, ${SECONDS} s per step: process A alone …`)
    const one = await mixedLoad({ targets: [targets[0]!], seconds: SECONDS, connections: CONNECTIONS, products, warmupSeconds: WARMUP_SECONDS })
    console.log('… and round robin over A and B …')
    const two = await mixedLoad({ targets, seconds: SECONDS, connections: CONNECTIONS, products, warmupSeconds: WARMUP_SECONDS })
    printThroughput(one, two)
    for (const [label, run] of [['1 process', one], ['2 processes', two]] as const) {
      for (const [name] of STEPS) if (run[name].firstProblem) console.log(`first unexpected answer (${label}, ${name}): ${run[name].firstProblem}`)
    }

    const popularCheck = await popular
    console.log(`${popularCheck.ok ? 'agree   ' : 'DISAGREE'} ${popularCheck.name}: ${popularCheck.detail}`)
    checks.push(popularCheck)

    fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true })
    fs.writeFileSync(
      path.join(import.meta.dirname, 'results', 'scale-out.json'),
      JSON.stringify({ date: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, catalog_cache_seconds: CACHE_SECONDS, checks, one_process: one, two_processes: two }, null, 2),
    )
    const disagree = checks.filter((c) => !c.ok).map((c) => c.name)
    const broken = [...STEPS.map(([n]) => ['1', n, failures(one[n])] as const), ...STEPS.map(([n]) => ['2', n, failures(two[n])] as const)].filter(([, , n]) => n > 0)
    const mixed = `mixed ${one.mixed.reqPerSec} → ${two.mixed.reqPerSec} req/s (×${ratio(two.mixed.reqPerSec, one.mixed.reqPerSec)})`
    const took = Math.round((Date.now() - started) / 1000)
    if (disagree.length || broken.length) {
      const why = [...(disagree.length ? [`disagree: ${disagree.join(', ')}`] : []), ...broken.map(([p, n, k]) => `${k} 5xx/connection errors (${p} process, ${n})`)]
      console.log(`scale-out: FAILED ${why.join('; ')}; ${mixed}; ${took} s`)
      return 1
    }
    console.log(`scale-out: OK ${checks.length} agreement checks over 2 processes; ${mixed}; ${took} s`)
    return 0
  } finally {
    await Promise.all(servers.map((s) => stop(s)))
    prepared.cleanup()
    await redis.release()
  }
}

process.exit(await main())
