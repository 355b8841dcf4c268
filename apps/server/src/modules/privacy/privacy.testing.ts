/** Test helpers for a shopper's data: an account with something in every table, and a search of the whole database. */
import { TERMS_VERSION } from '@shop/domain'
import { sql } from 'kysely'
import { expect } from 'vitest'
import type { TestContext } from '../../test/harness'
import { client, outbox } from '../auth/auth.testing'
import { invoicesAt, makeVatOrder } from '../invoices/invoices.testing'
import { forceStatus, placeFixtureOrder, type Account } from '../orders/orders.testing'

const PUBLIC = 'http://localhost:3000'

/** The confirm link's token of the latest newsletter mail to an address. */
export function newsletterLink(dataDir: string, email: string, kind: 'confirm' | 'unsubscribe', publicUrl = PUBLIC): string {
  const text = outbox(dataDir, 'mail', email).at(-1)?.text ?? ''
  const m = new RegExp(`${publicUrl}/emailsignup\\?${kind}=([A-Za-z0-9._%-]+)`).exec(text)
  if (!m) throw new Error(`no ${kind} link in: ${text}`)
  return decodeURIComponent(m[1]!)
}

/** Signs an address up for the newsletter and confirms it, as the shopper would from the mail. */
export async function subscribe(ctx: TestContext, dataDir: string, email: string, publicUrl = PUBLIC): Promise<void> {
  const c = client(ctx.app)
  expect((await c.post('/api/newsletter', { email, lang: 'en' })).statusCode).toBe(200)
  const res = await c.post('/api/newsletter/confirm', { token: newsletterLink(dataDir, email, 'confirm', publicUrl) })
  expect(res.statusCode, res.body).toBe(200)
}

/** What the shopper's data is recognised by: each appears nowhere but where the law keeps it, after erasure. */
export interface Markers {
  email: string
  name: string
  phone: string
  street: string
  words: string
  secret: string
}

export interface Seeded {
  markers: Markers
  /** A delivered order with its invoice issued */
  order: { id: string; number: string }
  invoiceNumber: string
  /** The product of the shopper's approved review */
  reviewed: string
}

/**
 * Gives an account something in every table a shopper's data lives in: profile and phone, a sign-in
 * failure, two-factor and security questions, a Google link, an address, wishlist, cart, a delivered
 * order with its invoice and a cancel request, a wallet paid out to zero, a gift card bought, a card
 * payment, a review (approved, in the product's rating), a testimonial, feedback, a contact message,
 * a complaint, the newsletter with its personal code, a terms consent. Free text carries the markers.
 */
