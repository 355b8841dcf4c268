import { ContentPage } from '../../features/content/components/content-page'
import { cancelPolicyText } from '../../features/content/texts/cancel-policy'

export function Component() {
  return <ContentPage texts={cancelPolicyText} showUpdated />
}
