import type { StaffBrand } from '@shop/domain'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { Link } from '../../../../lib/router'
import { useLanguage } from '../../../../lib/i18n'

/** Brands as cards: name, country, product count and the description in the staff member's language. */
export function BrandList({ brands, editHref }: { brands: StaffBrand[]; editHref: (id: string) => string }) {
  const { t } = useTranslation('admin2')
  const lang = useLanguage()
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {brands.map((brand) => (
        <li key={brand.id} className="flex flex-col rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-5">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="font-display text-xl text-ink-900 [overflow-wrap:anywhere]">{brand.name}</h2>
              <p className="mt-0.5 text-sm text-ink-600">
                <span className="font-mono text-xs">{brand.slug}</span> · {brand.country} · {t('categories.position', { n: brand.position })} ·{' '}
                {t('categories.productCount', { count: brand.product_count })}
              </p>
            </div>
            <Link to={editHref(brand.id)} className="shrink-0 text-sm font-medium text-sage-800 underline underline-offset-4" aria-label={t('brands.editNamed', { name: brand.name })}>
              {t('brands.edit')}
            </Link>
          </div>
          <p className="mt-3 line-clamp-3 text-sm text-ink-700">{brand.description[lang] || brand.description.en}</p>
        </li>
      ))}
    </ul>
  )
}
