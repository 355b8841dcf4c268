import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify'
import type { AddressInfo } from 'node:net'
import type { Db } from '../../db/database'
import { createProcessorApi, type Form } from './test-processor.api'
import { registerBrowserRoutes } from './test-processor.browser'
import { ApiError, type StripeErrorBody } from './test-processor.objects'
import { ensureKeys, nowIso, processorDb, stripeId } from './test-processor.repository'
import { createWebhookDelivery, type DeliveryLog } from './test-processor.webhooks'

export interface TestProcessorOptions {
  db: Db
  /** 0: any free port */
  port: number
  host?: string
  /** The origin the browser loads the card fields from; default http://localhost:<port> */
  publicUrl?: string
  /** The shop's webhook address; events wait in their table until one is set */
  webhookUrl?: string
  log?: DeliveryLog & { error(obj: object, msg: string): void }
  /** Tests: shorter waits between webhook retries */
  webhookRetryDelaysMs?: number[]
  webhookIntervalMs?: number
}

export interface TestProcessor {
  /** Where the shop's `stripe` SDK sends its calls (STRIPE_API_URL's role) */
  readonly apiUrl: string
  /** The processor's origin in the browser: stripe.js, the card fields, the 3-D Secure page */
  readonly publicUrl: string
  readonly secretKey: string
  readonly publishableKey: string
  readonly webhookSecret: string
  setWebhookUrl(url: string | null): void
  /** Sends every webhook due now and waits for the answers */
  flushWebhooks(): Promise<void>
  close(): Promise<void>
}

const IDEMPOTENCY_KEY_MS = 24 * 3600_000

type Auth = { kind: 'secret' } | { kind: 'publishable'; clientSecret: string }

/** Form fields; `expand[]` repeated becomes expand[0], expand[1], … as the SDK writes it. */
function parseForm(text: string): Form {
  const out: Form = {}
  let n = 0
  for (const [key, value] of new URLSearchParams(text)) out[key === 'expand[]' ? `expand[${n++}]` : key] = value
  return out
}

const expandOf = (form: Form) => Object.entries(form).filter(([k]) => /^expand\[\d*\]$/.test(k)).map(([, v]) => v)

/**
 * The built-in test processor (decision 049): a separate "company" on a listener of its own that
 * speaks the subset of Stripe's API the shop uses, keeps its state in test_processor_* tables,
 * serves its own stand-in for Stripe.js with card fields on its own origin, and signs and delivers
 * webhooks. It imports no shop module. It never keeps or logs a card number or CVC, and has no
 * request logging at all: its log hears only about undelivered webhooks and its own failures.
 */
