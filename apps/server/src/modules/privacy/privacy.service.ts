import {
  DomainError,
  EXPORT_OMITS,
  PRIVACY_MESSAGES,
  type AccountProof,
  type ContactProofAnswer,
  type ErasureAnswer,
  type ErasureBlocker,
  type ErasureCheck,
} from '@shop/domain'
import type { Db } from '../../db/database'
import type { Tx } from '../../db/tx'
import type { AuthUser } from '../../http/auth'
import type { AuditLog } from '../audit/audit.service'
import { ERASED_USERNAME, type AccountPrivacy, type PersonalDataPart, type PrivacySubject } from './privacy.types'

export interface PrivacyDeps {
  db: Db
  /** The account's own part (auth): the subject, the proof, and the account row itself. */
  account: AccountPrivacy
  /** Every other module's part, in the order its sections appear in the export. */
  parts: PersonalDataPart[]
  audit: Pick<AuditLog, 'record'>
  /** After an erasure has committed: caches that showed the erased data (product ratings) are dropped. */
  afterErase?: () => Promise<void>
  now?: () => Date
}

/** The export's header: what the file is. The sections follow it. */
export const EXPORT_FORMAT = 'lumen-leaf-personal-data'
export const EXPORT_FORMAT_VERSION = 1

const BLOCKER_MESSAGE: Record<ErasureBlocker['reason'], string> = {
  erase_open_orders: PRIVACY_MESSAGES.openOrders,
  erase_wallet_balance: PRIVACY_MESSAGES.walletBalance,
  erase_staff_account: PRIVACY_MESSAGES.staffAccount,
}

/**
 * A shopper's own data (GDPR Art. 15, 17 and 20; decision 046): everything the shop holds about
 * them as one JSON file, and the erasure of their account. Each module answers for its own tables
 * (PersonalDataPart); this service proves who is asking, runs the parts and keeps them together:
 * an erasure is one transaction, so it happens whole or not at all, and the audit line commits with it.
 */
export function createPrivacyService({ db, account, parts, audit, afterErase, now = () => new Date() }: PrivacyDeps) {
  const all: PersonalDataPart[] = [account, ...parts]

  async function subjectOf(user: AuthUser): Promise<PrivacySubject> {
    const subject = await account.subjectOf(user.id, now())
    if (!subject) throw new DomainError('signed_out', 'Please sign in first')
    return subject
  }

  async function blockersOf(tx: Tx, subject: PrivacySubject): Promise<ErasureBlocker[]> {
    const out: ErasureBlocker[] = []
    for (const part of all) if (part.blockers) out.push(...(await part.blockers(tx, subject)))
    return out
  }

  function refuse(blockers: ErasureBlocker[]): void {
    const first = blockers[0]
    if (first) throw new DomainError(first.reason, BLOCKER_MESSAGE[first.reason])
  }

  return {
    /** For an account without a password: a code to its verified contact, the proof the export and erasure ask for. */
    async sendProofCode(user: AuthUser): Promise<ContactProofAnswer> {
      return account.sendProofCode(user.id)
    },

    /** Everything held about the signed-in shopper, read in one transaction, secrets left out (and named). */
    async exportData(user: AuthUser, proof: AccountProof): Promise<{ at: Date; data: Record<string, unknown> }> {
      await account.prove(user.id, proof, { spend: true })
      const subject = await subjectOf(user)
      const sections = await db.kysely.transaction().execute(async (tx) => {
        const out: Record<string, unknown> = {}
        for (const part of all) Object.assign(out, await part.exportFor(tx, subject))
        return out
      })
      return {
        at: new Date(subject.at),
        data: { format: EXPORT_FORMAT, format_version: EXPORT_FORMAT_VERSION, generated_at: subject.at, omitted: EXPORT_OMITS, ...sections },
      }
    },

    /** Whether the account can be erased now, and what to settle first. */
    async erasureCheck(user: AuthUser): Promise<ErasureCheck> {
      const subject = await subjectOf(user)
      return { blockers: await blockersOf(db.kysely, subject), has_password: await account.hasPassword(user.id) }
    },

    /**
     * Erases the account: what stands in the way is refused first (before any proof is spent), then
     * the proof, then every part in one transaction with the audit line. A failure anywhere rolls
     * all of it back. What tax law keeps (orders, invoices, credit notes, payments) stays, without
     * the contact details it does not need.
     */
    async erase(user: AuthUser, proof: AccountProof): Promise<ErasureAnswer> {
      const subject = await subjectOf(user)
      refuse(await blockersOf(db.kysely, subject))
      await account.prove(user.id, proof, { spend: false })
      await db.kysely.transaction().execute(async (tx) => {
        // The account row first: its lock holds off the account's other writes until the end.
        const counts: Record<string, number> = { ...(await account.erase(tx, subject)) }
        refuse(await blockersOf(tx, subject))
        for (const part of parts) Object.assign(counts, await part.erase(tx, subject))
        await audit.record(tx, { id: subject.userId, username: ERASED_USERNAME }, { action: 'account.erase', entity: 'account', entity_id: subject.userId, details: counts })
      })
      await afterErase?.()
      return { message: PRIVACY_MESSAGES.erased }
    },
  }
}

export type PrivacyService = ReturnType<typeof createPrivacyService>
