import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

// apps/web/scripts/first-page-size.mjs on a made-up build: the budget, and when it fails the build.
const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/first-page-size.mjs')
const dirs: string[] = []
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })))

/** A dist folder whose first page is one entry chunk of `kb` KB that gzip cannot shrink. */
function distOf(kb: number) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'first-page-size-'))
  dirs.push(dist)
  fs.mkdirSync(path.join(dist, '.vite'))
  fs.mkdirSync(path.join(dist, 'assets'))
  fs.writeFileSync(path.join(dist, 'assets/index.js'), randomBytes(kb * 1024).toString('base64').slice(0, kb * 1024))
  fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index.js', isEntry: true } }))
  return dist
}

function run(dist: string, strict?: string) {
  const env = { ...process.env }
  delete env.SIZE_STRICT
  if (strict !== undefined) env.SIZE_STRICT = strict
  const r = spawnSync(process.execPath, [script, dist], { env, encoding: 'utf8' })
  return { status: r.status, out: r.stdout + r.stderr, report: JSON.parse(fs.readFileSync(path.join(dist, 'first-page-size.json'), 'utf8')) }
}

describe('first-page-size.mjs', () => {
  // base64 of random bytes gzips to about 3/4 of its length: 100 KB → ~75 KB gzip, 140 → ~105, 170 → ~128.
  const within = distOf(100)
  const over = distOf(140)
  const overCeiling = distOf(170)

  it('measures against a budget of 100 KB gzip', () => {
    const r = run(over, '0')
    expect(r.report.budget_kb).toBe(100)
    expect(r.report.gzip_kb).toBeGreaterThan(100)
    expect(r.out).toContain('OVER the 100 KB budget')
    expect(run(within, '0').out).toContain('within the 100 KB budget')
  })

  it('fails the build over the ceiling (what has been won is kept), over the budget with SIZE_STRICT=1, never with SIZE_STRICT=0', () => {
    const ceiling = run(within).report.ceiling_kb as number
    expect(ceiling).toBeGreaterThanOrEqual(100)
    expect(ceiling).toBeLessThan(run(overCeiling, '0').report.gzip_kb)
    expect(run(over, '0').report.gzip_kb).toBeLessThan(ceiling)
    expect(run(overCeiling).status).toBe(1)
    expect(run(over).status).toBe(0)
    expect(run(over, '1').status).toBe(1)
    expect(run(overCeiling, '0').status).toBe(0)
    expect(run(within).status).toBe(0)
    expect(run(within, '1').status).toBe(0)
  })
})
