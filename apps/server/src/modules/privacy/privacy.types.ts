import type { AccountProof, ConsentKind, ContactProofAnswer, ErasureBlocker } from '@shop/domain'
import type { Tx } from '../../db/tx'

/**
 * The contract between the privacy service and every module that holds a shopper's data (decision
 * 046). Each module answers for its own tables in a `<module>.privacy.service.ts`; app.ts hands
 * them to the privacy service, which runs them in one transaction. No module reads another's tables.
 */

/** Whose data: read once from the account before an export or an erasure. */
export interface PrivacySubject {
  userId: string
  /**
   * The account's email when it was verified (normalised): guest orders, contact messages and the
   * newsletter subscription of that address are the shopper's too. Null without one.
   */
  email: string | null
  /** The account's verified phone number, or null */
  phone: string | null
  /** What an email that must stay (an order's, a consent's) becomes at erasure */
  tombstoneEmail: string
  /** The time of the export or erasure (ISO) */
  at: string
}

/** One module's part of a shopper's data. */
export interface PersonalDataPart {
  /** The export's sections this part fills: keys are section names, values plain JSON. */
  exportFor(tx: Tx, subject: PrivacySubject): Promise<Record<string, unknown>>
  /** What must be settled before the account can be erased; none by default. */
  blockers?(tx: Tx, subject: PrivacySubject): Promise<ErasureBlocker[]>
  /** Removes or anonymises the part's data in the erasure's transaction; answers counts for the audit line (no personal data). */
  erase(tx: Tx, subject: PrivacySubject): Promise<Record<string, number>>
}

/** The account's own part (the auth module): who the subject is, and the proof that it is them. */
export interface AccountPrivacy extends PersonalDataPart {
  /** Null for an unknown or already erased account. */
  subjectOf(userId: string, at: Date): Promise<PrivacySubject | null>
  hasPassword(userId: string): Promise<boolean>
  /**
   * Checks the password, or for an account without one the code sent by `sendProofCode`. With
   * `spend` the code is used up at once; without, the caller's erasure removes it in its transaction.
   */
  prove(userId: string, proof: AccountProof, opts: { spend: boolean }): Promise<void>
  sendProofCode(userId: string): Promise<ContactProofAnswer>
}

/** What a module asks of the consent record (the newsletter, and checkout through app.ts). */
export interface ConsentRecorder {
  /** Records a consent given now, in the caller's transaction. */
  record(tx: Tx, consent: { kind: ConsentKind; version: string; userId?: string | null; email?: string | null; source: string; ref?: string | null; at: string }): Promise<void>
  /** Withdraws every open consent of a kind for an email (or a ref), in the caller's transaction. */
  withdraw(tx: Tx, which: { kind: ConsentKind; email?: string; ref?: string; source: string; at: string }): Promise<number>
}

/** The name an erased account keeps, and what staff see as the actor of its erasure. */
export const ERASED_USERNAME = 'Erased account'

/** The email an erased account (and its kept orders) carries: unique, and never deliverable (RFC 2606 `.invalid`). */
export function tombstoneEmail(userId: string): string {
  return `erased-${userId}@invalid`
}
