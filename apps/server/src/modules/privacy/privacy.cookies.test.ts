import { ESSENTIAL_COOKIES, SHIP_TO_COOKIE } from '@shop/domain'
import type { LightMyRequestResponse } from 'fastify'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { cartCall, cartTokenOf, setCookies, singles } from '../cart/cart.testing'
import { signUp } from '../orders/orders.testing'

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const WEB_SRC = path.resolve(SRC, '../../web/src')

/** Source files (not tests) under a folder whose text matches. */
function filesMatching(root: string, pattern: RegExp): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.(test|testing)\.tsx?$/.test(entry.name) && pattern.test(fs.readFileSync(full, 'utf8'))) out.push(path.relative(root, full).split(path.sep).join('/'))
    }
  }
  walk(root)
  return out.sort()
}

/**
 * Essential cookies only, without a banner (issue 19, decision 046): every cookie the server sets
 * while a shopper browses, fills a cart and signs in is on ESSENTIAL_COOKIES (which the privacy
 * policy prints), with the lifetime and flags the list states. The browser's own cookies are held
 * to the same list by the web tests and the privacy journey.
 */
describe.each(testDialects())('the cookies the server sets (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  const seen: string[] = []
  const call = (...args: Parameters<ReturnType<typeof cartCall>>) =>
    cartCall(ctx)(...args).then((res: LightMyRequestResponse) => {
      seen.push(...setCookies(res))
      return res
    })

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir, PUBLIC_URL: 'https://shop.example' } })
  })
  afterAll(async () => ctx?.close())

  it('sets only cookies on the essential list, as the list describes them, while a shopper browses, fills a cart and signs in', async () => {
    const [product] = await singles(ctx, 1)
    for (const url of ['/health', '/api/markets', '/api/category?lang=cz', '/api/brands', '/api/home-page?lang=ge', '/api/product?lang=en', `/api/product/${product!.id}`, '/api/search?query=rose', '/api/review', '/api/testimonials', '/robots.txt', '/sitemap.xml']) {
      const res = await call('GET', url)
      expect(res.statusCode, url).toBeLessThan(500)
    }
    const added = await call('POST', '/api/cart', { body: { product_id: product!.id, quantity: 1 } })
    expect(added.statusCode, added.body).toBe(200)
    const guest = cartTokenOf(added)!
    await call('GET', '/api/cart', { cookie: guest })
    const token = (await signUp(ctx, dataDir, 'Cookie')).token
    for (const url of ['/auth/me', '/api/wishlist', '/api/orders', '/api/wallet', '/api/coupons']) await call('GET', url, { token })
    // Signing in with a guest cart: the cart moves into the account and its cookie is cleared.
    const merged = await call('GET', '/api/cart', { token, cookie: guest })
    expect(setCookies(merged)).toEqual([expect.stringMatching(/^cart=;.*Max-Age=0/)])

    // The guest cart's cookie was set and cleared: the walk reached the one place that sets cookies.
    expect(seen.filter((c) => c.startsWith('cart=')).length).toBeGreaterThanOrEqual(2)
    for (const cookie of seen) {
      const [pair, ...attrs] = cookie.split(';').map((p) => p.trim())
      const name = pair!.slice(0, pair!.indexOf('='))
      const listed = ESSENTIAL_COOKIES.find((c) => c.name === name)
      expect(listed, `${name} is not on ESSENTIAL_COOKIES (domain cookies.ts): strictly necessary? then list it; otherwise ask for consent first`).toBeDefined()
      expect(listed!.setBy).toBe('server')
      expect(attrs.includes('HttpOnly')).toBe(listed!.httpOnly)
      const maxAge = Number(attrs.find((a) => a.startsWith('Max-Age='))?.slice('Max-Age='.length))
      expect([0, listed!.days * 86_400]).toContain(maxAge)
      expect(attrs).toEqual(expect.arrayContaining(['SameSite=Lax', 'Path=/', 'Secure']))
    }
  })

  it('lists the names the code uses, and only the cart sets a cookie on the server, the language and Ship to choices in the browser', () => {
    const names = ESSENTIAL_COOKIES.map((c) => c.name)
    expect(names).toEqual(expect.arrayContaining(['cart', SHIP_TO_COOKIE]))
    expect(new Set(names).size).toBe(names.length)
    // A new place that sets a cookie must come through here (and the list, and the privacy policy).
    expect(filesMatching(SRC, /set-cookie|setCookie\(|reply\.cookie\(/i)).toEqual(['modules/cart/cart.cookie.ts', 'modules/cart/cart.hook.ts'])
    expect(filesMatching(WEB_SRC, /document\.cookie\s*=/)).toEqual(['lib/i18n.ts', 'lib/ship-to.ts'])
    expect(ESSENTIAL_COOKIES.filter((c) => c.setBy === 'browser').map((c) => c.name).sort()).toEqual(['lang', SHIP_TO_COOKIE])
  })
})
