import type { ReactNode } from 'react'
import { cx } from '../../components/ui/cx'
import { ChevronDownIcon } from '../../components/ui/icons'
import { useDeferredMenu } from '../../lib/deferred'
import { useLanguage } from '../../lib/i18n'
import { useTranslation } from '../../lib/i18n-runtime'
import { currencySymbol } from '../../lib/format'
import { useMarket, type MarketState } from '../../lib/market'

/** The open chooser, with Radix's dialog and the markets' list: see ship-to-chooser.tsx. */
const loadChooser = () => import('./ship-to-chooser')

export const shipToTriggerClasses =
  'inline-flex h-10 items-center gap-1 rounded-full px-2 text-sm font-medium text-ink-800 transition-colors sm:px-2.5 ' +
  'hover:bg-sage-100 hover:text-sage-800 data-[state=open]:bg-sage-100 data-[state=open]:text-sage-800'

/**
 * "Ship to: Česko · Kč" from lg (1200 px) up, "CZ · Kč" below it, on phones (below 600 px) only
 * "Kč": the header's first row has no room for more there. What shows is part of the button's name
 * ("Ship to:" and the country are read out on small screens too), so a person who says what they
 * see reaches it by voice.
 */
export function ShipToFace({ market, label }: { market: MarketState; label: string }): ReactNode {
  const lang = useLanguage()
  return (
    <>
      <span className="sr-only text-ink-500 lg:not-sr-only">{`${label}: `}</span>
      <span className="hidden lg:inline">{market.name}</span>
      <span className="sr-only sm:not-sr-only lg:hidden">{market.country}</span>
      <span className="hidden text-ink-300 sm:inline"> · </span>
      <span>{currencySymbol(market.currency, lang)}</span>
      <ChevronDownIcon size={14} className="hidden text-ink-500 sm:block" />
    </>
  )
}

/**
 * The header's "Ship to" (decision 040): where the shopper ships to and the currency prices are in.
 * A look-alike button until reached for; the chooser (every country with its currency) is a module
 * of its own, loaded when idle or on first reach.
 */
export function ShipToButton({ className }: { className?: string }) {
  const { t } = useTranslation()
  const market = useMarket()
  const { mod, placeholderProps, triggerRef, openOnArrival } = useDeferredMenu(loadChooser)
  if (!mod) {
    return (
      <button {...placeholderProps} aria-haspopup="dialog" className={cx(shipToTriggerClasses, className)} data-ship-to={market.country}>
        <ShipToFace market={market} label={t('header.shipTo')} />
      </button>
    )
  }
  return <mod.ShipToChooser market={market} label={t('header.shipTo')} className={className} openOnArrival={openOnArrival} triggerRef={triggerRef} />
}
