import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { down, up } from '../../db/migrations/2026-11-27-0026-shipping-zones'
import { newId } from '../../lib/ids'
import { createTestContext, schemaChange, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { signUp } from '../orders/orders.testing'

describe.each(testDialects())('migration 0026: shipping zones, country codes in addresses (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: false, config: { DATA_DIR: dataDir } })
  })
  afterAll(async () => ctx?.close())

  it('turns typed country names into codes and keeps any other text as it was typed', async () => {
    const user = await signUp(ctx, dataDir, 'Olga')
    const typed = ['Czech Republic', 'ČESKO', 'deutschland', 'Österreich', 'sk', 'U.S.A.', 'Bohemia', 'Slovenija ', 'CZ']
    const at = new Date().toISOString()
    await schemaChange(ctx.db, () => down(ctx.db.kysely))
    await ctx.db.kysely
      .insertInto('address')
      .values(typed.map((country, slot) => ({ id: newId('adr'), user_id: user.id, slot, first_name: 'O', last_name: 'K', street: 's', city: 'c', state: '', country, zip_code: '12345', is_default: slot === 0 ? 1 : 0, created_at: at, updated_at: at })))
      .execute()
    await schemaChange(ctx.db, () => up(ctx.db.kysely))
    const rows = await ctx.db.kysely.selectFrom('address').select(['slot', 'country']).where('user_id', '=', user.id).orderBy('slot').execute()
    expect(rows.map((r) => r.country)).toEqual(['CZ', 'CZ', 'DE', 'AT', 'SK', 'US', 'Bohemia', 'SI', 'CZ'])
    // The zones came back with the same ids, so nothing that names them broke.
    expect(await ctx.db.kysely.selectFrom('shipping_zone_country').select('country').where('country', '=', 'CZ').executeTakeFirst()).toEqual({ country: 'CZ' })
  })
})
