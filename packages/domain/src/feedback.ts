import { z } from 'zod'
import { LanguageSchema } from './language-schemas'
import { HoneypotSchema } from './newsletter'

/** SPEC section 5 and 8, word for word. */
export const FEEDBACK_MESSAGES = {
  thanks: 'Thank you for your feedback!',
  answerAll: 'Please answer all question before submit',
  issueTooLong: 'The description is too long (at most 2000 characters)',
} as const

export const FEEDBACK_ISSUE_MAX = 2000

/**
 * SPEC's four questions: three multiple choice (4, 5 and 4 options) and one free-text issue.
 * Keys only; the web app words questions and options in each language. Answers are option indexes.
 */
export const FEEDBACK_QUESTIONS = [
  { id: 'q1', kind: 'choice', options: ['very_satisfied', 'satisfied', 'dissatisfied', 'very_dissatisfied'] },
  { id: 'q2', kind: 'choice', options: ['search_engine', 'social_media', 'friend', 'advertisement', 'other'] },
  { id: 'q3', kind: 'choice', options: ['very_likely', 'likely', 'unlikely', 'very_unlikely'] },
  { id: 'q4', kind: 'text', options: [] },
] as const
export type FeedbackQuestionId = (typeof FEEDBACK_QUESTIONS)[number]['id']
export const FEEDBACK_CHOICE_IDS = ['q1', 'q2', 'q3'] as const

const choice = (count: number) =>
  z
    .number({ message: FEEDBACK_MESSAGES.answerAll })
    .int(FEEDBACK_MESSAGES.answerAll)
    .min(0, FEEDBACK_MESSAGES.answerAll)
    .max(count - 1, FEEDBACK_MESSAGES.answerAll)

export const FeedbackInputSchema = z.object({
  q1: choice(FEEDBACK_QUESTIONS[0].options.length),
  q2: choice(FEEDBACK_QUESTIONS[1].options.length),
  q3: choice(FEEDBACK_QUESTIONS[2].options.length),
  /** q4: the issue the shopper describes */
  issue: z.string({ message: FEEDBACK_MESSAGES.answerAll }).trim().min(1, FEEDBACK_MESSAGES.answerAll).max(FEEDBACK_ISSUE_MAX, FEEDBACK_MESSAGES.issueTooLong),
  lang: LanguageSchema.default('en'),
  website: HoneypotSchema,
})
export type FeedbackInput = z.infer<typeof FeedbackInputSchema>

export const FeedbackAnswerSchema = z.object({ message: z.string() })

/* ---- Staff: results as charts ---- */

export const FeedbackResultsSchema = z.object({
  total: z.number().int(),
  /** One entry per choice question; counts[i] answers chose option i */
  questions: z.array(z.object({ id: z.enum(FEEDBACK_CHOICE_IDS), counts: z.array(z.number().int()) })),
  /** The latest 50 issue texts, newest first */
  issues: z.array(z.object({ text: z.string(), lang: LanguageSchema, at: z.string() })),
})
export type FeedbackResults = z.infer<typeof FeedbackResultsSchema>
