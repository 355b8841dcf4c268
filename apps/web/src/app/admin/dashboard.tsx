import { useTranslation } from '../../lib/i18n-runtime'
import { AdminPage, ListState } from '../../features/admin/components/admin-page'
import { DashboardView, type PendingLinks } from '../../features/admin/components/dashboard-view'
import { useDashboard } from '../../features/admin/api/staff-api'
import { useLanguage } from '../../lib/i18n'
import { ADMIN_PATHS, adminHref } from './admin-routes'

const PENDING_LINKS: PendingLinks = {
  cancel_requests: `${adminHref(ADMIN_PATHS.requests)}?kind=cancel`,
  return_requests: `${adminHref(ADMIN_PATHS.requests)}?kind=return`,
  reviews: `${adminHref(ADMIN_PATHS.reviews)}?status=pending`,
  testimonials: `${adminHref(ADMIN_PATHS.testimonials)}?status=pending`,
  complaints: `${adminHref(ADMIN_PATHS.complaints)}?status=open`,
  contact_messages: `${adminHref(ADMIN_PATHS.contactMessages)}?status=new`,
}

export function Component() {
  const { t } = useTranslation('admin')
  const lang = useLanguage()
  const query = useDashboard(lang)
  return (
    <AdminPage title={t('dashboard.title')} intro={t('dashboard.intro')}>
      {query.data ? (
        <DashboardView data={query.data} links={PENDING_LINKS} productHref={(id) => `${adminHref(ADMIN_PATHS.products)}/${encodeURIComponent(id)}`} />
      ) : (
        <ListState isPending={query.isPending} error={query.error} empty={false} emptyText="" onRetry={() => void query.refetch()} />
      )}
    </AdminPage>
  )
}
