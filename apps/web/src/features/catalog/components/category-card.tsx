import type { CategoryNode } from '@shop/domain'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { ArrowRightIcon } from '../../../components/ui/icons'
import { categoryHref } from './catalog-links'

/** One category of the overview: its description and every subcategory with how many products it has. */
export function CategoryCard({ category }: { category: CategoryNode }) {
  const { t } = useTranslation('catalog')
  const headingId = `cat-${category.id}`
  return (
    <section aria-labelledby={headingId} className="flex flex-col rounded-3xl bg-white/70 p-6 ring-1 ring-cream-200 sm:p-7">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-2xl text-ink-900 md:text-[1.7rem]">
          <Link to={categoryHref(category.slug)} className="underline-offset-4 hover:underline">
            {category.name}
          </Link>
        </h2>
        <span className="shrink-0 text-sm text-ink-500">{t('category.productCount', { count: category.product_count })}</span>
      </div>
      <p className="mt-2 text-sm leading-relaxed text-ink-600">{category.description}</p>
      <ul className="mt-5 flex-1 divide-y divide-cream-200 border-y border-cream-200">
        {category.subcategories.map((s) => (
          <li key={s.id}>
            <Link
              to={categoryHref(category.slug, s.id)}
              className="group flex items-center justify-between gap-3 py-2.5 text-ink-800 transition hover:text-sage-800"
            >
              <span>{s.name}</span>
              <span className="flex items-center gap-2 text-sm text-ink-500">
                <span className="tabular-nums">{t('category.productCount', { count: s.product_count })}</span>
                <ArrowRightIcon size={16} className="opacity-0 transition group-hover:translate-x-0.5 group-hover:opacity-100" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={categoryHref(category.slug)}
        className="mt-5 inline-flex items-center gap-2 self-start text-sm font-semibold text-sage-700 underline-offset-4 hover:underline"
      >
        {t('category.shopAll', { name: category.name })}
        <ArrowRightIcon size={16} />
      </Link>
    </section>
  )
}