export async function startTestProcessor(opts: TestProcessorOptions): Promise<TestProcessor> {
  const k = processorDb(opts.db)
  const keys = await ensureKeys(k)
  const host = opts.host ?? '127.0.0.1'
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 })
  const ctx = { publicUrl: '' }
  const api = createProcessorApi(k, ctx)
  const delivery = createWebhookDelivery(k, {
    secret: keys.webhookSecret,
    url: opts.webhookUrl ?? null,
    retryDelaysMs: opts.webhookRetryDelaysMs,
    intervalMs: opts.webhookIntervalMs,
    log: opts.log,
  })

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, parseForm(String(body))))

  app.addHook('onRequest', async (req, reply) => {
    reply.header('request-id', stripeId('req'))
    if (req.url.startsWith('/v1/')) {
      // Stripe's API answers browsers on any origin; Stripe.js calls it with the publishable key.
      reply.header('access-control-allow-origin', '*')
      reply.header('access-control-allow-headers', 'authorization, content-type, idempotency-key, stripe-version')
      reply.header('access-control-allow-methods', 'GET, POST, OPTIONS')
    }
  })

  app.setErrorHandler((err: Error & { statusCode?: number }, _req, reply) => {
    if (err instanceof ApiError) return reply.code(err.status).send({ error: err.body })
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500
    if (status === 500) opts.log?.error({ err: err.message }, 'test processor: request failed')
    return reply.code(status).send({ error: { type: status === 500 ? 'api_error' : 'invalid_request_error', message: status === 500 ? 'An error occurred with our API.' : err.message } })
  })
  app.setNotFoundHandler((req, reply) =>
    reply.code(404).send({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url.split('?')[0]}).` } }),
  )

  const formOf = (req: FastifyRequest): Form =>
    req.method === 'GET' ? parseForm(req.url.split('?')[1] ?? '') : ((req.body as Form | undefined) ?? {})

  const unauthorized = (message: string) => new ApiError(401, { type: 'invalid_request_error', message })

  /** Bearer sk_… (the shop's server); with `publishable`, also key=pk_… with the intent's client_secret (the browser). */
  function authenticate(req: FastifyRequest, form: Form, publishable: boolean): Auth {
    const header = req.headers.authorization
    if (header) {
      const token = /^Bearer (.+)$/.exec(header)?.[1] ?? ''
      if (token === keys.secretKey) return { kind: 'secret' }
      throw unauthorized(`Invalid API Key provided: ${token.slice(0, 8)}${'*'.repeat(Math.max(0, token.length - 12))}${token.slice(-4)}`)
    }
    if (publishable && form.key) {
      if (form.key !== keys.publishableKey) throw unauthorized(`Invalid API Key provided: ${form.key.slice(0, 8)}****`)
      if (!form.client_secret) throw new ApiError(400, { type: 'invalid_request_error', message: 'Missing required param: client_secret.', param: 'client_secret' })
      return { kind: 'publishable', clientSecret: form.client_secret }
    }
    throw unauthorized("You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').")
  }

  async function checkClientSecret(auth: Auth, id: string) {
    if (auth.kind !== 'publishable') return
    const row = await api.load(id)
    if (row.client_secret !== auth.clientSecret) {
      throw new ApiError(400, { type: 'invalid_request_error', message: 'The client_secret provided does not match the client_secret associated with the PaymentIntent.', param: 'client_secret' })
    }
  }

  /** Idempotency-Key (per path): the first answer is kept and replayed; other parameters with the key are refused. */
  async function idempotent(req: FastifyRequest, reply: FastifyReply, form: Form, run: () => Promise<unknown>) {
    const header = req.headers['idempotency-key']
    const answer = async () => {
      try {
        return { status: 200, body: await run() }
      } catch (err) {
        if (err instanceof ApiError) return { status: err.status, body: { error: err.body } }
        throw err
      }
    }
    let result: { status: number; body: unknown }
    if (typeof header !== 'string' || header === '') result = await answer()
    else {
      const key = `${req.url.split('?')[0]} ${header}`
      const params = JSON.stringify(Object.entries(form).sort(([a], [b]) => a.localeCompare(b)))
      const claimed = await k
        .insertInto('test_processor_idempotency')
        .values({ key, params, status: null, body: null, created_at: nowIso() })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst()
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 1) {
        try {
          result = await answer()
        } catch (err) {
          await k.deleteFrom('test_processor_idempotency').where('key', '=', key).execute()
          throw err
        }
        await k.updateTable('test_processor_idempotency').set({ status: result.status, body: JSON.stringify(result.body) }).where('key', '=', key).execute()
      } else {
        const first = (await k.selectFrom('test_processor_idempotency').selectAll().where('key', '=', key).executeTakeFirst())!
        const refuse = (status: number, message: string): StripeErrorBody & { status: number } => ({ status, type: 'idempotency_error', message })
        if (first.params !== params) {
          const { status, ...body } = refuse(400, `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${header}' if you meant to execute a different request.`)
          result = { status, body: { error: body } }
        } else if (first.status === null) {
          const { status, ...body } = refuse(409, 'There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ' + header + '. Please try again later.')
          result = { status, body: { error: body } }
        } else {
          result = { status: first.status, body: JSON.parse(first.body!) as unknown }
          reply.header('idempotent-replayed', 'true')
        }
      }
      reply.header('idempotency-key', header)
    }
    delivery.kick()
    return reply.code(result.status).send(result.body)
  }

  const secretPost = (path: string, run: (form: Form, params: Record<string, string>) => Promise<unknown>) =>
    app.post(path, async (req, reply) => {
      const form = formOf(req)
      authenticate(req, form, false)
      return idempotent(req, reply, form, () => run(form, req.params as Record<string, string>))
    })

  app.options('/v1/*', async (_req, reply) => reply.code(204).send())
  secretPost('/v1/payment_intents', (form) => api.create(form))
  secretPost('/v1/payment_intents/:id/capture', (form, p) => api.capture(p.id!, form))
  secretPost('/v1/payment_intents/:id/cancel', (form, p) => api.cancel(p.id!, form))
  secretPost('/v1/refunds', (form) => api.refund(form))

  app.get('/v1/payment_intents/search', async (req) => {
    const form = formOf(req)
    authenticate(req, form, false)
    return api.search(form.query ?? '')
  })
  app.get<{ Params: { id: string } }>('/v1/payment_intents/:id', async (req) => {
    const form = formOf(req)
    const auth = authenticate(req, form, true)
    await checkClientSecret(auth, req.params.id)
    return api.retrieve(req.params.id, auth.kind === 'secret' ? expandOf(form) : [])
  })
  app.post<{ Params: { id: string } }>('/v1/payment_intents/:id/confirm', async (req, reply) => {
    const form = formOf(req)
    const auth = authenticate(req, form, true)
    await checkClientSecret(auth, req.params.id)
    return idempotent(req, reply, form, () => api.confirm(req.params.id, form))
  })

  registerBrowserRoutes(app, { api, keys, ctx, afterChange: () => delivery.kick() })

  // Like Stripe, a key is remembered for 24 hours; older answers are dropped at start and hourly.
  const forgetOldKeys = () =>
    k
      .deleteFrom('test_processor_idempotency')
      .where('created_at', '<', new Date(Date.now() - IDEMPOTENCY_KEY_MS).toISOString())
      .execute()
      .catch((err: unknown) => opts.log?.warn({ err: (err as Error).message }, 'test processor: could not drop old idempotency keys'))
  await forgetOldKeys()
  const forgetting = setInterval(() => void forgetOldKeys(), 3600_000)
  forgetting.unref()

  await app.listen({ port: opts.port, host })
  const { port } = app.server.address() as AddressInfo
  const loopback = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
  ctx.publicUrl = (opts.publicUrl ?? `http://localhost:${port}`).replace(/\/$/, '')

  return {
    apiUrl: `http://${loopback}:${port}`,
    publicUrl: ctx.publicUrl,
    secretKey: keys.secretKey,
    publishableKey: keys.publishableKey,
    webhookSecret: keys.webhookSecret,
    setWebhookUrl: (url) => delivery.setUrl(url),
    flushWebhooks: () => delivery.flush(),
    async close() {
      clearInterval(forgetting)
      await delivery.close()
      await app.close()
    },
  }
}
