import type { Problem } from '@shop/domain'
import { ApiError } from '../../../lib/api-client'

/**
 * The text a failed call carries. SPEC's clients read `error`; a validation failure names its
 * fields in `errors`, whose messages (SPEC's own, e.g. "Email is not valid") read better alone.
 */
export function serverText(err: unknown): string {
  if (!(err instanceof ApiError)) return err instanceof Error ? err.message : ''
  const p: Problem | undefined = err.problem
  if (p?.errors?.length) return [...new Set(p.errors.map((e) => e.message))].join(' ')
  return p?.error || p?.detail || err.message
}

/** Seconds to wait before retrying, as a 429 answer's `retry_after` says, or null. */
export function retryAfterSeconds(err: unknown): number | null {
  if (!(err instanceof ApiError) || err.status !== 429) return null
  return err.problem?.retry_after ?? null
}
