// wrk (C) as the load generator: one thread, N connections, a Lua script that cycles over paths.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export interface LoadResult { reqPerSec: number; p99: number; p50: number; errors: number; non2xx: number }

export const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => fs.existsSync(p))

let scripts = 0

/** Loads `url` with `paths` in turn for `duration` seconds (each wrk run starts at the first path). */
export async function runWrk(
  url: string,
  paths: string[],
  duration: number,
  opts: { connections: number; headers: Record<string, string>; dir: string },
): Promise<LoadResult> {
  const script = path.join(opts.dir, `paths-${++scripts}.lua`)
  fs.writeFileSync(
    script,
    `local paths = {${paths.map((p) => JSON.stringify(p)).join(',')}}\nlocal i = 0\nrequest = function()\n  i = i + 1\n  return wrk.format("GET", paths[((i - 1) % #paths) + 1])\nend\n`,
  )
  const headerArgs = Object.entries(opts.headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`])
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(WRK!, ['-t1', `-c${opts.connections}`, `-d${duration}s`, '--timeout', '10s', '--latency', ...headerArgs, '-s', script, url])
    let text = ''
    child.stdout.on('data', (d) => (text += d))
    child.on('error', reject)
    child.on('close', () => resolve(text))
  })
  fs.rmSync(script, { force: true })
  const ms = (label: string) => {
    const m = out.match(new RegExp(`^\\s*${label}\\s+([\\d.]+)(us|ms|s)`, 'm'))
    if (!m) return NaN
    const v = Number(m[1])
    return Math.round((m[2] === 'us' ? v / 1000 : m[2] === 's' ? v * 1000 : v) * 100) / 100
  }
  const num = (re: RegExp) => Number(out.match(re)?.[1] ?? 0)
  const errors = num(/connect (\d+)/) + num(/read (\d+)/) + num(/write (\d+)/) + num(/timeout (\d+)/)
  return { reqPerSec: Math.round(num(/Requests\/sec:\s+([\d.]+)/)), p50: ms('50%'), p99: ms('99%'), errors, non2xx: num(/Non-2xx or 3xx responses: (\d+)/) }
}
