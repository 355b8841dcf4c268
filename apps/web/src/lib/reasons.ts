import {
  ERROR_CODES,
  MAX_CART_LINES,
  MAX_WISHLIST_ITEMS,
  PRODUCT_PHOTO_MAX_SIDE,
  PRODUCT_PHOTOS_MAX,
  RETURN_WINDOW_DAYS,
  type Reason,
} from '@shop/domain'
import type { TFunction } from 'i18next'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from './api-client'

const GENERIC: ReadonlySet<string> = new Set(ERROR_CODES)

/**
 * The reason a refusal names when it says more than its status class: null for network trouble,
 * errors that are not the server's, and the generic reasons (a schema failure, an unknown route),
 * where the field messages or the screen's own words say more.
 */
export function specificReason(err: unknown): Reason | null {
  if (!(err instanceof ApiError) || err.reason === 'network' || GENERIC.has(err.reason)) return null
  return err.reason
}

/** The numbers some reason texts name, from the same constants the server uses. */
const VALUES: Partial<Record<Reason, Record<string, number>>> = {
  photo_too_wide: { max: PRODUCT_PHOTO_MAX_SIDE },
  photo_limit: { max: PRODUCT_PHOTOS_MAX },
  cart_full: { max: MAX_CART_LINES },
  wishlist_full: { max: MAX_WISHLIST_ITEMS },
  order_return_window_over: { days: RETURN_WINDOW_DAYS },
}

/**
 * A reason's text in the shopper's language: `reason.<reason>` in the common namespace (one per
 * reason). `values` fills what only the answer knows (otp_too_soon's `count` of seconds).
 */
export function reasonText(t: TFunction, reason: Reason | 'network', values: Record<string, number> = {}): string {
  return t(`reason.${reason}`, { ns: 'common', ...(reason === 'network' ? {} : VALUES[reason]), ...values })
}

/** `(err, values?) => text | null`: the translated text of a refusal's specific reason (see specificReason). */
export function useReasonText() {
  const { t } = useTranslation('common')
  return useCallback(
    (err: unknown, values?: Record<string, number>): string | null => {
      const reason = specificReason(err)
      return reason ? reasonText(t, reason, values) : null
    },
    [t],
  )
}
