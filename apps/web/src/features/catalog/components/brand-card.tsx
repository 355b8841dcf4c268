import type { Brand } from '@shop/domain'
import { LOCALES } from '@shop/domain'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { ArrowRightIcon } from '../../../components/ui/icons'
import { useLanguage } from '../../../lib/i18n'
import { searchHref } from './catalog-links'

const MONOGRAM_TONES = ['bg-sage-100 text-sage-800', 'bg-clay-100 text-clay-700', 'bg-cream-200 text-ink-800', 'bg-sage-700 text-cream-50']

export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

function initials(name: string) {
  return name
    .split(/[\s&-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('')
}

/** A brand with where it comes from and what it stands for; the whole card opens its products. */
export function BrandCard({ brand, index }: { brand: Brand; index: number }) {
  const { t } = useTranslation('catalog')
  const lang = useLanguage()
  return (
    <article className="group relative flex h-full flex-col rounded-3xl bg-white/70 p-6 ring-1 ring-cream-200 transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-ink-900/5 hover:ring-sage-300">
      <div className="flex items-center gap-4">
        <span aria-hidden="true" className={`grid size-14 shrink-0 place-items-center rounded-full font-display text-xl ${MONOGRAM_TONES[index % MONOGRAM_TONES.length]}`}>
          {initials(brand.name)}
        </span>
        <div className="min-w-0">
          <h2 className="text-xl leading-tight text-ink-900">
            <Link
              to={searchHref(brand.name)}
              className="outline-none after:absolute after:inset-0 after:rounded-3xl after:content-[''] focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-clay-500"
            >
              {brand.name}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm text-ink-500">{countryName(brand.country, LOCALES[lang])}</p>
        </div>
      </div>
      <p className="mt-4 flex-1 text-sm leading-relaxed text-ink-700">{brand.description}</p>
      <div className="mt-5 flex items-center justify-between border-t border-cream-200 pt-4 text-sm">
        <span className="text-ink-600">{t('brands.productCount', { count: brand.product_count })}</span>
        <span className="inline-flex items-center gap-1.5 font-semibold text-sage-700">
          {t('brands.shop')}
          <ArrowRightIcon size={16} className="transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  )
}
