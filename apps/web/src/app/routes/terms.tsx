import { TERMS_VERSION } from '@shop/domain'
import { termsText } from '@shop/domain/legal-texts/terms'
import { sellerQuery } from '../../features/content/api/seller-query'
import { ContentPage } from '../../features/content/components/content-page'
import type { Prefetch } from '../page-prefetch'

/** The terms name the seller of the owner's settings: the server renders them with it. */
export const prefetch: Prefetch = () => [sellerQuery()]

export function Component() {
  return <ContentPage texts={termsText} version={TERMS_VERSION} numbered />
}
