import { MARKET_MESSAGES, type Currency, type StaffMarketsAnswer } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { createAuditService } from '../audit/audit.service'
import { signUp, signUpStaff, type Account } from '../orders/orders.testing'
import { auditLinesOf } from '../staff/staff.testing'
import { createMarketsDesk } from './markets.desk.service'
import { createMarketsService } from './markets.service'

describe.each(testDialects())('the owner’s markets desk (%s)', (dialect) => {
  let ctx: TestContext
  let owner: Account
  let dataDir: string

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: false, config: { DATA_DIR: dataDir } })
    owner = await signUpStaff(ctx, dataDir, 'Olga')
  })
  afterAll(async () => ctx?.close())

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown, token = owner.token) =>
    ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { payload: body as Record<string, unknown> }) })
  const desk = async (): Promise<StaffMarketsAnswer> => {
    const res = await call('GET', '/api/staff/markets')
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }
  const market = (a: StaffMarketsAnswer, code: string) => a.markets.find((m) => m.code === code)
  const today = () => new Date().toISOString().slice(0, 10)
  const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

  it('lists markets with countries, exchange rates with rounding, and each country’s VAT rate with its history', async () => {
    const a = await desk()
    expect(a.markets.map((m) => m.code)).toEqual(['cz', 'si', 'de-at', 'eu', 'world'])
    expect(market(a, 'de-at')).toMatchObject({ currency: 'EUR', default_lang: 'ge', tax_mode: 'included', countries: ['AT', 'DE'] })
    expect(a.exchange_rates).toContainEqual(expect.objectContaining({ currency: 'CZK', rate: '23', rate_micros: 23_000_000, rounding: 'whole_9' }))
    const sk = a.vat_rates.find((v) => v.country === 'SK')!
    expect(sk.current).toEqual({ rate_bp: 2300, valid_from: '2025-01-01' })
    expect(sk.history).toEqual([
      { rate_bp: 2300, valid_from: '2025-01-01', in_force: true },
      { rate_bp: 2000, valid_from: '2021-07-01', in_force: true },
    ])
    expect(a.today).toBe(today())
  })

  it('is for owners only', async () => {
    const shopper = await signUp(ctx, dataDir, 'Sam')
    expect((await call('GET', '/api/staff/markets', undefined, shopper.token)).statusCode).toBe(403)
    const support = await signUp(ctx, dataDir, 'Sue')
    await ctx.db.kysely.updateTable('app_user').set({ role: 'support' }).where('id', '=', support.id).execute()
    expect((await call('PUT', '/api/staff/exchange-rates/CZK', { rate: '25', rounding: 'whole_9' }, support.token)).json().reason).toBe('staff_role')
  })

  it('creates a market; its countries leave their old market in the same transaction; the shop sees it at once', async () => {
    const res = await call('POST', '/api/staff/markets', { code: 'nordics', name: 'Nordics', currency: 'EUR', default_lang: 'en', tax_mode: 'included', countries: ['SE', 'FI', 'DK', 'DK'] })
    expect(res.statusCode, res.body).toBe(201)
    const a: StaffMarketsAnswer = res.json()
    expect(market(a, 'nordics')).toMatchObject({ countries: ['DK', 'FI', 'SE'], rest_of_world: false })
    expect(market(a, 'eu')!.countries).not.toContain('SE')
    const shop = (await ctx.app.inject({ method: 'GET', url: '/api/markets' })).json()
    expect(shop.countries).toContainEqual({ code: 'FI', market: 'nordics', currency: 'EUR', tax_mode: 'included' })
    expect((await auditLinesOf(ctx, 'market', 'nordics'))[0]).toMatchObject({ action: 'market.create', actor_id: owner.id })

    const taken = await call('POST', '/api/staff/markets', { code: 'nordics', name: 'Again', currency: 'EUR', default_lang: 'en', tax_mode: 'included', countries: [] })
    expect([taken.statusCode, taken.json().reason]).toEqual([409, 'market_code_taken'])
  })

  it('refuses bad input with 400 and field paths, writing nothing', async () => {
    const res = await call('POST', '/api/staff/markets', { code: 'X', name: '', currency: 'GBP', default_lang: 'fr', tax_mode: 'maybe', countries: ['ZZ'] })
    expect(res.statusCode).toBe(400)
    const paths = (res.json().errors as Array<{ path: string }>).map((e) => e.path.replace(/^body\./, ''))
    for (const p of ['code', 'name', 'currency', 'default_lang', 'tax_mode']) expect(paths).toContain(p)
    expect(paths.some((p) => p.startsWith('countries'))).toBe(true)
    expect((await desk()).markets).toHaveLength(6)
  })

  it('edits a market: name, currency, language, tax mode and its whole country list', async () => {
    const res = await call('PATCH', '/api/staff/markets/nordics', { name: 'Nordic countries', default_lang: 'ge', countries: ['SE', 'FI', 'NO'] })
    expect(res.statusCode, res.body).toBe(200)
    const a: StaffMarketsAnswer = res.json()
    expect(market(a, 'nordics')).toMatchObject({ name: 'Nordic countries', default_lang: 'ge', countries: ['FI', 'NO', 'SE'] })
    // Norway moved out of the rest of the world; Denmark, left out, falls back to it.
    expect(market(a, 'world')!.countries).not.toContain('NO')
    const shop = (await ctx.app.inject({ method: 'GET', url: '/api/markets' })).json()
    expect(shop.countries).toContainEqual(expect.objectContaining({ code: 'DK', market: 'world' }))
    const line = (await auditLinesOf(ctx, 'market', 'nordics'))[0]!
    expect(line).toMatchObject({ action: 'market.update', details: { name: { from: 'Nordics', to: 'Nordic countries' }, countries: { from: ['DK', 'FI', 'SE'], to: ['FI', 'NO', 'SE'] } } })
    expect((await call('PATCH', '/api/staff/markets/nowhere', { name: 'X' })).json().reason).toBe('market_not_found')
  })

  it('removes a market only once it is empty, and never the rest of the world', async () => {
    const full = await call('DELETE', '/api/staff/markets/nordics')
    expect([full.statusCode, full.json().reason, full.json().detail]).toEqual([409, 'market_has_countries', MARKET_MESSAGES.marketHasCountries])
    const world = await call('DELETE', '/api/staff/markets/world')
    expect([world.statusCode, world.json().reason]).toEqual([409, 'market_rest_of_world'])
    expect((await call('PATCH', '/api/staff/markets/nordics', { countries: [] })).statusCode).toBe(200)
    expect((await call('DELETE', '/api/staff/markets/nordics')).statusCode).toBe(204)
    expect(market(await desk(), 'nordics')).toBeUndefined()
    expect((await auditLinesOf(ctx, 'market', 'nordics'))[0]).toMatchObject({ action: 'market.delete' })
  })

  it('sets an exchange rate and rounding, keeps USD at 1, and refuses a malformed rate', async () => {
    const res = await call('PUT', '/api/staff/exchange-rates/CZK', { rate: '24.5', rounding: 'cents' })
    expect(res.statusCode, res.body).toBe(200)
    expect((res.json() as StaffMarketsAnswer).exchange_rates).toContainEqual(expect.objectContaining({ currency: 'CZK', rate: '24.5', rate_micros: 24_500_000, rounding: 'cents' }))
    expect((await auditLinesOf(ctx, 'exchange_rate', 'CZK'))[0]).toMatchObject({ action: 'exchange_rate.update', details: { rate: { from: '23', to: '24.5' } } })

    const base = await call('PUT', '/api/staff/exchange-rates/USD', { rate: '1.1', rounding: 'cents' })
    expect([base.statusCode, base.json().reason]).toEqual([400, 'exchange_rate_base'])
    const bad = await call('PUT', '/api/staff/exchange-rates/CZK', { rate: '-3', rounding: 'whole_9' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toContainEqual({ path: 'body.rate', message: MARKET_MESSAGES.rateInvalid })
    const zero = await call('PUT', '/api/staff/exchange-rates/EUR', { rate: '0', rounding: 'cents' })
    // Well-formed but not positive: the service's own check.
    expect(zero.statusCode).toBe(400)
    expect(zero.json().errors).toContainEqual({ path: 'rate', message: MARKET_MESSAGES.rateInvalid })
    expect((await call('PUT', '/api/staff/exchange-rates/GBP', { rate: '1', rounding: 'cents' })).statusCode).toBe(400)
  })

  it('calls onRateChanged after a rate change commits, once per change, not for a repeat', async () => {
    const markets = createMarketsService({ db: ctx.db })
    const calls: Array<{ currency: Currency; rate: number }> = []
    const d = createMarketsDesk({
      db: ctx.db,
      markets,
      audit: createAuditService({ db: ctx.db }),
      onRateChanged: async (currency) => {
        // Committed by then: the refill reads the new rate.
        calls.push({ currency, rate: (await markets.priceList(currency)).rate_micros })
      },
    })
    const actor = { id: owner.id, username: 'Olga' }
    await d.setRate(actor, 'EUR', { rate: '0.95', rounding: 'cents_90_95' })
    await d.setRate(actor, 'EUR', { rate: '0.95', rounding: 'cents_90_95' })
    await d.setRate(actor, 'EUR', { rate: '0.95', rounding: 'cents_99' })
    expect(calls).toEqual([
      { currency: 'EUR', rate: 950_000 },
      { currency: 'EUR', rate: 950_000 },
    ])
  })

  it('adds a future VAT rate (the current one stays until its day) and removes it; a rate in force stays', async () => {
    const from = dayAfter(30)
    const res = await call('POST', '/api/staff/vat-rates', { country: 'CZ', rate: '23.5', valid_from: from })
    expect(res.statusCode, res.body).toBe(201)
    const cz = (res.json() as StaffMarketsAnswer).vat_rates.find((v) => v.country === 'CZ')!
    expect(cz.current).toEqual({ rate_bp: 2100, valid_from: '2021-07-01' })
    expect(cz.history[0]).toEqual({ rate_bp: 2350, valid_from: from, in_force: false })
    const markets = createMarketsService({ db: ctx.db })
    expect(await markets.vatRate('CZ', new Date(`${from}T12:00:00Z`))).toBe(2350)
    expect(await markets.vatRate('CZ')).toBe(2100)
    expect((await auditLinesOf(ctx, 'vat_rate', `CZ:${from}`))[0]).toMatchObject({ action: 'vat_rate.create', details: { rate_bp: 2350 } })

    const again = await call('POST', '/api/staff/vat-rates', { country: 'CZ', rate: '24', valid_from: from })
    expect([again.statusCode, again.json().reason]).toEqual([409, 'vat_rate_exists'])
    const past = await call('POST', '/api/staff/vat-rates', { country: 'CZ', rate: '24', valid_from: '2024-01-01' })
    expect(past.statusCode).toBe(400)
    expect(past.json().errors).toContainEqual({ path: 'valid_from', message: MARKET_MESSAGES.validFromPast })
    const badDay = await call('POST', '/api/staff/vat-rates', { country: 'CZ', rate: '24', valid_from: '2031-02-30' })
    expect(badDay.json().errors).toContainEqual({ path: 'valid_from', message: MARKET_MESSAGES.validFromInvalid })
    const tooHigh = await call('POST', '/api/staff/vat-rates', { country: 'CZ', rate: '75', valid_from: from })
    expect(tooHigh.statusCode).toBe(400)
    expect(tooHigh.json().errors).toContainEqual({ path: 'rate', message: MARKET_MESSAGES.vatRateInvalid })

    const inForce = await call('DELETE', '/api/staff/vat-rates/CZ/2021-07-01')
    expect([inForce.statusCode, inForce.json().reason]).toEqual([409, 'vat_rate_in_force'])
    expect((await call('DELETE', '/api/staff/vat-rates/CZ/2040-01-01')).json().reason).toBe('vat_rate_not_found')
    expect((await call('DELETE', `/api/staff/vat-rates/CZ/${from}`)).statusCode).toBe(204)
    expect((await desk()).vat_rates.find((v) => v.country === 'CZ')!.history).toHaveLength(1)
  })
})
