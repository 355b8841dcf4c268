/**
 * Card payments in server tests as the browser makes them (issue 20): the shop answers 202 with a
 * PaymentStart, the card goes to the processor (the built-in test processor the test context
 * started) with the publishable key and the client secret, then the browser asks the shop to
 * complete. Tests written when the shop took card numbers keep their shape through `payingBy`.
 */
import type { PaymentStart } from '@shop/domain'
import type { LightMyRequestResponse } from 'fastify'
import { answerThreeDSecure, confirmAsBrowser } from '../modules/test-processor/test-processor.testing'

export interface TestCardDetails {
  number: string
  exp_month: number
  exp_year: number
  cvc: string
  name?: string
}

/** A request as one shopper (their token or cart cookie), as checkout.testing's and wallet.testing's helpers send it. */
export type Send = (method: 'GET' | 'POST', url: string, body?: unknown) => Promise<LightMyRequestResponse>

/** What the processor answered the browser's confirm: the intent's status, or its card error. */
export interface Confirmed {
  status: number
  intent_status: string | null
  error: { code?: string; decline_code?: string; message?: string } | null
  next_action: { type: string; redirect_to_url?: { url: string } } | null
}

/** The processor's origin and publishable key, as the browser learns them from the shop. */
export async function processorOf(send: Send): Promise<{ origin: string; publishable_key: string }> {
  const res = await send('GET', '/api/payments/config')
  if (res.statusCode !== 200) throw new Error(`GET /api/payments/config: ${res.statusCode} ${res.body}`)
  const cfg = res.json() as { publishable_key: string; script_url: string }
  return { origin: new URL(cfg.script_url).origin, publishable_key: cfg.publishable_key }
}

/** The browser's confirm at the processor (its own origin): the card goes there and nowhere else. */
export async function confirmAtProcessor(send: Send, start: PaymentStart, card: TestCardDetails): Promise<Confirmed> {
  const { origin, publishable_key } = await processorOf(send)
  const res = await confirmAsBrowser({ apiUrl: origin, publishableKey: publishable_key }, start.client_secret, card, 'http://localhost/checkout/return')
  const body = res.body as { status?: string; next_action?: Confirmed['next_action']; error?: Confirmed['error'] }
  return { status: res.status, intent_status: body.status ?? null, error: body.error ?? null, next_action: body.next_action ?? null }
}

/** The 3-D Secure page's button ("Complete" or "Fail"), pressed as the shopper would on the processor's page. */
export async function answerChallenge(confirmed: Confirmed, start: Pick<PaymentStart, 'client_secret'>, choice: 'complete' | 'fail'): Promise<void> {
  const url = confirmed.next_action?.redirect_to_url?.url
  if (!url) throw new Error('The payment asked for no 3-D Secure challenge')
  const res = await answerThreeDSecure({ apiUrl: new URL(url).origin }, start.client_secret, choice)
  if (res.status >= 400) throw new Error(`3-D Secure ${choice}: ${res.status} ${JSON.stringify(res.body)}`)
}

/** The browser's return to the shop after confirmPayment. */
export const completePayment = (send: Send, paymentId: string) => send('POST', `/api/payments/${paymentId}/complete`, {})

/**
 * Pays a 202's payment with this card as the browser would (3-D Secure answered with `challenge`)
 * and answers what the shop's complete route said.
 */
export async function pay(send: Send, start: PaymentStart, card: TestCardDetails, challenge: 'complete' | 'fail' = 'complete'): Promise<LightMyRequestResponse> {
  const confirmed = await confirmAtProcessor(send, start, card)
  if (confirmed.intent_status === 'requires_action') await answerChallenge(confirmed, start, challenge)
  return completePayment(send, start.id)
}

/** A response standing for another: the status and JSON body a test written for the old answer reads. */
export function answered(res: LightMyRequestResponse, statusCode: number, body: unknown): LightMyRequestResponse {
  const text = JSON.stringify(body)
  return Object.assign(Object.create(Object.getPrototypeOf(res) as object) as LightMyRequestResponse, res, {
    statusCode,
    body: text,
    payload: text,
    rawPayload: Buffer.from(text),
    json: () => JSON.parse(text) as unknown,
  })
}

/** Whether a body names card details (the old way): `card` an object. */
const cardIn = (o: unknown): TestCardDetails | null => {
  const card = o && typeof o === 'object' ? (o as { card?: unknown }).card : undefined
  return card && typeof card === 'object' ? (card as TestCardDetails) : null
}

/**
 * Sends a body that may carry card details the old way (`card: {number, …}` at `where`: the body's
 * `payment` for an order, the body itself for a top-up or gift card): the details are taken out
 * (`card: true` for an order), the shop's 202 paid at the processor, and the outcome answered as
 * the old route did — `success(outcome)` with `status`, or the complete route's refusal as is.
 * Bodies without card details go as they are.
 */
export async function sendPaying(
  send: Send,
  url: string,
  body: Record<string, unknown>,
  where: 'payment' | 'body',
  success: { status: number; pick: (outcome: Record<string, unknown>) => unknown },
  challenge: 'complete' | 'fail' = 'complete',
): Promise<LightMyRequestResponse> {
  const holder = where === 'payment' ? (body.payment as Record<string, unknown> | undefined) : body
  const card = cardIn(holder)
  if (!card) return send('POST', url, body)
  const rest = { ...holder }
  if (where === 'payment') rest.card = true
  else delete rest.card
  const res = await send('POST', url, where === 'payment' ? { ...body, payment: rest } : rest)
  if (res.statusCode !== 202) return res
  const done = await pay(send, (res.json() as { payment?: PaymentStart }).payment ?? (res.json() as PaymentStart), card, challenge)
  if (done.statusCode !== 200) return done
  return answered(done, success.status, success.pick(done.json() as Record<string, unknown>))
}

/** The routes that took card details before issue 20, with the part of the body that carried them and their old success. */
const OLD_CARD_ROUTES: Record<string, { where: 'payment' | 'body'; status: number; pick: (outcome: Record<string, unknown>) => unknown }> = {
  '/api/orders': { where: 'payment', status: 201, pick: (o) => o.order },
  '/api/wallet/top-up': { where: 'body', status: 200, pick: (o) => o.wallet },
  '/api/gift-cards': { where: 'body', status: 201, pick: (o) => o.gift_card },
}

/**
 * A shopper's `send` that pays old-style card bodies (orders, top-ups, gift cards with `card: {number, …}`)
 * at the processor as the browser would, answering as those routes did (sendPaying). Everything else goes as is.
 */
export function payingSend(send: Send, challenge: () => 'complete' | 'fail' = () => 'complete'): Send {
  return (method, url, body) => {
    const route = method === 'POST' ? OLD_CARD_ROUTES[url] : undefined
    if (!route || !body || typeof body !== 'object') return send(method, url, body)
    return sendPaying(send, url, body as Record<string, unknown>, route.where, route, challenge())
  }
}
