import type { FastifyInstance } from 'fastify'
import type { Config } from '../config'
import { captchaWidgetConfig } from '../modules/notifications/notifications.captcha'

/** What of the configuration the page policy depends on. */
export type SecurityConfig = Pick<Config, 'CAPTCHA_SITE_KEY' | 'CAPTCHA_SCRIPT_URL'>

/** The card processor's origins (modules/payments PaymentProcessor.origins): its script, its card-field and 3-D Secure frames, its API. */
export interface PaymentOrigins {
  script: string[]
  frame: string[]
  connect: string[]
}
const NO_PAYMENT_ORIGINS: PaymentOrigins = { script: [], frame: [], connect: [] }

/**
 * The Content-Security-Policy the storefront runs under: our own origin, plus the captcha
 * provider's when one is configured (its script, and the frame its challenge runs in), plus the
 * card processor's (the test processor's own origin, or Stripe's only when Stripe is configured).
 */
export function contentSecurityPolicy(config: SecurityConfig, payments: PaymentOrigins = NO_PAYMENT_ORIGINS): Record<string, string[]> {
  const captcha = captchaWidgetConfig(config)
  const captchaOrigins = captcha ? [new URL(captcha.script_url).origin] : []
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...captchaOrigins, ...payments.script],
    // react-toastify and Radix set inline styles at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...payments.connect],
    'frame-src': ["'self'", ...captchaOrigins, ...payments.frame],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  }
}

/** Headers that hold for every answer, document or data. */
const COMMON_HEADERS: Record<string, string> = {
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
}

/**
 * The security headers of every page, computed once. (helmet computes them per request and
 * cost this server more than half of a bare route's throughput; see bench/README.md.)
 */
export function securityHeaders(config: SecurityConfig, payments?: PaymentOrigins): Record<string, string> {
  const csp = Object.entries(contentSecurityPolicy(config, payments))
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    ...COMMON_HEADERS,
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  }
}

/**
 * What a JSON answer needs: it is never rendered as a document, so CSP, framing and the like
 * say nothing there, while they cost ~700 bytes on every API answer.
 */
export function apiSecurityHeaders(): Record<string, string> {
  return { ...COMMON_HEADERS }
}

const API_PATH = /^\/(api|auth|health)(\/|\?|$)/
/** Answers about someone: their account, money, payments, orders, lists and the staff desk. */
const PERSONAL_PATH = /^\/(auth|api\/(orders|checkout|cart|wishlist|api\/wishlist|wallet|gift-cards|complaints|payments|coupons|review\/mine|staff))(\/|\?|\.|$)/

export function registerSecurityHeaders(app: FastifyInstance, config: SecurityConfig, payments?: PaymentOrigins): void {
  const documentHeaders = securityHeaders(config, payments)
  const apiHeaders = apiSecurityHeaders()
  app.addHook('onRequest', (req, reply, done) => {
    if (!API_PATH.test(req.url)) {
      reply.headers(documentHeaders)
      return done()
    }
    reply.headers(apiHeaders)
    // Nothing personal may stay in a browser's or a shared proxy's cache (a route may still say otherwise).
    if (req.headers.authorization || PERSONAL_PATH.test(req.url)) reply.header('cache-control', 'no-store')
    done()
  })
}
