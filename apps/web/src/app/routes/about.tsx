import { ContentPage } from '../../features/content/components/content-page'
import { aboutText } from '../../features/content/texts/about'

export function Component() {
  return <ContentPage texts={aboutText} />
}
