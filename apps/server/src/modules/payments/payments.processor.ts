import Stripe from 'stripe'
import type { Config } from '../../config'

/**
 * Where the built-in test processor listens (its handle, started by main.ts or the test harness,
 * fits: modules/test-processor's TestProcessor).
 */
export interface ProcessorEndpoint {
  /** Where the shop's server calls its API (Stripe's REST subset) */
  apiUrl: string
  /** The origin browsers load its script and card fields from */
  publicUrl: string
  secretKey: string
  publishableKey: string
  webhookSecret: string
}

/** The card processor as the shop speaks to it: the `stripe` SDK, whichever company answers. */
export interface PaymentProcessor {
  readonly name: 'test' | 'stripe'
  readonly stripe: Stripe
  readonly webhookSecret: string
  /** What GET /api/payments/config tells the browser */
  readonly browser: { publishable_key: string; script_url: string }
  /** What the page policy must admit for the processor's script, its frames and its API */
  readonly origins: { script: string[]; frame: string[]; connect: string[] }
}

type ProcessorConfig = Pick<Config, 'PAYMENT_GATEWAY' | 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL' | 'STRIPE_JS_URL'>

/** The Stripe client pointed at `apiUrl`: the SDK takes host, port and protocol separately. */
export function stripeClient(opts: { secretKey: string; apiUrl: string; maxNetworkRetries?: number; timeoutMs?: number }): Stripe {
  const url = new URL(opts.apiUrl)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return new Stripe(opts.secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    // A retry carries the same idempotency key: the processor answers it once.
    maxNetworkRetries: opts.maxNetworkRetries ?? 1,
    timeout: opts.timeoutMs ?? 20_000,
    telemetry: false,
  })
}

/** Stripe's own origins (its CSP guide): Stripe.js, its frames and 3-D Secure pages, its API. */
const STRIPE_ORIGINS = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com', 'https://*.stripe.network'],
}

const originOf = (url: string) => new URL(url).origin
const unique = (xs: string[]) => [...new Set(xs)]

/**
 * The processor config.PAYMENT_GATEWAY names. Stripe without its keys is a startup error; the test
 * processor needs the handle of the one started with the shop.
 */
export function createProcessor(config: ProcessorConfig, endpoint: ProcessorEndpoint | undefined): PaymentProcessor {
  if (config.PAYMENT_GATEWAY === 'stripe') {
    const missing = (['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter((k) => !config[k])
    if (missing.length) throw new Error(`PAYMENT_GATEWAY=stripe needs ${missing.join(', ')}`)
    const script = originOf(config.STRIPE_JS_URL)
    // A stand-in for Stripe.js (tests) is admitted by its own origin; the real one by Stripe's.
    const origins =
      script === 'https://js.stripe.com'
        ? STRIPE_ORIGINS
        : { script: [script], frame: [script], connect: unique([script, originOf(config.STRIPE_API_URL)]) }
    return {
      name: 'stripe',
      stripe: stripeClient({ secretKey: config.STRIPE_SECRET_KEY!, apiUrl: config.STRIPE_API_URL }),
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      browser: { publishable_key: config.STRIPE_PUBLISHABLE_KEY!, script_url: config.STRIPE_JS_URL },
      origins,
    }
  }
  if (!endpoint) throw new Error('PAYMENT_GATEWAY=test needs the test processor started with the shop (buildApp option `processor`)')
  const origin = originOf(endpoint.publicUrl)
  return {
    name: 'test',
    stripe: stripeClient({ secretKey: endpoint.secretKey, apiUrl: endpoint.apiUrl }),
    webhookSecret: endpoint.webhookSecret,
    browser: { publishable_key: endpoint.publishableKey, script_url: new URL('/v3/stripe.js', endpoint.publicUrl).toString() },
    origins: { script: [origin], frame: [origin], connect: [origin] },
  }
}
