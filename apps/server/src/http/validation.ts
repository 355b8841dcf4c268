import { DomainError, type FieldIssue } from '@shop/domain'
import type { FastifyError } from 'fastify'

/**
 * How a route words the refusal of input that failed its schema, given as the route's
 * `config: { invalidInput }`. Every route validates through the schema compiler; a route whose
 * refusal SPEC words in its own way says so here, and the error handler (http/errors.ts) answers
 * with one clear sentence as the problem's `detail` (the screens show it as is) and each field's
 * issue in `errors`. Routes without it get the handler's generic "<path>: <message>" detail.
 */
export interface InvalidInputAnswer {
  /**
   * The field whose issue leads the detail (else the first issue's): a top-up without an amount
   * answers exactly "Please select an amount".
   */
  lead?: string
  /**
   * SPEC's own sentence for the route instead of a field's message. As a string it answers every
   * bad body ("Please enter valid details"); `errors` keeps the fields' own words, or the
   * validator's sentence when no field is named. As a function it picks the sentence from the
   * issues and the body, or `undefined` to let the leading field's message speak.
   */
  detail?: string | ((issues: readonly FieldIssue[], body: unknown) => string | undefined)
}

declare module 'fastify' {
  interface FastifyContextConfig {
    invalidInput?: InvalidInputAnswer
  }
}

/** The schema compiler's refusal of a route's input, worded as the route asked (see InvalidInputAnswer). */
export function refusalOfInvalidInput(err: FastifyError, body: unknown, answer: InvalidInputAnswer): DomainError {
  // Paths name the field within its part of the request ("amount_cents", not "body.amount_cents").
  const issues: FieldIssue[] = (err.validation ?? []).map((v) => ({
    path: String(v.instancePath ?? '').split('/').filter(Boolean).join('.'),
    message: v.message ?? 'is not valid',
  }))
  const { lead, detail } = answer
  if (typeof detail === 'string') {
    return new DomainError('validation_failed', detail, issues.length ? issues : [{ path: '', message: err.message }])
  }
  const leading = issues.find((i) => lead && (i.path === lead || i.path.startsWith(`${lead}.`))) ?? issues[0]
  return new DomainError('validation_failed', detail?.(issues, body) ?? leading?.message ?? err.message, issues.length ? issues : undefined)
}
