import os from 'node:os'
import { defineConfig } from 'vitest/config'
import { MOCKING_TESTS, SERVER_TEST_DEFAULTS } from './apps/server/vitest.config'

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/server',
      // The server's test files that mock a module, each with a module registry of its own (apps/server/vitest.config.ts).
      { test: { ...SERVER_TEST_DEFAULTS, name: 'server-mocks', root: './apps/server', include: MOCKING_TESTS } },
      'apps/web',
      // The test scripts' own helpers (e2e/tap.mjs) and the boundary checks (scripts/eslint-boundaries.mjs,
      // scripts/check-tables.mjs). Building the ESLint config takes seconds on a busy machine.
      { test: { name: 'scripts', root: '.', include: ['e2e/*.test.mjs', 'scripts/*.test.mjs'], testTimeout: 30_000, hookTimeout: 30_000 } },
    ],
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine (this one, CI's).
    // Test files wait on SQLite, PostgreSQL and jsdom as much as they compute, and each has a
    // database of its own (src/test/harness.ts): two at a time took the run from 5.9 to 3.3–4.1 min.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
})
