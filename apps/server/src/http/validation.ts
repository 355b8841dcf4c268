import { DomainError, type FieldIssue } from '@shop/domain'
import type { FastifyRequest } from 'fastify'

/** How a route words a body that failed its schema (see failIfInvalid). */
export interface InvalidBodyAnswer {
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

/**
 * For a route with `attachValidation`: a body that failed its schema becomes one clear sentence as
 * the problem's `detail` (the screens show it as is), with each field's issue in `errors`.
 */
export function failIfInvalid(req: FastifyRequest, answer: InvalidBodyAnswer = {}): void {
  const err = req.validationError as (Error & { validation?: Array<{ instancePath?: string; message?: string }> }) | undefined
  if (!err) return
  const issues: FieldIssue[] = (err.validation ?? []).map((v) => ({
    path: String(v.instancePath ?? '').split('/').filter(Boolean).join('.'),
    message: v.message ?? 'is not valid',
  }))
  const { lead, detail } = answer
  if (typeof detail === 'string') {
    throw new DomainError('validation_failed', detail, issues.length ? issues : [{ path: '', message: err.message }])
  }
  const leading = issues.find((i) => lead && (i.path === lead || i.path.startsWith(`${lead}.`))) ?? issues[0]
  throw new DomainError('validation_failed', detail?.(issues, req.body) ?? leading?.message ?? err.message, issues.length ? issues : undefined)
}
