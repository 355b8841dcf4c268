// After `vite build`: checks that none of the staff area's code is in the JavaScript a shopper
// loads, i.e. the entry chunk with its static imports and every shopper page chunk with its static
// imports. Staff code is recognised by what only it contains: calls to /api/staff/. Exits 1 on a
// leak. Run: node apps/web/scripts/check-admin-split.mjs (src/app/admin/admin-split.test.ts checks
// the same on the sources, without a build).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// The build folder: apps/web/dist, or the one given as the first argument.
const dist = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist')
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'))
const STAFF_MARKER = '/api/staff/'
const isStaffSource = (key) => key.startsWith('src/app/admin/') || key.startsWith('src/features/admin/')

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
if (!entryKey) throw new Error('No entry in dist/.vite/manifest.json')

/** file → the chain of manifest keys that loads it */
const shopperFiles = new Map()
function collect(key, chain) {
  const chunk = manifest[key]
  if (!chunk || shopperFiles.has(chunk.file)) return
  shopperFiles.set(chunk.file, [...chain, key])
  for (const dep of chunk.imports ?? []) collect(dep, [...chain, key])
}
// The entry paints nothing itself: it imports the app's start chunk once the frame has painted.
const START_KEY = 'src/app/start.tsx'
if (!manifest[START_KEY]) throw new Error(`No chunk for ${START_KEY} in dist/.vite/manifest.json`)
collect(entryKey, [])
collect(START_KEY, [entryKey])
const pages = Object.keys(manifest).filter((k) => k.startsWith('src/app/routes/') && manifest[k].isDynamicEntry)
if (pages.length === 0) throw new Error('No lazily loaded page chunk under src/app/routes/ in the manifest')
for (const key of pages) collect(key, [entryKey, START_KEY])

const staffChunks = Object.keys(manifest).filter(isStaffSource)
if (!staffChunks.includes('src/app/admin/admin-app.tsx')) {
  console.error('✖ No chunk of its own for src/app/admin/admin-app.tsx: is the staff area still loaded lazily?')
  process.exit(1)
}

const leaks = []
for (const [file, chain] of shopperFiles) {
  if (!file.endsWith('.js')) continue
  if (readFileSync(path.join(dist, file), 'utf8').includes(STAFF_MARKER)) leaks.push(`${file} (loaded via ${chain.join(' → ')})`)
}
const marked = Object.values(manifest).filter((c) => c.file.endsWith('.js') && readFileSync(path.join(dist, c.file), 'utf8').includes(STAFF_MARKER))
if (marked.length === 0) {
  console.error(`✖ No built chunk contains ${STAFF_MARKER}: the check would pass vacuously.`)
  process.exit(1)
}
if (leaks.length) {
  console.error(`✖ Staff code (${STAFF_MARKER}) in the shopper's JavaScript:\n  ${leaks.join('\n  ')}`)
  process.exit(1)
}
console.log(`✔ Staff area split off: ${shopperFiles.size} shopper files (entry + ${pages.length} pages) without staff code; ${marked.length} staff chunks.`)
