/**
 * PRODUCT.md "Staff": four roles, and the part of the shop each staff route belongs to. The server
 * checks the area on every staff route (http/auth.ts `requireStaff(req, area)`); the staff area's
 * menu shows what the role may open.
 */
export const STAFF_ROLES = ['owner', 'catalog', 'fulfilment', 'support'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/**
 * - catalog: products, variants, stock, categories, brands, coupons
 * - fulfilment: orders, cancels, returns, shipping zones and methods, packing, tracking
 * - support: complaints, contact messages, reviews, testimonials, customers (read-only)
 * - owner: staff and settings; the owner may open every area
 * - any: every staff member (the dashboard, their own profile)
 */
export const STAFF_AREAS = ['catalog', 'fulfilment', 'support', 'owner', 'any'] as const
export type StaffArea = (typeof STAFF_AREAS)[number]

/** Whether a member of `role` may open a route or page of `area` (the owner opens every area). */
export function mayOpen(role: StaffRole, area: StaffArea): boolean {
  return role === 'owner' || area === 'any' || area === role
}

/** True for one of the four staff roles (a shopper's role is 'shopper'). */
export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '')
}
