import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/database'
import { migrateToLatest, migrateUpTo } from '../../db/migrate'
import { openTestDb, schemaChange, testDialects } from '../../test/harness'

/** Migration 0041 (decision 047): which coupon figures are typed by hand, and seeded descriptions without dollars. */
describe.each(testDialects())('migration 0041: coupon figures typed or following USD (%s)', (dialect) => {
  let db: Db
  let drop: () => Promise<void>
  const at = '2026-11-01T00:00:00.000Z'
  const row = (id: string, code: string, fields: Record<string, unknown>) => ({
    id, code, kind: 'fixed', value: 500, lang_terms: '{}', min_order_cents: 2500, starts_at: null, expires_at: null, usage_limit: null, per_shopper_limit: null,
    owner_user_id: null, owner_email: null, stackable: 0, active: 1, created_at: at, ...fields,
  })

  beforeAll(async () => {
    ;({ db, drop } = await openTestDb(dialect))
    await schemaChange(db, () => migrateUpTo(db.kysely, db.dialect, '2026-11-28-0036-invitation-language'))
    const k = db.kysely as unknown as Kysely<any>
    await k
      .insertInto('coupon')
      .values([
        // As migration 0033 left GET15: 15 € / 379 Kč from 30 € / 759 Kč; staff changed its English text.
        row('cpn_get15', 'GET15', {
          value: 1500, min_order_cents: 3000, lang_terms: JSON.stringify({ cz: { kind: 'percent', value: 15 } }),
          value_eur_cents: 1500, value_czk_cents: 37900, min_order_eur_cents: 3000, min_order_czk_cents: 75900,
          description: JSON.stringify({ en: 'Our welcome gift', cz: 'Sleva 15 % na objednávky od 30 $', sl: '15 % popusta pri naročilih od 30 $', ge: '15 % Rabatt auf Bestellungen ab 30 $' }),
        }),
        row('cpn_spring', 'SPRING5', {
          value_eur_cents: 490, value_czk_cents: 11900, min_order_eur_cents: 2295, min_order_czk_cents: 57900,
          description: JSON.stringify({ en: '$5 off orders of $25 or more, for a limited time', cz: 'Sleva 5 $ na objednávky od 25 $, jen po omezenou dobu', sl: '5 $ popusta pri naročilih od 25 $, le za omejen čas', ge: '5 $ Rabatt auf Bestellungen ab 25 $, nur für kurze Zeit' }),
        }),
        // A staff coupon filled at the owner's rate: it follows USD.
        row('cpn_staff', 'AUTUMN', { value_eur_cents: 495, value_czk_cents: 14900, min_order_eur_cents: 2495, min_order_czk_cents: 74900, description: JSON.stringify({ en: '$5 off', cz: '5 $', sl: '5 $', ge: '5 $' }) }),
      ])
      .execute()
    await schemaChange(db, () => migrateToLatest(db.kysely, db.dialect))
  })
  afterAll(async () => drop?.())

  const read = (code: string) => db.kysely.selectFrom('coupon').selectAll().where('code', '=', code).executeTakeFirstOrThrow()

  it("keeps GET15's seeded euro and crown figures by hand and lets every other figure follow USD", async () => {
    expect(await read('GET15')).toMatchObject({ value_eur_manual: 1, value_czk_manual: 1, min_order_eur_manual: 1, min_order_czk_manual: 1, value_czk_cents: 37900 })
    for (const code of ['SPRING5', 'AUTUMN']) {
      expect(await read(code), code).toMatchObject({ value_eur_manual: 0, value_czk_manual: 0, min_order_eur_manual: 0, min_order_czk_manual: 0 })
    }
  })

  it('rewrites a seeded description only where it is still as seeded, and no staff text', async () => {
    expect(JSON.parse((await read('GET15')).description)).toEqual({
      en: 'Our welcome gift',
      cz: 'Sleva {amount} na objednávky od {min_order}',
      sl: '{amount} popusta pri naročilih od {min_order}',
      ge: '{amount} Rabatt auf Bestellungen ab {min_order}',
    })
    expect(JSON.parse((await read('SPRING5')).description).cz).toBe('Sleva {amount} na objednávky od {min_order}, jen po omezenou dobu')
    expect(JSON.parse((await read('AUTUMN')).description)).toEqual({ en: '$5 off', cz: '5 $', sl: '5 $', ge: '5 $' })
  })
})
