import { STAFF_ROLES, type StaffArea, type UserRole } from '@shop/domain'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tempDataDir } from '../auth/auth.testing'
import { signUp, signUpStaff, type Account } from '../orders/orders.testing'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { caller } from './staff.testing'

/**
 * Every staff route and the part of the shop it belongs to (decision 030). A route missing here
 * fails the walk below: whoever adds one decides its area in this table.
 */
const AREA_OF: Record<string, StaffArea> = {
  'GET /api/staff/dashboard': 'any',
  'GET /api/staff/coupons': 'catalog',
  'POST /api/staff/coupons': 'catalog',
  'GET /api/staff/coupons/:id': 'catalog',
  'PATCH /api/staff/coupons/:id': 'catalog',
  'GET /api/staff/gift-cards': 'support',
  'GET /api/staff/audit': 'owner',
  'GET /api/staff/products': 'catalog',
  'GET /api/staff/products/:id': 'catalog',
  'PATCH /api/staff/products/:id': 'catalog',
  'POST /api/staff/products/:id/status': 'catalog',
  'GET /api/staff/products/:id/preview': 'catalog',
  'POST /api/staff/products/:id/variants': 'catalog',
  'PATCH /api/staff/products/:id/variants/:variantId': 'catalog',
  'DELETE /api/staff/products/:id/variants/:variantId': 'catalog',
  'GET /api/staff/products/export.csv': 'catalog',
  'POST /api/staff/products/import.csv': 'catalog',
  'POST /api/staff/products': 'catalog',
  'POST /api/staff/products/:id/duplicate': 'catalog',
  'POST /api/staff/products/:id/variants/:variantId/stock': 'catalog',
  'GET /api/staff/products/:id/stock-movements': 'catalog',
  'POST /api/staff/products/:id/images': 'catalog',
  'DELETE /api/staff/products/:id/images/:imageId': 'catalog',
  'GET /api/staff/categories': 'catalog',
  'POST /api/staff/categories': 'catalog',
  'PATCH /api/staff/categories/:id': 'catalog',
  'GET /api/staff/brands': 'catalog',
  'POST /api/staff/brands': 'catalog',
  'PATCH /api/staff/brands/:id': 'catalog',
  'GET /api/staff/orders': 'fulfilment',
  'GET /api/staff/bank-transfers': 'fulfilment',
  'POST /api/staff/bank-transfers/:id/paid': 'fulfilment',
  'POST /api/staff/bank-transfers/statement': 'fulfilment',
  'GET /api/staff/orders/:id': 'fulfilment',
  'POST /api/staff/orders/:id/status': 'fulfilment',
  'POST /api/staff/orders/:id/refunds': 'fulfilment',
  'GET /api/staff/requests': 'fulfilment',
  'POST /api/staff/requests/:id/bank-transfer-sent': 'fulfilment',
  'POST /api/staff/orders/pick': 'fulfilment',
  'POST /api/staff/orders/:id/ship': 'fulfilment',
  'GET /api/staff/orders/:id/documents': 'fulfilment',
  'POST /api/staff/orders/:id/invoice': 'fulfilment',
  'GET /api/staff/orders/:id/invoice.pdf': 'fulfilment',
  'GET /api/staff/orders/:id/credit-notes/:number.pdf': 'fulfilment',
  'GET /api/staff/reports/vat': 'owner',
  'GET /api/staff/reports/vat.csv': 'owner',
  'GET /api/staff/settings/seller': 'owner',
  'PUT /api/staff/settings/seller': 'owner',
  'GET /api/staff/orders/export.csv': 'fulfilment',
  'GET /api/staff/shipping/zones': 'fulfilment',
  'POST /api/staff/shipping/zones': 'fulfilment',
  'PATCH /api/staff/shipping/zones/:id': 'fulfilment',
  'POST /api/staff/shipping/zones/:id/methods': 'fulfilment',
  'PATCH /api/staff/shipping/methods/:id': 'fulfilment',
  'GET /api/staff/reviews': 'support',
  'POST /api/staff/reviews/:id/moderate': 'support',
  'GET /api/staff/testimonials': 'support',
  'POST /api/staff/testimonials/:id/moderate': 'support',
  'GET /api/staff/contact-messages': 'support',
  'POST /api/staff/contact-messages/:id/handled': 'support',
  'GET /api/staff/complaints': 'support',
  'GET /api/staff/complaints/:id': 'support',
  'POST /api/staff/complaints/:id/reply': 'support',
  'GET /api/staff/feedback/results': 'support',
  'GET /api/staff/newsletter': 'owner',
  'GET /api/staff/newsletter.csv': 'owner',
  'GET /api/staff/customers': 'support',
  'GET /api/staff/customers/:id': 'support',
  'GET /api/staff/team': 'owner',
  'POST /api/staff/team/invitations': 'owner',
  'DELETE /api/staff/team/invitations/:id': 'owner',
  'PATCH /api/staff/team/:id': 'owner',
  'DELETE /api/staff/team/:id': 'owner',
  'GET /api/staff/markets': 'owner',
  'POST /api/staff/markets': 'owner',
  'PATCH /api/staff/markets/:code': 'owner',
  'DELETE /api/staff/markets/:code': 'owner',
  'PUT /api/staff/exchange-rates/:currency': 'owner',
  'POST /api/staff/vat-rates': 'owner',
  'DELETE /api/staff/vat-rates/:country/:valid_from': 'owner',
}

