import { pictureSources } from '@shop/domain'
import { Link } from '../../../lib/router'
import { cx } from '../../../components/ui/cx'
import { useCheckoutText } from '../hooks/use-checkout-text'

export interface Line {
  product_id: string
  /** The variant bought, its SKU and size label (decision 029) */
  variant_id: string
  sku: string
  size_label: string
  name: string
  image: string
  quantity: number
  unit_price_cents: number
  line_total_cents: number
}

/** The goods of a quote or an order: picture, name, quantity × price and the line's total. */
export function OrderLines({ lines, size = 'sm', className }: { lines: Line[]; size?: 'sm' | 'md'; className?: string }) {
  const { t, money } = useCheckoutText()
  return (
    <ul className={cx('divide-y divide-ink-100', className)}>
      {lines.map((line) => (
        <li key={line.variant_id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
          <img
            {...pictureSources(line.image, { widest: false })}
            alt=""
            loading="lazy"
            className={cx('shrink-0 rounded-xl bg-cream-100 object-cover ring-1 ring-cream-200', size === 'md' ? 'size-16 sm:size-20' : 'size-12')}
          />
          <div className="min-w-0 flex-1">
            <Link
              to={`/productdetails/${encodeURIComponent(line.product_id)}`}
              className={cx('line-clamp-2 font-medium text-ink-900 underline-offset-4 hover:underline', size === 'md' ? 'text-base' : 'text-sm')}
            >
              {line.name}
            </Link>
            <p className="mt-0.5 text-xs text-ink-600 sm:text-sm">
              <span className="sr-only">{t('lines.size')}: </span>
              {line.size_label}
              <span aria-hidden="true"> · </span>
              <span>{t('lines.quantityPrice', { qty: line.quantity, price: money(line.unit_price_cents) })}</span>
            </p>
          </div>
          <p className={cx('shrink-0 tabular-nums text-ink-900', size === 'md' ? 'text-base font-medium' : 'text-sm')}>{money(line.line_total_cents)}</p>
        </li>
      ))}
    </ul>
  )
}
