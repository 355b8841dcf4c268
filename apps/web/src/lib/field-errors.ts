type Issue = { path: string | ReadonlyArray<PropertyKey>; message: string }

/**
 * The first message for each of a form's `fields`, from the schema's issues in the browser (path
 * ['name']) or the server's `errors` (path "name" or "body.name").
 */
export function fieldErrors<F extends string>(issues: ReadonlyArray<Issue>, fields: readonly F[]): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {}
  for (const issue of issues) {
    const parts = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String)
    const name = (parts.length > 1 && parts[0] === 'body' ? parts[1] : parts[0]) ?? ''
    const field = fields.find((f) => f === name)
    if (field && !out[field]) out[field] = issue.message
  }
  return out
}
