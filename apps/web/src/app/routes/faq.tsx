import { FaqPage } from '../../features/content/components/faq-page'
import { faqText } from '../../features/content/texts/faq'

export function Component() {
  return <FaqPage texts={faqText} />
}
