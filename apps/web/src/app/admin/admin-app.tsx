import { mayOpen, type StaffArea, type StaffRole } from '@shop/domain'
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react'
import { useTranslation } from '../../lib/i18n-runtime'
import { EmptyState } from '../../components/ui/empty-state'
import { PageSpinner } from '../../components/ui/spinner'
import { AdminLayout, type AdminNavItem } from '../../features/admin/components/admin-layout'
import { RoleRefused, StaffOnly } from '../../features/admin/components/staff-only'
import { useStaffRole } from '../../features/admin/hooks/use-staff-role'
import { RequireAuth } from '../../features/auth'
import { Route, Switch } from '../../lib/router'
import { withChunkTimeout } from '../layout/chunk-load'
import { useIntroAnimation } from '../layout/intro'
import { adminHref, adminNav, adminPages } from './admin-routes'

/**
 * The staff area, one lazy chunk behind `/admin/*?` in app/router.tsx, with its own <Switch> of
 * pages, each its own chunk too. Paths are absolute (`/admin/orders`), like the sidebar's links.
 */
const pages: Array<{ path: string; area: StaffArea; Page: ComponentType }> = adminPages.map(({ path, area, load }) => ({
  path: adminHref(path),
  area,
  Page: lazy(() => withChunkTimeout(load()).then((m) => ({ default: m.Component }))),
}))

/** The sidebar a role sees: only the areas it opens (the server refuses the rest anyway). */
export function navFor(role: StaffRole): AdminNavItem[] {
  return adminNav.filter((entry) => mayOpen(role, entry.area)).map((entry) => ({ href: adminHref(entry.to), label: entry.label, group: entry.group }))
}

export function Component() {
  // Outside the shop's layout: the first-visit marker is cleared here instead.
  useIntroAnimation()
  return (
    <RequireAuth>
      <StaffGate />
    </RequireAuth>
  )
}

function StaffGate() {
  const { t } = useTranslation('admin')
  const { role, failed, retry } = useStaffRole()
  // Until the role is known, and for whoever is not staff, a plain page: the staff frame is for staff.
  if (role === undefined) {
    return (
      <GateMain>
        <PageSpinner />
      </GateMain>
    )
  }
  if (failed) {
    return (
      <GateMain>
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
      </GateMain>
    )
  }
  if (!role) {
    return (
      <GateMain>
        <StaffOnly />
      </GateMain>
    )
  }
  return (
    <AdminLayout nav={navFor(role)} role={role}>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          {pages.map(({ path, area, Page }) => (
            <Route key={path} path={path}>
              {mayOpen(role, area) ? <Page /> : <RoleRefused role={role} />}
            </Route>
          ))}
          <Route component={AdminNotFound} />
        </Switch>
      </Suspense>
    </AdminLayout>
  )
}

/** The page's main landmark outside the staff frame (the staff area is rendered outside the shop's layout). */
function GateMain({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh bg-cream-50 outline-none">
      {children}
    </main>
  )
}

function AdminNotFound() {
  const { t } = useTranslation('admin')
  useEffect(() => {
    document.title = t('notFound')
  }, [t])
  return <EmptyState headingLevel={1} title={t('notFound')} />
}
