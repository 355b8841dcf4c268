import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A fake of exactly the Stripe calls the shop makes, on loopback: create a PaymentMethod from card
 * details, create-and-confirm a PaymentIntent, create a Refund. Stripe's own test numbers behave as
 * in Stripe's test mode (…0002 declined, …9995 insufficient funds, 4000000760000002 issued in
 * Brazil, …0016 in Germany, …0007 in Norway, others in the US), errors come in Stripe's shape and status codes, and an Idempotency-Key replays the first
 * answer like Stripe does. Every request is recorded (path, form fields, headers) for assertions.
 */

export interface RecordedRequest {
  method: string
  path: string
  /** The form fields as sent, e.g. { 'card[number]': '4242…', amount: '2500' } */
  form: Record<string, string>
  idempotencyKey: string | undefined
  authorization: string | undefined
}

export interface FakeStripe {
  /** http://127.0.0.1:<port>: set it as STRIPE_API_URL */
  readonly url: string
  readonly secretKey: string
  readonly requests: RecordedRequest[]
  /** PaymentIntents that succeeded (not replays) */
  succeededIntents(): number
  /** Every succeeded PaymentIntent: what the cards were charged and how much of it went back */
  intents(): Array<{ id: string; amount: number; refunded: number; shop_key: string | undefined }>
  stop(): Promise<void>
}

interface Method {
  id: string
  number: string
  brand: string
  last4: string
  country: string
}

interface Intent {
  id: string
  amount: number
  currency: string
  refunded: number
  /** metadata[shop_key], what the search finds an intent by */
  shop_key: string | undefined
}

const COUNTRY_OF: Record<string, string> = { '4000000760000002': 'BR', '4000002760000016': 'DE', '4000005780000007': 'NO' }

const cardError = (code: string, message: string, extra: Record<string, unknown> = {}) => ({
  status: 402,
  body: { error: { type: 'card_error', code, message, ...extra } },
})
const invalidRequest = (message: string, param?: string) => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } },
})

function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return digits.length > 0 && sum % 10 === 0
}

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  let raw = ''
  for await (const chunk of req) raw += String(chunk)
  return Object.fromEntries(new URLSearchParams(raw))
}

