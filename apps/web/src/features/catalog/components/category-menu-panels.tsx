import * as DialogPrimitive from '@radix-ui/react-dialog'
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import type { CategoryNode } from '@shop/domain'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { cx } from '../../../components/ui/cx'
import { IconButton, iconButtonClasses } from '../../../components/ui/icon-button'
import { ArrowRightIcon, ChevronDownIcon, ChevronRightIcon, CloseIcon, MenuIcon } from '../../../components/ui/icons'
import { menuContentClasses, menuItemClasses, menuLabelClasses } from '../../../components/ui/menu'
import { Skeleton } from '../../../components/ui/skeleton'
import { useLanguage } from '../../../lib/i18n'
import { useCategories } from '../api/catalog-queries'
import { categoryHref } from './catalog-links'
import { CategoryTriggerFace, LoadFailed, categoryTriggerClasses, useCurrentCategorySlug } from './category-menu'

/**
 * The open parts of the category menus: each category's dropdown panel (wide screens) and the
 * drawer (phones). Not on the first page (decision 028): category-menu.tsx renders look-alike
 * placeholders and loads this module, with Radix, when the browser is idle or the shopper first
 * reaches for a menu (lib/deferred.ts).
 */

/** The real dropdown of one category (Radix), once the shopper reaches for its placeholder. */
export function CategoryDropdownMenu({
  category,
  current,
  openOnArrival,
  triggerRef,
}: {
  category: CategoryNode
  current: boolean
  openOnArrival: boolean
  triggerRef: (el: HTMLElement | null) => void
}) {
  const { t } = useTranslation()
  const Menu = DropdownMenu
  const face = <CategoryTriggerFace name={category.name} />
  return (
    <Menu.Root modal={false} defaultOpen={openOnArrival}>
      <Menu.Trigger ref={triggerRef} className={categoryTriggerClasses(current)}>
        {face}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="start"
          sideOffset={8}
          collisionPadding={16}
          className={cx(menuContentClasses, 'w-[36rem] max-w-[calc(100vw-2rem)] overflow-hidden p-0!')}
        >
          <div className="grid grid-cols-[14rem_1fr]">
            <div className="flex flex-col bg-sage-50 p-5">
              <p className="font-display text-xl text-sage-900">{category.name}</p>
              {category.description && <p className="mt-2 line-clamp-5 text-sm leading-relaxed text-ink-600">{category.description}</p>}
              <p className="mt-auto pt-4 text-xs font-medium text-ink-500">{t('menu.productCount', { count: category.product_count })}</p>
              <Menu.Item asChild className={cx(menuItemClasses, '-mx-3 mt-2 w-auto font-medium text-sage-700')}>
                <Link to={categoryHref(category.slug)}>
                  {t('menu.viewAll')}
                  <ArrowRightIcon size={16} />
                </Link>
              </Menu.Item>
            </div>
            <div className="p-2">
              <Menu.Label className={menuLabelClasses}>{t('menu.shopBy')}</Menu.Label>
              {category.subcategories.map((sub) => (
                <Menu.Item key={sub.id} asChild className={cx(menuItemClasses, 'justify-between')}>
                  <Link to={categoryHref(category.slug, sub.id)}>
                    <span>{sub.name}</span>
                    <span className="text-xs text-ink-500 tabular-nums">{sub.product_count}</span>
                  </Link>
                </Menu.Item>
              ))}
              <Menu.Separator className="my-1.5 h-px bg-ink-100" />
              <Menu.Item asChild className={cx(menuItemClasses, 'font-medium text-sage-700')}>
                <Link to="/categoryoverview">
                  {t('menu.allCategories')}
                  <ArrowRightIcon size={16} />
                </Link>
              </Menu.Item>
            </div>
          </div>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  )
}


function DrawerCategory({ category, current, onNavigate }: { category: CategoryNode; current: boolean; onNavigate: () => void }) {
  const { t } = useTranslation()
  return (
    <details className="group border-b border-ink-100" open={current}>
      <summary
        className={cx(
          'flex cursor-pointer list-none items-center justify-between px-5 py-3.5 text-[1.05rem] font-medium [&::-webkit-details-marker]:hidden',
          'hover:bg-sage-50 focus-visible:-outline-offset-2',
          current ? 'text-sage-800' : 'text-ink-900',
        )}
      >
        {category.name}
        <ChevronDownIcon size={18} className="text-ink-500 transition-transform duration-200 group-open:rotate-180" />
      </summary>
      <ul className="pb-2">
        <li>
          <Link
            to={categoryHref(category.slug)}
            onClick={onNavigate}
            className="flex items-center gap-1.5 py-2.5 pr-5 pl-8 font-medium text-sage-700 hover:bg-sage-50 focus-visible:-outline-offset-2"
          >
            {t('menu.viewAll')}
            <ArrowRightIcon size={16} />
          </Link>
        </li>
        {category.subcategories.map((sub) => (
          <li key={sub.id}>
            <Link
              to={categoryHref(category.slug, sub.id)}
              onClick={onNavigate}
              className="flex items-center justify-between py-2.5 pr-5 pl-8 text-ink-700 hover:bg-sage-50 hover:text-sage-800 focus-visible:-outline-offset-2"
            >
              {sub.name}
              <span className="text-xs text-ink-500 tabular-nums">{sub.product_count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </details>
  )
}

/** The real drawer (Radix dialog) with categories → subcategories, once the hamburger is reached for. */
export function CategoryDrawerDialog({
  open,
  setOpen,
  triggerRef,
  className,
}: {
  open: boolean
  setOpen: (open: boolean) => void
  triggerRef: (el: HTMLElement | null) => void
  className?: string
}) {
  const lang = useLanguage()
  const { t } = useTranslation()
  const Dialog = DialogPrimitive
  const categories = useCategories(lang)
  const current = useCurrentCategorySlug()
  const close = () => setOpen(false)
  const face = <MenuIcon size={22} />
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger ref={triggerRef} aria-label={t('menu.open')} title={t('menu.open')} className={cx(iconButtonClasses, className)}>
        {face}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40 data-[state=open]:animate-overlay-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-cream-50 shadow-2xl outline-none data-[state=open]:animate-drawer-in"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-ink-100 pr-3 pl-5">
            <Dialog.Title className="font-display text-xl text-sage-900">{t('menu.title')}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={t('menu.close')}>
                <CloseIcon size={22} />
              </IconButton>
            </Dialog.Close>
          </div>
          <nav aria-label={t('menu.label')} className="flex-1 overflow-y-auto overscroll-contain">
            {categories.isPending ? (
              <div className="space-y-5 p-5">
                {Array.from({ length: 5 }, (_, i) => (
                  <Skeleton key={i} className="h-5 w-2/3" />
                ))}
              </div>
            ) : categories.isError ? (
              <LoadFailed onRetry={() => void categories.refetch()} className="p-5" />
            ) : (
              categories.data.map((c) => <DrawerCategory key={c.id} category={c} current={c.slug === current} onNavigate={close} />)
            )}
            <ul className="py-3">
              {(
                [
                  ['/topbrand', t('menu.topBrands')],
                  ['/categoryoverview', t('menu.allCategories')],
                ] as const
              ).map(([to, label]) => (
                <li key={to}>
                  <Link
                    to={to}
                    onClick={close}
                    className="flex items-center justify-between px-5 py-3 font-medium text-sage-800 hover:bg-sage-50 focus-visible:-outline-offset-2"
                  >
                    {label}
                    <ChevronRightIcon size={18} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
