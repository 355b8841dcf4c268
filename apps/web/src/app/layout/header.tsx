import { useTranslation } from '../../lib/i18n-runtime'
import { Container } from '../../components/ui/container'
import { CategoryDrawer, CategoryNav } from '../../features/catalog/components/category-menu'
import { LanguageSwitcher } from '../../features/catalog/components/language-switcher'
import { SearchBox } from '../../features/catalog/components/search-box'
import { AccountMenu } from './account-menu'
import { CartLink } from './cart-link'
import { Logo } from './logo'
import { NavigationProgress } from './navigation-progress'

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
        <SearchBox className="order-last w-full min-w-0 md:order-none md:mx-auto md:w-auto md:max-w-xl md:flex-1" />
        <div className="ml-auto flex items-center gap-0.5 md:ml-0" role="group" aria-label={t('header.tools')}>
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
