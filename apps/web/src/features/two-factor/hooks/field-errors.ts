import { ApiError } from '../../../lib/api-client'

/**
 * The fields a failed call names (problem+json `errors[].path`) that this form has, with their
 * messages. The server names the field of each failure (`code`, `email_otp`, `answers`,
 * `password`), so screens place messages by field, not by reading the text.
 */
export function fieldErrorsOf<F extends string>(err: unknown, fields: readonly F[]): Array<[F, string]> {
  if (!(err instanceof ApiError)) return []
  const out: Array<[F, string]> = []
  for (const issue of err.problem?.errors ?? []) {
    const field = fields.find((f) => issue.path === f || issue.path === `body.${f}`)
    if (field && !out.some(([f]) => f === field)) out.push([field, issue.message])
  }
  return out
}
