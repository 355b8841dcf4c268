import { FeedbackAnswerSchema, FeedbackInputSchema, FeedbackResultsSchema, FEEDBACK_MESSAGES, type FieldIssue } from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { staffArea } from '../../http/auth'
import type { RateLimiter, RateRule } from '../../http/rate-limit'
import { security } from '../../http/openapi'
import type { FeedbackService } from './feedback.service'

const tags = ['feedback']

export const FEEDBACK_LIMIT_PER_IP = { name: 'feedback:ip', limit: 5, windowSeconds: 900 } satisfies RateRule

/** Any unanswered question (or no answers at all) makes the detail exactly SPEC's "Please answer all question before submit". */
const unanswered = (issues: readonly FieldIssue[], body: unknown): string | undefined =>
  (!body || typeof body !== 'object' || issues.some((i) => i.message === FEEDBACK_MESSAGES.answerAll) ? FEEDBACK_MESSAGES.answerAll : undefined)

export const feedbackRoutes: FastifyPluginAsync<{ feedback: FeedbackService; limiter: RateLimiter }> = async (fastify, { feedback, limiter }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.post('/api/feedback', {
    // Bad input is answered (validation comes first) before the limit counts: a forgotten question does not use up a try.
    config: { invalidInput: { detail: unanswered } },
    preHandler: limiter.guard([FEEDBACK_LIMIT_PER_IP, (req) => req.ip]),
    schema: { body: FeedbackInputSchema, response: { 200: FeedbackAnswerSchema }, tags, summary: 'Answer the four feedback questions (5 per 15 minutes per IP)' },
  }, async (req) => {
    await feedback.submit(req.body, req.user?.id ?? null)
    return { message: FEEDBACK_MESSAGES.thanks }
  })

  app.get('/api/staff/feedback/results', {
    onRequest: staffArea('support'),
    schema: { response: { 200: FeedbackResultsSchema }, tags: ['staff'], security, summary: 'Feedback results: answers per option of each question, and the latest 50 issues' },
  }, async () => feedback.results())
}
