import { promoText } from '@shop/domain'
import { useTranslation } from '../../lib/i18n-runtime'
import { TagIcon } from '../../components/ui/icons'
import { useLanguage } from '../../lib/i18n'
import { useMarket } from '../../lib/market'

/**
 * The promo line above the header: SPEC's shared text in the market's currency (the home page's
 * answer carries the same). It asks the API for nothing, so every page's HTML has it without carrying the home
 * page's answer in its state, and the strip has its final size and wording from the first paint.
 */
export function PromoStrip() {
  const lang = useLanguage()
  const { t } = useTranslation()
  // GET15's amount in the shopper's currency (decision 038): $15, €15 or CZK 379 in English.
  const text = promoText(lang, useMarket().currency)
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
