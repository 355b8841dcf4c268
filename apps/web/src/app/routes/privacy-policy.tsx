import { ContentPage } from '../../features/content/components/content-page'
import { privacyPolicyText } from '@shop/domain/legal-texts/privacy-policy'

export function Component() {
  return <ContentPage texts={privacyPolicyText} showUpdated numbered />
}
