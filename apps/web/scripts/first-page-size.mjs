// Prints the gzip size of the JavaScript the first page (/) downloads after `vite build`: the entry
// chunk and the app's start chunk (src/main.tsx imports it once the frame has painted) with
// everything they import statically, the lazily loaded home route with its static imports, and the texts of the default language that the home page asks for (`common` for the
// layout, `catalog` for the home route). Budget: at most 100 KB gzip (issue 16, decision 028).
//
// Until the first page fits the budget, a ceiling holds what has been won: the build fails over
// CEILING_KB (lower it with every cut, never raise it without a decision that says why). SIZE_STRICT=1
// fails the build over the budget itself; SIZE_STRICT=0 turns every failure off for one build.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const BUDGET_KB = 100
const CEILING_KB = 112
const limitKb = process.env.SIZE_STRICT === '1' ? BUDGET_KB : process.env.SIZE_STRICT === '0' ? Infinity : CEILING_KB
// The build folder: apps/web/dist, or the one given as the first argument.
const dist = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist')
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'))

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
if (!entryKey) throw new Error('No entry in dist/.vite/manifest.json')
const firstPage = ['src/app/routes/home.tsx', 'src/i18n/en/common.json', 'src/i18n/en/catalog.json'].filter((k) => manifest[k])

const files = new Map() // file -> why it is loaded
function collect(key, why) {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return
  files.set(chunk.file, why)
  for (const dep of chunk.imports ?? []) collect(dep, why)
}
collect(entryKey, 'entry')
collect('src/app/start.tsx', 'entry')
for (const key of firstPage) collect(key, key.endsWith('.json') ? 'texts' : 'home route')

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7)
let total = 0
const rows = [...files].map(([file, why]) => {
  const raw = readFileSync(path.join(dist, file))
  const gz = gzipSync(raw, { level: 9 }).length
  total += gz
  return { file, why, raw: raw.length, gz }
})
console.log('\nFirst page (/) JavaScript:')
for (const r of rows.sort((a, b) => b.gz - a.gz)) console.log(`  ${kb(r.gz)} KB gzip  ${kb(r.raw)} KB raw  ${r.why.padEnd(10)}  ${r.file}`)
const verdict = total / 1024 <= BUDGET_KB ? 'within' : 'OVER'
console.log(`  ${kb(total)} KB gzip in total: ${verdict} the ${BUDGET_KB} KB budget (the build fails over ${CEILING_KB} KB until it fits)\n`)
// The benchmark report (bench/run.ts) picks this up.
writeFileSync(
  path.join(dist, 'first-page-size.json'),
  JSON.stringify({ gzip_kb: Math.round((total / 1024) * 10) / 10, budget_kb: BUDGET_KB, ceiling_kb: CEILING_KB, files: rows }, null, 2),
)
if (total / 1024 > limitKb) {
  console.error(`The first page's JavaScript is over ${limitKb} KB gzip (scripts/first-page-size.mjs: budget ${BUDGET_KB}, ceiling ${CEILING_KB}).`)
  process.exit(1)
}
