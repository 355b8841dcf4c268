import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { forceStatus, placeFixtureOrder, signUp, signUpStaff, someProducts, type Account } from '../orders/orders.testing'
import { auditLinesOf, caller } from '../staff/staff.testing'
import { invoicesAt } from '../invoices/invoices.testing'
import { createAuditService } from '../audit/audit.service'
import { createSettingsService, SELLER_MEMO_MS } from './settings.service'

const SELLER = {
  name: 'Kapradí a lotos, s.r.o.',
  street: 'Náměstí Míru 9',
  city: 'Brno',
  postal_code: '602 00',
  country: 'cz',
  vat_number: 'cz 876 543 21',
  registration_number: '87654321',
  iban: 'de89 3704 0044 0532 0130 00',
  email: 'billing@example.com',
  phone: '+420 530 000 000',
}

describe.each(testDialects())('seller settings (%s)', (dialect) => {
  let ctx: TestContext
  let owner: Account
  let shopper: Account
  let call: ReturnType<typeof caller>

  beforeAll(async () => {
    const dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    owner = await signUpStaff(ctx, dataDir, 'Owner')
    shopper = await signUp(ctx, dataDir, 'Shopper')
    call = caller(ctx)
  })
  const put = (token: string, body: unknown) =>
    ctx.app.inject({ method: 'PUT', url: '/api/staff/settings/seller', headers: { authorization: `Bearer ${token}` }, payload: body as object })
  afterAll(async () => ctx?.close())

  it('starts with the seeded Czech company', async () => {
    const res = await call('GET', '/api/staff/settings/seller', owner.token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ name: 'Lumen & Leaf s.r.o.', country: 'CZ', vat_number: 'CZ12345678', registration_number: '12345678', iban: 'CZ6508000000192000145399' })
  })

  it('tells anyone who the seller is, without the IBAN, from the settings (GET /api/seller)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/seller' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/json')
    expect(res.headers['cache-control']).toBe('public, max-age=60')
    expect(res.json()).toEqual({
      name: 'Lumen & Leaf s.r.o.',
      street: 'Korunní 2569/108',
      city: 'Praha 10',
      postal_code: '101 00',
      country: 'CZ',
      vat_number: 'CZ12345678',
      registration_number: '12345678',
      email: 'invoices@lumenleaf.example',
      phone: '+420 220 000 000',
    })
    // A repeat is the cached answer, word for word.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/seller' })).body).toBe(res.body)
  })

  it('refuses bad input field by field and changes nothing', async () => {
    const bad = { ...SELLER, name: ' ', iban: 'CZ6508000000192000145398', vat_number: '12345678', country: 'XX', email: 'nope', phone: 'call me' }
    const res = await put(owner.token, bad)
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.reason).toBe('validation_failed')
    const paths = (body.errors as Array<{ path: string; message: string }>).map((e) => e.path).sort()
    expect(paths).toEqual(['body.country', 'body.email', 'body.iban', 'body.name', 'body.phone', 'body.vat_number'])
    expect(body.errors.find((e: { path: string }) => e.path === 'body.iban').message).toBe('This IBAN is not valid (check the letters and digits)')
    expect((await call('GET', '/api/staff/settings/seller', owner.token)).json().name).toBe('Lumen & Leaf s.r.o.')
    expect((await put(shopper.token, SELLER)).statusCode).toBe(403)
    expect((await ctx.app.inject({ method: 'GET', url: '/api/seller' })).json().name).toBe('Lumen & Leaf s.r.o.')
  })

  it('saves normalised details with an audit line; the next invoice copies them, the earlier ones keep theirs', async () => {
    const [p] = await someProducts(ctx, 1)
    const invoices = invoicesAt(ctx, () => new Date())
    const placeDelivered = async () => {
      const o = await placeFixtureOrder(ctx, { lines: [{ product_id: p!, quantity: 1 }] })
      await forceStatus(ctx, o.id, 'delivered_order', { delivered_at: new Date().toISOString() })
      return o.id
    }
    const before = await invoices.issueForOrder(await placeDelivered())
    const res = await put(owner.token, SELLER)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ ...SELLER, country: 'CZ', vat_number: 'CZ87654321', iban: 'DE89370400440532013000' })
    const [line] = await auditLinesOf(ctx, 'settings', 'seller')
    expect(line).toMatchObject({ action: 'settings.seller', actor_id: owner.id })
    expect(line!.details).toMatchObject({ before: { name: 'Lumen & Leaf s.r.o.' }, after: { name: SELLER.name } })
    const after = await invoices.issueForOrder(await placeDelivered())
    expect(after.seller.name).toBe(SELLER.name)
    expect((await invoices.invoice(before.order_id)).seller.name).toBe('Lumen & Leaf s.r.o.')
  })

  it('names the changed seller to everyone at once, though the earlier answer was cached', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/seller' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      name: SELLER.name,
      street: SELLER.street,
      city: SELLER.city,
      postal_code: SELLER.postal_code,
      country: 'CZ',
      vat_number: 'CZ87654321',
      registration_number: SELLER.registration_number,
      email: SELLER.email,
      phone: SELLER.phone,
    })
    expect(res.body).not.toContain('DE89')
  })
})

describe.each(testDialects())('the seller for mails (%s)', (dialect) => {
  let ctx: TestContext

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { seed: false })
  })
  afterAll(async () => ctx?.close())

  it('is read once per few seconds, and an owner’s change is seen at once', async () => {
    let clock = Date.parse('2026-11-28T10:00:00.000Z')
    const settings = createSettingsService({ db: ctx.db, audit: createAuditService({ db: ctx.db }), now: () => new Date(clock) })
    expect((await settings.current()).name).toBe('Lumen & Leaf s.r.o.')
    // A change behind the service's back (another process) shows only after SELLER_MEMO_MS.
    await ctx.db.kysely.updateTable('seller_settings').set({ name: 'Elsewhere s.r.o.' }).where('id', '=', 1).execute()
    expect((await settings.current()).name).toBe('Lumen & Leaf s.r.o.')
    clock += SELLER_MEMO_MS + 1
    expect((await settings.current()).name).toBe('Elsewhere s.r.o.')
    // The owner's change through this process: at once.
    const current = await settings.seller()
    const { updated_at: _at, ...fields } = current
    await settings.updateSeller({ id: 'usr_owner', username: 'Owner' }, { ...fields, country: 'CZ', name: 'Kapradí a lotos, s.r.o.' })
    expect((await settings.current()).name).toBe('Kapradí a lotos, s.r.o.')
  })
})
