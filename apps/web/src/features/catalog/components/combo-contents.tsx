import { pictureSources } from '@shop/domain'
import type { ProductDetail } from '@shop/domain'
import { useId } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { formatPrice } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { usePriceCurrency } from '../../../lib/market'
import { productHref } from './catalog-links'
import { useSizeLabel } from './size-label'

/** What a set holds, each part linked to its own page, and what the parts would cost one by one. */
export function ComboContents({ items, price }: { items: ProductDetail['combo_items']; price: number }) {
  const { t } = useTranslation(['catalog', 'product'])
  const lang = useLanguage()
  const currency = usePriceCurrency()
  const sizeLabel = useSizeLabel()
  const headingId = useId()
  if (items.length === 0) return null
  const separately = items.reduce((sum, i) => sum + i.product.price_cents * i.quantity, 0)

  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-sage-50 p-5 ring-1 ring-sage-100 sm:p-8">
      <h2 id={headingId} className="text-2xl text-ink-900">
        {t('product.comboTitle')}
      </h2>
      <ul className="mt-5 divide-y divide-sage-100">
        {items.map(({ product, quantity }) => (
          <li key={product.id} className="flex items-center gap-4 py-3">
            <img {...pictureSources(product.image, { widest: false })} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded-xl bg-cream-100 object-cover" />
            <div className="min-w-0 flex-1">
              <p className="text-xs font-semibold uppercase tracking-[0.12em] text-sage-700">{product.brand.name}</p>
              <Link to={productHref(product.id)} className="font-display text-lg leading-snug text-ink-900 underline-offset-4 hover:underline">
                {product.name}
              </Link>
              <p className="text-xs text-ink-500">{sizeLabel(product.size)}</p>
            </div>
            <span className="shrink-0 text-sm font-medium text-ink-700">{t('product.quantity', { count: quantity })}</span>
          </li>
        ))}
      </ul>
      {separately > price && (
        <p className="mt-4 border-t border-sage-100 pt-4 text-sm text-ink-700">
          {t('product.comboSaving', { separately: formatPrice(separately, lang, currency), saving: formatPrice(separately - price, lang, currency) })}
        </p>
      )}
    </section>
  )
}
