/** Helpers for the shipping tests: staff calls, the seeded zones by name, a method body. */
import type { ShippingZone } from '@shop/domain'
import { expect } from 'vitest'
import type { TestContext } from '../../test/harness'
import { caller } from '../staff/staff.testing'

export const NAMES = { en: 'Pickup point', cz: 'Výdejní místo', sl: 'Prevzemno mesto', ge: 'Abholstelle' }

export function shippingDesk(ctx: TestContext, token: string) {
  const call = caller(ctx)
  return {
    call: (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => call(method, url, token, body),
    async zones(): Promise<ShippingZone[]> {
      const res = await call('GET', '/api/staff/shipping/zones', token)
      expect(res.statusCode, res.body).toBe(200)
      return res.json().data
    },
    /** The zone holding `country` (the migration's four zones split the country list between them). */
    async zoneOf(country: string): Promise<ShippingZone> {
      const zones = await this.zones()
      const zone = zones.find((z) => z.countries.includes(country))
      expect(zone, country).toBeDefined()
      return zone!
    },
  }
}
