import { useTranslation } from '../../lib/i18n-runtime'
import { useSearchParams } from '../../lib/router'
import { AccountFrame } from '../../features/account/components/account-frame'
import { RequireAuth } from '../../features/auth'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { Pagination } from '../../features/catalog/components/pagination'
import { OrderHistory } from '../../features/orders/components/order-history'
import { useDocumentTitle } from '../../lib/use-document-title'

export function Component() {
  return (
    <RequireAuth>
      <OrderHistoryPage />
    </RequireAuth>
  )
}

function OrderHistoryPage() {
  const { t } = useTranslation('orders')
  useDocumentTitle(t('history.title'))
  const [params] = useSearchParams()
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1))
  return (
    <AccountFrame
      title={t('history.title')}
      intro={t('history.intro')}
      breadcrumbs={<Breadcrumbs items={[{ label: t('account'), to: '/youraccount' }, { label: t('history.title') }]} />}
    >
      <OrderHistory page={page} pager={(totalPages) => <Pagination page={page} totalPages={totalPages} hrefFor={(p) => (p > 1 ? `/orderhistory?page=${p}` : '/orderhistory')} />} />
    </AccountFrame>
  )
}
