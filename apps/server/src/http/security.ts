import type { FastifyInstance } from 'fastify'

/** The Content-Security-Policy the storefront runs under: nothing but our own origin. */
export function contentSecurityPolicy(): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    // react-toastify and Radix set inline styles at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  }
}

/**
 * The security headers of every answer, computed once. (helmet computes them per request and
 * cost this server more than half of a bare route's throughput; see bench/README.md.)
 */
export function securityHeaders(): Record<string, string> {
  const csp = Object.entries(contentSecurityPolicy())
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
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
  const all = securityHeaders()
  const keep = ['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy', 'strict-transport-security']
  return Object.fromEntries(keep.map((k) => [k, all[k]!]))
}

const API_PATH = /^\/(api|auth|health)(\/|\?|$)/

export function registerSecurityHeaders(app: FastifyInstance): void {
  const documentHeaders = securityHeaders()
  const apiHeaders = apiSecurityHeaders()
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(API_PATH.test(req.url) ? apiHeaders : documentHeaders)
    done()
  })
}
