/**
 * Who may touch what. Alice owns one thing of every kind (addresses, cart, wishlist, wallet, gift
 * card, orders, complaint, review, personal coupon) and a guest owns a cart and an order; Bob (another
 * shopper), a guest and a guest with a made-up cart cookie then try every route that reads or
 * changes them. The routes come from /docs/json: one the matrix does not know fails the suite.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tempDataDir } from '../modules/auth/auth.testing'
import { newCartToken } from '../modules/cart/cart.cookie'
import { signUp } from '../modules/orders/orders.testing'
import { CANCEL, MATRIX, PUBLIC, type Entry } from './access-matrix.testing'
import { buildWorld, ownedRows, type World } from './access-world.testing'
import {
  cookieFaults,
  databaseFingerprint,
  documentedOperations,
  leaked,
  plausible,
  registeredRoutes,
  send,
  setCookies,
  type Caller,
  type Operation,
  type Probe,
} from './access.testing'
import { createTestContext, testDialects, type TestContext } from './harness'

/** A probe's order: reads first (nothing of Bob's own yet), writes, and signing out last. */
const rank = (entry: Entry, p: Probe) => (entry.route === 'POST /auth/logout' ? 2 : p.method === 'GET' ? 0 : 1)

describe.each(testDialects())('access matrix (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let w: World
  let ops: Operation[]
  const cookiesSeen: string[] = []

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { config: { DATA_DIR: dataDir, PUBLIC_URL: 'https://shop.example' } })
    w = await buildWorld(ctx, dataDir)
    ops = await documentedOperations(ctx.app)
  }, 60_000)
  afterAll(async () => ctx?.close())

  it('knows every documented route: owner routes in the matrix, staff routes by prefix, the rest on the public list', () => {
    const matrix = new Set(MATRIX.map((e) => e.route))
    const documented = new Set(ops.map((o) => o.key))
    const uncovered = ops.filter((o) => !o.path.startsWith('/api/staff/') && !matrix.has(o.key) && !PUBLIC.has(o.key)).map((o) => o.key)
    expect(uncovered, 'routes nobody checked: add them to MATRIX (or, without an owner, to PUBLIC)').toEqual([])
    expect([...matrix, ...PUBLIC].filter((k) => !documented.has(k)), 'entries for routes that no longer exist').toEqual([])
    expect([...matrix].filter((k) => PUBLIC.has(k))).toEqual([])
    expect(matrix.size).toBeGreaterThanOrEqual(45)
    const tidy = (key: string) => key.replace(/(.)\/$/, '$1')
    const registered = registeredRoutes(ctx.app).filter((k) => !/^\w+ \/docs/.test(k)).map(tidy)
    expect(registered.filter((k) => !ops.some((o) => tidy(o.key) === k)), 'routes the server answers that /docs/json does not describe').toEqual([])
    expect(ops.filter((o) => !registered.includes(tidy(o.key))).map((o) => o.key), 'the route tree as read here').toEqual([])
  })

  it("refuses another shopper and guests everything of Alice's, and changes nothing of hers", async () => {
    const before = await ownedRows(ctx, w)
    const bob: Caller = { token: w.bob.token, ip: '10.201.0.1' }
    const guest: Caller = { ip: '10.201.0.2' }
    const guesser: Caller = { ip: '10.201.0.3', cookie: newCartToken() }
    const failures: string[] = []
    const probes = MATRIX.flatMap((entry) => entry.probes(w).map((p) => ({ entry, p }))).sort((x, y) => rank(x.entry, x.p) - rank(y.entry, y.p))
    let sent = 0
    for (const { entry, p } of probes) {
      for (const [name, who, outcome] of [['Bob', bob, p.other], ['guest', guest, p.guest], ['guest with a made-up cookie', guesser, p.guest]] as const) {
        const res = await send(ctx.app, who, p)
        sent++
        cookiesSeen.push(...setCookies(res))
        const where = `${entry.route} (${p.method} ${p.url}) as ${name}`
        if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${res.body}`)
        else if (outcome !== 'own' && !outcome.includes(res.statusCode)) failures.push(`${where}: ${res.statusCode}, expected ${outcome.join('/')}: ${res.body.slice(0, 200)}`)
        const leaks = leaked(res, p, w.secrets)
        if (leaks.length) failures.push(`${where}: the answer names ${leaks.join(', ')}`)
        if (name === 'Bob' && p.check) {
          try {
            p.check(res)
          } catch (e) {
            failures.push(`${where}: ${(e as Error).message}`)
          }
        }
      }
    }
    expect(failures).toEqual([])
    expect(sent).toBeGreaterThanOrEqual(150)
    expect(await ownedRows(ctx, w)).toEqual(before)
  }, 60_000)

  it('still shows Alice and the guest their own things: the probes aimed at real ones', async () => {
    const alice: Caller = { token: w.alice.token, ip: '10.202.0.1' }
    const get = async (url: string, who = alice) => {
      const res = await send(ctx.app, who, { method: 'GET', url })
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
      return res.body
    }
    expect(await get(`/api/orders/${w.o1.id}`)).toContain(w.o1.number)
    expect(await get(`/api/complaints/${w.complaintId}`)).toContain('Alicecomplaint')
    expect(await get('/auth/user-address')).toContain(w.addresses.work)
    expect(await get('/api/cart')).toContain(w.products.cart)
    expect(await get('/api/wishlist')).toContain(w.products.wish)
    expect(JSON.parse(await get('/api/wallet')).balance_cents).toBe(2500 + 5000)
    expect(await get('/api/review/mine')).toContain('Alicereview')
    expect(await get('/api/coupons')).toContain(w.couponCode)
    expect(await get('/api/cart', { ip: '10.202.0.2', cookie: w.guestCookie })).toContain(w.products.guestCart)
    const tracked = await send(ctx.app, { ip: '10.202.0.3' }, { method: 'POST', url: '/api/orders/track', body: { number: w.guestOrder.number, email: w.guestOrder.email } })
    expect(tracked.statusCode).toBe(200)
    const cancel = await send(ctx.app, alice, { method: 'POST', url: `/api/orders/${w.o1.id}/cancel`, body: CANCEL })
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect(cancel.json().status).not.toBe('new_order')
  })

  it('sets cookies only HttpOnly, SameSite, with a path, Secure under https, holding an opaque token', () => {
    expect(cookiesSeen.length).toBeGreaterThan(0)
    for (const cookie of cookiesSeen) expect(cookieFaults(cookie, true), cookie).toEqual([])
  })

  it('refuses every staff route to guests (401) and shoppers (403) before reading their input, and changes nothing', async () => {
    const staffOps = ops.filter((o) => o.path.startsWith('/api/staff/'))
    expect(staffOps.length).toBeGreaterThanOrEqual(25)
    const carol = await signUp(ctx, dataDir, 'Carolshopper')
    const before = await databaseFingerprint(ctx.db)
    const failures: string[] = []
    for (const op of staffOps) {
      const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => sampleId(op.path, name, w))
      const bodies = op.method === 'GET' || op.method === 'DELETE' ? [undefined] : [plausible(op.body) ?? {}, {}, { junk: randomBytes(4).toString('hex') }]
      for (const body of bodies) {
        for (const [who, caller, status, code] of [['guest', { ip: '10.203.0.1' }, 401, 'unauthorized'], ['shopper', { token: carol.token, ip: '10.203.0.2' }, 403, 'forbidden']] as const) {
          const res = await send(ctx.app, caller, { method: op.method, url, body })
          if (res.statusCode !== status || res.json().code !== code) failures.push(`${op.key} as ${who} with ${JSON.stringify(body)}: ${res.statusCode} ${res.body.slice(0, 160)}`)
        }
      }
    }
    expect(failures).toEqual([])
    expect(await databaseFingerprint(ctx.db)).toEqual(before)
  }, 60_000)
})

/** A real id where the path names something Alice has (an order, her complaint), else one of the right shape. */
function sampleId(path: string, param: string, w: World): string {
  if (param === 'imageId') return 'img_0000000000000000'
  if (path.includes('/orders/')) return w.o1.id
  if (path.includes('/complaints/')) return w.complaintId
  if (path.includes('/products/')) return w.products.cart
  return 'x_0000000000000000'
}
