import { useTranslation } from '../../lib/i18n-runtime'
import { Container } from '../../components/ui/container'
import { CategoryDrawer, CategoryNav } from '../../features/catalog/components/category-menu'
import { LanguageSwitcher } from '../../features/catalog/components/language-switcher'
import { AccountMenu } from './account-menu'
import { CartLink } from './cart-link'
import { Logo } from './logo'
import { hydrateLater } from '../../lib/hydrate-later'
import { NavigationProgress } from './navigation-progress'

/** The "Ship to" button's place until its code is here: the same size, nothing to press. */
function ShipToBlank() {
  return <span aria-hidden="true" className="inline-block h-10 w-14 lg:w-28" />
}

/** The search box's place until its code is here: the same box, inert. */
function SearchBlank({ className }: { className?: string }) {
  return (
    <div className={className}>
      <div aria-hidden="true" className="h-11 rounded-full border border-ink-200 bg-white" />
    </div>
  )
}

/**
 * Parts the server renders whose code is not on the first page (decision 040, lib/hydrate-later.ts):
 * the "Ship to" button and the search box hydrate when their chunks arrive.
 */
const shipTo = hydrateLater(() => import('./ship-to-button').then((m) => m.ShipToButton), ShipToBlank)
const search = hydrateLater(() => import('../../features/catalog/components/search-box').then((m) => m.SearchBox), SearchBlank)

/** The server's renderer has these in place before rendering (app/entry-server.tsx). */
export const preloadHeader = () => Promise.all([shipTo.preload(), search.preload()])

/**
 * The shared header. Below md (phones, small tablets): hamburger, logo, icons, and the search on
 * its own row. md and up: one row with the search in the middle, and the category bar below.
 * It takes no props: features plug in where they render (the cart count goes into CartLink).
 */
export function Header() {
  const { t } = useTranslation()
  return (
    <header className="sticky top-0 z-40 border-b border-ink-100 bg-cream-50/95 backdrop-blur supports-[backdrop-filter]:bg-cream-50/85">
      <Container className="flex flex-wrap items-center gap-x-1.5 gap-y-2 py-3 sm:gap-x-3 md:flex-nowrap md:py-4 lg:gap-x-4">
        <CategoryDrawer className="-ml-2 md:hidden" />
        <Logo />
        <search.Part className="order-last w-full min-w-0 md:order-none md:mx-auto md:w-auto md:max-w-xl md:flex-1" />
        <div className="ml-auto flex items-center gap-0.5 md:ml-0" role="group" aria-label={t('header.tools')}>
          <shipTo.Part />
          <LanguageSwitcher />
          <AccountMenu />
          <CartLink />
        </div>
      </Container>
      <div className="hidden border-t border-ink-100 md:block">
        <Container>
          <CategoryNav />
        </Container>
      </div>
      <NavigationProgress />
      <div aria-hidden="true" className="intro-sweep absolute inset-x-0 -bottom-px h-0.5 bg-gradient-to-r from-sage-400 via-clay-400 to-sage-400" />
    </header>
  )
}
