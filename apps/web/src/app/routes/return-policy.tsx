import { ContentPage } from '../../features/content/components/content-page'
import { returnPolicyText } from '@shop/domain/legal-texts/return-policy'

export function Component() {
  return <ContentPage texts={returnPolicyText} showUpdated />
}
