import { ContentPage } from '../../features/content/components/content-page'
import { termsText } from '../../features/content/texts/terms'

export function Component() {
  return <ContentPage texts={termsText} showUpdated numbered />
}
