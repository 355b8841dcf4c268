import { contactKind, DomainError, normaliseContact, type OtpPurpose } from '@shop/domain'
import type { UpdateQueryBuilder, UpdateResult } from 'kysely'
import { randomInt } from 'node:crypto'
import type { Db } from '../../db/database'
import { newId } from '../../lib/ids'
import type { Mailer, SmsSender } from '../notifications/notifications.types'
import { hmac, sameText } from '../../lib/crypto'
import { tablesOf } from '../../db/tables'
import type { AuthTables } from '../../db/tables/auth'

export const OTP_TTL_MS = 10 * 60_000
export const OTP_MAX_ATTEMPTS = 5
export const OTP_COOLDOWN_MS = 60_000
const SHOP = 'Lumen & Leaf'

export interface OtpDeps {
  db: Db
  mailer: Mailer
  sms: SmsSender
  secret: () => Promise<Buffer>
  now: () => Date
}

const SUBJECT: Record<OtpPurpose, string> = {
  signup: `${SHOP}: confirm your email address`,
  reset: `${SHOP}: reset your password`,
  contact_change: `${SHOP}: confirm your new contact`,
  '2fa_recovery': `${SHOP}: recover your two-step sign-in`,
  reauth: `${SHOP}: confirm it is you`,
  privacy: `${SHOP}: confirm it is you`,
}

const WHAT: Record<OtpPurpose, string> = {
  signup: 'to confirm your account',
  reset: 'to set a new password',
  contact_change: 'to confirm your new contact',
  '2fa_recovery': 'to recover your two-step sign-in',
  reauth: 'to confirm it is you before your email or phone number changes',
  privacy: 'to confirm it is you before you download your data or delete your account',
}

/**
 * One-time codes: 6 digits from crypto.randomInt, stored as a keyed hash, valid 10 minutes, used
 * once, at most 5 tries (the right one included), a new one at most once a minute. One row per
 * contact and purpose: a new code replaces the old one, so only the latest code works.
 */
export function createOtp({ db, mailer, sms, secret, now }: OtpDeps) {
  const k = tablesOf<AuthTables>(db.kysely)
  const hashCode = async (contact: string, purpose: string, code: string) => hmac(await secret(), `otp:${purpose}:${contact}:${code}`)

  async function deliver(contact: string, purpose: OtpPurpose, code: string): Promise<void> {
    const line = `Your ${SHOP} code is ${code}. Enter it ${WHAT[purpose]}; it expires in 10 minutes. If you did not ask for it, ignore this message.`
    if (contactKind(contact) === 'phone') await sms.send({ to: contact, text: line })
    else await mailer.send({ to: contact, subject: SUBJECT[purpose], text: `Hello,\n\n${line}\n\n${SHOP}\n` })
  }

  return {
    /** Makes, stores and sends a code; 429 with the seconds to wait inside the cooldown. */
    async sendCode({ contact, purpose, userId }: { contact: string; purpose: OtpPurpose; userId?: string | null }): Promise<void> {
      if (!contactKind(contact)) throw new DomainError('contact_invalid', 'Email/Phone is not valid(For phone number include +Country Code')
      const c = normaliseContact(contact)
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const t = now()
      const values = {
        code_hash: await hashCode(c, purpose, code),
        expires_at: new Date(t.getTime() + OTP_TTL_MS).toISOString(),
        attempts: 0,
        used_at: null,
        sent_at: t.toISOString(),
        user_id: userId ?? null,
      }
      // Replace the old code only when it is past the cooldown; two racing requests cannot both win.
      const replaced = await k
        .updateTable('otp_code')
        .set(values)
        .where('contact', '=', c)
        .where('purpose', '=', purpose)
        .where('sent_at', '<=', new Date(t.getTime() - OTP_COOLDOWN_MS).toISOString())
        .executeTakeFirst()
      let stored = Number(replaced.numUpdatedRows) === 1
      if (!stored) {
        const inserted = await k
          .insertInto('otp_code')
          .values({ id: newId('otp'), contact: c, purpose, ...values })
          .onConflict((oc) => oc.columns(['contact', 'purpose']).doNothing())
          .executeTakeFirst()
        stored = Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1
      }
      if (!stored) {
        const row = await k.selectFrom('otp_code').select('sent_at').where('contact', '=', c).where('purpose', '=', purpose).executeTakeFirst()
        const waitMs = row ? Date.parse(row.sent_at) + OTP_COOLDOWN_MS - t.getTime() : OTP_COOLDOWN_MS
        const seconds = Math.max(1, Math.ceil(waitMs / 1000))
        throw new DomainError('otp_too_soon', `Please wait ${seconds} seconds before asking for a new code`, undefined, { retryAfter: seconds })
      }
      try {
        await deliver(c, purpose, code)
      } catch (err) {
        // Nothing arrived: forget the code and its cooldown, so asking again works at once.
        await k.deleteFrom('otp_code').where('contact', '=', c).where('purpose', '=', purpose).where('code_hash', '=', values.code_hash).execute()
        throw err
      }
    },

    /**
     * Checks a code. Every try counts (counted before the comparison, so parallel guesses cannot
     * exceed the limit); a right code is marked used unless `keep` is set (a look before the real
     * use: the try it cost is given back). Null for a wrong, expired, used or exhausted code.
     */
    async checkCode({ contact, purpose, code, keep = false }: { contact: string; purpose: OtpPurpose; code: string; keep?: boolean }): Promise<{ userId: string | null } | null> {
      if (!contactKind(contact) || !/^\d{6}$/.test(code)) return null
      const c = normaliseContact(contact)
      const nowIso = now().toISOString()
      const row = await k.selectFrom('otp_code').selectAll().where('contact', '=', c).where('purpose', '=', purpose).executeTakeFirst()
      if (!row) return null
      type Update = UpdateQueryBuilder<AuthTables, 'otp_code', 'otp_code', UpdateResult>
      const live = (q: Update): Update =>
        q.where('id', '=', row.id).where('code_hash', '=', row.code_hash).where('used_at', 'is', null).where('expires_at', '>', nowIso)
      const counted = await live(k.updateTable('otp_code').set((eb) => ({ attempts: eb('attempts', '+', 1) })))
        .where('attempts', '<', OTP_MAX_ATTEMPTS)
        .executeTakeFirst()
      if (Number(counted.numUpdatedRows) !== 1) return null
      if (!sameText(await hashCode(c, purpose, code), row.code_hash)) return null
      if (keep) {
        await live(k.updateTable('otp_code').set((eb) => ({ attempts: eb('attempts', '-', 1) }))).execute()
        return { userId: row.user_id }
      }
      const used = await live(k.updateTable('otp_code').set({ used_at: nowIso })).executeTakeFirst()
      return Number(used.numUpdatedRows) === 1 ? { userId: row.user_id } : null
    },
  }
}

export type Otp = ReturnType<typeof createOtp>
