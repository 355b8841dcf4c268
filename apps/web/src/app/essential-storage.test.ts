import { ESSENTIAL_COOKIES, ESSENTIAL_STORAGE, SHIP_TO_COOKIE } from '@shop/domain'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { updateCheckout } from '../features/checkout/checkout-state'
import { startPending } from '../features/social-login/social-flow'
import { LANGUAGE_COOKIE, setLanguage } from '../lib/i18n'
import { storeSession } from '../lib/session'
import { writeShipTo } from '../lib/ship-to'

/**
 * Essential cookies and storage only (issue 19, decision 046): what the shop's own script writes
 * into the browser is on the domain's lists, which the privacy policy prints, with the lifetime
 * the lists state. (The server's cookies: privacy.cookies.test.ts; a real browser: the privacy journey.)
 */
describe('what the shop keeps in the browser', () => {
  afterEach(async () => {
    vi.restoreAllMocks()
    sessionStorage.clear()
    await setLanguage('en')
  })

  it('writes only listed cookies, each for the lifetime the list gives it', async () => {
    const written: string[] = []
    const setter = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value))
    await setLanguage('cz')
    writeShipTo('CZ')
    setter.mockRestore()
    expect(written.map((c) => c.slice(0, c.indexOf('=')))).toEqual([LANGUAGE_COOKIE, SHIP_TO_COOKIE])
    for (const cookie of written) {
      const name = cookie.slice(0, cookie.indexOf('='))
      const listed = ESSENTIAL_COOKIES.find((c) => c.name === name)
      expect(listed, name).toBeDefined()
      expect(listed!.setBy).toBe('browser')
      expect(cookie).toContain(`Max-Age=${listed!.days * 86_400}`)
      expect(cookie).toContain('SameSite=Lax')
    }
  })

  it('keeps only listed keys in local and session storage after signing in, choosing a language, starting a social sign-in and a checkout', async () => {
    storeSession({ access: 'tok_test', username: 'Jana' })
    await setLanguage('sl')
    startPending('google')
    updateCheckout({ email: 'jana@example.com' })
    const keys = (store: Storage) => Array.from({ length: store.length }, (_, i) => store.key(i)!).sort()
    const listed = (area: 'local' | 'session') => ESSENTIAL_STORAGE.filter((s) => s.area === area).map((s) => s.name).sort()
    expect(keys(localStorage)).toEqual(listed('local'))
    expect(keys(sessionStorage)).toEqual(listed('session'))
  })
})
