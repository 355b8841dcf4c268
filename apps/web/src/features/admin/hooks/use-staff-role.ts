import { isStaffRole, type StaffRole } from '@shop/domain'
import { useEffect, useState } from 'react'
import { api } from '../../../lib/api-client'
import { readToken } from '../../../lib/session'
import { useAuth } from '../../../lib/use-auth'

/** Only what the staff area needs from the profile answer (GET /auth/profile carries `role`). */
interface ProfileRole {
  id?: string
  role?: string
}

/** The signed-in account's id and staff role (null for a shopper). */
export interface StaffSelf {
  id: string | null
  role: StaffRole | null
}

// One question per sign-in (token), shared by the account menu and the staff area. Plain promises
// rather than a query: the account menu also renders where no QueryClient is set up.
const answers = new Map<string, Promise<StaffSelf>>()

/** The staff role of the signed-in account (null for a shopper), and its id. */
export function askStaffRole(token: string): Promise<StaffSelf> {
  let answer = answers.get(token)
  if (!answer) {
    answer = api.get<ProfileRole>('/auth/profile').then(
      (profile) => ({ id: profile?.id ?? null, role: isStaffRole(profile?.role) ? profile.role : null }),
      (err: unknown) => {
        // A failed question is asked again next time; the answer "not staff" stands for now.
        answers.delete(token)
        throw err
      },
    )
    answers.set(token, answer)
  }
  return answer
}

/** Forgets the remembered answers (tests; after the server refused a call for the role, it is asked again). */
export function forgetStaffRole() {
  answers.clear()
}

/**
 * Whether the signed-in user is staff, and their role: `undefined` while asking, then the answer.
 * Only decides what is shown (the Admin link, the staff area's menu); the server refuses staff
 * calls on its own. Small on purpose: the shopper's account menu imports it.
 */
export function useStaffRole(): { isStaff: boolean | undefined; role: StaffRole | null | undefined; id?: string | null; signedIn: boolean; failed: boolean; retry: () => void } {
  const { user } = useAuth()
  const token = user ? readToken() : null
  const [known, setKnown] = useState<{ token: string; self: StaffSelf; failed: boolean } | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!token) return
    let live = true
    askStaffRole(token).then(
      (self) => live && setKnown({ token, self, failed: false }),
      () => live && setKnown({ token, self: { id: null, role: null }, failed: true }),
    )
    return () => {
      live = false
    }
  }, [token, attempt])

  const retry = () => {
    forgetStaffRole()
    setKnown(null)
    setAttempt((n) => n + 1)
  }
  if (!token) return { isStaff: false, role: null, signedIn: false, failed: false, retry }
  if (known?.token !== token) return { isStaff: undefined, role: undefined, signedIn: true, failed: false, retry }
  return { isStaff: known.self.role !== null, role: known.self.role, id: known.self.id, signedIn: true, failed: known.failed, retry }
}

/** The signed-in account's id (the team desk marks "you"), null while unknown. */
export function useStaffSelf(): string | null {
  return useStaffRole().id ?? null
}
