import { privacyPolicyText } from '@shop/domain/legal-texts/privacy-policy'
import { sellerQuery } from '../../features/content/api/seller-query'
import { ContentPage } from '../../features/content/components/content-page'
import type { Prefetch } from '../page-prefetch'

/** The policy names the controller, the seller of the owner's settings: the server renders it with it. */
export const prefetch: Prefetch = () => [sellerQuery()]

export function Component() {
  return <ContentPage texts={privacyPolicyText} showUpdated numbered />
}
