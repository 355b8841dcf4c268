#!/usr/bin/env node
// Issue 6's proofs under fire, one after another: hostile input, crash recovery, several server
// processes, mixed shopper load, Lighthouse. `--short` runs each script's CI variant (what
// `npm test` runs); without it the long variants (minutes each) whose figures go to bench/README.md.
// Usage: node scripts/prove.mjs [--short] [--report=FILE] [name…]   (names: fuzz crash scale-out mixed lighthouse)
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { findChromium } from '../e2e/chromium.mjs'

const args = process.argv.slice(2)
const short = args.includes('--short')
const reportFile = args.find((a) => a.startsWith('--report='))?.slice('--report='.length)
const only = args.filter((a) => !a.startsWith('--'))
const ci = process.env.CI === 'true'

const proofs = [
  { name: 'fuzz', title: 'hostile input from the OpenAPI description' },
  { name: 'crash', title: 'kill -9 during checkout load, invariants after restart' },
  { name: 'scale-out', title: 'two server processes on one PostgreSQL and one Redis', needs: 'postgres+redis' },
  { name: 'mixed', title: 'mixed shopper load per step beside the bare route' },
  { name: 'lighthouse', title: 'Lighthouse on home, category, product and checkout (mobile)', needs: 'chromium', extra: fs.existsSync('apps/web/dist/index.html') ? ['--no-build'] : [] },
]

let passed = 0
let failed = 0
const failures = []
const timings = []
for (const proof of proofs) {
  if (only.length && !only.includes(proof.name)) continue
  const missing = missingFor(proof.needs)
  if (missing) {
    if (ci) {
      console.error(`\n✖ ${proof.name}: ${missing}`)
      failed++
      failures.push(proof.name)
    } else console.log(`\n⚠ Skipping ${proof.name}: ${missing}`)
    continue
  }
  console.log(`\n▶ ${proof.name}: ${proof.title}${short ? ' (short variant)' : ''}`)
  const started = Date.now()
  const r = spawnSync('npx', ['tsx', `bench/${proof.name}.ts`, ...(short ? ['--short'] : []), ...(proof.extra ?? [])], { stdio: 'inherit' })
  timings.push(`${proof.name} ${((Date.now() - started) / 60_000).toFixed(1)} min`)
  if (r.status === 0) passed++
  else {
    failed++
    failures.push(proof.name)
  }
}
console.log(`\nTime per proof: ${timings.join('; ')}`)
if (failures.length) console.log(`\nProofs that failed: ${failures.join(', ')}`)
if (reportFile) fs.writeFileSync(reportFile, `${passed} ${failed}\n`)
process.exit(failed ? 1 : 0)

function missingFor(needs) {
  if (needs === 'chromium' && !findChromium()) return 'Chromium is missing (apt-get install -y chromium, or set CHROMIUM_PATH)'
  if (needs === 'postgres+redis') {
    const pg = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL
    const redis = process.env.BENCH_REDIS_URL || process.env.TEST_REDIS_URL
    if (!pg || !redis) return 'needs PostgreSQL and Redis (set TEST_DATABASE_URL and TEST_REDIS_URL)'
  }
  return null
}
