import type { TFunction } from '../../../lib/i18n-runtime'
import { ApiError } from '../../../lib/api-client'
import { reasonText, specificReason } from '../../../lib/reasons'

/**
 * The words a failed cart call shows, in the shopper's language, picked by the refusal's reason:
 * the cart's own short sentences for its everyday refusals, the shared reason texts otherwise.
 */
export function cartErrorText(err: unknown, t: TFunction<'cart'>): string {
  if (!(err instanceof ApiError)) return t('errors.unknown')
  switch (err.reason) {
    case 'network':
      return t('errors.network')
    case 'rate_limited':
      return t('errors.rateLimited')
    case 'not_found':
    case 'product_gone':
    case 'product_not_found':
      return t('errors.notFound')
    case 'out_of_stock':
    case 'stock_short':
      return t('errors.outOfStock')
    case 'internal':
    case 'unavailable':
      return t('errors.unknown')
  }
  const reason = specificReason(err)
  if (reason) return reasonText(t as unknown as TFunction, reason)
  return err.problem?.errors?.[0]?.message ?? t('errors.unknown')
}
