import type { Config } from '../../config'
import type { PaymentGateway } from './payments.types'

// SKELETON (helper replaces): the test gateway or Stripe, per config.PAYMENT_GATEWAY.
export function createGateway(_config: Config): PaymentGateway {
  return {
    name: 'test',
    charge: () => Promise.reject(new Error('not built yet')),
    refund: () => Promise.reject(new Error('not built yet')),
  }
}
