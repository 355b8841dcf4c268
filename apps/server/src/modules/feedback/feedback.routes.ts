import { DomainError, FeedbackAnswerSchema, FeedbackInputSchema, FeedbackResultsSchema, FEEDBACK_MESSAGES, type FieldIssue } from '@shop/domain'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireStaff } from '../../http/auth'
import type { RateLimiter, RateRule } from '../../http/rate-limit'
import type { FeedbackService } from './feedback.service'

const tags = ['feedback']
const security = [{ bearerAuth: [] }]

export const FEEDBACK_LIMIT_PER_IP = { name: 'feedback:ip', limit: 5, windowSeconds: 900 } satisfies RateRule

/** Any unanswered question makes the detail exactly SPEC's "Please answer all question before submit". */
function failIfInvalid(req: FastifyRequest): void {
  const err = req.validationError as (Error & { validation?: Array<{ instancePath?: string; message?: string }> }) | undefined
  if (!err) return
  const issues: FieldIssue[] = (err.validation ?? []).map((v) => ({
    path: String(v.instancePath ?? '').split('/').filter(Boolean).join('.'),
    message: v.message ?? 'is not valid',
  }))
  const unanswered = !req.body || typeof req.body !== 'object' || issues.some((i) => i.message === FEEDBACK_MESSAGES.answerAll)
  const detail = unanswered ? FEEDBACK_MESSAGES.answerAll : (issues[0]?.message ?? err.message)
  throw new DomainError('validation_failed', detail, issues.length ? issues : undefined)
}

export const feedbackRoutes: FastifyPluginAsync<{ feedback: FeedbackService; limiter: RateLimiter }> = async (fastify, { feedback, limiter }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.post('/api/feedback', {
    attachValidation: true,
    // Bad input is answered before the limit counts: a forgotten question does not use up a try.
    preHandler: [async (req) => failIfInvalid(req), limiter.guard([FEEDBACK_LIMIT_PER_IP, (req) => req.ip])],
    schema: { body: FeedbackInputSchema, response: { 200: FeedbackAnswerSchema }, tags, summary: 'Answer the four feedback questions (5 per 15 minutes per IP)' },
  }, async (req) => {
    await feedback.submit(req.body, req.user?.id ?? null)
    return { message: FEEDBACK_MESSAGES.thanks }
  })

  app.get('/api/staff/feedback/results', {
    onRequest: async (req) => {
      requireStaff(req)
    },
    schema: { response: { 200: FeedbackResultsSchema }, tags: ['staff'], security, summary: 'Feedback results: answers per option of each question, and the latest 50 issues' },
  }, async () => feedback.results())
}
