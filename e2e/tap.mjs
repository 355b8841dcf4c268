// Reading Node's test runner's TAP report (e2e/run.mjs).
import path from 'node:path'

/**
 * The failed tests in a TAP report, each as "file › describe › test". "# Subtest: …" lines, indented
 * four spaces a level, say which describe a "not ok" belongs to, and the "location:" in its details
 * which file. A describe fails with its tests, so only the innermost failures are named.
 */
export function failedTests(tap) {
  const failures = []
  const trail = []
  let last
  for (const line of tap.split('\n')) {
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
  return failures.map((f) => (f.file ? `${f.file} › ${f.name}` : f.name))
}
