import type { StaffRole } from '@shop/domain'
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Link, NavLink, useLocation } from '../../../lib/router'
import { cx } from '../../../components/ui/cx'
import { CloseIcon, MenuIcon } from '../../../components/ui/icons'

export interface AdminNavItem {
  /** Absolute address, e.g. '/admin/orders'. */
  href: string
  /** i18next key with namespace ('admin:nav.orders'). */
  label: string
  group: 'overview' | 'sales' | 'catalog' | 'people'
}

const GROUPS = ['overview', 'sales', 'catalog', 'people'] as const

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault()
  document.getElementById('main')?.focus()
}

/**
 * The staff area's own frame (no shop header, promo strip, footer or cart): a side navigation on
 * wide screens; on phones a top bar whose menu button folds the same list open (closed again on
 * every navigation). The list holds only what the member's role opens (admin-app.tsx).
 */
export function AdminLayout({ nav, role, children }: { nav: AdminNavItem[]; role: StaffRole; children: ReactNode }) {
  const { t } = useTranslation(['admin', 'admin2', 'staff', 'common'])
  const [open, setOpen] = useState(false)
  const location = useLocation()
  useEffect(() => setOpen(false), [location.pathname])

  const current = nav.find((item) => isActive(item.href, location.pathname))

  return (
    <div className="min-h-dvh bg-cream-50 lg:flex" data-staff-frame="">
      <a
        href="#main"
        onClick={skipToContent}
        className="fixed top-3 left-3 z-[60] -translate-y-[calc(100%+2.5rem)] rounded-full bg-clay-600 px-5 py-3 font-medium text-white shadow-lg transition-transform focus:translate-y-0"
      >
        {t('common:skipToContent')}
      </a>
      <header className="sticky top-0 z-40 flex items-center justify-between gap-3 border-b border-ink-100 bg-white px-4 py-3 lg:hidden">
        <Brand />
        <button
          type="button"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls="admin-nav"
          className="flex items-center gap-1.5 rounded-lg border border-ink-200 px-3 py-2 text-sm font-medium text-ink-800"
        >
          {open ? <CloseIcon size={20} /> : <MenuIcon size={20} />}
          {t('admin:menu')}
        </button>
      </header>
      <nav
        id="admin-nav"
        aria-label={t('admin:area')}
        className={cx(
          'border-b border-ink-100 bg-white px-3 pt-3 pb-4 lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-64 lg:shrink-0 lg:flex-col lg:overflow-y-auto lg:border-r lg:border-b-0',
          open ? 'block' : 'hidden',
        )}
      >
        <div className="hidden px-3 pt-2 pb-5 lg:block">
          <Brand />
        </div>
        <div className="lg:flex-1">
          {GROUPS.map((group) => {
            const items = nav.filter((item) => item.group === group)
            if (!items.length) return null
            return (
              <div key={group} className="mb-3 last:mb-0">
                <p className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-ink-500 uppercase">{t(`admin:group.${group}`)}</p>
                <ul>
                  {items.map((item) => (
                    <li key={item.href}>
                      <NavLink
                        to={item.href}
                        end={item.href === '/admin'}
                        className={({ isActive: active }) =>
                          cx(
                            'block rounded-lg px-3 py-2 text-[0.95rem] transition-colors',
                            active ? 'bg-sage-100 font-medium text-sage-900' : 'text-ink-700 hover:bg-sage-50 hover:text-sage-800',
                          )
                        }
                      >
                        {t(item.label)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            )
          })}
        </div>
        <div className="mt-4 border-t border-ink-100 px-3 pt-4 text-sm">
          <p className="text-ink-600">
            {t('staff:frame.signedInAs')} <span className="font-medium text-ink-900">{t(`staff:role.${role}`)}</span>
          </p>
          <Link to="/" className="mt-2 inline-block font-medium text-sage-800 underline-offset-4 hover:underline">
            ← {t('staff:frame.toShop')}
          </Link>
        </div>
      </nav>
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 pt-5 pb-16 outline-none sm:px-6 lg:px-10 lg:pt-10" aria-label={current ? t(current.label) : undefined}>
        {children}
      </main>
    </div>
  )
}

function Brand() {
  const { t } = useTranslation(['admin', 'common'])
  return (
    <Link to="/admin" className="block leading-tight">
      <span className="block font-display text-lg text-ink-900">{t('common:shopName')}</span>
      <span className="block text-xs font-semibold tracking-wide text-sage-700 uppercase">{t('admin:area')}</span>
    </Link>
  )
}

function isActive(href: string, pathname: string): boolean {
  if (href === '/admin') return pathname === '/admin' || pathname === '/admin/'
  return pathname === href || pathname.startsWith(`${href}/`)
}
