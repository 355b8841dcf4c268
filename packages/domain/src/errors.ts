/**
 * Every error a service may throw carries one of these codes. The server maps each code to an
 * HTTP status through an exhaustive table; the web client branches on the code, never on text.
 */
export const ERROR_CODES = [
  'validation_failed',
  'not_found',
  'route_not_found',
  'unauthorized',
  'forbidden',
  'conflict',
  /** The card was declined, short of funds, or not accepted for this purpose */
  'payment_failed',
  'payload_too_large',
  /** The request line and headers were over the server's limit (answered before any route ran) */
  'headers_too_large',
  /** The request did not arrive in time (answered before any route ran) */
  'request_timeout',
  /** A path parameter was over the router's length limit (answered before any route ran) */
  'uri_too_long',
  'rate_limited',
  'unavailable',
  'internal',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

export interface FieldIssue {
  path: string
  message: string
}

/** The problem+json body every error answer has (RFC 9457 plus `code`). */
export interface Problem {
  type: string
  title: string
  status: number
  detail: string
  code: ErrorCode
  instance?: string
  request_id?: string
  errors?: FieldIssue[]
  /** The same text as `detail`: SPEC's clients read a failure's text from `error`. */
  error?: string
}

export class DomainError extends Error {
  readonly code: ErrorCode
  readonly issues?: FieldIssue[]
  constructor(code: ErrorCode, message: string, issues?: FieldIssue[]) {
    super(message)
    this.name = 'DomainError'
    this.code = code
    this.issues = issues
  }
}

export class NotFound extends DomainError {
  constructor(what: string) {
    super('not_found', `${what} was not found`)
  }
}

export class ValidationFailed extends DomainError {
  constructor(message: string, issues?: FieldIssue[]) {
    super('validation_failed', message, issues)
  }
}
