import { describe, expect, it } from 'vitest'
import { failedTests } from './tap.mjs'

// Shaped as Node 20's test runner prints it (details cut short).
const report = `TAP version 13
# Subtest: checkout journey
    # Subtest: pays by card
    ok 1 - pays by card
      ---
      duration_ms: 3.5
      ...
    # Subtest: shows the \\# of items
    not ok 2 - shows the \\# of items
      ---
      location: '/work/main/e2e/journeys/checkout.test.ts:5:3'
      error: '1 == 2'
      ...
    # Subtest: coupons
        # Subtest: refuses an expired coupon
        not ok 1 - refuses an expired coupon
          ---
          location: '/work/main/e2e/journeys/checkout.test.ts:9:5'
          ...
        1..1
    not ok 3 - coupons
      ---
      location: '/work/main/e2e/journeys/checkout.test.ts:8:3'
      ...
    1..3
not ok 1 - checkout journey
  ---
  location: '/work/main/e2e/journeys/checkout.test.ts:1:1'
  ...
# Subtest: skipped one
ok 2 - skipped one # SKIP
# Subtest: not written yet
not ok 3 - not written yet # TODO
  ---
  location: '/work/main/e2e/journeys/other.test.ts:16:1'
  ...
# Subtest: a test at the top
not ok 4 - a test at the top
  ---
  location: '/work/main/e2e/journeys/other.test.ts:20:1'
  error: |-
    Timeout 10000ms exceeded.
    waiting for locator
  ...
1..4
# pass 1
# fail 3
`

describe('failedTests', () => {
  it('names each innermost failure with its file, describes and the first line of its error, and no test marked todo', () => {
    expect(failedTests(report)).toEqual([
      'checkout.test.ts › checkout journey › shows the # of items — 1 == 2',
      'checkout.test.ts › checkout journey › coupons › refuses an expired coupon',
      'other.test.ts › a test at the top — Timeout 10000ms exceeded.',
    ])
  })

  it('names nothing in a report without failures', () => {
    expect(failedTests('TAP version 13\n# Subtest: a\nok 1 - a\n1..1\n# pass 1\n# fail 0\n')).toEqual([])
  })
})
