import { PROMO_FIXED_CENTS, type CouponTerms, type Language, type Translated } from '@shop/domain'
import type { Insertable } from 'kysely'
import { stableId } from '../../lib/ids'
import type { Db } from '../database'
import type { CouponTable } from '../types'
import { listFigures, NO_HAND_SET, type HandSetFigures } from '../../modules/coupons/coupons.lists'

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
  /** EUR and CZK figures set by hand (decisions 038, 047: kept through rate changes); else they follow the USD ones */
  lists?: { value_eur_cents: number; value_czk_cents: number; min_order_eur_cents: number; min_order_czk_cents: number }
}

const percent15: CouponTerms = { kind: 'percent', value: 15 }

/**
 * The shop's standing codes. GET15 follows PRODUCT.md's language rule: $15 in en, 15% elsewhere.
 * Descriptions name amounts with {amount} and {min_order}: each shopper reads them in their own
 * terms and currency (decision 047), never a dollar figure the checkout would not give.
 */
export const DEMO_COUPONS: DemoCoupon[] = [
  {
    code: 'GET15',
    terms: { kind: 'fixed', value: 1500 },
    lang_terms: { cz: percent15, sl: percent15, ge: percent15 },
    min_order_cents: 3000,
    // SPEC's rule in every currency: 15 off in the order's currency (379 Kč in crowns), from 30 (759 Kč),
    // typed by hand: a later exchange rate does not move them (decision 047).
    lists: { value_eur_cents: PROMO_FIXED_CENTS.EUR, value_czk_cents: PROMO_FIXED_CENTS.CZK, min_order_eur_cents: 3000, min_order_czk_cents: 75900 },
    description: {
      en: '{amount} off orders of {min_order} or more',
      cz: 'Sleva {amount} na objednávky od {min_order}',
      sl: '{amount} popusta pri naročilih od {min_order}',
      ge: '{amount} Rabatt auf Bestellungen ab {min_order}',
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
      en: '{amount} off orders of {min_order} or more, for a limited time',
      cz: 'Sleva {amount} na objednávky od {min_order}, jen po omezenou dobu',
      sl: '{amount} popusta pri naročilih od {min_order}, le za omejen čas',
      ge: '{amount} Rabatt auf Bestellungen ab {min_order}, nur für kurze Zeit',
    },
  },
  {
    code: 'LEAF20',
    terms: { kind: 'percent', value: 20 },
    min_order_cents: 8000,
    usage_limit: 100,
    description: {
      en: '{amount} off orders of {min_order} or more, for the first 100 shoppers',
      cz: 'Sleva {amount} na objednávky od {min_order} pro prvních 100 zákazníků',
      sl: '{amount} popusta pri naročilih od {min_order} za prvih 100 kupcev',
      ge: '{amount} Rabatt auf Bestellungen ab {min_order} für die ersten 100 Kunden',
    },
  },
]

export const couponId = (code: string) => stableId('cpn', code)

/** Every figure of `lists` typed by hand; none without it. */
function handSet(lists: DemoCoupon['lists']): HandSetFigures {
  if (!lists) return NO_HAND_SET
  return { ...lists }
}

function couponRow(c: DemoCoupon, now: Date): Insertable<CouponTable> {
  return {
    id: couponId(c.code),
    code: c.code,
    kind: c.terms.kind,
    value: c.terms.value,
    lang_terms: JSON.stringify(c.lang_terms ?? {}),
    description: JSON.stringify(c.description),
    min_order_cents: c.min_order_cents ?? 0,
    ...listFigures({ kind: c.terms.kind, value: c.terms.value, lang_terms: c.lang_terms ?? {}, min_order_cents: c.min_order_cents ?? 0 }, handSet(c.lists)),
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
