import { ContentPage } from '../../features/content/components/content-page'
import { returnPolicyText } from '../../features/content/texts/return-policy'

export function Component() {
  return <ContentPage texts={returnPolicyText} showUpdated />
}
