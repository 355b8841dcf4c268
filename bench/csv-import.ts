// Products CSV import (issue 17, decision 035): a 5,000-row file imports in under 10 s. For each
// database (SQLite always; PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, in a
// fresh schema) it seeds the demo catalog, makes an owner, starts the real server and, through the
// real HTTP routes:
//   1. exports the catalog and grows the file to ROWS rows with new sizes of existing products
//      (unknown SKUs): the import adds them;
//   2. exports again (now ROWS sizes), raises every price by 1 %, imports: ROWS updates;
//   3. imports the same file again: every row checked, nothing to write.
// Each import is timed from the first byte sent to the answer. Run with `npm run bench:csv`.
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { spawnSync } from 'node:child_process'
import { databases, prepareDatabase, freePort, root, startShop, stop, type DatabaseKind } from './lib/shop'

const ROWS = Number(process.env.BENCH_CSV_ROWS ?? 5000)
const LIMIT_SECONDS = 10

type Row = Record<string, string>
interface Step { rows: number; seconds: number; answer: Record<string, number> }
interface CsvResult { database: DatabaseKind; add: Step; update: Step; unchanged: Step; exportSeconds: number }

function owner(env: NodeJS.ProcessEnv): { email: string; password: string } {
  const email = `bench-csv-${Date.now()}@example.com`
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/staff-create.ts', email], { cwd: root, env, encoding: 'utf8' })
  const password = /Password[^:]*: (\S+)/.exec(r.stdout)?.[1]
  if (r.status !== 0 || !password) throw new Error(`staff:create failed: ${r.stderr || r.stdout}`)
  return { email, password }
}

async function run(database: DatabaseKind, pgUrl: string | undefined): Promise<CsvResult> {
  const prepared = prepareDatabase(database, pgUrl, { stock: 100, spread: 1, last: 1 })
  const port = await freePort()
  const account = owner(prepared.env)
  const server = await startShop(prepared.env, port)
  try {
    const base = `http://127.0.0.1:${port}`
    const login = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) })
    const token = ((await login.json()) as { access?: string }).access
    if (!token) throw new Error(`no staff session (${login.status})`)
    const auth = { authorization: `Bearer ${token}` }
    const exportRows = async (): Promise<{ rows: Row[]; seconds: number }> => {
      const started = performance.now()
      const res = await fetch(`${base}/api/staff/products/export.csv`, { headers: auth })
      const text = await res.text()
      if (!res.ok) throw new Error(`export: ${res.status} ${text.slice(0, 300)}`)
      return { rows: parse(text, { bom: true, columns: true }) as Row[], seconds: (performance.now() - started) / 1000 }
    }
    const importRows = async (rows: Row[]): Promise<Step> => {
      const body = stringify(rows, { header: true, bom: true, columns: Object.keys(rows[0]!), escape_formulas: true })
      const started = performance.now()
      const res = await fetch(`${base}/api/staff/products/import.csv`, { method: 'POST', headers: { ...auth, 'content-type': 'text/csv' }, body })
      const answer = (await res.json()) as Record<string, number>
      const seconds = (performance.now() - started) / 1000
      if (!res.ok) throw new Error(`import: ${res.status} ${JSON.stringify(answer).slice(0, 600)}`)
      return { rows: rows.length, seconds, answer }
    }

    // 1. Grow the file to ROWS rows: new sizes (unknown SKUs) of the exported products.
    const first = await exportRows()
    const grown = [...first.rows]
    for (let i = 0; grown.length < ROWS; i++) {
      const model = first.rows[i % first.rows.length]!
      grown.push({ ...model, sku: `BENCH-${String(i).padStart(5, '0')}`, gtin: '', size_value: String(1000 + i), label_en: '', label_cz: '', label_sl: '', label_ge: '' })
    }
    const add = await importRows(grown)

    // 2. Every price up by 1 % (compare-at prices with it, so they stay above).
    const second = await exportRows()
    const up = (price: string) => (Math.round(Number(price) * 101) / 100).toFixed(2)
    const raised = second.rows.map((r) => ({ ...r, price: up(r.price!), compare_at_price: r.compare_at_price ? (Number(up(r.compare_at_price)) + 0.01).toFixed(2) : '' }))
    const update = await importRows(raised)

    // 3. The same file again: all checked, nothing written.
    const unchanged = await importRows(raised)
    return { database, add, update, unchanged, exportSeconds: second.seconds }
  } finally {
    await stop(server)
    prepared.cleanup()
  }
}

async function main() {
  const results: CsvResult[] = []
  for (const [database, url] of databases()) {
    console.log(`\n== ${database}: a ${ROWS}-row CSV through POST /api/staff/products/import.csv`)
    const r = await run(database, url)
    results.push(r)
    const line = (name: string, s: Step) => console.log(`${name.padEnd(28)} ${String(s.rows).padStart(6)} rows  ${s.seconds.toFixed(2)} s  ${JSON.stringify(s.answer)}`)
    console.log(`export of ${ROWS} rows          ${r.exportSeconds.toFixed(2)} s`)
    line('import: add new sizes', r.add)
    line('import: change every price', r.update)
    line('import: unchanged', r.unchanged)
  }
  console.log('\n| database | rows | export s | import, adding s | import, every price changed s | import, unchanged s |')
  console.log('|---|---:|---:|---:|---:|---:|')
  for (const r of results) console.log(`| ${r.database} | ${r.update.rows} | ${r.exportSeconds.toFixed(2)} | ${r.add.seconds.toFixed(2)} | ${r.update.seconds.toFixed(2)} | ${r.unchanged.seconds.toFixed(2)} |`)
  const slow = results.flatMap((r) => [r.add, r.update, r.unchanged].filter((s) => s.seconds >= LIMIT_SECONDS).map((s) => `${r.database}: ${s.seconds.toFixed(2)} s`))
  if (slow.length) {
    console.error(`over ${LIMIT_SECONDS} s: ${slow.join(', ')}`)
    process.exitCode = 1
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
