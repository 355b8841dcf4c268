import { z } from 'zod'
import type { Language, Translated } from './languages'

/**
 * The countries the shop can send to (ISO 3166-1 alpha-2), with their names in the four shop
 * languages: a static table, because Intl.DisplayNames is not in every runtime the web runs in.
 * Which of them are actually served, and at what price, is the shipping zones' business.
 */
export const COUNTRY_NAMES = {
  AT: { en: 'Austria', cz: 'Rakousko', sl: 'Avstrija', ge: 'Österreich' },
  BE: { en: 'Belgium', cz: 'Belgie', sl: 'Belgija', ge: 'Belgien' },
  BG: { en: 'Bulgaria', cz: 'Bulharsko', sl: 'Bolgarija', ge: 'Bulgarien' },
  HR: { en: 'Croatia', cz: 'Chorvatsko', sl: 'Hrvaška', ge: 'Kroatien' },
  CY: { en: 'Cyprus', cz: 'Kypr', sl: 'Ciper', ge: 'Zypern' },
  CZ: { en: 'Czechia', cz: 'Česko', sl: 'Češka', ge: 'Tschechien' },
  DK: { en: 'Denmark', cz: 'Dánsko', sl: 'Danska', ge: 'Dänemark' },
  EE: { en: 'Estonia', cz: 'Estonsko', sl: 'Estonija', ge: 'Estland' },
  FI: { en: 'Finland', cz: 'Finsko', sl: 'Finska', ge: 'Finnland' },
  FR: { en: 'France', cz: 'Francie', sl: 'Francija', ge: 'Frankreich' },
  DE: { en: 'Germany', cz: 'Německo', sl: 'Nemčija', ge: 'Deutschland' },
  GR: { en: 'Greece', cz: 'Řecko', sl: 'Grčija', ge: 'Griechenland' },
  HU: { en: 'Hungary', cz: 'Maďarsko', sl: 'Madžarska', ge: 'Ungarn' },
  IE: { en: 'Ireland', cz: 'Irsko', sl: 'Irska', ge: 'Irland' },
  IT: { en: 'Italy', cz: 'Itálie', sl: 'Italija', ge: 'Italien' },
  LV: { en: 'Latvia', cz: 'Lotyšsko', sl: 'Latvija', ge: 'Lettland' },
  LT: { en: 'Lithuania', cz: 'Litva', sl: 'Litva', ge: 'Litauen' },
  LU: { en: 'Luxembourg', cz: 'Lucembursko', sl: 'Luksemburg', ge: 'Luxemburg' },
  MT: { en: 'Malta', cz: 'Malta', sl: 'Malta', ge: 'Malta' },
  NL: { en: 'Netherlands', cz: 'Nizozemsko', sl: 'Nizozemska', ge: 'Niederlande' },
  PL: { en: 'Poland', cz: 'Polsko', sl: 'Poljska', ge: 'Polen' },
  PT: { en: 'Portugal', cz: 'Portugalsko', sl: 'Portugalska', ge: 'Portugal' },
  RO: { en: 'Romania', cz: 'Rumunsko', sl: 'Romunija', ge: 'Rumänien' },
  SK: { en: 'Slovakia', cz: 'Slovensko', sl: 'Slovaška', ge: 'Slowakei' },
  SI: { en: 'Slovenia', cz: 'Slovinsko', sl: 'Slovenija', ge: 'Slowenien' },
  ES: { en: 'Spain', cz: 'Španělsko', sl: 'Španija', ge: 'Spanien' },
  SE: { en: 'Sweden', cz: 'Švédsko', sl: 'Švedska', ge: 'Schweden' },
  CH: { en: 'Switzerland', cz: 'Švýcarsko', sl: 'Švica', ge: 'Schweiz' },
  NO: { en: 'Norway', cz: 'Norsko', sl: 'Norveška', ge: 'Norwegen' },
  GB: { en: 'United Kingdom', cz: 'Spojené království', sl: 'Združeno kraljestvo', ge: 'Vereinigtes Königreich' },
  US: { en: 'United States', cz: 'Spojené státy', sl: 'Združene države Amerike', ge: 'Vereinigte Staaten' },
  CA: { en: 'Canada', cz: 'Kanada', sl: 'Kanada', ge: 'Kanada' },
  AU: { en: 'Australia', cz: 'Austrálie', sl: 'Avstralija', ge: 'Australien' },
} as const satisfies Record<string, Translated>

export type CountryCode = keyof typeof COUNTRY_NAMES
export const COUNTRY_CODES = Object.keys(COUNTRY_NAMES) as CountryCode[]

/** The shop's own country: a quote asked without a destination is priced for it. */
export const HOME_COUNTRY: CountryCode = 'CZ'

/** Older or everyday names people typed into the free-text country field before it was a list. */
const ALIASES: Record<string, CountryCode> = {
  'czech republic': 'CZ',
  'ceska republika': 'CZ',
  cechy: 'CZ',
  'tschechische republik': 'CZ',
  'slovak republic': 'SK',
  'slovenska republika': 'SK',
  'republika slovenija': 'SI',
  holland: 'NL',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  usa: 'US',
  'united states of america': 'US',
  'u s a': 'US',
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

const BY_NAME: Map<string, CountryCode> = (() => {
  const m = new Map<string, CountryCode>(Object.entries(ALIASES))
  // English first, so a name two languages share for different countries (none today) keeps the English meaning.
  for (const lang of ['sl', 'ge', 'cz', 'en'] as const) {
    for (const code of COUNTRY_CODES) m.set(fold(COUNTRY_NAMES[code][lang]), code)
  }
  return m
})()

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(COUNTRY_NAMES, value)
}

/**
 * The code a text means: a code in any case ("de"), or a country's name in any shop language,
 * without regard to case or accents ("Ceska republika", "Deutschland"). Null when it is neither.
 */
export function countryCodeOf(text: string): CountryCode | null {
  const t = text.trim()
  if (/^[A-Za-z]{2}$/.test(t) && isCountryCode(t.toUpperCase())) return t.toUpperCase() as CountryCode
  return BY_NAME.get(fold(t)) ?? null
}

/** A country's name in `lang`; a text that is no code (an address kept from before the list) as it is. */
export function countryName(country: string, lang: Language): string {
  return isCountryCode(country) ? COUNTRY_NAMES[country][lang] : country
}

/** The shop's countries sorted by their name in `lang` (for a <select>). */
export function countriesByName(lang: Language): Array<{ code: CountryCode; name: string }> {
  return COUNTRY_CODES.map((code) => ({ code, name: COUNTRY_NAMES[code][lang] as string })).sort((a, b) => a.name.localeCompare(b.name, lang === 'ge' ? 'de' : lang === 'cz' ? 'cs' : lang))
}

export const COUNTRY_MESSAGES = {
  /** The address forms' message for an empty country (SPEC's address fields say "Please fill …") */
  required: 'Please fill country',
  unknown: 'Please choose a country from the list',
} as const

/**
 * A country as addresses and shipping take it: answered and stored as its ISO code. A name the
 * list knows is taken as its code too, so clients that still send "Czech Republic" keep working.
 */
export const CountryCodeSchema = z
  .string()
  .trim()
  .min(1, COUNTRY_MESSAGES.required)
  .max(80, COUNTRY_MESSAGES.unknown)
  .transform((s, ctx) => {
    const code = countryCodeOf(s)
    if (code) return code as string
    ctx.issues.push({ code: 'custom', message: COUNTRY_MESSAGES.unknown, input: s })
    return z.NEVER
  })
