import { AUTH_MESSAGES, FIELD_MESSAGES, PASSWORD_MAX, PASSWORD_TOO_LONG_MESSAGE } from '@shop/domain'
import { useCallback } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { useReasonText } from '../../../lib/reasons'
import { retryAfterSeconds, serverText } from '../api/server-text'

const KEY_OF_MESSAGE = new Map<string, string>([
  ...Object.entries(AUTH_MESSAGES).map(([key, text]): [string, string] => [text, `spec.${key}`]),
  // The shared schemas' own (non-SPEC) messages the forms can show.
  [FIELD_MESSAGES.passwordRequired, 'validation.passwordRequired'],
  [PASSWORD_TOO_LONG_MESSAGE, 'validation.passwordTooLong'],
  [FIELD_MESSAGES.nameTooLong80, 'validation.nameTooLong'],
])

/**
 * SPEC's messages come from the shared schemas (and the server) in English, word for word; on
 * screen they show in the shopper's language (`spec.<key>` in auth.json, English kept verbatim).
 * A refused request is worded by its reason (`failureText`).
 */
export function useAuthText() {
  const { t } = useTranslation('auth')
  const message = useCallback(
    (text: string | undefined): string => {
      if (!text) return ''
      const key = KEY_OF_MESSAGE.get(text)
      return key ? t(key, { max: PASSWORD_MAX }) : text
    },
    [t],
  )
  const reasonText = useReasonText()
  /** What a failed call says: its reason's text (with the seconds to wait), else (a schema failure) its field messages. */
  const failureText = useCallback(
    (err: unknown): string => reasonText(err, { count: retryAfterSeconds(err) ?? 0 }) ?? message(serverText(err)),
    [reasonText, message],
  )
  return { t, message, failureText }
}
