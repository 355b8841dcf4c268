import { isValidIban } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { down, up } from '../../db/migrations/2026-11-28-0034-invoices'
import { createTestContext, schemaChange, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'

describe.each(testDialects())('migration 0034: seller settings, invoices and credit notes (%s)', (dialect) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { seed: false, config: { DATA_DIR: tempDataDir() } })
  })
  afterAll(async () => ctx?.close())

  it('seeds one valid seller row, allows no second one, and goes down and up again', async () => {
    const seller = await ctx.db.kysely.selectFrom('seller_settings').selectAll().execute()
    expect(seller).toHaveLength(1)
    expect(isValidIban(seller[0]!.iban)).toBe(true)
    await expect(ctx.db.kysely.insertInto('seller_settings').values({ ...seller[0]!, id: 2 }).execute()).rejects.toThrow()
    await schemaChange(ctx.db, () => down(ctx.db.kysely))
    await schemaChange(ctx.db, () => up(ctx.db.kysely))
    expect(await ctx.db.kysely.selectFrom('invoice').selectAll().execute()).toEqual([])
    expect(await ctx.db.kysely.selectFrom('seller_settings').select('name').execute()).toEqual([{ name: 'Lumen & Leaf s.r.o.' }])
  })
})
