import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES, type Problem, FIELD_MESSAGES } from '@shop/domain'
import { useCallback } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { ApiError } from '../../../lib/api-client'
import { useReasonText } from '../../../lib/reasons'

/** Server and schema texts (English, SPEC's word for word) → this namespace's keys. */
const KEY_OF_MESSAGE = new Map<string, string>([
  [AUTH_MESSAGES.wrongOtp, 'msg.wrongOtp'],
  ...Object.entries(TWO_FACTOR_MESSAGES).map(([key, text]): [string, string] => [text, `msg.${key}`]),
  ['This sign-in has expired, please sign in again', 'msg.challengeExpired'],
  ['Please sign in first', 'msg.signInFirst'],
  [FIELD_MESSAGES.emailCodeNeeded, 'msg.emailCodeNeeded'],
  [FIELD_MESSAGES.questionsRequired, 'msg.threeQuestions'],
  [FIELD_MESSAGES.questionsDifferent, 'msg.differentQuestions'],
  [FIELD_MESSAGES.questionRequired, 'msg.questionRequired'],
  [FIELD_MESSAGES.answerRequired, 'msg.answerRequired'],
  [FIELD_MESSAGES.answersRequired, 'msg.answersRequired'],
  [FIELD_MESSAGES.passwordRequired, 'msg.passwordRequired'],
])

/** The text a failed call carries: its field messages when it names fields, else `error`. */
function problemText(err: unknown): string {
  if (!(err instanceof ApiError)) return ''
  const p: Problem | undefined = err.problem
  if (p?.errors?.length) return [...new Set(p.errors.map((e) => e.message))].join(' ')
  return p?.error || p?.detail || err.message
}

/**
 * Texts of the two-factor pages. Messages from the server or the shared schemas show in the
 * shopper's language when this namespace knows them ("Enter Correct OTP" stays word for word in
 * English); any other text shows as it came.
 */
export function useTwoFactorText() {
  const { t } = useTranslation('twofactor')
  const message = useCallback(
    (text: string | undefined): string => {
      if (!text) return ''
      const key = KEY_OF_MESSAGE.get(text)
      return key ? t(key) : text
    },
    [t],
  )
  const reasonText = useReasonText()
  /** What to show for a failed call: too many tries and network trouble get their own words, a refusal its reason's. */
  const failure = useCallback(
    (err: unknown): string => {
      if (err instanceof ApiError && err.code === 'rate_limited') {
        const seconds = /(\d+)\s*second/.exec(problemText(err))?.[1]
        return seconds ? t('msg.tooManyWait', { count: Number(seconds) }) : t('msg.tooMany')
      }
      if (err instanceof ApiError && (err.code === 'network' || err.status >= 500)) return t('msg.generic')
      return reasonText(err) ?? (message(problemText(err)) || t('msg.generic'))
    },
    [t, message, reasonText],
  )
  return { t, message, failure }
}
