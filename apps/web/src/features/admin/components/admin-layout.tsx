import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { NavLink, useLocation } from '../../../lib/router'
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

/**
 * The staff area's frame: a sidebar on wide screens; on phones a "Menu" button opens the same
 * list above the page (closed again on every navigation).
 */
export function AdminLayout({ nav, children }: { nav: AdminNavItem[]; children: ReactNode }) {
  const { t } = useTranslation(['admin', 'admin2'])
  const [open, setOpen] = useState(false)
  const location = useLocation()
  useEffect(() => setOpen(false), [location.pathname])

  const current = nav.find((item) => isActive(item.href, location.pathname))

  return (
    <div className="mx-auto w-full max-w-[96rem] px-4 pt-4 pb-16 sm:px-6 lg:flex lg:gap-8 lg:px-8 lg:pt-8">
      <div className="lg:hidden">
        <button
          type="button"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls="admin-nav"
          className="flex w-full items-center justify-between gap-3 rounded-xl border border-ink-200 bg-white px-4 py-3 text-left shadow-xs"
        >
          <span className="min-w-0">
            <span className="block text-xs font-semibold tracking-wide text-sage-700 uppercase">{t('admin:area')}</span>
            <span className="block truncate font-medium text-ink-900">{current ? t(current.label) : t('admin:nav.dashboard')}</span>
          </span>
          <span className="flex items-center gap-1.5 text-sm text-ink-700">
            {open ? <CloseIcon size={20} /> : <MenuIcon size={20} />}
            {t('admin:menu')}
          </span>
        </button>
      </div>
      <nav
        id="admin-nav"
        aria-label={t('admin:area')}
        className={cx(
          'mt-2 rounded-2xl border border-ink-100 bg-white p-3 shadow-sm lg:mt-0 lg:block lg:w-60 lg:shrink-0 lg:self-start lg:sticky lg:top-24',
          open ? 'block' : 'hidden',
        )}
      >
        <p className="hidden px-3 pt-1 pb-3 font-display text-lg text-ink-900 lg:block">{t('admin:area')}</p>
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
      </nav>
      <div className="mt-6 min-w-0 flex-1 lg:mt-0">{children}</div>
    </div>
  )
}

function isActive(href: string, pathname: string): boolean {
  if (href === '/admin') return pathname === '/admin' || pathname === '/admin/'
  return pathname === href || pathname.startsWith(`${href}/`)
}
