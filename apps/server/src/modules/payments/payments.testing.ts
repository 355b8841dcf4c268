import type { CardInput } from '@shop/domain'

/** Card details as the checkout form sends them, for a number from TEST_CARDS (expiry two years ahead). */
export const testCard = (number: string): CardInput => ({
  number,
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 2,
  cvc: '123',
  name: 'Jana Nováková',
})

/** The test gateway (cards from TEST_CARDS), for other modules' tests that need a payments service. */
export { createTestGateway } from './payments.test-gateway'
