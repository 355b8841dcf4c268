import { useTranslation } from '../../lib/i18n-runtime'
import { AccountFrame } from '../../features/account/components/account-frame'
import { RequireAuth } from '../../features/auth'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { ComplaintsPanel } from '../../features/complaints/components/complaints-panel'
import { useDocumentTitle } from '../../lib/use-document-title'

/** SPEC's /complain: complaints about my own orders, with the shop's replies. */
export function Component() {
  return (
    <RequireAuth>
      <ComplainPage />
    </RequireAuth>
  )
}

function ComplainPage() {
  const { t } = useTranslation('complaints')
  useDocumentTitle(t('page.title'))
  return (
    <AccountFrame
      width="wide"
      title={t('page.title')}
      intro={t('page.intro')}
      breadcrumbs={<Breadcrumbs items={[{ label: t('page.account'), to: '/youraccount' }, { label: t('page.title') }]} />}
    >
      <ComplaintsPanel />
    </AccountFrame>
  )
}
