import { CART_MESSAGES } from '@shop/domain'
import type { TFunction } from 'i18next'
import { ApiError } from '../../../lib/api-client'

/**
 * The words a failed cart call shows, in the shopper's language. The code picks the sentence;
 * a conflict has more than one cause, told apart by the shared domain message it carries.
 * Anything unforeseen shows the server's own text rather than nothing.
 */
export function cartErrorText(err: unknown, t: TFunction<'cart'>): string {
  if (!(err instanceof ApiError)) return t('errors.unknown')
  switch (err.code) {
    case 'network':
      return t('errors.network')
    case 'rate_limited':
      return t('errors.rateLimited')
    case 'not_found':
      return t('errors.notFound')
    case 'conflict':
      return err.message === CART_MESSAGES.outOfStock ? t('errors.outOfStock') : err.message || t('errors.unknown')
    case 'internal':
    case 'unavailable':
      return t('errors.unknown')
    default:
      return err.problem?.errors?.[0]?.message ?? (err.message || t('errors.unknown'))
  }
}
