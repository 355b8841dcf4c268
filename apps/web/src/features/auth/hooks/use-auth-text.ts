import { AUTH_MESSAGES, PASSWORD_MAX } from '@shop/domain'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

const KEY_OF_MESSAGE = new Map<string, string>([
  ...Object.entries(AUTH_MESSAGES).map(([key, text]): [string, string] => [text, `spec.${key}`]),
  // The shared schemas' own (non-SPEC) messages the forms can show.
  ['Please enter your password', 'validation.passwordRequired'],
  [`Password should be at most ${PASSWORD_MAX} characters`, 'validation.passwordTooLong'],
  ['Name should be at most 80 characters', 'validation.nameTooLong'],
])

/**
 * SPEC's messages come from the shared schemas (and the server) in English, word for word; on
 * screen they show in the shopper's language (`spec.<key>` in auth.json, English kept verbatim).
 * Any other text, such as a server message SPEC does not list, shows as it came.
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
  return { t, message }
}
