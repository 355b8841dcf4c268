import type { ShippingMethodInfo, ShippingZone } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { signUp, signUpStaff, type Account } from '../orders/orders.testing'
import { auditLinesOf, caller } from '../staff/staff.testing'
import { NAMES, shippingDesk } from './shipping.testing'

describe.each(testDialects())('staff shipping zones and methods (%s)', (dialect) => {
  let ctx: TestContext
  let shopper: Account
  let staff: Account
  let desk: ReturnType<typeof shippingDesk>

  beforeAll(async () => {
    const dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: false, config: { DATA_DIR: dataDir } })
    shopper = await signUp(ctx, dataDir, 'Shopper')
    staff = await signUpStaff(ctx, dataDir, 'Depot')
    desk = shippingDesk(ctx, staff.token)
  })
  afterAll(async () => ctx?.close())

  it('starts with four zones that split the country list, each offering standard and express', async () => {
    const zones = await desk.zones()
    expect(zones.map((z) => z.name)).toEqual(['Czechia', 'Neighbours: Slovakia, Slovenia, Austria, Germany, Poland, Hungary', 'Rest of the European Union', 'Rest of the world'])
    const all = zones.flatMap((z) => z.countries)
    expect(new Set(all).size).toBe(all.length)
    expect(all).toHaveLength(33)
    for (const z of zones) expect(z.methods.map((m) => m.code)).toEqual(['standard', 'express'])
    expect(zones[0]!.methods[0]).toMatchObject({ code: 'standard', price_cents: 499, free_from_cents: 5000, carrier: 'ppl', delivery_days: '3–5', active: true })
  })

  it('keeps shoppers (403) and guests (401) out of every shipping route, before reading their input', async () => {
    const call = caller(ctx)
    const zone = await desk.zoneOf('CZ')
    for (const [method, url, body] of [
      ['GET', '/api/staff/shipping/zones'],
      ['POST', '/api/staff/shipping/zones', { name: 'x', countries: ['US'] }],
      ['POST', '/api/staff/shipping/zones', { name: '' }],
      ['PATCH', `/api/staff/shipping/zones/${zone.id}`, { name: 'Mine' }],
      ['POST', `/api/staff/shipping/zones/${zone.id}/methods`, { code: 'economy' }],
      ['PATCH', `/api/staff/shipping/methods/${zone.methods[0]!.id}`, { price_cents: 1 }],
    ] as const) {
      expect((await call(method, url, shopper.token, body)).statusCode, `${method} ${url}`).toBe(403)
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401)
    }
    expect((await desk.zoneOf('CZ')).name).toBe('Czechia')
  })

  it('adds a method to a zone with its audit line; the same code twice in a zone is refused', async () => {
    const zone = await desk.zoneOf('DE')
    const body = { code: 'pickup_point', name: NAMES, price_cents: 390, free_from_cents: 4000, carrier: 'packeta', delivery_days: '2–4', position: 2 }
    const res = await desk.call('POST', `/api/staff/shipping/zones/${zone.id}/methods`, body)
    expect(res.statusCode, res.body).toBe(201)
    const method: ShippingMethodInfo = res.json()
    expect(method).toMatchObject({ ...body, zone_id: zone.id, active: true })
    expect((await desk.zoneOf('DE')).methods.map((m) => m.code)).toEqual(['standard', 'express', 'pickup_point'])
    const [line] = await auditLinesOf(ctx, 'shipping_method', method.id)
    expect(line).toMatchObject({ action: 'shipping_method.create', actor_id: staff.id })

    const again = await desk.call('POST', `/api/staff/shipping/zones/${zone.id}/methods`, body)
    expect(again.statusCode).toBe(409)
    expect(again.json().reason).toBe('shipping_method_code_taken')
    // Another zone may have a pickup point of its own.
    const other = await desk.zoneOf('FR')
    expect((await desk.call('POST', `/api/staff/shipping/zones/${other.id}/methods`, body)).statusCode).toBe(201)
  })

  it('refuses bad methods with 400 and names the field, writing nothing', async () => {
    const zone = await desk.zoneOf('CZ')
    const good = { code: 'economy', name: NAMES, price_cents: 290, carrier: 'ceska_posta', delivery_days: '5–7' }
    for (const [bad, path] of [
      [{ code: 'drone' }, 'code'],
      [{ carrier: 'pigeon' }, 'carrier'],
      [{ price_cents: -1 }, 'price_cents'],
      [{ price_cents: 1.5 }, 'price_cents'],
      [{ free_from_cents: 0 }, 'free_from_cents'],
      [{ delivery_days: ' ' }, 'delivery_days'],
      [{ name: { ...NAMES, sl: '' } }, 'name.sl'],
    ] as const) {
      const res = await desk.call('POST', `/api/staff/shipping/zones/${zone.id}/methods`, { ...good, ...bad })
      expect(res.statusCode, path).toBe(400)
      expect(res.json().errors.map((e: { path: string }) => e.path), path).toContain(`body.${path}`)
    }
    expect((await desk.call('POST', '/api/staff/shipping/zones/shz_nonesuch/methods', good)).statusCode).toBe(404)
    expect((await desk.zoneOf('CZ')).methods).toHaveLength(2)
  })

  it('edits and deactivates a method, auditing before and after', async () => {
    const zone = await desk.zoneOf('CZ')
    const express = zone.methods.find((m) => m.code === 'express')!
    const res = await desk.call('PATCH', `/api/staff/shipping/methods/${express.id}`, { price_cents: 1390, free_from_cents: 15000, delivery_days: '1' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ price_cents: 1390, free_from_cents: 15000, delivery_days: '1', code: 'express' })
    const off = await desk.call('PATCH', `/api/staff/shipping/methods/${express.id}`, { active: false })
    expect(off.json().active).toBe(false)
    const lines = await auditLinesOf(ctx, 'shipping_method', express.id)
    expect(lines.map((l) => l.action)).toEqual(['shipping_method.update', 'shipping_method.update'])
    expect(lines[1]!.details).toMatchObject({ before: { price_cents: 1290, free_from_cents: null }, after: { price_cents: 1390, free_from_cents: 15000 } })
    expect(lines[0]!.details).toMatchObject({ before: { active: true }, after: { active: false } })
    expect((await desk.call('PATCH', `/api/staff/shipping/methods/${express.id}`, {})).statusCode).toBe(400)
    expect((await desk.call('PATCH', '/api/staff/shipping/methods/shm_nonesuch', { active: true })).statusCode).toBe(404)
    // Back on, as the other tests found it.
    await desk.call('PATCH', `/api/staff/shipping/methods/${express.id}`, { active: true, price_cents: 1290, free_from_cents: null, delivery_days: '1–2' })
  })

  it('refuses a country already in another zone, on create and on edit, naming the zone; nothing half-written', async () => {
    const taken = await desk.call('POST', '/api/staff/shipping/zones', { name: 'Alps', countries: ['CH', 'AT'] })
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toMatchObject({ reason: 'shipping_country_taken', errors: [{ path: 'countries', message: 'AT: Neighbours: Slovakia, Slovenia, Austria, Germany, Poland, Hungary, CH: Rest of the world' }] })
    expect((await desk.zones()).map((z) => z.name)).not.toContain('Alps')

    // Moving a country: out of the old zone first, then into the new one.
    const world = await desk.zoneOf('US')
    const shrunk = await desk.call('PATCH', `/api/staff/shipping/zones/${world.id}`, { countries: world.countries.filter((c) => c !== 'CH') })
    expect(shrunk.statusCode, shrunk.body).toBe(200)
    const created = await desk.call('POST', '/api/staff/shipping/zones', { name: 'Alps', countries: ['CH'], position: 9 })
    expect(created.statusCode, created.body).toBe(201)
    const alps: ShippingZone = created.json()
    expect(alps).toMatchObject({ name: 'Alps', countries: ['CH'], position: 9, methods: [] })
    expect((await auditLinesOf(ctx, 'shipping_zone', alps.id))[0]).toMatchObject({ action: 'shipping_zone.create' })

    const grab = await desk.call('PATCH', `/api/staff/shipping/zones/${alps.id}`, { countries: ['CH', 'CZ'] })
    expect(grab.statusCode).toBe(409)
    expect((await desk.zoneOf('CH')).id).toBe(alps.id)
    expect((await desk.zoneOf('CZ')).name).toBe('Czechia')

    const renamed = await desk.call('PATCH', `/api/staff/shipping/zones/${alps.id}`, { name: 'Switzerland', countries: ['CH', 'CH'] })
    expect(renamed.statusCode).toBe(400)
    const ok = await desk.call('PATCH', `/api/staff/shipping/zones/${alps.id}`, { name: 'Switzerland' })
    expect(ok.json()).toMatchObject({ name: 'Switzerland', countries: ['CH'] })
    const [line] = await auditLinesOf(ctx, 'shipping_zone', alps.id)
    expect(line).toMatchObject({ action: 'shipping_zone.update', details: { before: { name: 'Alps' }, after: { name: 'Switzerland' } } })
    for (const bad of [{ name: 'x', countries: [] }, { name: 'x', countries: ['XX'] }, { name: ' ', countries: ['CH'] }]) {
      expect((await desk.call('POST', '/api/staff/shipping/zones', bad)).statusCode, JSON.stringify(bad)).toBe(400)
    }
  })

  it('lets the database settle two zones claiming the same country at once: one wins', async () => {
    const world = await desk.zoneOf('US')
    await desk.call('PATCH', `/api/staff/shipping/zones/${world.id}`, { countries: world.countries.filter((c) => c !== 'AU') })
    const answers = await Promise.all([1, 2, 3].map((i) => desk.call('POST', '/api/staff/shipping/zones', { name: `Oceania ${i}`, countries: ['AU'] })))
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409])
    const holders = (await desk.zones()).filter((z) => z.countries.includes('AU'))
    expect(holders).toHaveLength(1)
    // The losers left no empty zone behind.
    expect((await desk.zones()).filter((z) => z.name.startsWith('Oceania'))).toHaveLength(1)
  })
})
