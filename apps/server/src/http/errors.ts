import { DomainError, type ErrorCode, type FieldIssue, type Problem } from '@shop/domain'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'

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
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
}

const TITLE_OF: { [C in ErrorCode]: string } = {
  validation_failed: 'Invalid request',
  unauthorized: 'Not signed in',
  forbidden: 'Not allowed',
  not_found: 'Not found',
  route_not_found: 'Not found',
  conflict: 'Conflict',
  payment_failed: 'Payment failed',
  payload_too_large: 'Payload too large',
  rate_limited: 'Too many requests',
  unavailable: 'Service unavailable',
  internal: 'Internal error',
}

export function problem(req: FastifyRequest, code: ErrorCode, detail: string, errors?: FieldIssue[]): Problem {
  const body: Problem = {
    type: `about:blank#${code}`,
    title: TITLE_OF[code],
    status: STATUS_OF[code],
    detail,
    code,
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

function issuesFromValidation(err: FastifyError): FieldIssue[] {
  if (hasZodFastifySchemaValidationErrors(err)) {
    return err.validation.map((v) => ({
      path: [err.validationContext, ...String(v.instancePath ?? '').split('/').filter(Boolean)].filter(Boolean).join('.'),
      message: v.message ?? 'is not valid',
    }))
  }
  return (err.validation ?? []).map((v) => ({ path: String(v.instancePath ?? ''), message: v.message ?? 'is not valid' }))
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
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof DomainError) {
      if (err.code === 'internal' || err.code === 'unavailable') req.log.error({ err }, 'server-side domain error')
      return sendProblem(reply, problem(req, err.code, err.message, err.issues))
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
