/**
 * What a browser is told on every answer: the page policy on each page of the web app (the list
 * read from its router, so a new page is checked without touching this file), the data headers on
 * API answers about someone, and the attributes of every cookie.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../config'
import { tempDataDir } from '../modules/auth/auth.testing'
import { someProducts, signUp, type Account } from '../modules/orders/orders.testing'
import { cookieFaults, send, setCookies, type Caller } from '../test/access.testing'
import { createTestContext, testDialects, type TestContext } from '../test/harness'

const WEB_APP = path.join(REPO_ROOT, 'apps', 'web', 'src', 'app')

/** The paths the web app's router declares (and the staff area's, under /admin), made into addresses. */
function pagePaths(): string[] {
  const pathsIn = (file: string) => [...fs.readFileSync(path.join(WEB_APP, file), 'utf8').matchAll(/\bpath: '([^']*)'/g)].map((m) => m[1]!)
  const concrete = (p: string) => p.replace(/:\w+/g, 'sample-1').replace(/\*$/, 'some/deeper/page')
  const shop = pathsIn('router.tsx').map((p) => `/${concrete(p)}`)
  const admin = pathsIn('admin/admin-routes.tsx').map((p) => `/admin/${concrete(p)}`.replace(/\/$/, ''))
  return [...new Set(['/', ...shop, '/admin', ...admin, '/no-such-page', '/productdetails/prd_x/extra'])]
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  )
}

