import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { createMarketsService, type MarketsService } from './markets.service'
import { shipToOf } from './markets.ship-to'

describe.each(testDialects())('markets (%s)', (dialect) => {
  let ctx: TestContext
  let markets: MarketsService

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { seed: false })
    markets = createMarketsService({ db: ctx.db })
  })
  afterAll(async () => ctx?.close())

  it('prices Czechia in crowns with 21 % VAT included, Germany and Austria in euros at 19 and 20 %, the US without VAT', async () => {
    const at = new Date('2026-11-28T12:00:00Z')
    expect(await markets.destination('CZ', at)).toMatchObject({ currency: 'CZK', tax_mode: 'included', vat_rate_bp: 2100, market: { code: 'cz', default_lang: 'cz' } })
    expect(await markets.destination('DE', at)).toMatchObject({ currency: 'EUR', tax_mode: 'included', vat_rate_bp: 1900, market: { code: 'de-at' } })
    expect(await markets.destination('AT', at)).toMatchObject({ currency: 'EUR', vat_rate_bp: 2000, market: { code: 'de-at' } })
    expect(await markets.destination('SI', at)).toMatchObject({ currency: 'EUR', vat_rate_bp: 2200, market: { code: 'si' } })
    expect(await markets.destination('FR', at)).toMatchObject({ currency: 'EUR', vat_rate_bp: 2000, market: { code: 'eu' } })
    expect(await markets.destination('US', at)).toMatchObject({ currency: 'USD', tax_mode: 'none', vat_rate_bp: 0, market: { code: 'world' } })
  })

  it('takes the rate valid on the day: Slovakia 20 % in 2024, 23 % from 2025', async () => {
    expect(await markets.vatRate('SK', new Date('2024-12-31T23:00:00Z'))).toBe(2000)
    expect(await markets.vatRate('SK', new Date('2025-01-01T00:00:00Z'))).toBe(2300)
    expect(await markets.vatRate('EE', new Date('2026-01-01T00:00:00Z'))).toBe(2400)
    expect(await markets.vatRate('US')).toBe(0)
  })

  it('answers the header’s choices: every country with its market and currency', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/markets' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.markets.map((m: { code: string }) => m.code)).toEqual(['cz', 'si', 'de-at', 'eu', 'world'])
    expect(body.countries).toContainEqual({ code: 'CZ', market: 'cz', currency: 'CZK', tax_mode: 'included' })
    expect(body.countries).toContainEqual({ code: 'GB', market: 'world', currency: 'USD', tax_mode: 'none' })
  })

  it('reads the shopper’s country from the cookie, else the browser, else the language', () => {
    expect(shipToOf({ cookie: 'lang=en; ship_to=at' }, 'en')).toBe('AT')
    expect(shipToOf({ cookie: 'ship_to=XX' }, 'cz')).toBe('CZ')
    expect(shipToOf({ 'accept-language': 'de-AT' }, 'ge')).toBe('AT')
    expect(shipToOf({}, 'sl')).toBe('SI')
  })
})
