#!/usr/bin/env node
// Builds the web app, starts the real server on a free port with a fresh SQLite database, and runs
// the journeys in e2e/journeys with Node's test runner in Debian's Chromium.
// Usage: node e2e/run.mjs [--report=FILE] [--no-build] [journey files...]
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { findChromium } from './chromium.mjs'
import { startMailbox } from './mailbox.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '..')
const args = process.argv.slice(2)
const reportFile = args.find((a) => a.startsWith('--report='))?.slice('--report='.length)
const noBuild = args.includes('--no-build')
const only = args.filter((a) => !a.startsWith('--'))

function writeReport(p, f) {
  if (reportFile) fs.writeFileSync(reportFile, `${p} ${f}\n`)
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
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: mailbox.url,
    ...providers.env,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})
const baseUrl = `http://127.0.0.1:${port}`
let code = 1
try {
  await waitForHealth(baseUrl, 60_000)
  const accounts = createFixtures(path.join(dataDir, 'shop.sqlite'))
  const files = only.length
    ? only
    : fs.readdirSync(path.join(here, 'journeys')).filter((f) => f.endsWith('.test.ts')).sort().map((f) => path.join('e2e', 'journeys', f))
  const out = await runTests(files, { E2E_BASE_URL: baseUrl, E2E_MAIL_DIR: mailDir, E2E_DATA_DIR: dataDir, E2E_ACCOUNTS: accounts, ...providers.env })
  code = out.failed > 0 || out.status !== 0 ? 1 : 0
  writeReport(out.passed, out.failed || (out.status !== 0 ? 1 : 0))
} catch (err) {
  console.error(String(err))
  writeReport(0, 1)
} finally {
  server.kill('SIGTERM')
  await mailbox.close()
  providers.child.kill('SIGTERM')
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(code)

/**
 * The local Google (OpenID) and Facebook stand-ins the social sign-in tests use, in a process of
 * their own; they print the settings that point the server at them.
 */
function startProviders(googlePort, facebookPort) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/modules/social-login/testing/serve-providers.ts', String(googlePort), String(facebookPort)], {
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

function runTests(files, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let text = ''
    child.stdout.on('data', (d) => {
      process.stdout.write(d)
      text += d
    })
    child.on('close', (status) => {
      const num = (re) => Number(text.match(re)?.[1] ?? 0)
      resolve({ status, passed: num(/^# pass (\d+)/m), failed: num(/^# fail (\d+)/m) })
    })
  })
}

async function waitForHealth(url, ms) {
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
