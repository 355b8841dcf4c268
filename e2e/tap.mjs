// Reading Node's test runner's TAP report (e2e/run.mjs).
import path from 'node:path'

/**
 * The failed tests in a TAP report, each as "file › describe › test". "# Subtest: …" lines, indented
 * four spaces a level, say which describe a "not ok" belongs to, and the "location:" in its details
 * which file, and its "error:" (its first line, cut at 300 characters) why: CI prints only these
 * names, so the reason travels with them. A describe fails with its tests, so only the innermost
 * failures are named.
 */
export function failedTests(tap) {
  const failures = []
  const trail = []
  let last
  let errorFollows = false
  for (const line of tap.split('\n')) {
    if (errorFollows && last) {
      errorFollows = false
      if (line.trim()) last.error = line.trim()
    }
    const error = line.match(/^\s*error: (.*)$/)
    if (error && last && !last.error) {
      if (/^[|>][-+]?$/.test(error[1])) errorFollows = true
      else last.error = error[1].replace(/^'(.*)'$/, '$1')
    }
    const depth = (line.match(/^ */)?.[0].length ?? 0) / 4
    const subtest = line.match(/^\s*# Subtest: (.*)$/)
    if (subtest) trail.splice(depth, Infinity, subtest[1].replaceAll('\\#', '#'))
    const location = line.match(/^\s*location: '(.*?)(?::\d+){0,2}'$/)
    if (location && last && !last.file) last.file = path.basename(location[1])
    const notOk = line.match(/^\s*not ok \d+ - (.*?)(?: # (.*))?$/)
    if (!notOk) continue
    last = undefined
    // A test marked todo may fail without failing the run.
    if (/^TODO\b/i.test(notOk[2] ?? '')) continue
    const name = [...trail.slice(0, depth), notOk[1].replaceAll('\\#', '#')].join(' › ')
    if (failures.some((f) => f.name.startsWith(`${name} › `))) continue
    last = { name, file: '' }
    failures.push(last)
  }
  const why = (f) => (f.error ? ` — ${f.error.length > 300 ? `${f.error.slice(0, 299)}…` : f.error}` : '')
  return failures.map((f) => `${f.file ? `${f.file} › ${f.name}` : f.name}${why(f)}`)
}
