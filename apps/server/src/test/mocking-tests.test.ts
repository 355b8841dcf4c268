import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MOCKING_TESTS } from '../../vitest.config'

// The server's test files share a worker's modules; one that mocks a module must run apart
// (apps/server/vitest.config.ts). This keeps the list honest as tests are added.
const root = path.resolve(import.meta.dirname, '..', '..')
const testFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? testFiles(full) : e.name.endsWith('.test.ts') ? [path.relative(root, full).split(path.sep).join('/')] : []
  })
const mocks = new RegExp(['vi', '\\.(do)?[mM]ock\\('].join(''))

describe('test files that mock modules', () => {
  it('are exactly those listed in MOCKING_TESTS', () => {
    const mocking = testFiles(path.join(root, 'src')).filter((f) => mocks.test(fs.readFileSync(path.join(root, f), 'utf8')))
    expect(mocking.sort()).toEqual([...MOCKING_TESTS].sort())
  })
})
