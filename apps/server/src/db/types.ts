import type { Generated } from 'kysely'
import type { CatalogTables } from './tables/catalog'
import type { SearchTables } from './tables/search'
import type { AuthTables } from './tables/auth'
import type { TwoFactorTables } from './tables/two-factor'
import type { SocialLoginTables } from './tables/social-login'
import type { AddressesTables } from './tables/addresses'
import type { CartTables } from './tables/cart'
import type { WishlistTables } from './tables/wishlist'
import type { PaymentsTables } from './tables/payments'
import type { WalletTables } from './tables/wallet'
import type { CouponsTables } from './tables/coupons'
import type { OrdersTables } from './tables/orders'
import type { ReviewsTables } from './tables/reviews'
import type { TestimonialsTables } from './tables/testimonials'
import type { NewsletterTables } from './tables/newsletter'
import type { ContactTables } from './tables/contact'
import type { FeedbackTables } from './tables/feedback'
import type { ComplaintsTables } from './tables/complaints'
import type { AuditTables } from './tables/audit'
import type { DbTables } from './tables/db'
import type { NotificationsTables } from './tables/notifications'
import type { StaffTables } from './tables/staff'
import type { ShippingTables } from './tables/shipping'
import type { MarketsTables } from './tables/markets'
import type { InvoicesTables } from './tables/invoices'
import type { SettingsTables } from './tables/settings'
import type { LegalTables } from './tables/legal'
import type { PrivacyTables } from './tables/privacy'
import type { CheckoutTables } from './tables/checkout'
import type { TestProcessorTables } from './tables/test-processor'

// Each table's row type, for code that names one.
export type * from './tables/catalog'
export type * from './tables/search'
export type * from './tables/auth'
export type * from './tables/two-factor'
export type * from './tables/social-login'
export type * from './tables/addresses'
export type * from './tables/cart'
export type * from './tables/wishlist'
export type * from './tables/payments'
export type * from './tables/wallet'
export type * from './tables/coupons'
export type * from './tables/orders'
export type * from './tables/reviews'
export type * from './tables/testimonials'
export type * from './tables/newsletter'
export type * from './tables/contact'
export type * from './tables/feedback'
export type * from './tables/complaints'
export type * from './tables/audit'
export type * from './tables/db'
export type * from './tables/notifications'
export type * from './tables/staff'
export type * from './tables/shipping'
export type * from './tables/markets'
export type * from './tables/invoices'
export type * from './tables/settings'
export type * from './tables/legal'
export type * from './tables/privacy'
export type * from './tables/checkout'
export type * from './tables/test-processor'

/**
 * Every table, joined from the modules that own them. Each module declares its own in
 * db/tables/<module>.ts; its repositories get a handle typed to those alone (db/tables.ts), so a
 * query on another module's table does not compile. Only migrations, seeds, the connection and
 * test fixtures see this whole type.
 *
 * Translated texts are JSON objects {en, cz, sl, ge} stored as text; lists of codes (skin types,
 * certifications, INCI) are JSON arrays stored as text. Money is integer cents. Timestamps are
 * ISO-8601 strings in UTC, the same on both databases.
 */
export interface Database
  extends CatalogTables,
    SearchTables,
    AuthTables,
    TwoFactorTables,
    SocialLoginTables,
    AddressesTables,
    CartTables,
    WishlistTables,
    PaymentsTables,
    WalletTables,
    CouponsTables,
    OrdersTables,
    ReviewsTables,
    TestimonialsTables,
    NewsletterTables,
    ContactTables,
    FeedbackTables,
    ComplaintsTables,
    AuditTables,
    DbTables,
    NotificationsTables,
    StaffTables,
    ShippingTables,
    MarketsTables,
    InvoicesTables,
    SettingsTables,
    LegalTables,
    PrivacyTables,
    CheckoutTables,
    TestProcessorTables {}

export type Dialect = 'sqlite' | 'postgres'
export type { Generated }
