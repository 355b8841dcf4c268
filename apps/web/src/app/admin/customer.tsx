import { mayOpen } from '@shop/domain'
import { useTranslation } from '../../lib/i18n-runtime'
import { Link, useParams } from '../../lib/router'
import { useCustomer } from '../../features/admin/api/team-api'
import { AdminPage, ListState } from '../../features/admin/components/admin-page'
import { useStaffRole } from '../../features/admin/hooks/use-staff-role'
import { CustomerFacts } from '../../features/admin/team/customer-views'
import { ADMIN_PATHS, adminHref } from './admin-routes'

/** One customer for staff, read-only: orders (linked for roles that open orders), addresses, wallet. */
export function Component() {
  const { id = '' } = useParams()
  const { t } = useTranslation('staff')
  const { role } = useStaffRole()
  const query = useCustomer(id)
  const back = (
    <Link to={adminHref(ADMIN_PATHS.customers)} className="text-sm font-medium text-sage-800 underline-offset-4 hover:underline">
      ← {t('customer.back')}
    </Link>
  )
  const detail = query.data
  if (!detail) {
    return (
      <AdminPage title={t('customer.title')} actions={back}>
        <ListState isPending={query.isPending} error={query.error} empty={false} emptyText="" onRetry={() => void query.refetch()} />
      </AdminPage>
    )
  }
  const opensOrders = !!role && mayOpen(role, 'fulfilment')
  return (
    <AdminPage title={detail.customer.username} intro={t('customer.readOnly')} actions={back}>
      <CustomerFacts detail={detail} orderHref={(orderId) => (opensOrders ? adminHref(`${ADMIN_PATHS.orders}/${orderId}`) : null)} />
    </AdminPage>
  )
}
