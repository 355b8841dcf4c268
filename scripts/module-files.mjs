// Which files in a server module exist only for tests and benchmarks. The table check
// (check-tables.mjs) skips them, and the boundary lint (eslint-boundaries.mjs) lets them reach
// other modules' test helpers. One list, so settling on one helper name is a change here.

/** Test files: `cart.routes.test.ts`. */
export const TEST_FILE_SUFFIXES = ['.test.ts']
/** Test and bench helpers a module offers the tests of other modules: `cart.testing.ts`. */
export const TEST_HELPER_SUFFIXES = ['.testing.ts']
/** Folders inside a module that hold test helpers only: none (docs/module-template.md: one suffix, no folders). */
export const TEST_FOLDERS = []

/** True for a test file or test helper, given its path inside the module folder (`/` separated). */
export function isTestOnly(pathInModule) {
  const name = pathInModule.split('/').pop()
  if ([...TEST_FILE_SUFFIXES, ...TEST_HELPER_SUFFIXES].some((s) => name.endsWith(s))) return true
  return pathInModule.split('/').slice(0, -1).some((dir) => TEST_FOLDERS.includes(dir))
}

/** True for a helper other modules' tests may import. */
export function isTestHelper(pathInModule) {
  const name = pathInModule.split('/').pop()
  return TEST_HELPER_SUFFIXES.some((s) => name.endsWith(s)) || pathInModule.split('/').slice(0, -1).some((dir) => TEST_FOLDERS.includes(dir))
}
