import { ContentPage } from '../../features/content/components/content-page'
import { termsText } from '@shop/domain/legal-texts/terms'

export function Component() {
  return <ContentPage texts={termsText} showUpdated numbered />
}
