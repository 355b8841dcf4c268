import { DomainError, type FieldIssue } from '@shop/domain'
import type { FastifyRequest } from 'fastify'

export const security = [{ bearerAuth: [] }]

/**
 * A body that failed its schema becomes one clear sentence as the problem's `detail` (the screens
 * show it as is), with each field's issue in `errors`. `preferred` picks the field whose message
 * leads: a top-up without an amount answers exactly "Please select an amount".
 */
export function failIfInvalid(req: FastifyRequest, preferred?: string): void {
  const err = req.validationError as (Error & { validation?: Array<{ instancePath?: string; message?: string }> }) | undefined
  if (!err) return
  const issues: FieldIssue[] = (err.validation ?? []).map((v) => ({
    path: String(v.instancePath ?? '').split('/').filter(Boolean).join('.'),
    message: v.message ?? 'is not valid',
  }))
  const lead = issues.find((i) => preferred && (i.path === preferred || i.path.startsWith(`${preferred}.`))) ?? issues[0]
  throw new DomainError('validation_failed', lead?.message ?? err.message, issues.length ? issues : undefined)
}
