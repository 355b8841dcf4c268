import type { FastifyInstance } from 'fastify'
import { problem, sendProblem } from './errors'

// A UTF-16 surrogate without its other half (JSON lets "\udc00" through as an escape).
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const notText = (s: string) => s.includes('\u0000') || UNPAIRED_SURROGATE.test(s)

/**
 * Text that is not text is refused with a 400 before validation, wherever it comes in (path,
 * query, body, value or key): a NUL character, which PostgreSQL cannot store in a text column (the
 * query fails: a 500), and an unpaired surrogate, which PostgreSQL's json parser refuses, so a
 * product name holding one was stored and then broke every later read of it. No field of this
 * shop has a use for either.
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (req, reply, done) => {
    const at = notTextPath({ params: req.params, querystring: req.query, body: req.body })
    if (at !== null) {
      const message = 'must be plain text (no NUL character, no unpaired surrogate)'
      sendProblem(reply, problem(req, 'validation_failed', `${at}: ${message}`, [{ path: at, message }]))
      return
    }
    done()
  })
}

interface Step { value: unknown; key: string; parent: Step | null }

/** The dotted path of the first string or key that is not text, or null. Walked with a stack: bodies may nest 100,000 deep. */
export function notTextPath(root: unknown): string | null {
  const pathOf = (s: Step) => {
    const keys: string[] = []
    for (let at: Step | null = s; at?.parent; at = at.parent) keys.push(at.key)
    return keys.reverse().join('.')
  }
  const stack: Step[] = [{ value: root, key: '', parent: null }]
  while (stack.length) {
    const step = stack.pop()!
    const v = step.value
    if (typeof v === 'string') {
      if (notText(v)) return pathOf(step)
    } else if (v && typeof v === 'object') {
      for (const [key, value] of Object.entries(v)) {
        const child = { value, key, parent: step }
        if (notText(key)) return pathOf(child)
        stack.push(child)
      }
    }
  }
  return null
}
