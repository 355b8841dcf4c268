import { NEWSLETTER_MESSAGES } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { client, outbox, tempDataDir } from '../auth/auth.testing'
import { signUp, signUpStaff, type Account } from '../orders/orders.testing'

const PUBLIC = 'https://shop.example'
const linkIn = (text: string, kind: 'confirm' | 'unsubscribe') => {
  const m = new RegExp(`${PUBLIC}/emailsignup\\?${kind}=([A-Za-z0-9._%-]+)`).exec(text)
  if (!m) throw new Error(`no ${kind} link in: ${text}`)
  return decodeURIComponent(m[1]!)
}

describe.each(testDialects())('newsletter (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let staff: Account
  let shopper: Account
  let n = 0
  const fresh = () => `reader-${++n}-${Date.now().toString(36)}@example.com`
  const mails = (to: string) => outbox(dataDir, 'mail', to)
  const row = (email: string) => ctx.db.kysely.selectFrom('newsletter_subscriber').selectAll().where('email', '=', email).executeTakeFirst()

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: false, config: { DATA_DIR: dataDir, PUBLIC_URL: PUBLIC } })
    staff = await signUpStaff(ctx, dataDir, 'Editor')
    shopper = await signUp(ctx, dataDir, 'Reader')
  })
  afterAll(async () => ctx?.close())

  async function signupAndConfirm(email: string, lang = 'en') {
    const c = client(ctx.app)
    expect((await c.post('/api/newsletter', { email, lang })).json()).toEqual({ message: NEWSLETTER_MESSAGES.signedUp })
    const token = linkIn(mails(email).at(-1)!.text, 'confirm')
    const res = await c.post('/api/newsletter/confirm', { token })
    expect(res.statusCode, res.body).toBe(200)
    return { token, code: res.json().coupon_code as string, c }
  }

  it('signs up with double opt-in: a pending row with only the hash of the emailed token, then one personal 5% code', async () => {
    const email = fresh()
    const c = client(ctx.app)
    const res = await c.post('/api/newsletter', { email: `  ${email.toUpperCase()} `, lang: 'cz' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Newsletter signed up successfully' })

    const pending = await row(email)
    expect(pending).toMatchObject({ status: 'pending', lang: 'cz', coupon_code: null })
    const [mail] = mails(email)
    expect(mail!.subject).toBe('Potvrďte prosím odběr newsletteru Lumen & Leaf')
    const token = linkIn(mail!.text, 'confirm')
    expect(pending!.confirm_token_hash).not.toContain(token)
    expect(JSON.stringify(pending)).not.toContain(token)
    // Even the confirmation request carries the unsubscribe link.
    expect(linkIn(mail!.text, 'unsubscribe')).toMatch(/^nls_/)

    const confirmed = await c.post('/api/newsletter/confirm', { token })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    const code = confirmed.json().coupon_code as string
    expect(confirmed.json().message).toBe(NEWSLETTER_MESSAGES.confirmed)
    expect(code).toMatch(/^NEWS5-[A-Z0-9]{8}$/)
    expect(await row(email)).toMatchObject({ status: 'confirmed', coupon_code: code })

    const coupon = await ctx.db.kysely.selectFrom('coupon').selectAll().where('code', '=', code).executeTakeFirstOrThrow()
    expect(coupon).toMatchObject({ kind: 'percent', value: 5, owner_email: email, per_shopper_limit: 1, usage_limit: 1, stackable: 1, active: 1, min_order_cents: 0 })
    expect(Object.keys(JSON.parse(coupon.description)).sort()).toEqual(['cz', 'en', 'ge', 'sl'])

    const codeMail = mails(email).at(-1)!
    expect(codeMail.subject).toBe('Váš kód na 5% slevu od Lumen & Leaf')
    expect(codeMail.text).toContain(code)
    expect(linkIn(codeMail.text, 'unsubscribe')).toMatch(/^nls_/)
  })

  it('answers a repeated confirm with the same code and issues nothing new, also when two arrive at once', async () => {
    const email = fresh()
    const c = client(ctx.app)
    await c.post('/api/newsletter', { email, lang: 'en' })
    const token = linkIn(mails(email).at(-1)!.text, 'confirm')
    const answers = await Promise.all([c.post('/api/newsletter/confirm', { token }), c.post('/api/newsletter/confirm', { token })])
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200])
    const codes = answers.map((a) => a.json().coupon_code)
    expect(codes[0]).toBe(codes[1])
    const again = await c.post('/api/newsletter/confirm', { token })
    expect(again.json().coupon_code).toBe(codes[0])
    const issued = await ctx.db.kysely.selectFrom('coupon').select('code').where('owner_email', '=', email).execute()
    expect(issued.map((r) => r.code)).toEqual([codes[0]])
    expect(mails(email).filter((m) => m.text.includes(codes[0]))).toHaveLength(1)
  })

  it('gives the same answer for new, pending and confirmed addresses and does not flood a mailbox', async () => {
    const { c } = await signupAndConfirm(fresh())
    const confirmedEmail = (await ctx.db.kysely.selectFrom('newsletter_subscriber').select('email').where('status', '=', 'confirmed').executeTakeFirstOrThrow()).email
    const pendingEmail = fresh()
    const answers = [await c.post('/api/newsletter', { email: pendingEmail }), await c.post('/api/newsletter', { email: pendingEmail }), await c.post('/api/newsletter', { email: confirmedEmail })]
    for (const a of answers) {
      expect(a.statusCode).toBe(200)
      expect(a.body).toBe(answers[0]!.body)
    }
    // The repeat within minutes sent nothing; the confirmed address got nothing either.
    expect(mails(pendingEmail)).toHaveLength(1)
    const before = mails(confirmedEmail).length
    await c.post('/api/newsletter', { email: confirmedEmail })
    expect(mails(confirmedEmail)).toHaveLength(before)
    expect((await row(confirmedEmail))!.status).toBe('confirmed')

    // Later, a new link replaces the old one.
    const old = linkIn(mails(pendingEmail)[0]!.text, 'confirm')
    await ctx.db.kysely.updateTable('newsletter_subscriber').set({ confirm_sent_at: '2020-01-01T00:00:00.000Z' }).where('email', '=', pendingEmail).execute()
    await c.post('/api/newsletter', { email: pendingEmail })
    expect(mails(pendingEmail)).toHaveLength(2)
    expect((await c.post('/api/newsletter/confirm', { token: old })).json().detail).toBe(NEWSLETTER_MESSAGES.invalidLink)
    const fresher = linkIn(mails(pendingEmail)[1]!.text, 'confirm')
    expect((await c.post('/api/newsletter/confirm', { token: fresher })).statusCode).toBe(200)
  })

  it('refuses unknown and expired links with a clear 400 and no code', async () => {
    const c = client(ctx.app)
    const bad = await c.post('/api/newsletter/confirm', { token: 'x'.repeat(43) })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().detail).toBe(NEWSLETTER_MESSAGES.invalidLink)
    expect((await c.post('/api/newsletter/confirm', {})).statusCode).toBe(400)

    const email = fresh()
    await c.post('/api/newsletter', { email })
    const token = linkIn(mails(email).at(-1)!.text, 'confirm')
    await ctx.db.kysely.updateTable('newsletter_subscriber').set({ confirm_expires_at: '2020-01-01T00:00:00.000Z' }).where('email', '=', email).execute()
    const expired = await c.post('/api/newsletter/confirm', { token })
    expect(expired.statusCode).toBe(400)
    expect(expired.json().detail).toBe(NEWSLETTER_MESSAGES.expiredLink)
    expect(await ctx.db.kysely.selectFrom('coupon').select('id').where('owner_email', '=', email).execute()).toHaveLength(0)
  })

  it('unsubscribes with the link of any mail; a resubscribe confirms again without a second code', async () => {
    const email = fresh()
    const { code, c } = await signupAndConfirm(email, 'ge')
    const unsubscribe = linkIn(mails(email).at(-1)!.text, 'unsubscribe')
    const res = await c.post('/api/newsletter/unsubscribe', { token: unsubscribe })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe(NEWSLETTER_MESSAGES.unsubscribed)
    expect(await row(email)).toMatchObject({ status: 'unsubscribed' })
    expect((await c.post('/api/newsletter/unsubscribe', { token: unsubscribe })).statusCode).toBe(200)

    // A forged or altered token is refused.
    const [id] = unsubscribe.split('.')
    expect((await c.post('/api/newsletter/unsubscribe', { token: `${id}.${'A'.repeat(43)}` })).statusCode).toBe(400)
    expect((await c.post('/api/newsletter/unsubscribe', { token: `nls_0000000000000000.${unsubscribe.split('.')[1]}` })).statusCode).toBe(400)

    await c.post('/api/newsletter', { email, lang: 'ge' })
    const token = linkIn(mails(email).at(-1)!.text, 'confirm')
    const again = await c.post('/api/newsletter/confirm', { token })
    expect(again.json().coupon_code).toBe(code)
    expect(mails(email).at(-1)!.subject).toBe('Willkommen zurück beim Newsletter von Lumen & Leaf')
    expect(mails(email).at(-1)!.text).toContain(code)
    expect(linkIn(mails(email).at(-1)!.text, 'unsubscribe')).toBe(unsubscribe)
    expect(await ctx.db.kysely.selectFrom('coupon').select('id').where('owner_email', '=', email).execute()).toHaveLength(1)
  })

  it('lets the personal code show among the offers of the account with that email', async () => {
    const { code } = await signupAndConfirm(shopper.email)
    const offers = await ctx.app.inject({ method: 'GET', url: '/api/coupons?lang=sl', headers: { authorization: `Bearer ${shopper.token}` } })
    const mine = offers.json().data.find((o: { code: string }) => o.code === code)
    expect(mine).toMatchObject({ kind: 'percent', value: 5, personal: true, stackable: true, uses_left: 1 })
    expect(mine.description).toContain('5 %')
  })

  it('stores nothing and sends nothing for a filled honeypot, but answers the same', async () => {
    const email = fresh()
    const res = await client(ctx.app).post('/api/newsletter', { email, website: 'http://spam.example' })
    expect(res.json()).toEqual({ message: NEWSLETTER_MESSAGES.signedUp })
    expect(await row(email)).toBeUndefined()
    expect(mails(email)).toHaveLength(0)
  })

  it('validates the address and limits signups per IP', async () => {
    const c = client(ctx.app)
    const bad = await c.post('/api/newsletter', { email: 'not-an-email' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().detail).toBe('Email is not valid')
    expect((await c.post('/api/newsletter', { email: fresh(), lang: 'xx' })).statusCode).toBe(400)
    const flood = client(ctx.app)
    const codes: number[] = []
    for (let i = 0; i < 11; i++) codes.push((await flood.post('/api/newsletter', { email: fresh() })).statusCode)
    expect(codes.slice(0, 10).every((s) => s === 200)).toBe(true)
    expect(codes[10]).toBe(429)
  })

  it('shows staff the subscribers and exports the confirmed ones as a guarded CSV (audited); others get 401/403', async () => {
    const c = client(ctx.app)
    for (const url of ['/api/staff/newsletter', '/api/staff/newsletter.csv', '/api/staff/newsletter?status=bogus']) {
      expect((await c.get(url)).statusCode, url).toBe(401)
      expect((await c.get(url, shopper.token)).statusCode, url).toBe(403)
    }
    // Addresses that a spreadsheet would read as formulas (valid emails can start with these).
    const risky = ['=1+2@example.com', '-cmd@example.com', '+x"y@example.com', '@sum@example.com']
    const at = new Date().toISOString()
    for (const [i, email] of risky.entries()) {
      await ctx.db.kysely
        .insertInto('newsletter_subscriber')
        .values({ id: `nls_risky${i}0000000000`, email, lang: 'en', status: 'confirmed', created_at: at, updated_at: at, confirmed_at: at })
        .execute()
    }
    const pendingEmail = fresh()
    await c.post('/api/newsletter', { email: pendingEmail })

    const list = await c.get('/api/staff/newsletter?status=pending', staff.token)
    expect(list.statusCode).toBe(200)
    expect(list.json().data.map((s: { email: string }) => s.email)).toContain(pendingEmail)
    expect(list.json().data.every((s: { status: string }) => s.status === 'pending')).toBe(true)
    expect(list.json()).toMatchObject({ page: 1, total: expect.any(Number) })
    expect((await c.get('/api/staff/newsletter?status=bogus', staff.token)).statusCode).toBe(400)

    const csv = await c.get('/api/staff/newsletter.csv', staff.token)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toMatch(/^text\/csv/)
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = csv.body.trim().split('\r\n')
    expect(lines[0]).toBe('email,language,confirmed_at,signed_up_at')
    expect(lines).toContain(`'=1+2@example.com,en,${at},${at}`)
    expect(lines).toContain(`'-cmd@example.com,en,${at},${at}`)
    expect(lines).toContain(`"'+x""y@example.com",en,${at},${at}`)
    expect(lines).toContain(`'@sum@example.com,en,${at},${at}`)
    expect(csv.body).not.toContain(pendingEmail)
    const audit = await ctx.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', 'newsletter.export').execute()
    expect(audit.at(-1)).toMatchObject({ actor_id: staff.id, entity: 'newsletter' })
  })
})
