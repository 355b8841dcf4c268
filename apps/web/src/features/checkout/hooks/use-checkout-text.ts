import { CHECKOUT_MESSAGES, COUPON_REJECTIONS, FIELD_MESSAGES, MAX_COUPONS_PER_ORDER, PAYMENT_MESSAGES, TOO_MANY_COUPONS_MESSAGE, formatMoney, type CouponRejection, type Currency } from '@shop/domain'
import { useCallback, useContext } from 'react'
import type { FieldError } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n-runtime'
import { ApiError } from '../../../lib/api-client'
import { useLanguage } from '../../../lib/i18n'
import { useReasonText } from '../../../lib/reasons'
import { MoneyCurrency } from '../money-currency'

export const ADDRESS_FIELDS = ['first_name', 'last_name', 'street', 'city', 'state', 'country', 'zip_code'] as const
export type AddressField = (typeof ADDRESS_FIELDS)[number]

/**
 * The English texts of the shared schemas and the server, each with its key in this namespace. The
 * server and schemas speak English; on screen they show in the shopper's language.
 */
const MESSAGE_KEYS = new Map<string, string>([
  ...Object.entries(CHECKOUT_MESSAGES).map(([k, v]) => [v, `messages.checkout.${k}`] as [string, string]),
  ...Object.entries(PAYMENT_MESSAGES).map(([k, v]) => [v, `messages.payment.${k}`] as [string, string]),
  [FIELD_MESSAGES.couponCodeRequired, 'messages.coupon.required'],
  [FIELD_MESSAGES.couponCodeTooLong, 'messages.coupon.tooLong'],
  [FIELD_MESSAGES.couponCodeInvalid, 'messages.coupon.invalid'],
  [TOO_MANY_COUPONS_MESSAGE, 'messages.coupon.tooMany'],
  [FIELD_MESSAGES.emailInvalid, 'messages.emailInvalid'],
  ['This coupon has just been used up', 'messages.coupon.justUsedUp'],
  ['You have already used this coupon', 'messages.coupon.usedByYou'],
])

/** The processor's card fields' texts: `payment.processor.*` in this namespace. */
export const CHECKOUT_CARD_TEXTS = { namespace: 'checkout', prefix: 'payment.processor.' } as const

// 'custom': a country not on the list (the only field with a check of its own)
const KIND_OF_ISSUE: Record<string, string> = { too_small: 'required', too_big: 'tooLong', invalid_format: 'invalid', custom: 'invalid' }

export function useCheckoutText() {
  const { t } = useTranslation('checkout')
  const lang = useLanguage()

  /** A schema's or the server's English text in the shopper's language (unknown texts as they came). */
  const message = useCallback(
    (text: string | undefined): string => {
      if (!text) return ''
      const key = MESSAGE_KEYS.get(text)
      return key ? t(key, { max: MAX_COUPONS_PER_ORDER }) : text
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

  const reasonText = useReasonText()
  /** A refused request in the shopper's language: by its reason, else its first field message. */
  const failure = useCallback(
    (err: unknown): string => {
      const byReason = reasonText(err)
      if (byReason) return byReason
      if (err instanceof ApiError) return message(err.problem?.errors?.[0]?.message)
      return ''
    },
    [reasonText, message],
  )

  const rejection = useCallback((reason: CouponRejection) => t(`coupon.rejected.${COUPON_REJECTIONS.includes(reason) ? reason : 'unknown'}`), [t])

  // Amounts in the currency of the quote or order on screen (MoneyCurrency), unless one is named.
  const currency = useContext(MoneyCurrency)
  const money = useCallback((cents: number, inCurrency: Currency = currency) => formatMoney(cents, lang, { currency: inCurrency }), [lang, currency])

  return { t, lang, currency, message, failure, addressError, rejection, money }
}
