import { formatUnitPrice, type Variant } from '@shop/domain'
import { useId } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { formatPrice } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { usePriceCurrency } from '../../../lib/market'
import { useSizeLabel } from './size-label'

/**
 * The sizes a product comes in, as a radio group (arrow keys move between them, as in any radio
 * group): each names its size, its scent or shade where it has one, its price and its unit price
 * (decision 045: a larger size's lower price per 100 ml shows at a glance). A sold-out size
 * can still be chosen, to see it is sold out; the add button then says so.
 */
export function SizePicker({ variants, selected, onSelect }: { variants: Variant[]; selected: string; onSelect: (variant: Variant) => void }) {
  const { t } = useTranslation(['catalog', 'product'])
  const lang = useLanguage()
  const currency = usePriceCurrency()
  const sizeLabel = useSizeLabel()
  const name = useId()
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink-800">{t('product.chooseSize')}</legend>
      <div className="flex flex-wrap gap-2">
        {variants.map((v) => {
          const soldOut = v.stock_state === 'out_of_stock'
          const unit = formatUnitPrice(v.price_cents, v.size, lang, currency)
          return (
            <label
              key={v.id}
              className={`relative flex min-h-11 cursor-pointer flex-col justify-center rounded-2xl px-4 py-2 text-sm ring-1 transition has-[:checked]:bg-sage-700 has-[:checked]:text-white has-[:checked]:ring-sage-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-clay-500 ${soldOut ? 'bg-cream-50 text-ink-500 ring-cream-200' : 'bg-white text-ink-900 ring-cream-300 hover:ring-sage-400'}`}
            >
              <input type="radio" name={name} value={v.id} checked={v.id === selected} onChange={() => onSelect(v)} className="sr-only" />
              <span className="font-semibold">
                {sizeLabel(v.size)}
                {v.label && ` · ${v.label}`}
              </span>
              <span className="tabular-nums opacity-80">
                {formatPrice(v.price_cents, lang, currency)}
                {soldOut && <> · {t('stock.out_of_stock', { count: 0 })}</>}
              </span>
              {unit && (
                <span className="text-xs tabular-nums opacity-70">
                  <span className="sr-only">{t('product:price.unit')}: </span>
                  {unit}
                </span>
              )}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

/** The variant an address names (`?size=` a SKU or a variant id), else the default: the lowest-priced, first in position. */
export function chosenVariant(variants: Variant[], size: string | null): Variant | undefined {
  const named = size ? variants.find((v) => v.sku === size || v.id === size) : undefined
  if (named) return named
  return [...variants].sort((a, b) => a.price_cents - b.price_cents || a.position - b.position)[0]
}