export async function seedShopperData(ctx: TestContext, dataDir: string, who: Account, products: string[], tag: string): Promise<Seeded> {
  const k = ctx.db.kysely
  const t = new Date().toISOString()
  const markers: Markers = {
    email: who.email,
    name: `Zuzana Markerová ${tag}`,
    phone: `+4207771${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`,
    street: `Markerova ${tag} 77`,
    words: `private-words-${tag}`,
    secret: `secret-${tag}`,
  }
  await k.updateTable('app_user').set({ username: markers.name, phone: markers.phone, phone_verified_at: t }).where('id', '=', who.id).execute()
  // A wrong password from an address of its own: a login_throttle row with the IP.
  await client(ctx.app, '10.77.0.1').post('/auth/login', { email: who.email, password: 'wrong-password' })

  await k.insertInto('two_factor').values({ user_id: who.id, totp_secret: `v1.${markers.secret}.totp`, confirmed_at: t, last_step: null, created_at: t, updated_at: t }).execute()
  await k.insertInto('security_question').values({ user_id: who.id, position: 1, question: `First pet? ${markers.words}`, answer_hash: `$argon2id$${markers.secret}`, created_at: t }).execute()
  await k.insertInto('user_identity').values({ provider: 'google', subject: `google-${tag}`, user_id: who.id, email: who.email, created_at: t }).execute()
  await k
    .insertInto('address')
    .values({ id: `adr_${tag.padEnd(16, '0').slice(0, 16)}`, user_id: who.id, slot: 0, first_name: 'Zuzana', last_name: markers.name, street: markers.street, city: 'Brno', state: '', country: 'CZ', zip_code: '602 00', is_default: 1, created_at: t, updated_at: t })
    .execute()
  await k.insertInto('wishlist_item').values({ user_id: who.id, product_id: products[2]!, created_at: t }).execute()
  const variant = await k.selectFrom('product_variant').select('id').where('product_id', '=', products[2]!).executeTakeFirstOrThrow()
  await k.insertInto('cart').values({ id: `crt_${tag}`, user_id: who.id, guest_token_hash: null, created_at: t, updated_at: t }).execute()
  await k.insertInto('cart_line').values({ cart_id: `crt_${tag}`, product_id: products[2]!, variant_id: variant.id, quantity: 2, seen_price_cents: 1000, seen_currency: 'USD', added_at: t }).execute()

  // A delivered order paid partly from the wallet (the wallet ends at zero), with its invoice.
  const placed = await placeFixtureOrder(ctx, { user: who, lang: 'cz', walletCents: 300, lines: [{ product_id: products[0]!, quantity: 1 }, { product_id: products[1]!, quantity: 1 }] })
  await makeVatOrder(ctx, placed.id, { currency: 'CZK', country: 'CZ', rate_bp: 2100, shipping_cents: 499 })
  const address = { first_name: 'Zuzana', last_name: markers.name, street: markers.street, city: 'Brno', state: '', country: 'CZ', zip_code: '602 00' }
  await k.updateTable('shop_order').set({ shipping_address: JSON.stringify(address) }).where('id', '=', placed.id).execute()
  await forceStatus(ctx, placed.id, 'delivered_order', { delivered_at: t })
  await k.insertInto('order_event').values({ id: `oev_${tag}`, order_id: placed.id, status: 'request_cancel', actor: 'shopper', actor_id: who.id, note: markers.words, at: t }).execute()
  await k
    .insertInto('order_request')
    .values({ id: `orq_${tag}`, order_id: placed.id, kind: 'cancel', reason: 'changed_mind', details: markers.words, refund_to: 'wallet', status: 'rejected', note: '', created_at: t, decided_at: t, decided_by: null })
    .execute()
  const invoice = await invoicesAt(ctx, () => new Date()).issueForOrder(placed.id)

  await k
    .insertInto('gift_card')
    .values({ id: `gft_${tag}`, code_hash: `hash-${tag}`, code_last4: 'AB12', initial_cents: 2500, balance_cents: 2500, currency: 'EUR', purchaser_user_id: who.id, sender_name: markers.name, recipient_name: 'Petra', recipient_email: `petra-${tag}@example.com`, message: markers.words, payment_id: null, idempotency_key: null, redeemed_by: null, redeemed_at: null, created_at: t })
    .execute()
  await k
    .insertInto('payment')
    .values({ id: `pay_${tag}`, purpose: 'gift_card', user_id: who.id, gateway: 'test', idempotency_key: `pay-${tag}`, reference: `ch_${tag}`, amount_cents: 2500, currency: 'EUR', status: 'succeeded', failure: null, card_brand: 'visa', card_last4: '4242', card_country: 'DE', created_at: t, updated_at: t })
    .execute()

  // An approved review, counted in its product's rating.
  await k
    .insertInto('review')
    .values({ id: `rev_${tag}`, product_id: products[0]!, user_id: who.id, author: markers.name, rating: 5, title: 'Lovely', body: markers.words, lang: 'en', verified_purchase: 1, status: 'approved', moderation_note: '', moderated_at: t, moderated_by: null, created_at: t })
    .execute()
  await k.updateTable('product').set((eb) => ({ rating_sum: eb('rating_sum', '+', 5), rating_count: eb('rating_count', '+', 1) })).where('id', '=', products[0]!).execute()
  await k.insertInto('testimonial').values({ id: `tst_${tag}`, user_id: who.id, name: markers.name, location: 'Brno', rating: 5, text: markers.words, lang: 'en', status: 'approved', moderation_note: '', moderated_at: t, moderated_by: null, created_at: t }).execute()
  await k.insertInto('feedback_response').values({ id: `fbk_${tag}`, q1: 1, q2: 2, q3: 0, issue: markers.words, lang: 'en', user_id: who.id, created_at: t }).execute()
  await k
    .insertInto('contact_message')
    .values({ id: `msg_${tag}`, name: markers.name, email: who.email, subject: 'Question', message: markers.words, lang: 'en', user_id: null, status: 'new', created_at: t, handled_at: null, handled_by: null })
    .execute()
  await k
    .insertInto('complaint')
    .values({ id: `cmp_${tag}`, user_id: who.id, order_id: placed.id, order_number: placed.number, email: who.email, lang: 'en', topic: 'damaged', status: 'closed', message_count: 1, created_at: t, updated_at: t })
    .execute()
  await k.insertInto('complaint_message').values({ id: `cmm_${tag}`, complaint_id: `cmp_${tag}`, seq: 1, author: 'shopper', author_id: who.id, text: markers.words, at: t }).execute()

  await subscribe(ctx, dataDir, who.email)
  await k
    .insertInto('consent')
    .values({ id: `cns_${tag}`, user_id: who.id, email: who.email, kind: 'terms', version: TERMS_VERSION, granted_at: t, source: 'checkout', ref: placed.id, withdrawn_at: null, withdrawn_source: null })
    .execute()
  return { markers, order: placed, invoiceNumber: invoice.number, reviewed: products[0]! }
}

/** Every table of the test database as text: where a marker is found, it is stored. */
export async function tablesHolding(ctx: TestContext, needle: string): Promise<string[]> {
  const names =
    ctx.db.dialect === 'sqlite'
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(ctx.db.kysely)).rows.map((r) => r.name)
      : (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(ctx.db.kysely)).rows.map(
          (r) => r.name,
        )
  const found: string[] = []
  for (const name of names.sort()) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(ctx.db.kysely)).rows
    if (JSON.stringify(rows, (_k, v) => (Buffer.isBuffer(v) ? '' : v)).toLowerCase().includes(needle.toLowerCase())) found.push(name)
  }
  return found
}
