import type { Generated } from 'kysely'
import type { AuditTables } from './tables/audit'
import type { MoneyTables } from './tables/money'

// The money tables' row types, for modules that name them.
export type * from './tables/money'
import type { EngagementTables } from './tables/engagement'
import type { ReviewsTables } from './tables/reviews'
import type { CatalogAdminTables } from './tables/catalog-admin'
import type { SecurityTables } from './tables/security'

/**
 * Table types. Translated texts are JSON objects {en, cz, sl, ge} stored as text; lists of codes
 * (skin types, certifications, INCI) are JSON arrays stored as text. Money is integer cents.
 * Timestamps are ISO-8601 strings in UTC, the same on both databases.
 */
export interface CategoryTable {
  id: string
  slug: string
  parent_id: string | null
  position: number
  name: string
  description: string
}

export interface BrandTable {
  id: string
  slug: string
  name: string
  country: string
  description: string
  position: number
}

export interface ProductTable {
  id: string
  slug: string
  kind: 'single' | 'combo'
  brand_id: string
  category_id: string
  subcategory_id: string
  name: string
  description: string
  usage: string
  inci: string
  skin_types: string
  hair_types: string
  certifications: string
  allergens: string
  price_cents: number
  compare_at_cents: number | null
  size_value: number
  size_unit: 'ml' | 'g' | 'pcs'
  pao_months: number
  /** Own stock; a combo's sellable stock is limited by its parts. */
  stock: number
  rating_sum: number
  rating_count: number
  /** Units sold: the popularity sort. */
  sold_count: number
  featured: number
  /** How the generated picture looks: JSON {shape, palette, ...}. */
  image_style: string
  created_at: string
  /** Uploaded photo ids in gallery order, JSON (migration 0018; '[]': the drawn pictures show) */
  photos: Generated<string>
}

export interface ComboItemTable {
  combo_id: string
  product_id: string
  quantity: number
}

/** One row per product, kind (skin/hair/cert) and value: the indexed filters. */
export interface ProductAttributeTable {
  product_id: string
  kind: 'skin' | 'hair' | 'cert'
  value: string
}

export interface BannerTable {
  id: string
  position: number
  title: string
  subtitle: string
  cta: string
  href: string
  image: string
}

export interface MetaTable {
  key: string
  value: string
}

/**
 * Search tables (modules/search owns them). search_document holds normalised words, one row per
 * product and language; on PostgreSQL it also has a generated `document` tsvector column (not
 * listed: it is never written, and read only through raw SQL).
 */
export interface SearchDocumentTable {
  product_id: string
  lang: string
  name: string
  brand: string
  category: string
  inci: string
}

/** The catalog vocabulary: normalised word, how it is shown, and in how many products it occurs. */
export interface SearchTermTable {
  lang: string
  term: string
  display: string
  weight: number
}

/** SQLite only: the FTS5 trigram index over search_term (rowid = search_term.rowid). */
export interface SearchTermTrgmTable {
  term: string
}

export interface SearchStatTable {
  lang: string
  /** YYYY-MM-DD, UTC */
  day: string
  /** normalised query */
  query: string
  count: number
}

/** The address book (modules/addresses owns it). `slot` 0–19 caps a user's book at 20 rows. */
export interface AddressTable {
  id: string
  user_id: string
  slot: number
  first_name: string
  last_name: string
  street: string
  city: string
  state: string
  country: string
  zip_code: string
  /** 0 or 1; at most one default row per user (partial unique index) */
  is_default: number
  created_at: string
  updated_at: string
}

/** Two-factor authentication (modules/two-factor owns it). */
export interface TwoFactorTable {
  user_id: string
  /** AES-256-GCM ciphertext of the base32 TOTP secret: `v1.<iv>.<tag>.<data>` (base64url) */
  totp_secret: string
  /** When the user proved the authenticator app works; null while setting up */
  confirmed_at: string | null
  /** The TOTP time step last accepted: a code of that step or earlier is refused */
  last_step: number | null
  created_at: string
  updated_at: string
}

/** Three per user (position 1–3); the answer only as an argon2id hash of its normalised form. */
export interface SecurityQuestionTable {
  user_id: string
  position: number
  question: string
  answer_hash: string
  created_at: string
}

/** Accounts (modules/auth owns them). Timestamps ISO strings; flags 0/1. */
export interface AppUserTable {
  id: string
  username: string
  email: string | null
  /** + and digits only */
  phone: string | null
  gender: string
  /** argon2id; null for an account made by social sign-in */
  password_hash: string | null
  email_verified_at: string | null
  phone_verified_at: string | null
  /** a changed email or phone waiting for its code */
  pending_contact: string | null
  two_factor_enabled: Generated<number>
  /** 'shopper' or 'staff' (npm run staff:create) */
  role: Generated<'shopper' | 'staff'>
  /** failed logins from every source since `failures_since` (a 24-hour window, decision 021) */
  failed_logins: Generated<number>
  failures_since: Generated<string | null>
  /** the whole-account lock: no password is judged before then */
  locked_until: string | null
  created_at: string
}

/** Failed logins of one account from one source (client IP) and how long that pair waits (decision 021). */
export interface LoginThrottleTable {
  user_id: string
  source: string
  failures: number
  last_try_at: string
  blocked_until: string | null
}

/** A sign-in: only the SHA-256 of the bearer token is stored. */
export interface SessionTable {
  id: string
  user_id: string
  token_hash: string
  created_at: string
  last_used_at: string
  expires_at: string
  revoked_at: string | null
}

/** One live one-time code per contact and purpose (unique), stored as a keyed hash. */
export interface OtpCodeTable {
  id: string
  contact: string
  purpose: string
  code_hash: string
  expires_at: string
  attempts: Generated<number>
  used_at: string | null
  sent_at: string
  user_id: string | null
}

/** The second step of a two-factor login: a short-lived token, stored hashed. */
export interface LoginChallengeTable {
  id: string
  token_hash: string
  user_id: string
  expires_at: string
  attempts: Generated<number>
  used_at: string | null
}

/** Sign-ins with Google and Facebook (modules/social-login owns it): (provider, subject) → user. */
export interface UserIdentityTable {
  provider: 'google' | 'facebook'
  /** The provider's stable user id: the ID token's `sub`, the Graph API's user id */
  subject: string
  user_id: string
  /** The provider's verified email when the identity was linked */
  email: string
  created_at: string
}

/** Issue 5 modules keep their table types in db/tables/<module>.ts and join them here. */
export interface Database extends MoneyTables, AuditTables, ReviewsTables, EngagementTables, CatalogAdminTables, SecurityTables {
  category: CategoryTable
  brand: BrandTable
  product: ProductTable
  combo_item: ComboItemTable
  product_attribute: ProductAttributeTable
  banner: BannerTable
  meta: MetaTable
  search_document: SearchDocumentTable
  search_term: SearchTermTable
  search_term_trgm: SearchTermTrgmTable
  search_stat: SearchStatTable
  app_user: AppUserTable
  session: SessionTable
  otp_code: OtpCodeTable
  login_challenge: LoginChallengeTable
  login_throttle: LoginThrottleTable
  address: AddressTable
  two_factor: TwoFactorTable
  security_question: SecurityQuestionTable
  user_identity: UserIdentityTable
}

export type Dialect = 'sqlite' | 'postgres'
export type { Generated }
