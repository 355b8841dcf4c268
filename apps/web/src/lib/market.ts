import type { CountryCode, Currency, TaxMode } from '@shop/domain'
import { createContext, createElement, use, useSyncExternalStore, type ReactNode } from 'react'

/**
 * The shopper's market on this page (decision 040): where they ship to (with the country's name in
 * the page's language), the currency catalog prices are asked in and the market's tax mode (the VAT
 * wording). The server decides it for each page (apps/server/src/http/page-market.ts: the
 * `ship_to` cookie, else the browser's region, else the page language's country) and writes it on
 * `<html data-market="CZ:CZK:included:Česko">`, rendered pages and the app shell alike; the
 * browser starts from that and follows `writeShipTo` (lib/ship-to.ts).
 *
 * This module is on the first page: it holds no country table and no markets list (those come
 * with the chooser, or with market-resolve.ts when something else changes the country).
 */
export interface MarketState {
  country: CountryCode
  currency: Currency
  tax_mode: TaxMode
  /** The country's name in the page's language. */
  name: string
}

/** lib/ship-to.ts's event (kept here as text: that module brings the country table along). */
const SHIP_TO_EVENT = 'shop:ship-to'
const TAX_MODES: readonly string[] = ['included', 'excluded', 'none']
/** @shop/domain's CURRENCIES, kept here: importing them would bring its whole money-format module onto the first page. */
const CURRENCIES: readonly string[] = ['USD', 'EUR', 'CZK']
const isCurrency = (value: unknown): value is Currency => typeof value === 'string' && CURRENCIES.includes(value)

export function parseMarketAttribute(value: string | undefined | null): MarketState | null {
  const [country = '', currency, tax = '', ...name] = (value ?? '').split(':')
  if (!/^[A-Z]{2}$/.test(country) || !isCurrency(currency) || !TAX_MODES.includes(tax)) return null
  return { country: country as CountryCode, currency, tax_mode: tax as TaxMode, name: name.join(':') || country }
}

/** Before anything is known (development, where no server writes the attribute): the base price list. */
const FALLBACK: MarketState = { country: 'US', currency: 'USD', tax_mode: 'none', name: 'US' }

let current: MarketState | null = null
const listeners = new Set<() => void>()

function read(): MarketState {
  current ??= (typeof document !== 'undefined' && parseMarketAttribute(document.documentElement.dataset.market)) || FALLBACK
  return current
}

/** The page's market changes (the chooser knows the whole market; market-resolve.ts looks one up). */
export function setMarket(next: MarketState): void {
  const now = read()
  if (now.country === next.country && now.currency === next.currency && now.tax_mode === next.tax_mode && now.name === next.name) return
  current = next
  listeners.forEach((l) => l())
}

/** A country chosen elsewhere (the checkout's address): its market is looked up by a module of its own. */
function onShipTo(event: Event) {
  const country = (event as CustomEvent<CountryCode>).detail
  if (country === read().country) return
  void import('./market-resolve').then((m) => m.resolveMarket(country)).then((m) => m && setMarket(m), () => undefined)
}

function subscribe(listener: () => void) {
  if (!listeners.size) window.addEventListener(SHIP_TO_EVENT, onShipTo)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (!listeners.size) window.removeEventListener(SHIP_TO_EVENT, onShipTo)
  }
}

/**
 * The market a server render is for (app/entry-server.tsx): renders share the thread, so each
 * gets its own through context instead of the module's state.
 */
export const MarketContext = createContext<MarketState | null>(null)

export function useMarket(): MarketState {
  const rendering = use(MarketContext)
  const stored = useSyncExternalStore(subscribe, read, read)
  return rendering ?? stored
}

/**
 * The currency of the amounts being shown: the answer's `currency` (an answer is in the currency
 * it was asked in, so while a changed market's answer is on its way the old one keeps its own
 * currency); answers from before the catalog named it are in the base list, USD.
 */
const PricesContext = createContext<Currency | null>(null)

/** The currency a catalog answer's amounts are in (its top-level `currency`; USD without one). */
export function answerCurrency(answer: object | null | undefined): Currency {
  const named = (answer as { currency?: unknown } | null | undefined)?.currency
  return isCurrency(named) ? named : 'USD'
}

export function PricesIn({ answer, children }: { answer: object | null | undefined; children: ReactNode }) {
  return createElement(PricesContext, { value: answerCurrency(answer) }, children)
}

/** The currency of the prices around this component; outside any answer, the market's. */
export function usePriceCurrency(): Currency {
  const answered = use(PricesContext)
  const market = useMarket()
  return answered ?? market.currency
}

/** Tests: forget the page's market (the next read takes `<html data-market>` again). */
export function resetMarketForTests(): void {
  current = null
}
