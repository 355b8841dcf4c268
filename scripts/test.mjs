#!/usr/bin/env node
// `npm test`: type-check, lint, table ownership, unit and API tests (SQLite, plus PostgreSQL when TEST_DATABASE_URL
// is set), the browser journeys in Chromium, then the short proofs under fire (scripts/prove.mjs).
// Prints one closing line "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { findChromium } from '../e2e/chromium.mjs'

const ci = process.env.CI === 'true'
let passed = 0
let failed = 0
const problems = []
/** Each failed test by name, printed again at the end, where a truncated CI log still shows it. */
const failedTests = []

const timings = []

function run(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}`)
  const started = Date.now()
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  timings.push(`${title} ${((Date.now() - started) / 60_000).toFixed(1)} min`)
  return r.status === 0
}

/** Runs a command with its output held back, so two of them side by side print one after the other. */
function runQuietly(title, cmd, args) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.on('close', (status) => {
      console.log(`\n▶ ${title}`)
      if (out.trim()) process.stdout.write(out)
      timings.push(`${title} ${((Date.now() - started) / 60_000).toFixed(1)} min`)
      if (status !== 0) {
        failed++
        problems.push(title)
      }
      resolve()
    })
  })
}

// Each of them keeps one core busy: on two, side by side.
await Promise.all([
  runQuietly('type-check', 'npx', ['tsc', '-b']),
  runQuietly('lint', 'npx', ['eslint', '.', '--max-warnings=0']),
  // Each module touches only the tables it owns (db/tables/<module>.ts); raw SQL included.
  runQuietly('table ownership', process.execPath, ['scripts/check-tables.mjs']),
])

if (ci && !process.env.TEST_DATABASE_URL) {
  console.error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL suite must run under CI.')
  failed++
  problems.push('PostgreSQL suite (no TEST_DATABASE_URL)')
}
if (!process.env.TEST_DATABASE_URL) {
  console.log('\nℹ TEST_DATABASE_URL is not set: the server suite runs on SQLite only.')
  console.log('  To run it on PostgreSQL too: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test')
}

const vitestReport = path.join(os.tmpdir(), `vitest-${process.pid}.json`)
const vitestOk = run('unit and API tests (vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`])
try {
  const report = JSON.parse(fs.readFileSync(vitestReport, 'utf8'))
  passed += report.numPassedTests
  failed += report.numFailedTests
  for (const file of report.testResults)
    for (const t of file.assertionResults) if (t.status === 'failed') failedTests.push(`vitest: ${path.relative(process.cwd(), file.name)} › ${t.fullName}`)
  if (report.numFailedTests === 0 && !vitestOk) {
    failed++
    problems.push('vitest (a suite failed to run)')
  }
} catch {
  failed++
  problems.push('vitest (no report)')
}

const chromium = findChromium()
if (!chromium) {
  const how = 'Browser journeys need Chromium: apt-get install -y chromium (or set CHROMIUM_PATH).'
  if (ci) {
    console.error(`\n✖ ${how}`)
    failed++
    problems.push('browser journeys (no Chromium)')
  } else {
    console.log(`\n⚠ Skipping the browser journeys. ${how}`)
  }
} else {
  const e2eReport = path.join(os.tmpdir(), `e2e-${process.pid}.txt`)
  const ok = run('browser journeys (Chromium)', 'node', ['e2e/run.mjs', `--report=${e2eReport}`])
  try {
    const [counts, ...names] = fs.readFileSync(e2eReport, 'utf8').trim().split('\n')
    const [p, f] = counts.split(' ').map(Number)
    passed += p
    failed += f
    failedTests.push(...names.map((n) => `journey: ${n}`))
    if (!ok && f === 0) {
      failed++
      problems.push('browser journeys (runner failed)')
    }
  } catch {
    failed++
    problems.push('browser journeys (no report)')
  }
}

// Issue 6: the short variants of the proofs under fire (bench/README.md has the long runs' figures).
const proofReport = path.join(os.tmpdir(), `proofs-${process.pid}.txt`)
const proofsOk = run('proofs under fire (bench/*.ts --short)', 'node', ['scripts/prove.mjs', '--short', `--report=${proofReport}`])
try {
  const [p, f] = fs.readFileSync(proofReport, 'utf8').trim().split(' ').map(Number)
  passed += p
  failed += f
  if (!proofsOk && f === 0) {
    failed++
    problems.push('proofs (runner failed)')
  } else if (f) problems.push('proofs under fire')
} catch {
  failed++
  problems.push('proofs (no report)')
}

console.log(`\nTime per step: ${timings.join('; ')}`)
if (problems.length) console.log(`\nFailed steps: ${problems.join(', ')}`)
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `  ✖ ${t}`).join('\n')}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
