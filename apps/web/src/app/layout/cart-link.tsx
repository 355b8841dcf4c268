import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { iconButtonClasses } from '../../components/ui/icon-button'
import { CartIcon } from '../../components/ui/icons'

/**
 * The header's cart entry. The cart feature plugs its item count in here (`<CartLink count={n} />`
 * in header.tsx); without a count, or with 0, no badge is shown.
 */
export function CartLink({ count }: { count?: number }) {
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
