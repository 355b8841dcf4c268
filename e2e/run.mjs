#!/usr/bin/env node
// Builds the web app, starts the real server on a free port with a fresh SQLite database, and runs
// the journeys in e2e/journeys with Node's test runner in Debian's Chromium. The journeys are split
// into E2E_SHARDS (default 2) shards that run side by side, each against a server of its own.
// Usage: [E2E_SHARDS=n] node e2e/run.mjs [--report=FILE] [--no-build] [journey files...]
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { findChromium } from './chromium.mjs'
import { startMailbox } from './mailbox.mjs'
import { failedTests } from './tap.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '..')
const args = process.argv.slice(2)
const reportFile = args.find((a) => a.startsWith('--report='))?.slice('--report='.length)
const noBuild = args.includes('--no-build')
const only = args.filter((a) => !a.startsWith('--'))

/** The report `npm test` reads: "passed failed" on the first line, then a failed test's name per line. */
function writeReport(p, f, failedNames = []) {
  if (reportFile) fs.writeFileSync(reportFile, [`${p} ${f}`, ...failedNames].join('\n') + '\n')
}

if (!findChromium()) {
  console.error('Chromium is missing: apt-get install -y chromium (or set CHROMIUM_PATH).')
  writeReport(0, 1)
  process.exit(1)
}

if (!noBuild) {
  const b = spawnSync('npm', ['run', 'build', '--workspace', '@shop/web'], { cwd: root, stdio: 'inherit' })
  if (b.status !== 0) {
    writeReport(0, 1)
    process.exit(1)
  }
}

const files = only.length
  ? only
  : fs.readdirSync(path.join(here, 'journeys')).filter((f) => f.endsWith('.test.ts')).sort().map((f) => path.join('e2e', 'journeys', f))
// Shards, each with a server, database, mailbox and Chromium of its own, run side by side: a
// journey mostly waits (for the network, animations, the server), so two at a time on two cores
// take about two thirds of the time one after the other. Separate servers also keep each shard's
// per-address rate limits (logins, signups) what they were when the journeys ran one by one.
const shardsAsked = Number(process.env.E2E_SHARDS ?? 2)
if (!Number.isInteger(shardsAsked) || shardsAsked < 1) {
  console.error(`E2E_SHARDS must be a whole number from 1 up, not "${process.env.E2E_SHARDS}"`)
  writeReport(0, 1)
  process.exit(1)
}
const shardCount = Math.min(shardsAsked, files.length)
const shards = split(files, shardCount)
const axeReports = shards.map((_, i) => path.join(os.tmpdir(), `axe-report-${process.pid}-${i}.json`))
const results = await Promise.all(shards.map((shard, i) => runShard(shard, shardCount > 1 ? `[${i + 1}/${shardCount}] ` : '', axeReports[i])))
mergeAxeReports(axeReports, path.join(here, 'axe-report.json'))
const passed = results.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0)
const failedNames = results.flatMap((r) => r.failedNames)
writeReport(passed, failed, failedNames)
console.log(`\njourneys: ${passed} passed, ${failed} failed in ${shardCount} shard(s)`)
for (const name of failedNames) console.log(`  ✖ ${name}`)
process.exit(failed > 0 ? 1 : 0)

/**
 * Journey files into `n` groups of about the same running time (longest first, each to the group
 * with the least so far). Seconds from a CI run (13.4 min in all, one by one); files not listed
 * took 7–18 s and count as 15.
 */
function split(list, n) {
  const seconds = {
    screens: 167,
    'accounts-pages': 135,
    'a11y-sweep': 67,
    'not-found': 55,
    'staff-order-delivery': 43,
    'accounts-login': 26,
    'accounts-signup': 23,
    language: 21,
    'money-cart-merge': 21,
  }
  const weight = (f) => seconds[path.basename(f, '.test.ts')] ?? 15
  const groups = Array.from({ length: n }, () => ({ files: [], total: 0 }))
  for (const f of [...list].sort((a, b) => weight(b) - weight(a))) {
    const g = groups.reduce((min, x) => (x.total < min.total ? x : min))
    g.files.push(f)
    g.total += weight(f)
  }
  return groups.map((g) => g.files.sort())
}

/**
 * The shards' axe-core reports (e2e/axe.ts) as one e2e/axe-report.json: its journeys, from this
 * run's shards, over those of earlier runs of other files.
 */
function mergeAxeReports(parts, target) {
  let merged
  try {
    merged = JSON.parse(fs.readFileSync(target, 'utf8'))
  } catch {}
  for (const part of parts) {
    if (!fs.existsSync(part)) continue
    const report = JSON.parse(fs.readFileSync(part, 'utf8'))
    merged = { ...report, journeys: { ...merged?.journeys, ...report.journeys } }
    fs.rmSync(part)
  }
  if (merged) fs.writeFileSync(target, `${JSON.stringify(merged, null, 2)}\n`)
}

