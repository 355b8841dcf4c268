import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely'
import type { Database, Dialect } from './types'
import * as m0001 from './migrations/2026-11-21-0001-catalog'
import * as m0002 from './migrations/2026-11-21-0002-search'
import * as m0003 from './migrations/2026-11-21-0003-product-listing-index'
import * as m0004 from './migrations/2026-11-21-0004-accounts'
import * as m0005 from './migrations/2026-11-21-0005-addresses'
import * as m0006 from './migrations/2026-11-21-0006-two-factor'
import * as m0007 from './migrations/2026-11-21-0007-social-identities'
import * as m0008 from './migrations/2026-11-21-0008-staff-role'
import * as m0009 from './migrations/2026-11-21-0009-cart-wishlist'
import * as m0010 from './migrations/2026-11-21-0010-payments-wallet-gift-cards'
import * as m0011 from './migrations/2026-11-21-0011-coupons'
import * as m0012 from './migrations/2026-11-21-0012-orders'
import * as m0013 from './migrations/2026-11-21-0013-payment-refunds'
import * as m0014 from './migrations/2026-11-21-0014-audit-log'
import * as m0016 from './migrations/2026-11-21-0016-newsletter-contact-feedback'
import * as m0017 from './migrations/2026-11-21-0017-complaints'
import * as m0015 from './migrations/2026-11-21-0015-reviews-testimonials'
import * as m0018 from './migrations/2026-11-21-0018-product-images'
import * as m0019 from './migrations/2026-11-27-0019-security-notices'
import * as m0020 from './migrations/2026-11-27-0020-login-throttle'
import * as m0020b from './migrations/2026-11-27-0020b-fold-lookalike-emails'
import * as m0021 from './migrations/2026-11-27-0021-card-country-test-gateway'
import * as m0022 from './migrations/2026-11-27-0022-coupon-uses-by-email'
import * as m0023 from './migrations/2026-11-27-0023-search-popularity'
import * as m0027 from './migrations/2026-11-27-0027-fulfilment'
import * as m0025 from './migrations/2026-11-27-0025-staff-roles'
import * as m0026 from './migrations/2026-11-27-0026-shipping-zones'
import * as m0028 from './migrations/2026-11-27-0028-product-status'
import * as m0029 from './migrations/2026-11-27-0029-stock-movements'
import * as m0030 from './migrations/2026-11-28-0030-markets'
import * as m0031 from './migrations/2026-11-28-0031-price-lists'
import * as m0032 from './migrations/2026-11-28-0032-order-taxes'
import * as m0034 from './migrations/2026-11-28-0034-invoices'
import * as m0035 from './migrations/2026-11-28-0035-wallet-currency'
import * as m0033 from './migrations/2026-11-28-0033-checkout-currencies'
import * as m0024 from './migrations/2026-11-27-0024-variants'
import * as m0036 from './migrations/2026-11-28-0036-invitation-language'
import * as m0041 from './migrations/2026-11-28-0041-coupon-list-figures'
import * as m0037 from './migrations/2026-11-28-0037-terms-acceptance'
import * as m0040 from './migrations/2026-11-28-0040-consents-and-erasure'
import * as m0038 from './migrations/2026-11-28-0038-withdrawals'
import * as m0043 from './migrations/2026-11-28-0043-payment-intents'
import * as m0039 from './migrations/2026-11-28-0039-price-history'
import * as m0042 from './migrations/2026-11-28-0042-test-processor'
import * as m0044 from './migrations/2026-11-28-0044-checkout-sessions'

/** A migration may need to know the dialect (full text search differs); Kysely's does not pass it. */
export interface DialectMigration {
  up(db: Kysely<any>, dialect: Dialect): Promise<void>
  down?(db: Kysely<any>, dialect: Dialect): Promise<void>
}

/** Frozen, in order. A new migration is a new file and one new line here. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '2026-11-21-0001-catalog': m0001,
  '2026-11-21-0002-search': m0002,
  '2026-11-21-0003-product-listing-index': m0003,
  '2026-11-21-0004-accounts': m0004,
  '2026-11-21-0005-addresses': m0005,
  '2026-11-21-0006-two-factor': m0006,
  '2026-11-21-0007-social-identities': m0007,
  '2026-11-21-0008-staff-role': m0008,
  '2026-11-21-0009-cart-wishlist': m0009,
  '2026-11-21-0010-payments-wallet-gift-cards': m0010,
  '2026-11-21-0011-coupons': m0011,
  '2026-11-21-0012-orders': m0012,
  '2026-11-21-0013-payment-refunds': m0013,
  '2026-11-21-0014-audit-log': m0014,
  '2026-11-21-0016-newsletter-contact-feedback': m0016,
  '2026-11-21-0017-complaints': m0017,
  '2026-11-21-0015-reviews-testimonials': m0015,
  '2026-11-21-0018-product-images': m0018,
  '2026-11-27-0019-security-notices': m0019,
  '2026-11-27-0020-login-throttle': m0020,
  '2026-11-27-0020b-fold-lookalike-emails': m0020b,
  '2026-11-27-0021-card-country-test-gateway': m0021,
  '2026-11-27-0022-coupon-uses-by-email': m0022,
  '2026-11-27-0023-search-popularity': m0023,
  '2026-11-27-0027-fulfilment': m0027,
  '2026-11-27-0025-staff-roles': m0025,
  '2026-11-27-0026-shipping-zones': m0026,
  '2026-11-27-0028-product-status': m0028,
  '2026-11-27-0024-variants': m0024,
  '2026-11-27-0029-stock-movements': m0029,
  '2026-11-28-0030-markets': m0030,
  '2026-11-28-0031-price-lists': m0031,
  '2026-11-28-0032-order-taxes': m0032,
  '2026-11-28-0036-invitation-language': m0036,
  '2026-11-28-0034-invoices': m0034,
  '2026-11-28-0035-wallet-currency': m0035,
  '2026-11-28-0033-checkout-currencies': m0033,
  '2026-11-28-0041-coupon-list-figures': m0041,
  '2026-11-28-0037-terms-acceptance': m0037,
  '2026-11-28-0040-consents-and-erasure': m0040,
  '2026-11-28-0038-withdrawals': m0038,
  '2026-11-28-0039-price-history': m0039,
  '2026-11-28-0042-test-processor': m0042,
  '2026-11-28-0043-payment-intents': m0043,
  '2026-11-28-0044-checkout-sessions': m0044,
}

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {}
    for (const [name, m] of Object.entries(MIGRATIONS)) {
      out[name] = {
        up: (db) => m.up(db, this.dialect),
        down: m.down ? (db) => m.down!(db, this.dialect) : undefined,
      }
    }
    return out
  }
}

/** Up to and including the migration `name` (tests of a migration's data move: decision 029). */
export async function migrateUpTo(db: Kysely<Database>, dialect: Dialect, name: string): Promise<void> {
  const migrationTableSchema =
    dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s : undefined
  const migrator = new Migrator({ db, provider: new StaticProvider(dialect), migrationTableSchema })
  const { error, results } = await migrator.migrateTo(name)
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`)
}

export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  // Kysely looks for its bookkeeping tables in any schema; on PostgreSQL pin them to ours, so
  // databases that hold several schemas (one per test file) never see each other's migrations.
  const migrationTableSchema =
    dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s : undefined
  const migrator = new Migrator({ db, provider: new StaticProvider(dialect), migrationTableSchema })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`)
  }
}
