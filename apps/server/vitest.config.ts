import { defineConfig } from 'vitest/config'

/**
 * The server's tests share a worker's modules (`isolate: false`): each file builds its own app and
 * database (src/test/harness.ts), and importing the server's modules afresh for every file took 55
 * of the suite's 86 s. A file that mocks a module (`vi.mock`) needs a module registry of its own,
 * or its mock would reach other files, or come too late for a module they had already imported:
 * those run in the `server-mocks` project (the root vitest.config.ts).
 */
export const SERVER_TEST_DEFAULTS = { environment: 'node' as const, testTimeout: 30_000, hookTimeout: 60_000 }
export const MOCKING_TESTS = ['src/modules/media/media.routes.test.ts']

export default defineConfig({
  test: { ...SERVER_TEST_DEFAULTS, name: 'server', include: ['src/**/*.test.ts'], exclude: MOCKING_TESTS, isolate: false },
})
