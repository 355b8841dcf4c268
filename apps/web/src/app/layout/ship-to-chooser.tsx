import * as Dialog from '@radix-ui/react-dialog'
import { countriesByName, type CountryCode, type MarketsAnswer } from '@shop/domain'
import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { cx } from '../../components/ui/cx'
import { CheckIcon, CloseIcon, SearchIcon } from '../../components/ui/icons'
import { api } from '../../lib/api-client'
import { useLanguage } from '../../lib/i18n'
import { useTranslation } from '../../lib/i18n-runtime'
import { currencySymbol } from '../../lib/format'
import { setMarket, type MarketState } from '../../lib/market'
import { marketOf } from '../../lib/market-resolve'
import { writeShipTo } from '../../lib/ship-to'
import { ShipToFace, shipToTriggerClasses } from './ship-to-button'

/** Every country the shop ships to with its market's currency (GET /api/markets). */
export const marketsQuery = () => ({
  queryKey: ['markets'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<MarketsAnswer>('/api/markets', undefined, signal),
  staleTime: 5 * 60_000,
})

/** Letters without their accents, lower case: "Česko" is found by "cesko". */
const plain = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()

/**
 * The "Ship to" chooser (decision 040): a dialog with every country, searchable by name or code,
 * each with its currency. Not on the first page: ship-to-button.tsx shows a look-alike button and
 * loads this module when the browser is idle or the shopper first reaches for it. Choosing writes
 * the `ship_to` cookie (lib/ship-to.ts); the header and the catalog's prices follow (lib/market.ts).
 */
export function ShipToChooser({
  market,
  label,
  className,
  openOnArrival,
  triggerRef,
}: {
  market: MarketState
  label: string
  className?: string
  openOnArrival: boolean
  triggerRef: (el: HTMLElement | null) => void
}) {
  // The chooser's own texts arrive with it; meanwhile its parts that need them show nothing.
  const texts = useTranslation('market', { useSuspense: false })
  const tm = (key: string) => (texts.ready ? texts.t(key) : '')
  const lang = useLanguage()
  const [open, setOpen] = useState(openOnArrival)
  const [filter, setFilter] = useState('')
  const id = useId()
  const markets = useQuery({ ...marketsQuery(), enabled: open })
  const countries = useMemo(() => {
    const answer = markets.data
    if (!answer) return []
    const words = plain(filter.trim())
    return countriesByName(lang).flatMap(({ code, name }) => {
      const m = marketOf(answer, code, lang)
      if (!m) return []
      if (words && !plain(name).includes(words) && code.toLowerCase() !== words) return []
      return [{ code, name, symbol: currencySymbol(m.currency, lang) }]
    })
  }, [markets.data, filter, lang])

  const choose = (country: CountryCode) => {
    // The page changes at once (header, prices re-asked in the new currency); the cookie remembers it.
    const next = markets.data && marketOf(markets.data, country, lang)
    if (next) setMarket(next)
    writeShipTo(country)
    setOpen(false)
    setFilter('')
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger ref={triggerRef} className={cx(shipToTriggerClasses, className)} data-ship-to={market.country}>
        <ShipToFace market={market} label={label} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40 backdrop-blur-[2px] data-[state=open]:animate-[intro-fade_200ms_ease-out]" />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl bg-cream-50 shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[min(40rem,85dvh)] sm:w-[26rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
          data-testid="ship-to-chooser"
        >
          <div className="flex items-center justify-between border-b border-cream-200 px-5 py-4">
            <Dialog.Title className="font-display text-xl text-ink-900">{tm('chooser.title')}</Dialog.Title>
            <Dialog.Close className="grid size-10 place-items-center rounded-full text-ink-800 hover:bg-sage-100" aria-label={tm('chooser.close')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="px-5 pt-3 text-sm text-ink-600">{tm('chooser.description')}</Dialog.Description>
          <div className="px-5 pt-3 pb-2">
            <label htmlFor={`${id}-q`} className="sr-only">
              {tm('chooser.search')}
            </label>
            <div className="relative">
              <SearchIcon size={18} className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-400" />
              <input
                id={`${id}-q`}
                type="search"
                autoComplete="off"
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
                placeholder={tm('chooser.search')}
                aria-controls={`${id}-list`}
                className="h-11 w-full rounded-full border border-ink-200 bg-white pr-4 pl-10 text-sm text-ink-900 placeholder:text-ink-400 focus:border-sage-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-clay-500"
              />
            </div>
          </div>
          <div className="min-h-40 flex-1 overflow-y-auto px-2 pb-4">
            {markets.isPending ? (
              <p className="px-3 py-6 text-center text-sm text-ink-500" role="status">
                {tm('chooser.loading')}
              </p>
            ) : markets.isError ? (
              <p className="px-3 py-6 text-center text-sm text-clay-700" role="alert">
                {tm('chooser.failed')}{' '}
                <button type="button" className="font-medium underline" onClick={() => void markets.refetch()}>
                  {tm('chooser.retry')}
                </button>
              </p>
            ) : countries.length === 0 ? (
              <p className="px-3 py-6 text-center text-sm text-ink-500" role="status">
                {tm('chooser.noMatch')}
              </p>
            ) : (
              <ul id={`${id}-list`} aria-label={tm('chooser.countries')} className="flex flex-col">
                {countries.map((c) => {
                  const current = c.code === market.country
                  return (
                    <li key={c.code}>
                      <button
                        type="button"
                        onClick={() => choose(c.code)}
                        aria-current={current ? 'true' : undefined}
                        className={cx(
                          'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm transition-colors hover:bg-sage-100 focus-visible:outline-2 focus-visible:outline-clay-500',
                          current ? 'font-semibold text-sage-800' : 'text-ink-800',
                        )}
                      >
                        <span aria-hidden="true" className="w-7 text-xs font-semibold text-ink-500">
                          {c.code}
                        </span>
                        <span className="flex-1">{c.name}</span>
                        <span className="tabular-nums text-ink-500">{c.symbol}</span>
                        <span className="w-4">{current && <CheckIcon size={16} className="text-sage-600" />}</span>
                      </button>
                    </li>
                  )
                })}
              </ul>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
