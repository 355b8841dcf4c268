import { useTranslation } from '../../lib/i18n-runtime'
import { Link } from '../../lib/router'
import { iconButtonClasses } from '../../components/ui/icon-button'
import { CartIcon } from '../../components/ui/icons'
import { useCartCount } from '../../features/cart/api/cart-queries'
import { useLanguage } from '../../lib/i18n'

/**
 * The header's cart entry with the number of units that can be bought now. It shares the cart
 * page's query, so adding, changing or removing a line updates the badge at once.
 */
export function CartLink() {
  const lang = useLanguage()
  return <CartLinkView count={useCartCount(lang)} />
}

/** Without a count (still loading, or the cart could not be read), or with 0, no badge is shown. */
export function CartLinkView({ count }: { count?: number }) {
  const { t } = useTranslation()
  const hasItems = count !== undefined && count > 0
  const label = hasItems ? t('header.cartWithCount', { count }) : t('header.cart')
  return (
    <Link to="/cart" aria-label={label} title={label} className={iconButtonClasses}>
      <CartIcon size={22} />
      {hasItems && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-clay-500 px-1 text-[0.7rem] font-semibold text-white ring-2 ring-cream-50"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  )
}
