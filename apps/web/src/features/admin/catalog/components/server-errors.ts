import { ApiError } from '../../../../lib/api-client'

/**
 * A refused save as the form shows it: field problems (the server's errors[] by path, e.g.
 * 'name.cz') go under their fields; anything else is one notice. Staff read the server's English
 * words there; everything the browser checks itself is translated.
 */
export function splitServerError(error: unknown, genericText: string): { fields: Record<string, string>; notice?: string } {
  const fields: Record<string, string> = {}
  if (!error) return { fields }
  if (!(error instanceof ApiError) || error.code === 'network' || error.code === 'internal') return { fields, notice: genericText }
  for (const issue of error.problem?.errors ?? []) fields[issue.path] ??= issue.message
  return { fields, notice: Object.keys(fields).length ? undefined : error.message || genericText }
}
