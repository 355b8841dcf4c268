import { PROMO_TEXT } from '@shop/domain'
import { useTranslation } from '../../lib/i18n-runtime'
import { useHomePage } from '../../features/catalog/api/catalog-queries'
import { TagIcon } from '../../components/ui/icons'
import { useLanguage } from '../../lib/i18n'

/**
 * The promo line above the header. The shared text is known before the API answers, so the strip
 * has its final size and wording from the first paint (no layout shift); the server's text wins.
 */
export function PromoStrip() {
  const lang = useLanguage()
  const { t } = useTranslation()
  const { data } = useHomePage(lang)
  const text = data?.promo.text || PROMO_TEXT[lang]
  return (
    // A landmark of its own, so a screen reader's landmark list accounts for every part of the page.
    <aside aria-label={t('promoStrip')} className="bg-sage-800 text-cream-50">
      <p className="mx-auto flex h-9 max-w-7xl items-center justify-center gap-2 overflow-hidden px-4 text-[0.8rem] font-medium tracking-wide text-ellipsis whitespace-nowrap sm:text-sm">
        <TagIcon size={16} className="shrink-0 text-clay-200" />
        <span className="truncate">{text}</span>
      </p>
    </aside>
  )
}
