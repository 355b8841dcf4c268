import { isCountryCode, SHIP_TO_COOKIE, type CountryCode } from '@shop/domain'

/**
 * The shopper's "Ship to" country (decision 036): a cookie the server reads too (prices of pages,
 * cart and checkout). Writing it tells every part of the page through a window event.
 */
export const SHIP_TO_EVENT = 'shop:ship-to'

/** The cookie's country, when it holds one the shop knows. */
export function readShipTo(): CountryCode | null {
  if (typeof document === 'undefined') return null
  for (const part of document.cookie.split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === SHIP_TO_COOKIE) {
      const value = part.slice(at + 1).trim().toUpperCase()
      return isCountryCode(value) ? value : null
    }
  }
  return null
}

/** Remembers the country for a year and tells the page (header, prices) it changed. */
export function writeShipTo(country: CountryCode): void {
  if (typeof document === 'undefined') return
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${SHIP_TO_COOKIE}=${country}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
  window.dispatchEvent(new CustomEvent<CountryCode>(SHIP_TO_EVENT, { detail: country }))
}
