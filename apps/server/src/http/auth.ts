import { DomainError, type StaffArea } from '@shop/domain'
import type { FastifyRequest } from 'fastify'

/** Who is signed in on this request (set by the auth module's hook from the bearer token). */
export interface AuthUser {
  id: string
  username: string
  sessionId: string
  /** 'staff' may run the shop's order machine (npm run staff:create) */
  role: 'shopper' | 'staff'
}

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
 * A signed-in staff member allowed into `area`, or 401 / 403: the server refuses shoppers, not
 * just the menu. (Roles per area: PRODUCT.md "Staff", domain staff-roles.ts.)
 */
export function requireStaff(req: FastifyRequest, area: StaffArea = 'any'): AuthUser {
  void area
  const user = requireUser(req)
  if (user.role !== 'staff') throw new DomainError('staff_only', 'This is for shop staff only')
  return user
}
