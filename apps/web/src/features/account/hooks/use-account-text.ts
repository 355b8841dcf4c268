import { AUTH_MESSAGES } from '@shop/domain'
import { useCallback } from 'react'
import type { FieldError } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n-runtime'

const SPEC_KEY_OF = new Map<string, string>(Object.entries(AUTH_MESSAGES).map(([key, text]) => [text, key]))

export const ADDRESS_FIELDS = ['first_name', 'last_name', 'street', 'city', 'state', 'country', 'zip_code'] as const
export type AddressField = (typeof ADDRESS_FIELDS)[number]

// 'custom': a country not on the list (the only field with a check of its own)
const KIND_OF_ISSUE: Record<string, string> = { too_small: 'required', too_big: 'tooLong', invalid_format: 'invalid', custom: 'invalid' }

/**
 * Texts of the account pages. The shared schemas speak English (SPEC's messages word for word);
 * on screen a message shows in the shopper's language: SPEC's through `spec.<key>`, an address
 * field's through `address.error.<field>.<kind>`. Anything else (a server text SPEC does not list)
 * shows as it came.
 */
export function useAccountText() {
  const { t } = useTranslation('account')

  const message = useCallback(
    (text: string | undefined): string => {
      if (!text) return ''
      const key = SPEC_KEY_OF.get(text)
      return key && t(`spec.${key}`, { defaultValue: '' }) ? t(`spec.${key}`) : text
    },
    [t],
  )

  const addressError = useCallback(
    (field: AddressField, error: FieldError | undefined): string | undefined => {
      if (!error) return undefined
      const kind = KIND_OF_ISSUE[String(error.type)]
      return kind ? t(`address.error.${field}.${kind}`) : message(error.message)
    },
    [t, message],
  )

  return { t, message, addressError }
}
