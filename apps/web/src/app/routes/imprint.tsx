import { imprintText } from '@shop/domain/legal-texts/imprint'
import { sellerQuery } from '../../features/content/api/seller-query'
import { ContentPage } from '../../features/content/components/content-page'
import type { Prefetch } from '../page-prefetch'

/** The imprint is the seller of the owner's settings (decision 042): the server renders it with them. */
export const prefetch: Prefetch = () => [sellerQuery()]

export function Component() {
  return <ContentPage texts={imprintText} />
}
