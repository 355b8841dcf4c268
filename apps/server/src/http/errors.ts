import { CODE_OF_REASON, DomainError, REASONS, type ErrorCode, type FieldIssue, type Problem, type Reason } from '@shop/domain'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { refusalOfInvalidInput } from './validation'

/** The longest path parameter the router takes (Fastify's `maxParamLength`). */
export const MAX_PARAM_LENGTH = 200

/** Every error code has exactly one status; a new code without one does not compile. */
export const STATUS_OF: { [C in ErrorCode]: number } = {
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  route_not_found: 404,
  conflict: 409,
  payment_failed: 402,
  payload_too_large: 413,
  headers_too_large: 431,
  request_timeout: 408,
  uri_too_long: 414,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
  gone: 410,
}

export const TITLE_OF: { [C in ErrorCode]: string } = {
  validation_failed: 'Invalid request',
  unauthorized: 'Not signed in',
  forbidden: 'Not allowed',
  not_found: 'Not found',
  route_not_found: 'Not found',
  conflict: 'Conflict',
  payment_failed: 'Payment failed',
  payload_too_large: 'Payload too large',
  headers_too_large: 'Request headers too large',
  request_timeout: 'Request timeout',
  uri_too_long: 'Address too long',
  rate_limited: 'Too many requests',
  unavailable: 'Service unavailable',
  internal: 'Internal error',
  gone: 'Gone',
}

/** The answer to a refusal; framework failures pass their generic reason (named like its code). */
export function problem(req: FastifyRequest, reason: Reason, detail: string, errors?: FieldIssue[]): Problem {
  const code = CODE_OF_REASON[reason]
  const body: Problem = {
    type: `about:blank#${code}`,
    title: TITLE_OF[code],
    status: STATUS_OF[code],
    detail,
    code,
    reason,
    instance: req.url.split('?')[0],
    request_id: String(req.id),
  }
  if (errors?.length) body.errors = errors
  // SPEC's clients read a failure's text from `error` (register); every problem carries it.
  body.error = detail
  return body
}

export function sendProblem(reply: FastifyReply, body: Problem): FastifyReply {
  return reply.status(body.status).type('application/problem+json; charset=utf-8').send(body)
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before a request exists (headers
 * or address over 16 KB, a malformed request line, a request that never finished arriving) is
 * answered as problem+json like every other error, instead of Fastify's plain JSON, and the
 * connection closed.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const [code, detail]: [ErrorCode, string] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? ['headers_too_large', 'The address and headers are too large (at most 16 KB together)']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ['request_timeout', 'The request did not arrive in time']
        : ['validation_failed', 'The request is not valid HTTP']
  const body: Problem = { type: `about:blank#${code}`, title: TITLE_OF[code], status: STATUS_OF[code], detail, code, reason: code, error: detail }
  const json = JSON.stringify(body)
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${body.status} ${STATUS_CODES[body.status]}\r\nContent-Type: application/problem+json; charset=utf-8\r\n`
        + `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    )
  }
  socket.destroy()
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before a route is found (a path parameter
 * over `maxParamLength`, a path that does not decode) as problem+json too.
 */
export function answerFrameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') sendProblem(reply, problem(req, 'uri_too_long', `A part of the address is too long (at most ${MAX_PARAM_LENGTH} characters)`))
  else sendProblem(reply, problem(req, 'validation_failed', 'The address is not valid'))
}

function issuesFromValidation(err: FastifyError): FieldIssue[] {
  if (hasZodFastifySchemaValidationErrors(err)) {
    return err.validation.map((v) => ({
      path: [err.validationContext, ...String(v.instancePath ?? '').split('/').filter(Boolean)].filter(Boolean).join('.'),
      message: v.message ?? 'is not valid',
    }))
  }
  return (err.validation ?? []).map((v) => ({ path: String(v.instancePath ?? ''), message: v.message ?? 'is not valid' }))
}

/** The first schema issue that names its own reason (zod: `ctx.addIssue({ params: { reason } })`), with its message. */
function reasonNamedBySchema(err: FastifyError): { reason: Reason; message: string } | null {
  for (const v of err.validation ?? []) {
    const reason = (v.params as { params?: { reason?: unknown } } | undefined)?.params?.reason
    if (typeof reason === 'string' && (REASONS as readonly string[]).includes(reason)) return { reason: reason as Reason, message: v.message ?? 'is not valid' }
  }
  return null
}

/** Fastify's own client errors (bad JSON, oversize body, bad content type) keep their 4xx. */
function fastifyClientCode(err: FastifyError): ErrorCode | null {
  const status = err.statusCode ?? 500
  if (status === 413) return 'payload_too_large'
  if (status === 429) return 'rate_limited'
  if (status === 404) return 'not_found'
  if (status >= 400 && status < 500) return 'validation_failed'
  return null
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, req, reply) => {
    // A schema may name the reason of its refusal (a custom issue's params.reason, e.g. card_data_refused).
    const named = thrown.validation ? reasonNamedBySchema(thrown) : null
    if (named) return sendProblem(reply, problem(req, named.reason, named.message, issuesFromValidation(thrown)))
    // A route that words its own refusal of bad input says how in its config (http/validation.ts).
    const invalidInput = thrown.validation ? req.routeOptions.config.invalidInput : undefined
    const err = invalidInput ? refusalOfInvalidInput(thrown, req.body, invalidInput) : thrown
    if (err instanceof DomainError) {
      if (err.code === 'internal' || err.code === 'unavailable') req.log.error({ err }, 'server-side domain error')
      const body = problem(req, err.reason, err.message, err.issues)
      if (err.retryAfter !== undefined) {
        body.retry_after = err.retryAfter
        reply.header('retry-after', String(err.retryAfter))
      }
      return sendProblem(reply, body)
    }
    if (err.validation) {
      const errors = issuesFromValidation(err)
      const detail = errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join('; ') || 'Request is not valid'
      return sendProblem(reply, problem(req, 'validation_failed', detail, errors))
    }
    const code = fastifyClientCode(err)
    if (code === 'payload_too_large') lingerBeforeClosing(req)
    if (code) return sendProblem(reply, problem(req, code, err.message))
    req.log.error({ err }, 'unhandled error')
    return sendProblem(reply, problem(req, 'internal', 'Something went wrong on our side. Please try again.'))
  })
}

const LINGER_MS = 1000

/**
 * A body over the limit is answered at once and the connection closed (Fastify: the client may
 * still be sending). Closing a socket with unread bytes makes the kernel send a reset, which can
 * destroy the answer before the client reads it: the client sees "connection reset", not the 413.
 * So, as nginx's lingering close does, the answer goes out with a FIN, and what still arrives is
 * read and dropped for at most LINGER_MS before the socket goes.
 */
function lingerBeforeClosing(req: FastifyRequest): void {
  const socket = req.raw.socket as typeof req.raw.socket | null
  if (!socket) return
  // Node closes a `connection: close` answer's socket with destroySoon once the answer is written.
  socket.destroySoon = () => {
    socket.end()
    socket.resume()
    setTimeout(() => socket.destroy(), LINGER_MS).unref()
  }
}
