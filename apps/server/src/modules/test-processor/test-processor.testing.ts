import type { TestProcessor } from './test-processor'

/** A card as the card fields send it; by default an expiry two years ahead and CVC 123. */
export function cardFields(card: string | { number: string; exp_month: number; exp_year: number; cvc: string }): Record<string, string> {
  const c = typeof card === 'string' ? { number: card, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' } : card
  return {
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': c.number,
    'payment_method_data[card][exp_month]': String(c.exp_month),
    'payment_method_data[card][exp_year]': String(c.exp_year),
    'payment_method_data[card][cvc]': c.cvc,
  }
}

const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!

async function post(url: string, form: Record<string, string>): Promise<{ status: number; body: any }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() })
  return { status: res.status, body: await res.json() }
}

/**
 * What the processor's card fields do when the shopper pays: confirm the PaymentIntent with the
 * publishable key and client secret. Answers the processor's reply (200 with the intent, or 402
 * with a card error).
 */
export function confirmAsBrowser(
  processor: Pick<TestProcessor, 'apiUrl' | 'publishableKey'>,
  clientSecret: string,
  card: Parameters<typeof cardFields>[0],
  returnUrl = 'http://localhost/return',
) {
  return post(`${processor.apiUrl}/v1/payment_intents/${intentIdOf(clientSecret)}/confirm`, {
    key: processor.publishableKey,
    client_secret: clientSecret,
    return_url: returnUrl,
    ...cardFields(card),
  })
}

/** The shopper's button on the processor's 3-D Secure page: "Complete" or "Fail". */
export function answerThreeDSecure(processor: Pick<TestProcessor, 'apiUrl'>, clientSecret: string, result: 'complete' | 'fail') {
  return post(`${processor.apiUrl}/3ds/${intentIdOf(clientSecret)}/authenticate`, { client_secret: clientSecret, result })
}
