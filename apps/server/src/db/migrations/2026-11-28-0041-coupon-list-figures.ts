import { type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 18, decision 047: a coupon's fixed amount and minimum order in EUR and CZK are each either
// typed by staff (kept through USD and exchange-rate changes) or follow the USD figure at the
// owner's rate, as variant prices do (decision 037, migration 0031's `price_<cur>_manual`). Until
// now staff could not type them, so every figure followed USD except GET15's, which migration 0033
// set by hand (15 € / 379 Kč, from 30 € / 759 Kč): those stay fixed where they still hold them.
// The seeded descriptions named dollars in every market ("od 30 $" to a shopper paying in crowns);
// where a seeded text is still as it was seeded, it now names the amounts with the words each
// shopper sees in their own currency ({amount}, {min_order}).

const FLAGS = ['value_eur_manual', 'value_czk_manual', 'min_order_eur_manual', 'min_order_czk_manual'] as const

/** GET15's hand-set figures (migration 0033): a figure still holding its seeded value is kept by hand. */
const GET15_FIGURES = [
  ['value_eur_cents', 'value_eur_manual', 1500],
  ['value_czk_cents', 'value_czk_manual', 37900],
  ['min_order_eur_cents', 'min_order_eur_manual', 3000],
  ['min_order_czk_cents', 'min_order_czk_manual', 75900],
] as const

type Texts = Record<'en' | 'cz' | 'sl' | 'ge', string>
/** The seeded descriptions as they were (frozen copy) and as they are now. */
const DESCRIPTIONS: Record<string, { was: Texts; now: Texts }> = {
  GET15: {
    was: {
      en: '$15 off orders of $30 or more',
      cz: 'Sleva 15 % na objednávky od 30 $',
      sl: '15 % popusta pri naročilih od 30 $',
      ge: '15 % Rabatt auf Bestellungen ab 30 $',
    },
    now: {
      en: '{amount} off orders of {min_order} or more',
      cz: 'Sleva {amount} na objednávky od {min_order}',
      sl: '{amount} popusta pri naročilih od {min_order}',
      ge: '{amount} Rabatt auf Bestellungen ab {min_order}',
    },
  },
  SPRING5: {
    was: {
      en: '$5 off orders of $25 or more, for a limited time',
      cz: 'Sleva 5 $ na objednávky od 25 $, jen po omezenou dobu',
      sl: '5 $ popusta pri naročilih od 25 $, le za omejen čas',
      ge: '5 $ Rabatt auf Bestellungen ab 25 $, nur für kurze Zeit',
    },
    now: {
      en: '{amount} off orders of {min_order} or more, for a limited time',
      cz: 'Sleva {amount} na objednávky od {min_order}, jen po omezenou dobu',
      sl: '{amount} popusta pri naročilih od {min_order}, le za omejen čas',
      ge: '{amount} Rabatt auf Bestellungen ab {min_order}, nur für kurze Zeit',
    },
  },
  LEAF20: {
    was: {
      en: '20% off orders of $80 or more, for the first 100 shoppers',
      cz: 'Sleva 20 % na objednávky od 80 $ pro prvních 100 zákazníků',
      sl: '20 % popusta pri naročilih od 80 $ za prvih 100 kupcev',
      ge: '20 % Rabatt auf Bestellungen ab 80 $ für die ersten 100 Kunden',
    },
    now: {
      en: '{amount} off orders of {min_order} or more, for the first 100 shoppers',
      cz: 'Sleva {amount} na objednávky od {min_order} pro prvních 100 zákazníků',
      sl: '{amount} popusta pri naročilih od {min_order} za prvih 100 kupcev',
      ge: '{amount} Rabatt auf Bestellungen ab {min_order} für die ersten 100 Kunden',
    },
  },
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const flag of FLAGS) await db.schema.alterTable('coupon').addColumn(flag, 'integer', (c) => c.notNull().defaultTo(0)).execute()
  for (const [figure, flag, cents] of GET15_FIGURES) {
    await db.updateTable('coupon').set({ [flag]: 1 }).where('code', '=', 'GET15').where(figure, '=', cents).execute()
  }
  const rows = await db.selectFrom('coupon').select(['id', 'code', 'description']).where('code', 'in', Object.keys(DESCRIPTIONS)).execute()
  for (const row of rows as Array<{ id: string; code: string; description: string }>) {
    const texts = DESCRIPTIONS[row.code]!
    let stored: Record<string, unknown>
    try {
      stored = JSON.parse(row.description) as Record<string, unknown>
    } catch {
      continue
    }
    let changed = false
    for (const lang of ['en', 'cz', 'sl', 'ge'] as const) {
      if (stored[lang] === texts.was[lang]) {
        stored[lang] = texts.now[lang]
        changed = true
      }
    }
    if (changed) await db.updateTable('coupon').set({ description: JSON.stringify(stored) }).where('id', '=', row.id).execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const flag of FLAGS) await db.schema.alterTable('coupon').dropColumn(flag).execute()
}
