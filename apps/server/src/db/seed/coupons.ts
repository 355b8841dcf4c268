import { PROMO_FIXED_CENTS, type CouponTerms, type Language, type Translated } from '@shop/domain'
import type { Insertable } from 'kysely'
import { stableId } from '../../lib/ids'
import type { Db } from '../database'
import type { CouponTable } from '../types'
import { listFigures } from '../../modules/coupons/coupons.admin.service'

const DAY_MS = 86_400_000

interface DemoCoupon {
  code: string
  terms: CouponTerms
  lang_terms?: Partial<Record<Language, CouponTerms>>
  description: Translated
  min_order_cents?: number
  usage_limit?: number
  per_shopper_limit?: number
  /** Days from the first seeding; the date is written once and then kept */
  expires_in_days?: number
  /** EUR and CZK figures set by hand (decision 038); else filled from the USD ones */
  lists?: { value_eur_cents: number; value_czk_cents: number; min_order_eur_cents: number; min_order_czk_cents: number }
}

const percent15: CouponTerms = { kind: 'percent', value: 15 }

/** The shop's standing codes. GET15 follows PRODUCT.md's language rule: $15 in en, 15% elsewhere. */
export const DEMO_COUPONS: DemoCoupon[] = [
  {
    code: 'GET15',
    terms: { kind: 'fixed', value: 1500 },
    lang_terms: { cz: percent15, sl: percent15, ge: percent15 },
    min_order_cents: 3000,
    // SPEC's rule in every currency: 15 off in the order's currency (379 Kč in crowns), from 30 (759 Kč).
    lists: { value_eur_cents: PROMO_FIXED_CENTS.EUR, value_czk_cents: PROMO_FIXED_CENTS.CZK, min_order_eur_cents: 3000, min_order_czk_cents: 75900 },
    description: {
      en: '$15 off orders of $30 or more',
      cz: 'Sleva 15 % na objednávky od 30 $',
      sl: '15 % popusta pri naročilih od 30 $',
      ge: '15 % Rabatt auf Bestellungen ab 30 $',
    },
  },
  {
    code: 'WELCOME10',
    terms: { kind: 'percent', value: 10 },
    per_shopper_limit: 1,
    description: {
      en: '10% off your first order with us, once per shopper',
      cz: 'Sleva 10 % na vaši první objednávku, jednou na zákazníka',
      sl: '10 % popusta na vaše prvo naročilo, enkrat na kupca',
      ge: '10 % Rabatt auf Ihre erste Bestellung, einmal pro Kunde',
    },
  },
  {
    code: 'SPRING5',
    terms: { kind: 'fixed', value: 500 },
    min_order_cents: 2500,
    expires_in_days: 120,
    description: {
      en: '$5 off orders of $25 or more, for a limited time',
      cz: 'Sleva 5 $ na objednávky od 25 $, jen po omezenou dobu',
      sl: '5 $ popusta pri naročilih od 25 $, le za omejen čas',
      ge: '5 $ Rabatt auf Bestellungen ab 25 $, nur für kurze Zeit',
    },
  },
  {
    code: 'LEAF20',
    terms: { kind: 'percent', value: 20 },
    min_order_cents: 8000,
    usage_limit: 100,
    description: {
      en: '20% off orders of $80 or more, for the first 100 shoppers',
      cz: 'Sleva 20 % na objednávky od 80 $ pro prvních 100 zákazníků',
      sl: '20 % popusta pri naročilih od 80 $ za prvih 100 kupcev',
      ge: '20 % Rabatt auf Bestellungen ab 80 $ für die ersten 100 Kunden',
    },
  },
]

export const couponId = (code: string) => stableId('cpn', code)

function couponRow(c: DemoCoupon, now: Date): Insertable<CouponTable> {
  return {
    id: couponId(c.code),
    code: c.code,
    kind: c.terms.kind,
    value: c.terms.value,
    lang_terms: JSON.stringify(c.lang_terms ?? {}),
    description: JSON.stringify(c.description),
    min_order_cents: c.min_order_cents ?? 0,
    ...(c.lists ?? listFigures({ kind: c.terms.kind, value: c.terms.value, lang_terms: c.lang_terms ?? {}, min_order_cents: c.min_order_cents ?? 0 })),
    starts_at: null,
    expires_at: c.expires_in_days ? new Date(now.getTime() + c.expires_in_days * DAY_MS).toISOString() : null,
    usage_limit: c.usage_limit ?? null,
    per_shopper_limit: c.per_shopper_limit ?? null,
    owner_user_id: null,
    owner_email: null,
    stackable: 0,
    active: 1,
    created_at: now.toISOString(),
  }
}

/**
 * Writes the demo coupons into any database that lacks them. Idempotent: a code already there
 * (perhaps changed by staff, or with uses counted) is left as it is.
 */
export async function seedCoupons(db: Db, now = new Date()): Promise<void> {
  await db.kysely
    .insertInto('coupon')
    .values(DEMO_COUPONS.map((c) => couponRow(c, now)))
    // No conflict target: the code and the id derived from it are both unique, either may meet first.
    .onConflict((oc) => oc.doNothing())
    .execute()
}
