import { TERMS_VERSION } from '@shop/domain'
import { cancelPolicyText } from '@shop/domain/legal-texts/cancel-policy'
import { ContentPage } from '../../features/content/components/content-page'

/** Part of the terms: it carries their version. */
export function Component() {
  return <ContentPage texts={cancelPolicyText} version={TERMS_VERSION} />
}