/** One shard: its own server on a fresh SQLite database, mailbox and sign-in providers; its journeys one by one. */
async function runShard(shardFiles, label, axeReport) {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'))
  const mailDir = path.join(dataDir, 'mailbox')
  const mailbox = await startMailbox(mailDir)
  const providers = await startProviders(await freePort(), await freePort())
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SQLITE_PATH: path.join(dataDir, 'shop.sqlite'),
      DATA_DIR: dataDir,
      // Everything it logs goes to server.log (the card-number proof reads it); warnings and errors also here.
      LOG_LEVEL: 'info',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: mailbox.url,
      // Order status emails wait for a quiet spell (decision 032): 3 s here instead of a minute.
      ORDER_EMAIL_BURST_SECONDS: '3',
      // The built-in test processor's own listener: any free port, so shards never meet on 3001.
      TEST_PROCESSOR_PORT: '0',
      ...providers.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const serverLog = path.join(dataDir, 'server.log')
  keepLog(server, serverLog)
  const baseUrl = `http://127.0.0.1:${port}`
  try {
    await waitForHealth(server, baseUrl, 60_000)
    const accounts = createFixtures(path.join(dataDir, 'shop.sqlite'))
    const out = await runTests(shardFiles, label, { E2E_BASE_URL: baseUrl, E2E_MAIL_DIR: mailDir, E2E_DATA_DIR: dataDir, E2E_SERVER_LOG: serverLog, E2E_ACCOUNTS: accounts, E2E_AXE_REPORT: axeReport, ...providers.env })
    const failed = out.failed || (out.status !== 0 ? 1 : 0)
    if (failed) {
      // The data folder goes below: keep the server's log of a failed run for reading.
      const kept = path.join(os.tmpdir(), `shop-e2e-server-${port}.log`)
      fs.copyFileSync(serverLog, kept)
      console.log(`${label}server log: ${kept}`)
    }
    const failedNames = out.failedNames.length || !failed ? out.failedNames : [`${label}journeys exited with ${out.status}`]
    return { passed: out.passed, failed, failedNames }
  } catch (err) {
    console.error(`${label}${String(err)}`)
    return { passed: 0, failed: 1, failedNames: [`${label}${String(err)}`] }
  } finally {
    server.kill('SIGTERM')
    await mailbox.close()
    providers.child.kill('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Writes the server's output to `file`; lines below warn level (pino's 40) stay out of the console. */
function keepLog(server, file) {
  const log = fs.createWriteStream(file)
  for (const stream of [server.stdout, server.stderr]) {
    let pending = ''
    stream.on('data', (d) => {
      log.write(d)
      const lines = (pending + d).split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) {
        const level = /^\{"level":(\d+)/.exec(line)?.[1]
        if (!level || Number(level) >= 40) process.stderr.write(`${line}\n`)
      }
    })
  }
  server.on('exit', () => log.end())
}

/**
 * The local Google (OpenID) and Facebook stand-ins the social sign-in tests use, in a process of
 * their own; they print the settings that point the server at them.
 */
function startProviders(googlePort, facebookPort) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/modules/social-login/social-login.serve-providers.testing.ts', String(googlePort), String(facebookPort)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let text = ''
    const timer = setTimeout(() => reject(new Error('the sign-in providers did not start')), 30_000)
    child.stdout.on('data', (d) => {
      text += d
      if (!text.includes('Ctrl+C')) return
      clearTimeout(timer)
      const env = Object.fromEntries(text.split('\n').filter((l) => /^[A-Z_]+=/.test(l)).map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]))
      resolve({ child, env })
    })
    child.on('exit', (code) => reject(new Error(`the sign-in providers exited with ${code}`)))
  })
}

/**
 * The accounts the money journeys sign in with (e2e/fixtures.ts), written into the server's database
 * with the server's own code; returns their JSON for the journeys' E2E_ACCOUNTS.
 */
function createFixtures(sqlitePath) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/fixtures.ts'], {
    cwd: root,
    env: { ...process.env, SQLITE_PATH: sqlitePath },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const json = r.stdout?.trim().split('\n').at(-1)
  if (r.status !== 0 || !json) throw new Error(`e2e/fixtures.ts failed (exit ${r.status})`)
  return json
}

function runTests(files, label, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let text = ''
    let pending = ''
    child.stdout.on('data', (d) => {
      text += d
      // Whole lines, each marked with its shard, so two shards' reports stay readable.
      const lines = (pending + d).split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) process.stdout.write(`${label}${line}\n`)
    })
    child.on('close', (status) => {
      if (pending) process.stdout.write(`${label}${pending}\n`)
      const num = (re) => Number(text.match(re)?.[1] ?? 0)
      resolve({ status, passed: num(/^# pass (\d+)/m), failed: num(/^# fail (\d+)/m), failedNames: failedTests(text) })
    })
  })
}

async function waitForHealth(server, url, ms) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`)
    try {
      const r = await fetch(`${url}/health`)
      if (r.ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('server did not become healthy in time')
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer()
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
    s.on('error', reject)
  })
}
