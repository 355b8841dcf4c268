import { HAND_SET_CURRENCIES, LIST_PRICE_FIELDS, type HandSetCurrency } from '@shop/domain'
import { Button } from '../../../../components/ui/button'
import { TextField } from '../../../../components/ui/fields'
import { useTranslation } from '../../../../lib/i18n-runtime'
import type { ListPriceValues, StoredListPrices } from './list-price-values'

/**
 * A size's EUR and CZK price and compare-at price (decision 037), each list saying whether it
 * follows the USD price at the current rate or was set by hand, with "Fill from USD" to let a
 * hand-set list follow USD again (it empties the list's fields; saving fills them).
 */
export function ListPriceFields({
  values,
  stored,
  onChange,
  error,
}: {
  values: ListPriceValues
  /** The size as saved; null for a new size */
  stored: StoredListPrices | null
  onChange: (values: ListPriceValues) => void
  /** The message of a field by the server's name ('price_eur_cents'), if any */
  error: (path: string) => string | undefined
}) {
  const { t } = useTranslation('admin2')
  const set = (cur: HandSetCurrency, changes: Partial<ListPriceValues[HandSetCurrency]>) => onChange({ ...values, [cur]: { ...values[cur], ...changes } })
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {HAND_SET_CURRENCIES.map((cur) => {
        const f = LIST_PRICE_FIELDS[cur]
        const manual = stored?.[f.manual] ?? false
        const emptied = !values[cur].price.trim() && !values[cur].compare_at.trim()
        const state = emptied ? (stored ? 'willFill' : 'newFill') : manual ? 'manual' : 'filled'
        return (
          <fieldset key={cur} className="grid gap-2 rounded-lg bg-white/60 p-3 ring-1 ring-cream-200">
            <legend className="px-1 text-sm font-medium text-ink-800">{t(`prices.list.${cur}`)}</legend>
            <div className="grid gap-2 xl:grid-cols-2">
              <TextField label={t(`prices.price.${cur}`)} inputMode="decimal" value={values[cur].price} error={error(f.price)} onChange={(e) => set(cur, { price: e.target.value })} />
              <TextField label={t(`prices.compareAt.${cur}`)} inputMode="decimal" value={values[cur].compare_at} error={error(f.compare_at)} onChange={(e) => set(cur, { compare_at: e.target.value })} />
            </div>
            <div className="flex flex-wrap items-center gap-2 text-xs text-ink-600">
              <span data-testid={`list-state-${cur}`}>{t(`prices.state.${state}`)}</span>
              {manual && !emptied && (
                <Button size="sm" variant="secondary" onClick={() => set(cur, { price: '', compare_at: '' })}>
                  {t('prices.fill')}
                </Button>
              )}
            </div>
          </fieldset>
        )
      })}
    </div>
  )
}
