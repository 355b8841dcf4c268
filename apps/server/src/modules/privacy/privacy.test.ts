import { AUTH_MESSAGES, NEWSLETTER_CONSENT_VERSION, PRIVACY_MESSAGES, TERMS_VERSION, personalDataFileName } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, schemaChange, sql, testDialects, type TestContext } from '../../test/harness'
import { client, codeIn, outbox, tempDataDir } from '../auth/auth.testing'
import { pdfText } from '../invoices/invoices.testing'
import { placeFixtureOrder, signUp, signUpStaff, someProducts, type Account } from '../orders/orders.testing'
import { caller } from '../staff/staff.testing'
import { tombstoneEmail } from './privacy.types'
import { seedShopperData, tablesHolding } from './privacy.testing'

const PASSWORD = 'secret1'

describe.each(testDialects())('a shopper’s data: download and erasure (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let owner: Account
  let products: string[]
  let call: ReturnType<typeof caller>
  let n = 0
  const tag = () => `${dialect.slice(0, 2)}${Date.now().toString(36)}${++n}`

  const download = (who: { token: string }, body: unknown = { current_password: PASSWORD }) => call('POST', '/api/account/data', who.token, body)
  const erase = (who: { token: string }, body: unknown = { current_password: PASSWORD }) => call('POST', '/api/account/erase', who.token, body)
  const login = (email: string, password = PASSWORD) => client(ctx.app).post('/auth/login', { email, password })
  const count = async (table: 'address' | 'session' | 'wishlist_item' | 'two_factor' | 'security_question' | 'user_identity' | 'review' | 'testimonial' | 'feedback_response' | 'complaint', userId: string) =>
    Number((await ctx.db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n)
  const rating = async (productId: string) => ctx.db.kysely.selectFrom('product').select(['rating_sum', 'rating_count']).where('id', '=', productId).executeTakeFirstOrThrow()

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir, ORDER_EMAIL_BURST_SECONDS: 0 } })
    owner = await signUpStaff(ctx, dataDir, 'Owner')
    products = await someProducts(ctx, 3)
    call = caller(ctx)
  })
  afterAll(async () => ctx?.close())

  it('is for the signed-in shopper only, who proves it with the password', async () => {
    const alice = await signUp(ctx, dataDir, 'Alice')
    for (const url of ['/api/account/data', '/api/account/erase']) {
      const guest = await call('POST', url, undefined, { current_password: PASSWORD })
      expect(guest.statusCode).toBe(401)
      expect(guest.json().reason).toBe('signed_out')
      const bare = await call('POST', url, alice.token, {})
      expect(bare.statusCode).toBe(400)
      expect(bare.json()).toMatchObject({ reason: 'current_password_needed', detail: PRIVACY_MESSAGES.passwordNeeded })
      const wrong = await call('POST', url, alice.token, { current_password: 'not-it' })
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json().reason).toBe('current_password_wrong')
    }
    expect((await call('GET', '/api/account/erase')).statusCode).toBe(401)
    expect((await login(alice.email)).statusCode).toBe(200)
  })

  it('downloads everything the shop holds about the shopper as a JSON file, and no secret', async () => {
    const alice = await signUp(ctx, dataDir, 'Alice')
    const seeded = await seedShopperData(ctx, dataDir, alice, products, tag())
    const m = seeded.markers
    const res = await download(alice)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${personalDataFileName(new Date())}"`)
    expect(res.headers['content-disposition']).toMatch(/lumen-leaf-data-\d{4}-\d{2}-\d{2}\.json/)
    expect(res.headers['cache-control']).toBe('no-store')
    const data = res.json()

    expect(data).toMatchObject({ format: 'lumen-leaf-personal-data', format_version: 1 })
    expect(data.account).toMatchObject({ id: alice.id, username: m.name, email: alice.email, phone_number: m.phone, has_password: true, role: 'shopper' })
    expect(data.account.email_verified_at).toBeTruthy()
    expect(data.sessions.length).toBeGreaterThanOrEqual(1)
    expect(Object.keys(data.sessions[0]).sort()).toEqual(['created_at', 'expires_at', 'last_used_at', 'revoked_at'])
    expect(data.sign_in_attempts).toEqual([expect.objectContaining({ ip_address: '10.77.0.1', failures: 1 })])
    expect(data.two_factor.authenticator_app.confirmed_at).toBeTruthy()
    expect(data.two_factor.security_questions).toEqual([expect.objectContaining({ position: 1, question: `First pet? ${m.words}` })])
    expect(data.social_logins).toEqual([expect.objectContaining({ provider: 'google', email: alice.email })])
    expect(data.addresses).toEqual([expect.objectContaining({ street: m.street, is_default: true })])
    expect(data.wishlist).toEqual([expect.objectContaining({ product_id: products[2] })])
    expect(data.cart.lines).toEqual([expect.objectContaining({ product_id: products[2], quantity: 2 })])

    expect(data.orders).toHaveLength(1)
    const order = data.orders[0]
    expect(order).toMatchObject({ number: seeded.order.number, status: 'delivered_order', email: alice.email, currency: 'CZK' })
    expect(order.shipping_address).toMatchObject({ street: m.street })
    expect(order.lines).toHaveLength(2)
    expect(order.lines[0].name).toHaveProperty('cz')
    expect(order.status_history.map((e: { status: string }) => e.status)).toContain('new_order')
    expect(order.requests).toEqual([expect.objectContaining({ kind: 'cancel', details: m.words })])
    expect(data.invoices).toEqual([expect.objectContaining({ number: seeded.invoiceNumber, order_number: seeded.order.number })])
    expect(data.invoices[0].buyer).toMatchObject({ email: alice.email })
    expect(data.credit_notes).toEqual([])
    expect(data.wallet.balance_cents).toBe(0)
    expect(data.wallet.entries.map((e: { kind: string; amount_cents: number }) => [e.kind, e.amount_cents]).sort()).toEqual([['order_payment', -300], ['top_up', 300]])
    expect(data.gift_cards.bought).toEqual([expect.objectContaining({ code_last4: 'AB12', message: m.words, sender_name: m.name })])
    expect(data.card_payments).toEqual([expect.objectContaining({ card_brand: 'visa', card_last4: '4242', card_country: 'DE', amount_cents: 2500 })])
    expect(data.personal_coupons).toEqual([expect.objectContaining({ active: true })])
    expect(data.personal_coupons[0].code).toMatch(/^NEWS5/)
    expect(data.reviews).toEqual([expect.objectContaining({ product_id: seeded.reviewed, body: m.words, verified_purchase: true, status: 'approved' })])
    expect(data.testimonials).toEqual([expect.objectContaining({ text: m.words })])
    expect(data.feedback).toEqual([expect.objectContaining({ issue: m.words })])
    expect(data.contact_messages).toEqual([expect.objectContaining({ message: m.words })])
    expect(data.complaints).toEqual([expect.objectContaining({ order_number: seeded.order.number, messages: [expect.objectContaining({ author: 'shopper', text: m.words })] })])
    expect(data.newsletter).toMatchObject({ email: alice.email, status: 'confirmed' })
    // Oldest first: the terms of the order, then the newsletter confirmed after it.
    expect(data.consents).toEqual([
      expect.objectContaining({ kind: 'terms', version: TERMS_VERSION, source: 'checkout', ref: seeded.order.id }),
      expect.objectContaining({ kind: 'newsletter', version: NEWSLETTER_CONSENT_VERSION, source: 'newsletter_confirmation', withdrawn_at: null }),
    ])
    expect(data.omitted.map((o: { field: string }) => o.field)).toEqual(expect.arrayContaining(['account.password_hash', 'two_factor.totp_secret', 'sessions.token_hash']))

    // No secret: not the password's hash, the authenticator's secret, a token, a code's hash.
    const text = res.body
    const hash = (await ctx.db.kysely.selectFrom('app_user').select('password_hash').where('id', '=', alice.id).executeTakeFirstOrThrow()).password_hash!
    for (const secret of [hash, '$argon2', m.secret, alice.token, '"token_hash"', '"code_hash"', '"answer_hash"', '"totp_secret"', '"confirm_token_hash"', 'hash-']) expect(text).not.toContain(secret)
  })

  it('says what stands in the way of an erasure, and erases nothing then', async () => {
    const bob = await signUp(ctx, dataDir, 'Bob')
    const open = await placeFixtureOrder(ctx, { user: bob, lines: [{ product_id: products[0]!, quantity: 1 }] })
    const check = await call('GET', '/api/account/erase', bob.token)
    expect(check.statusCode).toBe(200)
    expect(check.json()).toEqual({ blockers: [{ reason: 'erase_open_orders', orders: [open.number] }], has_password: true })
    const refused = await erase(bob)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ reason: 'erase_open_orders', detail: PRIVACY_MESSAGES.openOrders })
    expect((await call('GET', '/auth/me', bob.token)).statusCode).toBe(200)
    expect((await login(bob.email)).statusCode).toBe(200)

    const carol = await signUp(ctx, dataDir, 'Carol')
    await ctx.db.kysely.insertInto('wallet').values({ user_id: carol.id, balance_cents: 1250, currency: 'EUR', updated_at: new Date().toISOString() }).execute()
    expect((await call('GET', '/api/account/erase', carol.token)).json().blockers).toEqual([{ reason: 'erase_wallet_balance', balance_cents: 1250, currency: 'EUR' }])
    const rich = await erase(carol)
    expect(rich.statusCode).toBe(409)
    expect(rich.json().reason).toBe('erase_wallet_balance')
    expect((await login(carol.email)).statusCode).toBe(200)

    const staffRefused = await erase(owner)
    expect(staffRefused.statusCode).toBe(409)
    expect(staffRefused.json().reason).toBe('erase_staff_account')
  })

  it('erases the account: no sign-in, every session ended, personal data gone but for the tax records, which stay for staff', async () => {
    const dave = await signUp(ctx, dataDir, 'Dave')
    const seeded = await seedShopperData(ctx, dataDir, dave, products, tag())
    const m = seeded.markers
    const second = await login(dave.email)
    expect(second.statusCode).toBe(200)
    const before = await rating(seeded.reviewed)
    expect(await call('GET', '/api/account/erase', dave.token).then((r) => r.json())).toEqual({ blockers: [], has_password: true })

    const res = await erase(dave)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: PRIVACY_MESSAGES.erased })

    // No session works, the password and the Google link are gone, the old email signs nobody in.
    for (const token of [dave.token, second.json().access as string]) expect((await call('GET', '/auth/me', token)).statusCode).toBe(401)
    const again = await login(dave.email)
    expect(again.statusCode).toBe(401)
    expect(again.json().reason).toBe('login_wrong')
    expect(await login(m.phone).then((r) => r.statusCode)).toBe(401)
    for (const table of ['session', 'address', 'wishlist_item', 'two_factor', 'security_question', 'user_identity', 'review', 'testimonial', 'feedback_response', 'complaint'] as const) {
      expect([table, await count(table, dave.id)]).toEqual([table, 0])
    }
    const tomb = await ctx.db.kysely.selectFrom('app_user').selectAll().where('id', '=', dave.id).executeTakeFirstOrThrow()
    expect(tomb).toMatchObject({ username: 'Erased account', email: tombstoneEmail(dave.id), phone: null, password_hash: null, email_verified_at: null, two_factor_enabled: 0 })
    expect(tomb.erased_at).toBeTruthy()

    // Searched across every table: what names or reaches the person stays only on the invoice (as
    // issued) and on the order it was issued for (the buyer's name and address); nothing else.
    expect(await tablesHolding(ctx, m.email)).toEqual(['invoice'])
    expect(await tablesHolding(ctx, m.name)).toEqual(['invoice', 'shop_order'])
    expect(await tablesHolding(ctx, m.street)).toEqual(['invoice', 'shop_order'])
    for (const gone of [m.phone, m.words, m.secret]) expect([gone, await tablesHolding(ctx, gone)]).toEqual([gone, []])

    // The approved review's stars left the product's rating.
    const after = await rating(seeded.reviewed)
    expect([after.rating_sum, after.rating_count]).toEqual([before.rating_sum - 5, before.rating_count - 1])
    // The personal code no longer works; the consents stay as proof, withdrawn and without the email.
    const consents = await ctx.db.kysely.selectFrom('consent').selectAll().where('user_id', '=', dave.id).orderBy('kind').execute()
    expect(consents.map((c) => [c.kind, c.email, c.withdrawn_source])).toEqual([
      ['newsletter', tombstoneEmail(dave.id), 'account_erasure'],
      ['terms', tombstoneEmail(dave.id), null],
    ])

    // Staff still open the order and its invoice, now without the shopper's email.
    const staffOrder = await call('GET', `/api/staff/orders/${seeded.order.id}`, owner.token)
    expect(staffOrder.statusCode, staffOrder.body).toBe(200)
    expect(JSON.stringify(staffOrder.json())).toContain(seeded.order.number)
    expect(staffOrder.body).not.toContain(m.email)
    const pdf = await call('GET', `/api/staff/orders/${seeded.order.id}/invoice.pdf`, owner.token)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    const printed = pdfText(pdf.rawPayload)
    expect(printed).toContain(seeded.invoiceNumber)
    expect(printed).toContain(m.name)

    // The audit log says who was erased and what was kept, and nothing that names them.
    const audit = await call('GET', `/api/staff/audit?entity=account&entity_id=${dave.id}`, owner.token)
    expect(audit.statusCode).toBe(200)
    const [line] = audit.json().data
    expect(line).toMatchObject({ action: 'account.erase', entity: 'account', entity_id: dave.id, actor_id: dave.id, actor_name: 'Erased account' })
    expect(line.details).toMatchObject({ orders_kept: 1, invoices_kept: 1, addresses_deleted: 1, reviews_deleted: 1, sessions_ended: 2 })
    for (const personal of [m.email, m.name, m.phone, m.street]) expect(audit.body).not.toContain(personal)

    // The address is free for a new account, which sees nothing of the old one.
    const reg = await client(ctx.app).post('/auth/register', { username: 'Dave Again', email: dave.email, password: 'another1' })
    expect(reg.statusCode, reg.body).toBe(201)
    expect(await ctx.db.kysely.selectFrom('app_user').select('id').where('email', '=', dave.email).executeTakeFirstOrThrow()).not.toEqual({ id: dave.id })
    // And the erased account cannot ask again.
    expect((await erase(dave)).statusCode).toBe(401)
  })

  it('leaves everything as it was when a step of the erasure fails', async () => {
    const erin = await signUp(ctx, dataDir, 'Erin')
    const seeded = await seedShopperData(ctx, dataDir, erin, products, tag())
    const m = seeded.markers
    const holding = { email: await tablesHolding(ctx, m.email), words: await tablesHolding(ctx, m.words), phone: await tablesHolding(ctx, m.phone) }
    const ratingBefore = await rating(seeded.reviewed)
    // The audit line is the erasure's last write: make it fail, after every part has written.
    await schemaChange(ctx.db, async () => {
      if (dialect === 'sqlite') await sql`create trigger privacy_test_audit_down before insert on audit_log begin select raise(abort, 'audit is down'); end`.execute(ctx.db.kysely)
      else {
        await sql`create function privacy_test_audit_down() returns trigger as $$ begin raise exception 'audit is down'; end $$ language plpgsql`.execute(ctx.db.kysely)
        await sql`create trigger privacy_test_audit_down before insert on audit_log for each row execute function privacy_test_audit_down()`.execute(ctx.db.kysely)
      }
    })
    try {
      const res = await erase(erin)
      expect(res.statusCode).toBe(500)
      expect(res.json().reason).toBe('internal')
    } finally {
      await schemaChange(ctx.db, async () => {
        await sql`drop trigger privacy_test_audit_down ${dialect === 'postgres' ? sql`on audit_log` : sql``}`.execute(ctx.db.kysely)
        if (dialect === 'postgres') await sql`drop function privacy_test_audit_down()`.execute(ctx.db.kysely)
      })
    }
    expect((await call('GET', '/auth/me', erin.token)).json()).toMatchObject({ email: erin.email, username: m.name })
    expect((await login(erin.email)).statusCode).toBe(200)
    expect({ email: await tablesHolding(ctx, m.email), words: await tablesHolding(ctx, m.words), phone: await tablesHolding(ctx, m.phone) }).toEqual(holding)
    expect(holding.words).toEqual(expect.arrayContaining(['review', 'order_request', 'complaint_message', 'gift_card', 'testimonial']))
    expect(await rating(seeded.reviewed)).toEqual(ratingBefore)
    const user = await ctx.db.kysely.selectFrom('app_user').select(['erased_at', 'password_hash']).where('id', '=', erin.id).executeTakeFirstOrThrow()
    expect(user.erased_at).toBeNull()
    expect(user.password_hash).toBeTruthy()
    // With the audit working again, the same request erases.
    expect((await erase(erin)).statusCode).toBe(200)
  })

  it('asks an account without a password (Google or Facebook sign-in) for a code sent to its email', async () => {
    const frank = await signUp(ctx, dataDir, 'Frank')
    await ctx.db.kysely.updateTable('app_user').set({ password_hash: null }).where('id', '=', frank.id).execute()
    expect((await call('GET', '/api/account/erase', frank.token)).json()).toEqual({ blockers: [], has_password: false })
    const bare = await erase(frank, {})
    expect(bare.statusCode).toBe(400)
    expect(bare.json()).toMatchObject({ reason: 'contact_proof_needed', detail: PRIVACY_MESSAGES.codeNeeded })

    const sent = await call('POST', '/api/account/privacy-code', frank.token)
    expect(sent.statusCode, sent.body).toBe(200)
    expect(sent.json()).toEqual({ message: AUTH_MESSAGES.otpSent, sent_to: expect.stringContaining('@example.com') })
    const mail = outbox(dataDir, 'mail', frank.email).at(-1)!
    expect(mail.text).toContain('download your data or delete your account')
    const code = codeIn(mail.text)
    const wrong = await erase(frank, { proof_code: code === '000000' ? '111111' : '000000' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().reason).toBe('otp_wrong')

    // The download spends its code; the erasure needs a fresh one.
    const data = await download(frank, { proof_code: code })
    expect(data.statusCode, data.body).toBe(200)
    expect(data.json().account).toMatchObject({ email: frank.email, has_password: false })
    expect((await erase(frank, { proof_code: code })).json().reason).toBe('otp_wrong')

    await ctx.db.kysely.updateTable('otp_code').set({ sent_at: '2000-01-01T00:00:00.000Z' }).where('contact', '=', frank.email).execute()
    expect((await call('POST', '/api/account/privacy-code', frank.token)).statusCode).toBe(200)
    const fresh = codeIn(outbox(dataDir, 'mail', frank.email).at(-1)!.text)
    const res = await erase(frank, { proof_code: fresh })
    expect(res.statusCode, res.body).toBe(200)
    expect(await ctx.db.kysely.selectFrom('otp_code').select('id').where('contact', '=', frank.email).execute()).toEqual([])
    // An account with a password is told to use it.
    expect((await call('POST', '/api/account/privacy-code', owner.token)).json().reason).toBe('account_has_password')
  })
})
