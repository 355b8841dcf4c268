import type { Config } from '../../config'
import type { Db } from '../../db/database'
import type { PaymentGateway } from './payments.types'
import { createStripeGateway } from './payments.stripe-gateway'
import { createTestGateway } from './payments.test-gateway'

/**
 * The card processor config.PAYMENT_GATEWAY names; Stripe without a key is a startup error, not a
 * runtime surprise. The built-in test gateway keeps its charges in `db` (tables of its own).
 */
export function createGateway(config: Pick<Config, 'PAYMENT_GATEWAY' | 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>, db: Db): PaymentGateway {
  if (config.PAYMENT_GATEWAY === 'stripe') {
    if (!config.STRIPE_SECRET_KEY) throw new Error('PAYMENT_GATEWAY=stripe needs STRIPE_SECRET_KEY')
    return createStripeGateway({ secretKey: config.STRIPE_SECRET_KEY, apiUrl: config.STRIPE_API_URL })
  }
  return createTestGateway(db)
}
