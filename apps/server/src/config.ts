import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** postgres://… selects PostgreSQL; anything else (or nothing) the embedded SQLite file. */
  DATABASE_URL: z.string().optional(),
  SQLITE_PATH: z.string().default(path.join(repoRoot, 'data', 'shop.sqlite')),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  REDIS_URL: z.string().optional(),
  /** Put before every Redis key, so several shops (or test runs) can share one Redis without sharing counters. */
  REDIS_PREFIX: z.string().max(64).default(''),
  /**
   * How long catalog and search answers (popular searches included) stay cached, in seconds. A
   * catalog change drops them at once anyway; this bounds how stale counts such as popular searches
   * may get. The scale-out bench's short run sets it low so it need not sit out a whole window.
   */
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * The whole request, headers and body, must arrive within this many seconds, or it is answered
   * 408 and the connection closed: a client that sends a little and then nothing holds a socket
   * and a file descriptor no longer than this. A 12 MB staff photo needs ~3.5 Mbit/s up at 30 s.
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** The request line and headers must arrive within this many seconds (at most the request timeout). */
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /**
   * How long an idle connection is kept open for the client's next request. Above the 60 s idle
   * timeout of common proxies and load balancers, so they never reuse a socket the shop is closing.
   */
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(72),
  SMTP_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built web app; served with SPA fallback when it exists. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps', 'web', 'dist')),
  /**
   * Worker threads that render pages (http/page-render-pool.ts); by default one per core
   * (os.availableParallelism()). 0 renders on the API's own thread.
   */
  PAGE_RENDER_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  /** Seed the demo catalog into an empty database at start. */
  SEED_DEMO: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** Public origin used in emails and absolute links: canonical and hreflang addresses, the sitemap, structured data (never the Host header). */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** Sender of the shop's emails. */
  MAIL_FROM: z.string().default('Lumen & Leaf <shop@localhost>'),
  /** An HTTP SMS provider endpoint (POST {to, text}); without it, texts go to the outbox. */
  SMS_URL: z.string().url().optional(),
  SMS_TOKEN: z.string().optional(),
  /** Turnstile/reCAPTCHA-style verification endpoint; without it the captcha is off (development). */
  CAPTCHA_VERIFY_URL: z.string().url().optional(),
  CAPTCHA_SECRET: z.string().optional(),
  /** Public captcha site key the browser renders the widget with. */
  CAPTCHA_SITE_KEY: z.string().optional(),
  /**
   * The widget's script (e.g. https://challenges.cloudflare.com/turnstile/v0/api.js). With the site
   * key it turns the browser side on, and the page policy then admits that script's origin.
   */
  CAPTCHA_SCRIPT_URL: z.string().url().optional(),
  /** Google sign-in: the OAuth client id (audience of ID tokens) and the issuer whose keys sign them. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  /** Facebook sign-in: app id and secret, and the Graph API base address. */
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  FACEBOOK_GRAPH_URL: z.string().url().default('https://graph.facebook.com'),
  /** Where the browser opens Facebook's sign-in dialog (a local fake in tests). */
  FACEBOOK_DIALOG_URL: z.string().url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  /** How long a sign-in lasts without use. */
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Card payments (decision 050): the built-in test processor (a Stripe-shaped company of its own,
   * started with the shop) or Stripe. Either is spoken to through the `stripe` SDK and Stripe.js.
   */
  PAYMENT_GATEWAY: z.enum(['test', 'stripe']).default('test'),
  /** The built-in test processor's own listener (PAYMENT_GATEWAY=test): 0 = any free port (tests, benches). */
  TEST_PROCESSOR_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  /** The origin browsers load the test processor's card fields from; default http://localhost:<its port>. */
  TEST_PROCESSOR_PUBLIC_URL: z.string().url().optional(),
  /** Stripe's keys (Dashboard → Developers → API keys) and the signing secret of the webhook endpoint /api/payments/webhook. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Stripe's API address (a local fake in tests). */
  STRIPE_API_URL: z.string().url().default('https://api.stripe.com'),
  /** Stripe.js (a local stand-in in tests). */
  STRIPE_JS_URL: z.string().url().default('https://js.stripe.com/v3/'),
  /** How long a card payment under way holds the stock, wallet money and coupons it uses. */
  PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  /**
   * Several status changes of one order within this many seconds send the shopper one email, once
   * the burst is over (decision 032); 0 mails every change at once.
   */
  ORDER_EMAIL_BURST_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
})

export type Config = z.infer<typeof ConfigSchema>

function checkTimeouts(config: Config): void {
  if (config.HEADERS_TIMEOUT_SECONDS > config.REQUEST_TIMEOUT_SECONDS) {
    throw new Error(`Invalid configuration:\n  HEADERS_TIMEOUT_SECONDS (${config.HEADERS_TIMEOUT_SECONDS}) must not exceed REQUEST_TIMEOUT_SECONDS (${config.REQUEST_TIMEOUT_SECONDS})`)
  }
}

/** The environment parsed once; nothing else reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = ConfigSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const config = { ...parsed.data, ...overrides }
  checkTimeouts(config)
  return config
}

export const REPO_ROOT = repoRoot
