import type { TFunction } from 'i18next'
import { ApiError } from '../../../lib/api-client'

/** The words a failed wishlist call shows: the code picks the sentence. */
export function wishlistErrorText(err: unknown, t: TFunction<'wishlist'>): string {
  if (!(err instanceof ApiError)) return t('errors.unknown')
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
