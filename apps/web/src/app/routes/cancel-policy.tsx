import { ContentPage } from '../../features/content/components/content-page'
import { cancelPolicyText } from '@shop/domain/legal-texts/cancel-policy'

export function Component() {
  return <ContentPage texts={cancelPolicyText} showUpdated />
}