/** What is missing or too weak in a page's headers. */
function pageFaults(headers: Record<string, unknown>, production: boolean): string[] {
  const faults: string[] = []
  const csp = directives(String(headers['content-security-policy'] ?? ''))
  const scripts = csp.get('script-src') ?? csp.get('default-src')
  if (!scripts) faults.push('CSP without script-src or default-src')
  else if (scripts.some((v) => ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'].includes(v))) faults.push(`script-src ${scripts.join(' ')}`)
  if (csp.get('object-src')?.join(' ') !== "'none'") faults.push("object-src is not 'none'")
  if (!["'self'", "'none'"].includes(csp.get('base-uri')?.join(' ') ?? '')) faults.push('base-uri missing or loose')
  const ancestors = csp.get('frame-ancestors')?.join(' ')
  if (ancestors !== "'none'" && ancestors !== "'self'") faults.push('frame-ancestors missing or loose')
  if (!['DENY', 'SAMEORIGIN'].includes(String(headers['x-frame-options']))) faults.push('X-Frame-Options')
  if (headers['x-content-type-options'] !== 'nosniff') faults.push('nosniff')
  if (!['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(String(headers['referrer-policy']))) faults.push('Referrer-Policy')
  const permissions = String(headers['permissions-policy'] ?? '')
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()']) if (!permissions.includes(feature)) faults.push(`Permissions-Policy without ${feature}`)
  if (headers['cross-origin-opener-policy'] !== 'same-origin') faults.push('Cross-Origin-Opener-Policy')
  if (production) {
    const maxAge = Number(/max-age=(\d+)/.exec(String(headers['strict-transport-security'] ?? ''))?.[1] ?? 0)
    if (maxAge < 180 * 24 * 3600) faults.push('HSTS missing or under 180 days')
  }
  return faults
}

describe.each(testDialects())('security headers and cookies (%s)', (dialect) => {
  let prod: TestContext
  let dev: TestContext
  let dataDir: string
  let alice: Account
  let product: string
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'))

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'))
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><script type="module" src="/assets/app-abc123.js"></script><div id="root"></div>')
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)')
    dataDir = tempDataDir()
    const web = { WEB_DIST: dist, DATA_DIR: dataDir }
    prod = await createTestContext(dialect, { config: { ...web, NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' } })
    dev = await createTestContext(dialect, { config: web })
    alice = await signUp(prod, dataDir, 'Alicesec')
    ;[product] = (await someProducts(prod, 1)) as [string]
  }, 60_000)
  afterAll(async () => {
    await prod?.close()
    await dev?.close()
    fs.rmSync(dist, { recursive: true, force: true })
  })

  it('gives every page of the web app, the staff area and an unknown address the full page policy', async () => {
    const pages = pagePaths()
    expect(pages.length).toBeGreaterThanOrEqual(60)
    expect(pages).toContain('/admin/orders/sample-1')
    const failures: string[] = []
    for (const [ctx, production] of [[prod, true], [dev, false]] as const) {
      for (const url of pages) {
        const res = await ctx.app.inject(url)
        if (res.statusCode !== 200 || !String(res.headers['content-type']).includes('text/html')) failures.push(`${url}: ${res.statusCode} ${res.headers['content-type']}`)
        const faults = pageFaults(res.headers, production)
        if (faults.length) failures.push(`${url}${production ? ' (production)' : ''}: ${faults.join(', ')}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('gives the scripts and the API explorer the same guard against sniffing and framing', async () => {
    const script = await prod.app.inject('/assets/app-abc123.js')
    expect(script.statusCode).toBe(200)
    expect(script.headers['x-content-type-options']).toBe('nosniff')
    const explorer = await prod.app.inject('/docs')
    expect(explorer.statusCode).toBe(200)
    const csp = directives(String(explorer.headers['content-security-policy']))
    expect(csp.get('script-src')).toEqual(["'self'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(["'self'", "'none'"]).toContain(csp.get('frame-ancestors')?.join(' '))
    expect(explorer.headers['x-frame-options']).toBe('DENY')
  })

  it('answers about someone with nosniff and no-store, signed in or refused', async () => {
    const personal = ['/auth/me', '/auth/profile', '/auth/user-address', '/auth/two-factor', '/api/orders', '/api/wallet', '/api/gift-cards', '/api/cart', '/api/wishlist', '/api/complaints', '/api/review/mine', '/api/coupons']
    const failures: string[] = []
    for (const url of personal) {
      for (const [who, caller] of [['Alice', { token: alice.token, ip: '10.210.0.1' }], ['a guest', { ip: '10.210.0.2' }]] as const) {
        const res = await send(prod.app, caller, { method: 'GET', url })
        if (res.statusCode >= 500) failures.push(`${url} as ${who}: ${res.statusCode}`)
        if (res.headers['x-content-type-options'] !== 'nosniff') failures.push(`${url} as ${who}: no nosniff`)
        if (!String(res.headers['cache-control'] ?? '').includes('no-store')) failures.push(`${url} as ${who}: cache-control ${res.headers['cache-control'] ?? 'missing'}`)
      }
    }
    const order = await send(prod.app, { token: alice.token, ip: '10.210.0.1' }, { method: 'GET', url: '/api/orders/ord_0000000000000000' })
    expect(order.headers['cache-control']).toContain('no-store')
    // Anything asked with a sign-in may hold something of that person's (a product's reviews show "my review").
    const reviews = await send(prod.app, { token: alice.token, ip: '10.210.0.1' }, { method: 'GET', url: `/api/product-review?product_id=${product}` })
    expect(reviews.headers['cache-control']).toContain('no-store')
    expect(failures).toEqual([])
  })

  it('leaves public catalog answers cacheable, still with nosniff', async () => {
    const res = await prod.app.inject('/api/category')
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(String(res.headers['cache-control'] ?? '')).not.toContain('no-store')
    expect(res.headers['content-security-policy']).toBeUndefined()
  })

  it('sets the cart cookie HttpOnly, SameSite=Lax, Path=/, Secure under https, holding a token the database keeps only hashed', async () => {
    const seen: Array<{ cookie: string; https: boolean }> = []
    for (const [ctx, https] of [[prod, true], [dev, false]] as const) {
      const [id] = (await someProducts(ctx, 1)) as [string]
      const guest: Caller = { ip: '10.211.0.1' }
      const added = await send(ctx.app, guest, { method: 'POST', url: '/api/cart', body: { product_id: id, quantity: 1 } })
      expect(added.statusCode, added.body).toBe(200)
      const cookies = setCookies(added)
      const token = cookies.find((c) => c.startsWith('cart='))!.split(';')[0]!.slice('cart='.length)
      const row = await ctx.db.kysely.selectFrom('cart').selectAll().where('guest_token_hash', '=', createHash('sha256').update(token).digest('hex')).executeTakeFirst()
      expect(row, 'the cart is found by the hash of its cookie').toBeDefined()
      expect(JSON.stringify(row)).not.toContain(token)
      const changed = await send(ctx.app, { ...guest, cookie: token }, { method: 'PATCH', url: `/api/cart/${id}`, body: { quantity: 2 } })
      seen.push(...[...cookies, ...setCookies(changed)].map((cookie) => ({ cookie, https })))
      if (https) {
        // Signing in with a guest cart merges it and clears the cookie: the clearing carries the same attributes.
        const merged = await send(ctx.app, { token: alice.token, cookie: token, ip: '10.211.0.2' }, { method: 'GET', url: '/api/cart' })
        const cleared = setCookies(merged)
        expect(cleared.some((c) => /^cart=;/.test(c) && /Max-Age=0/.test(c))).toBe(true)
        seen.push(...cleared.map((cookie) => ({ cookie, https })))
      }
    }
    expect(seen.length).toBeGreaterThanOrEqual(4)
    for (const { cookie, https } of seen) expect(cookieFaults(cookie, https), cookie).toEqual([])
    expect(seen.filter((s) => !s.https).every((s) => !/;\s*Secure/i.test(s.cookie)), 'no Secure over plain http, or the browser drops it').toBe(true)
  })

  it('sets no cookie but the cart anywhere in the server, so the cart is the only one to check', () => {
    const src = path.join(REPO_ROOT, 'apps', 'server', 'src')
    const setters = fs
      .readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !/\.test\.ts$|testing/.test(f))
      .filter((f) => /set-cookie|setCookie|clearCookie/i.test(fs.readFileSync(path.join(src, f), 'utf8')))
      .map((f) => f.split(path.sep).join('/'))
      .sort()
    expect(setters).toEqual(['modules/cart/cart.cookie.ts', 'modules/cart/cart.hook.ts'])
  })
})
