import type { CategoryNode } from '@shop/domain'
import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { NavLink, useMatch } from '../../../lib/router'
import { cx } from '../../../components/ui/cx'
import { iconButtonClasses } from '../../../components/ui/icon-button'
import { ChevronDownIcon, MenuIcon } from '../../../components/ui/icons'
import { Skeleton } from '../../../components/ui/skeleton'
import { useDeferredMenu } from '../../../lib/deferred'
import { useLanguage } from '../../../lib/i18n'
import { useCategories } from '../api/catalog-queries'

/**
 * The menus' open parts (Radix dropdowns, the drawer) are in category-menu-panels.tsx, not on the
 * first page: loaded when the browser is idle or when the shopper first reaches for a menu; until
 * then each trigger is a look-alike placeholder (lib/deferred.ts, decision 028).
 */
const loadPanels = () => import('./category-menu-panels')

export function useCurrentCategorySlug(): string | undefined {
  return useMatch('/category/:categoryName/:subCategoryId')?.params.categoryName
}

export function LoadFailed({ onRetry, className }: { onRetry: () => void; className?: string }) {
  const { t } = useTranslation()
  return (
    <p role="alert" className={cx('flex items-center gap-2 text-sm text-clay-700', className)}>
      {t('menu.loadFailed')}
      <button type="button" onClick={onRetry} className="rounded font-medium text-sage-700 underline underline-offset-2 hover:text-sage-900">
        {t('menu.retry')}
      </button>
    </p>
  )
}

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cx(
    'inline-flex h-9 items-center rounded-full px-3 text-sm font-medium transition-colors hover:bg-sage-100 hover:text-sage-800',
    isActive ? 'text-sage-800 underline decoration-clay-400 decoration-2 underline-offset-[6px]' : 'text-ink-700',
  )

/* ---------------- Desktop (md and up): one dropdown panel per category ---------------- */

export const categoryTriggerClasses = (current: boolean) =>
  cx(
    'group inline-flex h-9 items-center gap-1 rounded-full px-3 text-sm font-medium whitespace-nowrap transition-colors',
    'hover:bg-sage-100 hover:text-sage-800 data-[state=open]:bg-sage-100 data-[state=open]:text-sage-800',
    current ? 'text-sage-800 underline decoration-clay-400 decoration-2 underline-offset-[6px]' : 'text-ink-800',
  )

/** The chevron face of a category's trigger, the same on the placeholder and the real menu. */
export function CategoryTriggerFace({ name }: { name: string }) {
  return (
    <>
      {name}
      <ChevronDownIcon size={14} className="text-ink-500 transition-transform duration-150 group-data-[state=open]:rotate-180" />
    </>
  )
}

function CategoryDropdown({ category, current }: { category: CategoryNode; current: boolean }) {
  const { mod: panels, placeholderProps, triggerRef, openOnArrival } = useDeferredMenu(loadPanels)
  if (!panels) {
    return (
      <button {...placeholderProps} className={categoryTriggerClasses(current)}>
        <CategoryTriggerFace name={category.name} />
      </button>
    )
  }
  return <panels.CategoryDropdownMenu category={category} current={current} openOnArrival={openOnArrival} triggerRef={triggerRef} />
}

/** The category bar under the header on wide screens. */
export function CategoryNav({ className }: { className?: string }) {
  const lang = useLanguage()
  const { t } = useTranslation()
  const categories = useCategories(lang)
  const current = useCurrentCategorySlug()

  return (
    <nav aria-label={t('menu.label')} className={cx('flex h-12 items-center gap-1', className)}>
      <div className="-ml-3 flex min-w-0 items-center gap-0.5">
        {categories.isPending ? (
          Array.from({ length: 5 }, (_, i) => <Skeleton key={i} className="mx-3 h-4 w-24" />)
        ) : categories.isError ? (
          <LoadFailed onRetry={() => void categories.refetch()} className="px-3" />
        ) : (
          categories.data.map((c) => <CategoryDropdown key={c.id} category={c} current={c.slug === current} />)
        )}
      </div>
      <div className="ml-auto flex shrink-0 items-center gap-0.5">
        <NavLink to="/topbrand" className={navLinkClasses}>
          {t('menu.topBrands')}
        </NavLink>
        <NavLink to="/categoryoverview" className={navLinkClasses}>
          {t('menu.allCategories')}
        </NavLink>
      </div>
    </nav>
  )
}

/* ---------------- Phone and tablet (below md): a drawer behind the hamburger ---------------- */

/** Phones and tablets only: no need to fetch the dialog code on a wide screen before it is used. */
const narrowScreen = () => typeof matchMedia === 'function' && matchMedia('(max-width: 899.98px)').matches

/** The hamburger button and its drawer with categories → subcategories. */
export function CategoryDrawer({ className }: { className?: string }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const { mod: panels, placeholderProps, triggerRef } = useDeferredMenu(loadPanels, { idle: narrowScreen() })

  if (!panels) {
    return (
      <button
        {...placeholderProps}
        aria-haspopup="dialog"
        aria-label={t('menu.open')}
        title={t('menu.open')}
        className={cx(iconButtonClasses, className)}
        onPointerDown={(event) => {
          placeholderProps.onPointerDown(event)
          if (event.pointerType === 'mouse') setOpen(true)
        }}
        onClick={() => {
          placeholderProps.onClick()
          setOpen(true)
        }}
      >
        <MenuIcon size={22} />
      </button>
    )
  }
  return <panels.CategoryDrawerDialog open={open} setOpen={setOpen} triggerRef={triggerRef} className={className} />
}
