import type { Kysely } from 'kysely'
import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { TestProcessorTables } from '../../db/tables/test-processor'
import { event, type IntentRow } from './test-processor.objects'

export type ProcessorDb = Kysely<TestProcessorTables>

export const processorDb = (db: Db): ProcessorDb => tablesOf<TestProcessorTables>(db.kysely)

const hex = (bytes: number) => randomBytes(bytes).toString('hex')
/** Stripe-like ids: a prefix and 24 random characters. */
export const stripeId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x').slice(0, 24)}`
export const nowIso = () => new Date().toISOString()
export const unixNow = () => Math.floor(Date.now() / 1000)

export interface Keys {
  secretKey: string
  publishableKey: string
  webhookSecret: string
}

/** The processor's keys: made by whichever process starts first, read by every later one. */
export async function ensureKeys(k: ProcessorDb): Promise<Keys> {
  await k
    .insertInto('test_processor_account')
    .values({
      id: 'default',
      secret_key: `sk_test_${hex(24)}`,
      publishable_key: `pk_test_${hex(24)}`,
      webhook_secret: `whsec_${hex(24)}`,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
  const row = await k.selectFrom('test_processor_account').selectAll().where('id', '=', 'default').executeTakeFirstOrThrow()
  return { secretKey: row.secret_key, publishableKey: row.publishable_key, webhookSecret: row.webhook_secret }
}

export async function findIntent(k: ProcessorDb, id: string): Promise<IntentRow | undefined> {
  return k.selectFrom('test_processor_intent').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Writes an Event for delivery to the shop's webhook address (in the caller's transaction). */
export async function recordEvent(k: ProcessorDb, type: string, object: unknown): Promise<void> {
  const id = stripeId('evt')
  const payload = JSON.stringify(event(id, type, object, unixNow()), null, 2)
  const now = nowIso()
  await k
    .insertInto('test_processor_webhook')
    .values({ id, type, payload, status: 'pending', attempts: 0, next_attempt_at: now, claimed_until: null, last_response: null, created_at: now, delivered_at: null })
    .execute()
}
