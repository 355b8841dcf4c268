import { useTranslation } from '../../lib/i18n-runtime'
import { AccountFrame } from '../../features/account/components/account-frame'
import { RequireAuth } from '../../features/auth'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { QuestionsForm } from '../../features/two-factor/components/questions-form'
import { WithTwoFactorStatus } from '../../features/two-factor/components/with-status'
import { useTwoFactorText } from '../../features/two-factor/hooks/use-two-factor-text'
import { useDocumentTitle } from '../../lib/use-document-title'

/** /twofactorauthenticationquestion: the three security question and answer pairs. */
export function Component() {
  return (
    <RequireAuth>
      <QuestionsPage />
    </RequireAuth>
  )
}

function QuestionsPage() {
  const { t } = useTwoFactorText()
  const { t: tAccount } = useTranslation('account')
  useDocumentTitle(t('questions.title'))
  return (
    <AccountFrame
      title={t('questions.title')}
      intro={t('questions.intro')}
      breadcrumbs={
        <Breadcrumbs items={[{ label: tAccount('breadcrumb'), to: '/youraccount' }, { label: t('overview.title'), to: '/Twofactor' }, { label: t('questions.title') }]} />
      }
    >
      <WithTwoFactorStatus>{(status) => <QuestionsForm status={status} />}</WithTwoFactorStatus>
    </AccountFrame>
  )
}
