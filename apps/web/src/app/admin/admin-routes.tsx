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
}

export interface AdminNavEntry {
  /** Relative to /admin; '' is the dashboard. */
  to: string
  /** i18next key with its namespace, e.g. 'admin:nav.orders' or 'admin2:nav.products'. */
  label: string
  /** Sidebar group heading key (namespace 'admin'): keeps the list readable as it grows. */
  group: 'overview' | 'sales' | 'catalog' | 'people'
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
  shipping: 'shipping',
} as const

/** Absolute address of a staff page, e.g. adminHref('orders') → '/admin/orders'. */
export function adminHref(path: string): string {
  return path ? `/admin/${path}` : '/admin'
}

export const adminPages: AdminPage[] = [
  { path: '', load: () => import('./dashboard') },
  { path: 'orders', load: () => import('./orders') },
  { path: 'orders/:id', load: () => import('./order-detail') },
  { path: 'requests', load: () => import('./requests') },
  { path: 'coupons', load: () => import('./coupons') },
  { path: 'gift-cards', load: () => import('./gift-cards') },
  { path: 'audit', load: () => import('./audit') },
  // ── admin2 pages: the other staff helper appends its pages below this line ──
  { path: 'products', load: () => import('./admin-products') },
  { path: 'products/:id', load: () => import('./admin-product-edit') },
  { path: 'categories', load: () => import('./admin-categories') },
  { path: 'brands', load: () => import('./admin-brands') },
  { path: 'reviews', load: () => import('./admin-reviews') },
  { path: 'testimonials', load: () => import('./admin-testimonials') },
  { path: 'complaints', load: () => import('./admin-complaints') },
  { path: 'complaints/:id', load: () => import('./admin-complaint') },
  { path: 'contact-messages', load: () => import('./admin-contact') },
  { path: 'feedback', load: () => import('./admin-feedback') },
  { path: 'newsletter', load: () => import('./admin-newsletter') },
  // ── shipping zones (decision 031) ──
  { path: 'shipping', load: () => import('./shipping') },
]

export const adminNav: AdminNavEntry[] = [
  { to: ADMIN_PATHS.dashboard, label: 'admin:nav.dashboard', group: 'overview' },
  { to: ADMIN_PATHS.orders, label: 'admin:nav.orders', group: 'sales' },
  { to: ADMIN_PATHS.requests, label: 'admin:nav.requests', group: 'sales' },
  { to: ADMIN_PATHS.coupons, label: 'admin:nav.coupons', group: 'sales' },
  { to: ADMIN_PATHS.giftCards, label: 'admin:nav.giftCards', group: 'sales' },
  { to: ADMIN_PATHS.audit, label: 'admin:nav.audit', group: 'overview' },
  // ── admin2 nav entries: the other staff helper appends below this line (label keys in 'admin2') ──
  { to: ADMIN_PATHS.products, label: 'admin2:nav.products', group: 'catalog' },
  { to: ADMIN_PATHS.categories, label: 'admin2:nav.categories', group: 'catalog' },
  { to: ADMIN_PATHS.brands, label: 'admin2:nav.brands', group: 'catalog' },
  { to: ADMIN_PATHS.reviews, label: 'admin2:nav.reviews', group: 'catalog' },
  { to: ADMIN_PATHS.complaints, label: 'admin2:nav.complaints', group: 'people' },
  { to: ADMIN_PATHS.contactMessages, label: 'admin2:nav.contactMessages', group: 'people' },
  { to: ADMIN_PATHS.testimonials, label: 'admin2:nav.testimonials', group: 'people' },
  { to: ADMIN_PATHS.feedback, label: 'admin2:nav.feedback', group: 'people' },
  { to: ADMIN_PATHS.newsletter, label: 'admin2:nav.newsletter', group: 'people' },
  { to: ADMIN_PATHS.shipping, label: 'admin:nav.shipping', group: 'sales' },
]