export async function startFakeStripe(opts: { secretKey?: string } = {}): Promise<FakeStripe> {
  const secretKey = opts.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`
  const requests: RecordedRequest[] = []
  const methods = new Map<string, Method>()
  const intents = new Map<string, Intent>()
  const replays = new Map<string, { params: string; status: number; body: unknown }>()
  let succeeded = 0
  const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

  function paymentMethod(form: Record<string, string>) {
    const number = (form['card[number]'] ?? '').replace(/\s/g, '')
    if (form.type !== 'card') return invalidRequest('Only card payment methods are supported here', 'type')
    if (!/^\d{12,19}$/.test(number) || !luhn(number)) return cardError('incorrect_number', 'Your card number is incorrect.', { param: 'number' })
    if (!/^\d{3,4}$/.test(form['card[cvc]'] ?? '')) return cardError('invalid_cvc', "Your card's security code is invalid.", { param: 'cvc' })
    const brand = number.startsWith('4') ? 'visa' : number.startsWith('5') ? 'mastercard' : 'unknown'
    const method: Method = { id: id('pm'), number, brand, last4: number.slice(-4), country: COUNTRY_OF[number] ?? 'US' }
    methods.set(method.id, method)
    const expMonth = Number(form['card[exp_month]'])
    const expYear = Number(form['card[exp_year]'])
    return {
      status: 200,
      body: { id: method.id, object: 'payment_method', type: 'card', card: { brand, last4: method.last4, country: method.country, exp_month: expMonth, exp_year: expYear, funding: 'credit' } },
    }
  }

  function paymentIntent(form: Record<string, string>) {
    const amount = Number(form.amount)
    if (!Number.isInteger(amount) || amount < 50) return invalidRequest('Amount must be at least 50 of the currency\'s smallest unit', 'amount')
    const currency = form.currency ?? ''
    // The currencies the shop's markets sell in (a real account settles these three).
    if (!['usd', 'eur', 'czk'].includes(currency)) return invalidRequest(`Invalid currency: ${currency}`, 'currency')
    const method = methods.get(form.payment_method ?? '')
    if (!method) return invalidRequest(`No such PaymentMethod: '${form.payment_method}'`, 'payment_method')
    const intentId = id('pi')
    const base = { id: intentId, object: 'payment_intent', amount, currency, payment_method: method.id }
    if (method.number === '4000000000000002') {
      return cardError('card_declined', 'Your card was declined.', { decline_code: 'generic_decline', payment_intent: { ...base, status: 'requires_payment_method' } })
    }
    if (method.number === '4000000000009995') {
      return cardError('card_declined', 'Your card has insufficient funds.', { decline_code: 'insufficient_funds', payment_intent: { ...base, status: 'requires_payment_method' } })
    }
    intents.set(intentId, { id: intentId, amount, currency, refunded: 0, shop_key: form['metadata[shop_key]'] })
    succeeded++
    return { status: 200, body: { ...base, status: form.confirm === 'true' ? 'succeeded' : 'requires_confirmation', amount_received: amount } }
  }

  function refund(form: Record<string, string>) {
    const intent = intents.get(form.payment_intent ?? '')
    if (!intent) return invalidRequest(`No such payment_intent: '${form.payment_intent}'`, 'payment_intent')
    const amount = form.amount ? Number(form.amount) : intent.amount - intent.refunded
    if (!Number.isInteger(amount) || amount <= 0 || intent.refunded + amount > intent.amount) {
      return invalidRequest(`Refund amount (${amount}) is greater than unrefunded amount on charge (${intent.amount - intent.refunded})`, 'amount')
    }
    intent.refunded += amount
    return { status: 200, body: { id: id('re'), object: 'refund', amount, currency: intent.currency, payment_intent: intent.id, status: 'succeeded' } }
  }

  /** GET /v1/payment_intents/search: only the one query the shop sends, metadata['shop_key']:'…'. */
  function search(form: Record<string, string>) {
    const wanted = /^metadata\['shop_key'\]:'([^']*)'$/.exec(form.query ?? '')?.[1]
    if (wanted === undefined) return invalidRequest('This fake understands only metadata[\'shop_key\'] queries', 'query')
    const data = [...intents.values()]
      .filter((i) => i.shop_key === wanted)
      .map((i) => ({ id: i.id, object: 'payment_intent', amount: i.amount, currency: i.currency, status: 'succeeded', metadata: { shop_key: i.shop_key } }))
    return { status: 200, body: { object: 'search_result', url: '/v1/payment_intents/search', has_more: false, next_page: null, data } }
  }

  const ROUTES: Record<string, (form: Record<string, string>) => { status: number; body: unknown }> = {
    '/v1/payment_methods': paymentMethod,
    '/v1/payment_intents': paymentIntent,
    '/v1/refunds': refund,
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const [path = '', query = ''] = (req.url ?? '').split('?')
    const form = req.method === 'GET' ? Object.fromEntries(new URLSearchParams(query)) : await readForm(req)
    const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined
    requests.push({ method: req.method ?? '', path, form, idempotencyKey, authorization: req.headers.authorization })
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) })
      res.end(JSON.stringify(body))
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
    }
    const route = req.method === 'POST' ? ROUTES[path] : req.method === 'GET' && path === '/v1/payment_intents/search' ? search : undefined
    if (!route) return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } })
    const params = JSON.stringify(form)
    const replayKey = idempotencyKey ? `${path} ${idempotencyKey}` : undefined
    const earlier = replayKey ? replays.get(replayKey) : undefined
    if (earlier) {
      if (earlier.params !== params) {
        return send(400, { error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' } })
      }
      return send(earlier.status, earlier.body)
    }
    const answer = route(form)
    if (replayKey) replays.set(replayKey, { params, ...answer })
    send(answer.status, answer.body)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'fake failed' } }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    succeededIntents: () => succeeded,
    intents: () => [...intents.values()].map((i) => ({ ...i })),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
