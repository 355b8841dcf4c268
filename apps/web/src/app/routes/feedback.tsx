import { useTranslation } from '../../lib/i18n-runtime'
import { AccountFrame } from '../../features/account/components/account-frame'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { FeedbackForm } from '../../features/feedback/components/feedback-form'
import { useDocumentTitle } from '../../lib/use-document-title'

/** SPEC's /feedback: four questions, open to guests and signed-in shoppers alike. */
export function Component() {
  const { t } = useTranslation('feedback')
  useDocumentTitle(t('page.title'))
  return (
    <AccountFrame title={t('page.title')} intro={t('page.intro')} breadcrumbs={<Breadcrumbs items={[{ label: t('page.title') }]} />}>
      <FeedbackForm />
    </AccountFrame>
  )
}
