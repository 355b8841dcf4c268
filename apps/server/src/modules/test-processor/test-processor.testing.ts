import type { TestProcessor } from './test-processor'

/** A test card as the card fields send it: the number, an expiry two years ahead, a CVC. */
export function cardFields(number: string): Record<string, string> {
  return {
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': number,
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': String(new Date().getUTCFullYear() + 2),
    'payment_method_data[card][cvc]': '123',
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
export function confirmAsBrowser(processor: TestProcessor, clientSecret: string, cardNumber: string, returnUrl = 'http://localhost/return') {
  return post(`${processor.apiUrl}/v1/payment_intents/${intentIdOf(clientSecret)}/confirm`, {
    key: processor.publishableKey,
    client_secret: clientSecret,
    return_url: returnUrl,
    ...cardFields(cardNumber),
  })
}

/** The shopper's button on the processor's 3-D Secure page: "Complete" or "Fail". */
export function answerThreeDSecure(processor: TestProcessor, clientSecret: string, result: 'complete' | 'fail') {
  return post(`${processor.apiUrl}/3ds/${intentIdOf(clientSecret)}/authenticate`, { client_secret: clientSecret, result })
}
