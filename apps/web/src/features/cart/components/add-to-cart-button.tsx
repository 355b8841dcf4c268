import { CART_MESSAGES, MAX_LINE_QUANTITY } from '@shop/domain'
import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Button } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { CartIcon } from '../../../components/ui/icons'
import { useLanguage } from '../../../lib/i18n'
import { notify } from '../../../lib/toast'
import { cartErrorText } from '../api/cart-errors'
import { loadReasonTexts } from '../../../lib/reasons'
import { useAddToCart, useCachedLineQuantity } from '../api/cart-mutations'
import { QuantityStepper } from './quantity-stepper'

/**
 * Puts a product in the cart. `full` (the product page): a quantity stepper up to the stock (at
 * most 10) and a large button. `compact` (a card): one unit, a small button named after the product.
 * Success shows SPEC's message; when the cart could take no more units (the line is at its limit)
 * the shopper is told so instead of being congratulated for nothing.
 */
export function AddToCartButton({
  productId,
  variantId,
  name,
  stock,
  variant = 'full',
  className,
}: {
  productId: string
  /** The size chosen on the product page; none: the product's default (lowest-priced) one */
  variantId?: string
  name: string
  stock: number
  variant?: 'full' | 'compact'
  className?: string
}) {
  const { t } = useTranslation('cart')
  const lang = useLanguage()
  const add = useAddToCart(lang)
  const quantityInCart = useCachedLineQuantity(lang)
  const max = Math.min(stock, MAX_LINE_QUANTITY)
  const [wanted, setWanted] = useState(1)
  const quantity = Math.max(1, Math.min(wanted, max))
  const compact = variant === 'compact'

  if (stock <= 0) {
    return (
      <Button variant="secondary" size={compact ? 'sm' : 'lg'} disabled className={cx(compact ? 'w-full' : 'w-full sm:w-auto', className)}>
        {t('add.outOfStock')}
      </Button>
    )
  }

  const submit = () => {
    const before = quantityInCart(variantId ?? productId)
    add.mutate(
      { product_id: productId, ...(variantId ? { variant_id: variantId } : {}), quantity: compact ? 1 : quantity },
      {
        onSuccess: (answer) => {
          const after = answer.items.find((line) => (variantId ? line.variant_id === variantId : line.product_id === productId))?.quantity ?? 0
          if (after > before) notify.success(answer.message || CART_MESSAGES.added)
          else notify.info(t('add.noMore', { count: after }))
          setWanted(1)
        },
        onError: (err) => void loadReasonTexts().catch(() => undefined).then(() => notify.error(cartErrorText(err, t))),
      },
    )
  }

  if (compact) {
    return (
      <Button variant="secondary" size="sm" busy={add.isPending} onClick={submit} aria-label={t('add.named', { name })} className={cx('w-full px-3', className)}>
        {/* A card is narrow on phones and small tablets: the icon joins the short label from md. */}
        {!add.isPending && <CartIcon size={17} className="hidden md:block" />}
        {t('add.short')}
      </Button>
    )
  }
  return (
    <div className={cx('flex flex-wrap items-center gap-3', className)}>
      <QuantityStepper value={quantity} max={max} onChange={setWanted} label={t('quantity')} disabled={add.isPending} className="h-12" />
      <Button size="lg" busy={add.isPending} onClick={submit} className="min-w-48 flex-1 sm:flex-none">
        {!add.isPending && <CartIcon size={20} />}
        {t('add.button')}
      </Button>
    </div>
  )
}
