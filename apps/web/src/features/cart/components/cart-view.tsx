import type { Cart } from '@shop/domain'
import { useId } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { buttonClasses } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { CartIcon } from '../../../components/ui/icons'
import { CartLineItem } from './cart-line-item'
import { CartSummary } from './cart-summary'
import { useRepriceOnShipTo } from '../api/cart-reprice'

/** The lines and the summary: stacked on phones, side by side from md with the summary kept in view. */
export function CartView({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart')
  const linesHeading = useId()
  useRepriceOnShipTo()
  if (cart.items.length === 0) return <EmptyCart />
  return (
    <div className="grid items-start gap-8 md:grid-cols-[minmax(0,1fr)_20rem] lg:grid-cols-[minmax(0,1fr)_23rem] lg:gap-12">
      <section aria-labelledby={linesHeading} className="min-w-0">
        <h2 id={linesHeading} className="sr-only">
          {t('linesLabel')}
        </h2>
        <ul className="divide-y divide-cream-200 border-y border-cream-200">
          {cart.items.map((line) => (
            <CartLineItem key={line.variant_id} line={line} currency={cart.currency} />
          ))}
        </ul>
      </section>
      <div className="md:sticky md:top-44">
        <CartSummary cart={cart} />
      </div>
    </div>
  )
}

export function EmptyCart() {
  const { t } = useTranslation('cart')
  return (
    <EmptyState
      headingLevel={2}
      className="mx-auto max-w-xl py-14"
      icon={<CartIcon size={32} />}
      title={t('empty.title')}
      message={t('empty.message')}
      action={
        <Link to="/categoryoverview" className={buttonClasses({ className: 'mt-2' })}>
          {t('empty.action')}
        </Link>
      }
    />
  )
}
