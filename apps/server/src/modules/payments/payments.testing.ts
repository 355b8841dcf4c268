import type { CardInput, PaymentStart } from '@shop/domain'
import type { TestContext } from '../../test/harness'
import { createProcessor, type ProcessorEndpoint } from './payments.processor'
import { createPaymentsService } from './payments.service'

/** Card details as a shopper types them into the processor's fields, for a number from TEST_CARDS (expiry two years ahead). */
export const testCard = (number: string): CardInput => ({
  number,
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 2,
  cvc: '123',
  name: 'Jana Nováková',
})

/** The PaymentIntent id inside a client secret (`pi_…_secret_…`). */
export const intentOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!

/**
 * What the browser does with a 202 PaymentStart: confirms the intent at the processor with the
 * publishable key and the card (Stripe.js's confirmPayment). The card goes to the processor only.
 * Answers the processor's status and body (a PaymentIntent, or Stripe's error shape).
 */
export async function confirmAtProcessor(
  processor: Pick<ProcessorEndpoint, 'apiUrl' | 'publishableKey'>,
  start: Pick<PaymentStart, 'client_secret'>,
  card: CardInput,
): Promise<{ status: number; body: any }> {
  const form = new URLSearchParams({
    key: processor.publishableKey,
    client_secret: start.client_secret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': card.number,
    'payment_method_data[card][exp_month]': String(card.exp_month),
    'payment_method_data[card][exp_year]': String(card.exp_year),
    'payment_method_data[card][cvc]': card.cvc,
    return_url: 'http://shop.test/checkout/return',
  })
  const res = await fetch(new URL(`/v1/payment_intents/${intentOf(start.client_secret)}/confirm`, processor.apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  })
  return { status: res.status, body: await res.json() }
}

const silent = { info() {}, warn() {}, error() {} }

/** A payments service over the test context's processor (for other modules' service-level tests). */
export function testPayments(ctx: Pick<TestContext, 'db' | 'config' | 'processor'>, opts: { now?: () => Date } = {}) {
  return createPaymentsService({ db: ctx.db, processor: createProcessor(ctx.config, ctx.processor), holdMinutes: ctx.config.PAYMENT_HOLD_MINUTES, log: silent, now: opts.now })
}
