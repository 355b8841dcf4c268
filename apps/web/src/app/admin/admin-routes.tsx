import type { StaffArea } from '@shop/domain'
import type { ComponentType } from 'react'

/**
 * The staff area's pages and sidebar entries. Everything here is reached only through the lazy
 * `admin/*` route in app/router.tsx, so none of it ships in the shopper's bundle: keep imports of
 * page modules dynamic (`() => import(...)`), never static.
 *
 * Paths are relative to /admin ('' is the dashboard). Each page module exports `Component`, like
 * the shopper pages in app/routes.
 */

export interface AdminPageModule {
  Component: ComponentType
}

export interface AdminPage {
  /** Relative to /admin, route pattern syntax (`orders/:id`, lib/router.tsx). */
  path: string
  load: () => Promise<AdminPageModule>
  /** The part of the shop the page belongs to: a role it does not open sees a refusal, not the page (decision 030). */
  area: StaffArea
}

export interface AdminNavEntry {
  /** Relative to /admin; '' is the dashboard. */
  to: string
  /** i18next key with its namespace, e.g. 'admin:nav.orders' or 'admin2:nav.products'. */
  label: string
  /** Sidebar group heading key (namespace 'admin'): keeps the list readable as it grows. */
  group: 'overview' | 'sales' | 'catalog' | 'people'
  /** Shown only to roles that open this area (the same area as its page). */
  area: StaffArea
}

/**
 * Where the pages of the other staff lists live: the dashboard's pending counts link to them, so
 * both helpers use these exact paths.
 */
export const ADMIN_PATHS = {
  dashboard: '',
  orders: 'orders',
  requests: 'requests',
  coupons: 'coupons',
  giftCards: 'gift-cards',
  audit: 'audit',
  products: 'products',
  categories: 'categories',
  brands: 'brands',
  reviews: 'reviews',
  testimonials: 'testimonials',
  complaints: 'complaints',
  contactMessages: 'contact-messages',
  feedback: 'feedback',
  newsletter: 'newsletter',
  // fulfilment (issue 17)
  packingSlips: 'packing-slips',
  team: 'team',
  customers: 'customers',
  shipping: 'shipping',
  // products CSV (decision 035)
  productCsv: 'product-csv',
  // invoices (decision 039): the seller's details and the VAT report
  settings: 'settings',
  vatReport: 'vat-report',
  // markets, exchange rates, VAT rates (decision 041)
  markets: 'markets',
  exchangeRates: 'exchange-rates',
  vatRates: 'vat-rates',
  // bank transfers (decision 052)
  bankTransfers: 'bank-transfers',
} as const

/** Absolute address of a staff page, e.g. adminHref('orders') → '/admin/orders'. */
export function adminHref(path: string): string {
  return path ? `/admin/${path}` : '/admin'
}

export const adminPages: AdminPage[] = [
  { path: '', load: () => import('./dashboard'), area: 'any' },
  { path: 'orders', load: () => import('./orders'), area: 'fulfilment' },
  { path: 'orders/:id', load: () => import('./order-detail'), area: 'fulfilment' },
  { path: 'bank-transfers', load: () => import('./bank-transfers'), area: 'fulfilment' },
  { path: 'requests', load: () => import('./requests'), area: 'fulfilment' },
  { path: 'coupons', load: () => import('./coupons'), area: 'catalog' },
  { path: 'gift-cards', load: () => import('./gift-cards'), area: 'support' },
  { path: 'audit', load: () => import('./audit'), area: 'owner' },
  // ── admin2 pages: the other staff helper appends its pages below this line ──
  { path: 'products', load: () => import('./admin-products'), area: 'catalog' },
  { path: 'products/:id', load: () => import('./admin-product-edit'), area: 'catalog' },
  { path: 'categories', load: () => import('./admin-categories'), area: 'catalog' },
  { path: 'brands', load: () => import('./admin-brands'), area: 'catalog' },
  { path: 'reviews', load: () => import('./admin-reviews'), area: 'support' },
  { path: 'testimonials', load: () => import('./admin-testimonials'), area: 'support' },
  { path: 'complaints', load: () => import('./admin-complaints'), area: 'support' },
  { path: 'complaints/:id', load: () => import('./admin-complaint'), area: 'support' },
  { path: 'contact-messages', load: () => import('./admin-contact'), area: 'support' },
  { path: 'feedback', load: () => import('./admin-feedback'), area: 'support' },
  { path: 'newsletter', load: () => import('./admin-newsletter'), area: 'owner' },
  // ── staff roles (issue 17): the owner's team desk and the customer look-up ──
  { path: 'team', load: () => import('./team'), area: 'owner' },
  { path: 'customers', load: () => import('./customers'), area: 'support' },
  { path: 'customers/:id', load: () => import('./customer'), area: 'support' },
  // ── fulfilment (issue 17) ──
  { path: 'packing-slips', load: () => import('./packing-slips'), area: 'fulfilment' },
  // ── shipping zones (decision 031) ──
  { path: 'shipping', load: () => import('./shipping'), area: 'fulfilment' },
  // ── products CSV (decision 035) ──
  { path: 'product-csv', load: () => import('./admin-product-csv'), area: 'catalog' },
  // ── invoices (decision 039) ──
  { path: 'settings', load: () => import('./settings'), area: 'owner' },
  { path: 'vat-report', load: () => import('./vat-report'), area: 'owner' },
  // ── markets desk (decision 041) ──
  { path: 'markets', load: () => import('./markets'), area: 'owner' },
  { path: 'exchange-rates', load: () => import('./exchange-rates'), area: 'owner' },
  { path: 'vat-rates', load: () => import('./vat-rates'), area: 'owner' },
]

