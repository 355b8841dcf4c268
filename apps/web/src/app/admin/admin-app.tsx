import { lazy, Suspense, useEffect, type ComponentType } from 'react'
import { useTranslation } from '../../lib/i18n-runtime'
import { EmptyState } from '../../components/ui/empty-state'
import { PageSpinner } from '../../components/ui/spinner'
import { AdminLayout, type AdminNavItem } from '../../features/admin/components/admin-layout'
import { StaffOnly } from '../../features/admin/components/staff-only'
import { useStaffRole } from '../../features/admin/hooks/use-staff-role'
import { RequireAuth } from '../../features/auth'
import { Route, Switch } from '../../lib/router'
import { withChunkTimeout } from '../layout/chunk-load'
import { adminHref, adminNav, adminPages } from './admin-routes'

/**
 * The staff area, one lazy chunk behind `/admin/*?` in app/router.tsx, with its own <Switch> of
 * pages, each its own chunk too. Paths are absolute (`/admin/orders`), like the sidebar's links.
 */
const pages: Array<{ path: string; Page: ComponentType }> = adminPages.map(({ path, load }) => ({
  path: adminHref(path),
  Page: lazy(() => withChunkTimeout(load()).then((m) => ({ default: m.Component }))),
}))

const nav: AdminNavItem[] = adminNav.map((entry) => ({ href: adminHref(entry.to), label: entry.label, group: entry.group }))

export function Component() {
  return (
    <RequireAuth>
      <StaffGate />
    </RequireAuth>
  )
}

function StaffGate() {
  const { t } = useTranslation('admin')
  const { isStaff, failed, retry } = useStaffRole()
  if (isStaff === undefined) return <PageSpinner />
  if (failed) {
    return (
      <EmptyState
        tone="error"
        headingLevel={1}
        className="mx-auto my-16 max-w-xl"
        title={t('error.gateTitle')}
        message={t('error.generic')}
        action={
          <button type="button" onClick={retry} className="text-sm font-medium text-sage-800 underline underline-offset-4">
            {t('error.retry')}
          </button>
        }
      />
    )
  }
  if (!isStaff) return <StaffOnly />
  return (
    <AdminLayout nav={nav}>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          {pages.map(({ path, Page }) => (
            <Route key={path} path={path} component={Page} />
          ))}
          <Route component={AdminNotFound} />
        </Switch>
      </Suspense>
    </AdminLayout>
  )
}

function AdminNotFound() {
  const { t } = useTranslation('admin')
  useEffect(() => {
    document.title = t('notFound')
  }, [t])
  return <EmptyState headingLevel={1} title={t('notFound')} />
}
