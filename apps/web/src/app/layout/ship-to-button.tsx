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
  'inline-flex h-10 items-center gap-1 rounded-full px-1.5 text-sm font-medium text-ink-800 transition-colors sm:px-2.5 ' +
  'hover:bg-sage-100 hover:text-sage-800 data-[state=open]:bg-sage-100 data-[state=open]:text-sage-800'

/** "Ship to: Česko · Kč" from lg up; the country's code and the currency below it ("CZ · Kč"). */
export function ShipToFace({ market, label }: { market: MarketState; label: string }): ReactNode {
  const lang = useLanguage()
  const symbol = currencySymbol(market.currency, lang)
  return (
    <>
      <span className="hidden text-ink-500 xl:inline">{label}:</span>
      <span className="hidden lg:inline">{market.name}</span>
      <span className="lg:hidden">{market.country}</span>
      <span aria-hidden="true" className="text-ink-300">
        ·
      </span>
      <span>{symbol}</span>
      <ChevronDownIcon size={14} className="hidden text-ink-500 sm:block" />
    </>
  )
}

/**
 * The header's "Ship to" (decision 040): where the shopper ships to and the currency prices are in.
 * A look-alike button until reached for; the chooser (every country with its currency) is a module
 * of its own, loaded when idle or on first reach, so the first page's JavaScript hardly grows.
 */
export function ShipToButton({ className }: { className?: string }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const market = useMarket()
  const { mod, placeholderProps, triggerRef, openOnArrival } = useDeferredMenu(loadChooser)
  // The name holds the words the button shows on any screen, so a person who says what they see reaches it by voice.
  const label = `${t('header.shipTo')}: ${market.name}, ${market.country} · ${currencySymbol(market.currency, lang)}`
  if (!mod) {
    return (
      <button {...placeholderProps} aria-haspopup="dialog" aria-label={label} className={cx(shipToTriggerClasses, className)} data-ship-to={market.country}>
        <ShipToFace market={market} label={t('header.shipTo')} />
      </button>
    )
  }
  return <mod.ShipToChooser market={market} label={label} className={className} openOnArrival={openOnArrival} triggerRef={triggerRef} />
}
