import {
  ERROR_CODES,
  MAX_CART_LINES,
  MAX_WISHLIST_ITEMS,
  PRODUCT_PHOTO_MAX_SIDE,
  PRODUCT_PHOTOS_MAX,
  WITHDRAWAL_DAYS,
  type Reason,
} from '@shop/domain'
import i18next, { type TFunction, useTranslation } from './i18n-runtime'
import { useCallback } from 'react'
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
  withdrawal_period_over: { days: WITHDRAWAL_DAYS },
}

/**
 * The reason texts live in a namespace of their own, `reasons` (one text per reason, ~11 KB in
 * English): refusals are rare, so the first page does not carry them (decision 025). A screen that
 * may show one loads them when it mounts (useReasonTexts) or before it words a failure (loadReasonTexts).
 */
export const REASONS_NAMESPACE = 'reasons'

export function loadReasonTexts(): Promise<unknown> {
  return i18next.loadNamespaces(REASONS_NAMESPACE)
}

/** Starts loading the reason texts without suspending; true once they are there. */
export function useReasonTexts(): boolean {
  const { ready } = useTranslation(REASONS_NAMESPACE, { useSuspense: false })
  return ready
}

/**
 * A reason's text in the shopper's language: `reason.<reason>` in the reasons namespace (one per
 * reason). `values` fills what only the answer knows (otp_too_soon's `count` of seconds).
 */
export function reasonText(t: TFunction, reason: Reason | 'network', values: Record<string, number> = {}): string {
  return t(`reason.${reason}`, { ns: REASONS_NAMESPACE, ...(reason === 'network' ? {} : VALUES[reason]), ...values })
}

/**
 * `(err, values?) => text | null`: the translated text of a refusal's specific reason (see
 * specificReason); null too while the texts are still loading, so the screen says it its own way.
 */
export function useReasonText() {
  const { t, ready } = useTranslation(REASONS_NAMESPACE, { useSuspense: false })
  return useCallback(
    (err: unknown, values?: Record<string, number>): string | null => {
      const reason = specificReason(err)
      return reason && ready ? reasonText(t, reason, values) : null
    },
    [t, ready],
  )
}
