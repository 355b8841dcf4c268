import type { TFunction } from '../../../lib/i18n-runtime'
import { ApiError } from '../../../lib/api-client'

/** The words a failed wishlist call shows: the reason picks the sentence (its status class when it is new here). */
export function wishlistErrorText(err: unknown, t: TFunction<'wishlist'>): string {
  if (!(err instanceof ApiError)) return t('errors.unknown')
  if (err.reason === 'product_gone') return t('errors.notFound')
  if (err.reason === 'wishlist_full') return t('errors.full')
  switch (err.code) {
    case 'network':
      return t('errors.network')
    case 'unauthorized':
      return t('errors.signedOut')
    case 'not_found':
      return t('errors.notFound')
    case 'conflict':
      return t('errors.full')
    case 'rate_limited':
      return t('errors.rateLimited')
    default:
      return t('errors.unknown')
  }
}