export const adminNav: AdminNavEntry[] = [
  { to: ADMIN_PATHS.dashboard, label: 'admin:nav.dashboard', group: 'overview', area: 'any' },
  { to: ADMIN_PATHS.orders, label: 'admin:nav.orders', group: 'sales', area: 'fulfilment' },
  { to: ADMIN_PATHS.requests, label: 'admin:nav.requests', group: 'sales', area: 'fulfilment' },
  { to: ADMIN_PATHS.bankTransfers, label: 'orders:bankTransfer.desk.title', group: 'sales', area: 'fulfilment' },
  { to: ADMIN_PATHS.coupons, label: 'admin:nav.coupons', group: 'sales', area: 'catalog' },
  { to: ADMIN_PATHS.giftCards, label: 'admin:nav.giftCards', group: 'sales', area: 'support' },
  { to: ADMIN_PATHS.audit, label: 'admin:nav.audit', group: 'overview', area: 'owner' },
  // ── admin2 nav entries: the other staff helper appends below this line (label keys in 'admin2') ──
  { to: ADMIN_PATHS.products, label: 'admin2:nav.products', group: 'catalog', area: 'catalog' },
  { to: ADMIN_PATHS.categories, label: 'admin2:nav.categories', group: 'catalog', area: 'catalog' },
  { to: ADMIN_PATHS.brands, label: 'admin2:nav.brands', group: 'catalog', area: 'catalog' },
  { to: ADMIN_PATHS.reviews, label: 'admin2:nav.reviews', group: 'catalog', area: 'support' },
  { to: ADMIN_PATHS.complaints, label: 'admin2:nav.complaints', group: 'people', area: 'support' },
  { to: ADMIN_PATHS.contactMessages, label: 'admin2:nav.contactMessages', group: 'people', area: 'support' },
  { to: ADMIN_PATHS.testimonials, label: 'admin2:nav.testimonials', group: 'people', area: 'support' },
  { to: ADMIN_PATHS.feedback, label: 'admin2:nav.feedback', group: 'people', area: 'support' },
  { to: ADMIN_PATHS.newsletter, label: 'admin2:nav.newsletter', group: 'people', area: 'owner' },
  // ── staff roles (issue 17) ──
  { to: ADMIN_PATHS.customers, label: 'staff:nav.customers', group: 'people', area: 'support' },
  { to: ADMIN_PATHS.team, label: 'staff:nav.team', group: 'overview', area: 'owner' },
  { to: ADMIN_PATHS.shipping, label: 'admin:nav.shipping', group: 'sales', area: 'fulfilment' },
  { to: ADMIN_PATHS.productCsv, label: 'admin2:nav.productCsv', group: 'catalog', area: 'catalog' },
  { to: ADMIN_PATHS.vatReport, label: 'admin:nav.vatReport', group: 'sales', area: 'owner' },
  { to: ADMIN_PATHS.settings, label: 'admin:nav.settings', group: 'overview', area: 'owner' },
  { to: ADMIN_PATHS.markets, label: 'admin:nav.markets', group: 'sales', area: 'owner' },
  { to: ADMIN_PATHS.exchangeRates, label: 'admin:nav.exchangeRates', group: 'sales', area: 'owner' },
  { to: ADMIN_PATHS.vatRates, label: 'admin:nav.vatRates', group: 'sales', area: 'owner' },
]
