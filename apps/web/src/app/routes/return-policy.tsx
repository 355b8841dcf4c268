import { TERMS_VERSION } from '@shop/domain'
import { returnPolicyText } from '@shop/domain/legal-texts/return-policy'
import { sellerQuery } from '../../features/content/api/seller-query'
import { ContentPage } from '../../features/content/components/content-page'
import type { Prefetch } from '../page-prefetch'

/** The withdrawal policy and its model form are addressed to the seller of the owner's settings. */
export const prefetch: Prefetch = () => [sellerQuery()]

/** Part of the terms: it carries their version. */
export function Component() {
  return <ContentPage texts={returnPolicyText} version={TERMS_VERSION} />
}
