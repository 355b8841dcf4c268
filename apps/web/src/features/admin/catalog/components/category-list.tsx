import type { StaffCategory } from '@shop/domain'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { Link } from '../../../../lib/router'
import { useLanguage } from '../../../../lib/i18n'

/**
 * The categories as the shop's menu has them: each top-level category with its subcategories
 * below. The API lists them in that order (a category, then its subcategories).
 */
export function CategoryList({ categories, editHref, addSubHref }: { categories: StaffCategory[]; editHref: (id: string) => string; addSubHref: (parentId: string) => string }) {
  const { t } = useTranslation('admin2')
  const lang = useLanguage()
  const tops = categories.filter((c) => c.parent_id === null)
  const name = (c: StaffCategory) => c.name[lang] || c.name.en
  return (
    <ul className="grid gap-4">
      {tops.map((top) => {
        const subs = categories.filter((c) => c.parent_id === top.id)
        return (
          <li key={top.id} className="rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-5">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="font-display text-xl text-ink-900">{name(top)}</h2>
                <p className="mt-0.5 text-sm text-ink-600">
                  <span className="font-mono text-xs">{top.slug}</span> · {t('categories.position', { n: top.position })} · {t('categories.productCount', { count: top.product_count })}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Link to={editHref(top.id)} className="text-sm font-medium text-sage-800 underline underline-offset-4" aria-label={t('categories.editNamed', { name: name(top) })}>
                  {t('categories.edit')}
                </Link>
                <Link to={addSubHref(top.id)} className="text-sm font-medium text-sage-800 underline underline-offset-4" aria-label={t('categories.addSubNamed', { name: name(top) })}>
                  {t('categories.addSub')}
                </Link>
              </div>
            </div>
            {subs.length > 0 ? (
              <ul className="mt-3 divide-y divide-ink-100 border-t border-ink-100">
                {subs.map((sub) => (
                  <li key={sub.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2.5 pl-3 sm:pl-5">
                    <div className="min-w-0">
                      <span className="text-ink-900">{name(sub)}</span>
                      <span className="ml-2 text-xs text-ink-500">
                        <span className="font-mono">{sub.slug}</span> · {t('categories.position', { n: sub.position })} · {t('categories.productCount', { count: sub.product_count })}
                      </span>
                    </div>
                    <Link to={editHref(sub.id)} className="text-sm font-medium text-sage-800 underline underline-offset-4" aria-label={t('categories.editNamed', { name: name(sub) })}>
                      {t('categories.edit')}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 border-t border-ink-100 pt-3 text-sm text-ink-500">{t('categories.noSubs')}</p>
            )}
          </li>
        )
      })}
    </ul>
  )
}
