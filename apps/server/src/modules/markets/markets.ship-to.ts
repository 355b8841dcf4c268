import { defaultShipTo, isCountryCode, SHIP_TO_COOKIE, type CountryCode, type Language } from '@shop/domain'
import { cookieLanguage, negotiateLanguage } from '../../http/page-language'

/** The `ship_to` cookie's country when it names one the shop knows. */
export function cookieShipTo(header: string | undefined): CountryCode | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === SHIP_TO_COOKIE) {
      const value = part.slice(at + 1).trim().toUpperCase()
      return isCountryCode(value) ? value : undefined
    }
  }
  return undefined
}

/**
 * Where a shopper ships to before the checkout's address says (decision 036): the header's
 * "Ship to" choice (cookie), else the browser's region in the page's language, else the language's
 * country (cz → CZ, sl → SI, ge → DE, en → US).
 */
export function shipToOf(headers: { cookie?: string; 'accept-language'?: string }, lang: Language): CountryCode {
  return cookieShipTo(headers.cookie) ?? defaultShipTo(lang, headers['accept-language'])
}

/** The Ship to country of an API request: its `lang` cookie (else the browser's language) picks the default. */
export function requestShipTo(headers: { cookie?: string; 'accept-language'?: string }): CountryCode {
  return shipToOf(headers, cookieLanguage(headers.cookie) ?? negotiateLanguage(headers['accept-language']))
}
