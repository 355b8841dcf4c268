import { DomainError, isStaffRole, mayOpen, type StaffArea, type StaffRole, type UserRole } from '@shop/domain'
import type { FastifyRequest } from 'fastify'

/** Who is signed in on this request (set by the auth module's hook from the bearer token). */
export interface AuthUser {
  id: string
  username: string
  sessionId: string
  /** 'shopper', or the staff role, read from the account on every request (a change applies at once) */
  role: UserRole
}

/** A signed-in staff member: what a staff route's service is handed. */
export type StaffUser = AuthUser & { role: StaffRole }

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a guest. */
    user: AuthUser | null
  }
}

/** The signed-in user, or a 401 problem. */
export function requireUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw new DomainError('signed_out', 'Please sign in first')
  return req.user
}

/**
 * A signed-in staff member whose role opens `area`, or 401 / 403: the server refuses, not just the
 * menu. Shoppers get `staff_only`; staff of another role `staff_role`. (Which role opens which
 * area: domain staff-roles.ts `mayOpen`, decision 030.) Call it from an onRequest hook, so a
 * refusal comes before the body is read.
 */
export function requireStaff(req: FastifyRequest, area: StaffArea): StaffUser {
  const user = requireUser(req)
  if (!isStaffRole(user.role)) throw new DomainError('staff_only', 'This is for shop staff only')
  if (!mayOpen(user.role, area)) throw new DomainError('staff_role', 'Your staff role does not open this part of the shop')
  return user as StaffUser
}

/** An onRequest hook for a route or a plugin of staff routes: `{ onRequest: staffArea('catalog') }`. */
export function staffArea(area: StaffArea) {
  return async (req: FastifyRequest): Promise<void> => {
    requireStaff(req, area)
  }
}
