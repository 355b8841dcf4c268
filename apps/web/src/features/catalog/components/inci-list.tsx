import { useTranslation } from '../../../lib/i18n-runtime'

/** The full INCI list in label order; declarable allergens are marked, with a key below. */
export function InciList({ inci, allergens }: { inci: string[]; allergens: string[] }) {
  const { t } = useTranslation(['catalog', 'product'])
  const isAllergen = new Set(allergens.map((a) => a.toLowerCase()))
  const hasMarked = inci.some((name) => isAllergen.has(name.toLowerCase()))
  return (
    <div>
      <p className="text-sm leading-7 text-ink-700">
        {inci.map((name, i) => {
          const allergen = isAllergen.has(name.toLowerCase())
          return (
            <span key={`${name}-${i}`}>
              {allergen ? (
                <mark className="rounded bg-clay-100 px-1 font-semibold text-clay-700">
                  {name}
                  <span aria-hidden="true">*</span>
                  <span className="sr-only"> ({t('product.allergen')})</span>
                </mark>
              ) : (
                name
              )}
              {i < inci.length - 1 && ', '}
            </span>
          )
        })}
      </p>
      {hasMarked && <p className="mt-3 text-xs text-ink-500">{t('product.allergenKey')}</p>}
    </div>
  )
}
