import { useEffect, useState } from 'react'
import { api } from '../../../lib/api-client'
import { readToken } from '../../../lib/session'
import { useAuth } from '../../../lib/use-auth'

/** Only what the staff area needs from the profile answer (GET /auth/profile carries `role`). */
interface ProfileRole {
  role?: string
}

// One question per sign-in (token), shared by the account menu and the staff area. Plain promises
// rather than a query: the account menu also renders where no QueryClient is set up.
const answers = new Map<string, Promise<boolean>>()

export function askIsStaff(token: string): Promise<boolean> {
  let answer = answers.get(token)
  if (!answer) {
    answer = api.get<ProfileRole>('/auth/profile').then(
      (profile) => profile?.role === 'staff',
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

/** Forgets the remembered answers (tests; a role change needs a new sign-in anyway). */
export function forgetStaffRole() {
  answers.clear()
}

/**
 * Whether the signed-in user is staff: `undefined` while asking, then true/false. Only decides what
 * is shown (the Admin link, the staff area's frame); the server refuses staff calls on its own.
 * Small on purpose: the shopper's account menu imports it.
 */
export function useStaffRole(): { isStaff: boolean | undefined; signedIn: boolean; failed: boolean; retry: () => void } {
  const { user } = useAuth()
  const token = user ? readToken() : null
  const [known, setKnown] = useState<{ token: string; staff: boolean; failed: boolean } | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!token) return
    let live = true
    askIsStaff(token).then(
      (staff) => live && setKnown({ token, staff, failed: false }),
      () => live && setKnown({ token, staff: false, failed: true }),
    )
    return () => {
      live = false
    }
  }, [token, attempt])

  const retry = () => {
    setKnown(null)
    setAttempt((n) => n + 1)
  }
  if (!token) return { isStaff: false, signedIn: false, failed: false, retry }
  if (known?.token !== token) return { isStaff: undefined, signedIn: true, failed: false, retry }
  return { isStaff: known.staff, signedIn: true, failed: known.failed, retry }
}
