// `npm run build` of the web app: the browser's build into dist/ (or the folder given as the first
// argument), then the server's page renderer (src/app/entry-server.tsx) into <dist>/.ssr, then
// the size report and the staff-area split check. `--quiet`: warnings only.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const [folder] = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const dist = path.resolve(folder ?? path.join(web, 'dist'))
const quiet = process.argv.includes('--quiet') ? ['--logLevel', 'warn'] : []

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: web, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

run('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', ...quiet])
run('npx', ['vite', 'build', '--ssr', 'src/app/entry-server.tsx', '--outDir', path.join(dist, '.ssr'), '--emptyOutDir', ...quiet])
run('node', ['scripts/first-page-size.mjs', dist])
run('node', ['scripts/check-admin-split.mjs', dist])