/** Every registered route under /api/staff/, as "METHOD /path", read from Fastify's own route tree. */
export function staffRoutesOf(app: FastifyInstance): string[] {
  const out = new Set<string>()
  const stack: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+?)(?: \(([^)]*)\))?$/.exec(line)
    if (!m) continue
    const depth = m[1]!.length / 4
    stack.length = depth
    const full = (stack[depth - 1] ?? '') + m[2]!
    stack.push(full)
    if (!m[3] || !full.startsWith('/api/staff/')) continue
    for (const method of m[3].split(',').map((x) => x.trim())) if (method !== 'HEAD') out.add(`${method} ${full}`)
  }
  return [...out].sort()
}

/** A concrete address for a route pattern: each parameter filled with a well-formed id that names nothing. */
const concrete = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? 'xyz_aaaaaaaaaaaaaaaa' : 'img_aaaaaaaaaaaaaaaa'))

const allowed = (role: UserRole, area: StaffArea) => role === 'owner' || (role !== 'shopper' && (area === 'any' || area === role))

describe.each(testDialects())('staff roles on every staff route (%s)', (dialect) => {
  let ctx: TestContext
  let call: ReturnType<typeof caller>
  const tokens = {} as Record<UserRole, string>
  let dataDir: string

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { config: { DATA_DIR: dataDir } })
    call = caller(ctx)
    tokens.owner = (await signUpStaff(ctx, dataDir, 'Olga')).token
    tokens.shopper = (await signUp(ctx, dataDir, 'Sam')).token
    for (const role of STAFF_ROLES.filter((r) => r !== 'owner')) {
      const member: Account = await signUp(ctx, dataDir, role)
      await ctx.db.kysely.updateTable('app_user').set({ role }).where('id', '=', member.id).execute()
      tokens[role] = member.token
    }
  })
  afterAll(async () => ctx?.close())

  it('knows the area of every registered /api/staff route', () => {
    const routes = staffRoutesOf(ctx.app)
    expect(routes.length).toBeGreaterThan(30)
    expect(routes.filter((r) => !(r in AREA_OF)), 'routes without an area in AREA_OF').toEqual([])
    expect(Object.keys(AREA_OF).filter((r) => !routes.includes(r)), 'AREA_OF names routes that are not registered').toEqual([])
  })

  it('refuses a guest with 401, a shopper with staff_only and a member outside the area with staff_role, before the body is read', async () => {
    for (const route of staffRoutesOf(ctx.app)) {
      const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', string]
      const url = concrete(path)
      // A body the schema would refuse: a refusal by role must come first.
      const send = (token?: string) =>
        ctx.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { nonsense: true } }) })
      expect((await send()).statusCode, `${route} as a guest`).toBe(401)
      const shopper = await send(tokens.shopper)
      expect([shopper.statusCode, shopper.json().reason], `${route} as a shopper`).toEqual([403, 'staff_only'])
      for (const role of STAFF_ROLES) {
        const res = await send(tokens[role])
        if (allowed(role, AREA_OF[route] ?? 'owner')) {
          expect([401, 403], `${route} as ${role}: ${res.body}`).not.toContain(res.statusCode)
        } else {
          expect([res.statusCode, res.json().reason], `${route} as ${role}`).toEqual([403, 'staff_role'])
        }
      }
    }
  })

  it('lets each role open its own area and the dashboard, and nothing else', async () => {
    const representative: Record<Exclude<StaffArea, 'any'>, string[]> = {
      catalog: ['/api/staff/products', '/api/staff/coupons', '/api/staff/categories', '/api/staff/brands'],
      fulfilment: ['/api/staff/orders', '/api/staff/requests'],
      support: ['/api/staff/complaints', '/api/staff/contact-messages', '/api/staff/reviews', '/api/staff/testimonials', '/api/staff/customers', '/api/staff/gift-cards', '/api/staff/feedback/results'],
      owner: ['/api/staff/team', '/api/staff/audit', '/api/staff/newsletter', '/api/staff/markets'],
    }
    for (const role of STAFF_ROLES) {
      expect((await call('GET', '/api/staff/dashboard', tokens[role])).statusCode, `dashboard as ${role}`).toBe(200)
      for (const [area, urls] of Object.entries(representative)) {
        for (const url of urls) {
          const res = await call('GET', url, tokens[role])
          expect(res.statusCode, `${url} as ${role}: ${res.body}`).toBe(allowed(role, area as StaffArea) ? 200 : 403)
        }
      }
    }
  })

  it('the profile answer carries the staff role', async () => {
    for (const role of [...STAFF_ROLES, 'shopper'] as const) {
      expect((await call('GET', '/auth/profile', tokens[role])).json().role).toBe(role)
    }
  })
})
