import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as m0025 from '../../db/migrations/2026-11-27-0025-staff-roles'
import * as m0036 from '../../db/migrations/2026-11-28-0036-invitation-language'
import { outbox, tempDataDir } from '../auth/auth.testing'
import { placeFixtureOrder, signUp, signUpStaff, someProducts, type Account } from '../orders/orders.testing'
import { createTestContext, schemaChange, testDialects, type TestContext } from '../../test/harness'
import { auditLinesOf, caller } from './staff.testing'

/** The token of the newest invitation mailed to `email` (from the link's fragment). */
function invitationToken(dataDir: string, email: string): string {
  const mail = outbox(dataDir, 'mail', email).at(-1)
  const token = /\/staff-invitation#token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1]
  if (!token) throw new Error(`no invitation link mailed to ${email}`)
  return token
}

let ip = 1
const login = async (ctx: TestContext, email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/auth/login', remoteAddress: `10.77.0.${ip++}`, payload: { email, password } })

describe.each(testDialects())('the owner runs the team (%s)', (dialect) => {
  let ctx: TestContext
  let call: ReturnType<typeof caller>
  let dataDir: string
  let owner: Account

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { config: { DATA_DIR: dataDir } })
    call = caller(ctx)
    owner = await signUpStaff(ctx, dataDir, 'Olga')
  })
  afterAll(async () => ctx?.close())

  it('invites a new person by email; accepting creates their account with the role, once', async () => {
    const email = 'new.support@example.com'
    const invited = await call('POST', '/api/staff/team/invitations', owner.token, { email: ' New.Support@Example.com ', role: 'support' })
    expect(invited.statusCode, invited.body).toBe(201)
    expect(invited.json()).toMatchObject({ email, role: 'support', invited_by: 'Olga' })
    expect((await call('GET', '/api/staff/team', owner.token)).json().invitations).toEqual([expect.objectContaining({ email, role: 'support' })])

    const token = invitationToken(dataDir, email)
    expect((await call('GET', `/api/staff-invitations/${token}`)).json()).toMatchObject({ email, role: 'support', account_exists: false })

    const noPassword = await call('POST', '/api/staff-invitations/accept', undefined, { token, username: 'Sue' })
    expect([noPassword.statusCode, noPassword.json().reason]).toEqual([400, 'staff_invitation_needs_account'])
    const accepted = await call('POST', '/api/staff-invitations/accept', undefined, { token, username: 'Sue', password: 'secret12' })
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json()).toEqual({ email, role: 'support', account: 'created' })

    const again = await call('POST', '/api/staff-invitations/accept', undefined, { token, username: 'Eve', password: 'secret12' })
    expect([again.statusCode, again.json().reason]).toEqual([404, 'staff_invitation_invalid'])
    expect((await call('GET', `/api/staff-invitations/${token}`)).statusCode).toBe(404)

    const signedIn = await login(ctx, email, 'secret12')
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    const sue = signedIn.json().access as string
    expect((await call('GET', '/auth/profile', sue)).json()).toMatchObject({ role: 'support', email_verified: true })
    expect((await call('GET', '/api/staff/complaints', sue)).statusCode).toBe(200)
    expect((await call('GET', '/api/staff/products', sue)).json().reason).toBe('staff_role')

    const team = (await call('GET', '/api/staff/team', owner.token)).json()
    expect(team.invitations).toEqual([])
    expect(team.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      [email, 'support'],
    ])
  })

  it("writes the invitation in the invitee's language and links the acceptance page in it", async () => {
    const email = 'jana.czech@example.com'
    const invited = await call('POST', '/api/staff/team/invitations', owner.token, { email, role: 'catalog', lang: 'cz' })
    expect(invited.statusCode, invited.body).toBe(201)
    expect(invited.json()).toMatchObject({ email, role: 'catalog', lang: 'cz' })
    const mail = outbox(dataDir, 'mail', email).at(-1)!
    expect(mail.subject).toBe('Olga vás zve do týmu Lumen & Leaf')
    expect(mail.text).toContain('Dobrý den,')
    expect(mail.text).toContain('Vaše role: katalog (produkty, sklad, kategorie, značky, kupony).')
    expect(mail.text).toMatch(/Pozvánku přijmete zde \(odkaz funguje jednou, do \d{1,2}\. \d{1,2}\. \d{4}\):/)
    expect(mail.text).not.toMatch(/invited|Accept/)
    expect(mail.text).toMatch(/^http:\/\/[^\s]+\/cz\/staff-invitation#token=[A-Za-z0-9_-]+$/m)
    const token = invitationToken(dataDir, email)
    expect((await call('GET', `/api/staff-invitations/${token}`)).json()).toMatchObject({ email, lang: 'cz' })
    expect((await call('GET', '/api/staff/team', owner.token)).json().invitations).toContainEqual(expect.objectContaining({ email, lang: 'cz' }))
    const row = await ctx.db.kysely.selectFrom('staff_invitation').select('lang').where('email', '=', email).executeTakeFirstOrThrow()
    expect(row.lang).toBe('cz')

    // Without a language: English, as every invitation before languages; an unknown one is refused.
    await call('POST', '/api/staff/team/invitations', owner.token, { email: 'plain@example.com', role: 'support' })
    const english = outbox(dataDir, 'mail', 'plain@example.com').at(-1)!
    expect(english.subject).toBe('Olga invited you to the Lumen & Leaf team')
    expect(english.text).toMatch(/^http:\/\/[^\s]+\/staff-invitation#token=/m)
    const german = await call('POST', '/api/staff/team/invitations', owner.token, { email: 'de@example.com', role: 'support', lang: 'ge' })
    expect(german.statusCode).toBe(201)
    expect(outbox(dataDir, 'mail', 'de@example.com').at(-1)!.subject).toBe('Olga lädt Sie ins Team von Lumen & Leaf ein')
    const unknown = await call('POST', '/api/staff/team/invitations', owner.token, { email: 'xx@example.com', role: 'support', lang: 'de' })
    expect([unknown.statusCode, unknown.json().errors?.[0]?.path]).toEqual([400, 'body.lang'])
    expect(outbox(dataDir, 'mail', 'xx@example.com')).toEqual([])
  })

  it('an existing account accepts signed in to it; another account or a guest cannot', async () => {
    const shopper = await signUp(ctx, dataDir, 'Carl')
    const other = await signUp(ctx, dataDir, 'Dora')
    expect((await call('POST', '/api/staff/team/invitations', owner.token, { email: shopper.email, role: 'catalog' })).statusCode).toBe(201)
    const token = invitationToken(dataDir, shopper.email)
    expect((await call('GET', `/api/staff-invitations/${token}`)).json().account_exists).toBe(true)

    const guest = await call('POST', '/api/staff-invitations/accept', undefined, { token })
    expect([guest.statusCode, guest.json().reason]).toEqual([401, 'staff_invitation_sign_in'])
    const wrong = await call('POST', '/api/staff-invitations/accept', other.token, { token })
    expect([wrong.statusCode, wrong.json().reason]).toEqual([403, 'staff_invitation_other_account'])
    expect((await call('GET', '/api/staff/products', shopper.token)).json().reason).toBe('staff_only')

    const accepted = await call('POST', '/api/staff-invitations/accept', shopper.token, { token })
    expect(accepted.json()).toEqual({ email: shopper.email, role: 'catalog', account: 'upgraded' })
    // The session already open reaches the catalog at once: the role is read per request.
    expect((await call('GET', '/api/staff/products', shopper.token)).statusCode).toBe(200)
    const joined = await auditLinesOf(ctx, 'user', shopper.id)
    expect(joined[0]).toMatchObject({ action: 'staff.join', actor_id: shopper.id, details: expect.objectContaining({ role: 'catalog', invited_by: 'Olga' }) })
  })

  it('a second invitation replaces the first; an expired or withdrawn one is refused; staff are not invited again', async () => {
    const email = 'twice@example.com'
    await call('POST', '/api/staff/team/invitations', owner.token, { email, role: 'fulfilment' })
    const first = invitationToken(dataDir, email)
    const second = (await call('POST', '/api/staff/team/invitations', owner.token, { email, role: 'catalog' })).json()
    expect((await call('GET', `/api/staff-invitations/${first}`)).json().reason).toBe('staff_invitation_invalid')
    const token = invitationToken(dataDir, email)
    expect((await call('GET', `/api/staff-invitations/${token}`)).json().role).toBe('catalog')

    expect((await call('DELETE', `/api/staff/team/invitations/${second.id}`, owner.token)).statusCode).toBe(204)
    expect((await call('GET', `/api/staff-invitations/${token}`)).statusCode).toBe(404)

    await call('POST', '/api/staff/team/invitations', owner.token, { email, role: 'catalog' })
    const late = invitationToken(dataDir, email)
    await ctx.db.kysely.updateTable('staff_invitation').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('email', '=', email).execute()
    const expired = await call('POST', '/api/staff-invitations/accept', undefined, { token: late, username: 'Late', password: 'secret12' })
    expect([expired.statusCode, expired.json().reason]).toEqual([404, 'staff_invitation_invalid'])

    const member = await call('POST', '/api/staff/team/invitations', owner.token, { email: owner.email, role: 'support' })
    expect([member.statusCode, member.json().reason]).toEqual([409, 'staff_already_member'])
    const bad = await call('POST', '/api/staff/team/invitations', owner.token, { email: 'not-an-email', role: 'support' })
    expect(bad.statusCode).toBe(400)
    const badRole = await call('POST', '/api/staff/team/invitations', owner.token, { email: 'x@example.com', role: 'staff' })
    expect(badRole.statusCode).toBe(400)
  })

  it('changes a role and revokes it: open sessions follow at once, and the audit log names who did it', async () => {
    const member = await signUp(ctx, dataDir, 'Fred')
    await call('POST', '/api/staff/team/invitations', owner.token, { email: member.email, role: 'fulfilment' })
    await call('POST', '/api/staff-invitations/accept', member.token, { token: invitationToken(dataDir, member.email) })
    expect((await call('GET', '/api/staff/orders', member.token)).statusCode).toBe(200)

    const changed = await call('PATCH', `/api/staff/team/${member.id}`, owner.token, { role: 'catalog' })
    expect(changed.json()).toMatchObject({ id: member.id, role: 'catalog' })
    expect((await call('GET', '/api/staff/orders', member.token)).json().reason).toBe('staff_role')
    expect((await call('GET', '/api/staff/products', member.token)).statusCode).toBe(200)

    expect((await call('DELETE', `/api/staff/team/${member.id}`, owner.token)).statusCode).toBe(204)
    expect((await call('GET', '/api/staff/products', member.token)).json().reason).toBe('staff_only')
    expect((await call('GET', '/auth/profile', member.token)).json().role).toBe('shopper')
    const gone = await call('PATCH', `/api/staff/team/${member.id}`, owner.token, { role: 'catalog' })
    expect([gone.statusCode, gone.json().reason]).toEqual([404, 'staff_member_not_found'])

    const lines = await auditLinesOf(ctx, 'user', member.id)
    expect(lines.slice(0, 2).map((l) => [l.action, l.actor_id, l.details])).toEqual([
      ['staff.revoke', owner.id, { from: 'catalog', to: 'shopper' }],
      ['staff.role', owner.id, { from: 'fulfilment', to: 'catalog' }],
    ])
    const page = (await call('GET', '/api/staff/audit?entity=user&entity_id=' + member.id, owner.token)).json()
    expect(page.data[0]).toMatchObject({ action: 'staff.revoke', actor_name: 'Olga', actor_email: owner.email })
  })

  it('keeps the last owner an owner', async () => {
    const self = await call('PATCH', `/api/staff/team/${owner.id}`, owner.token, { role: 'support' })
    expect([self.statusCode, self.json().reason]).toEqual([409, 'staff_last_owner'])
    const revoke = await call('DELETE', `/api/staff/team/${owner.id}`, owner.token)
    expect([revoke.statusCode, revoke.json().reason]).toEqual([409, 'staff_last_owner'])

    const second = await signUpStaff(ctx, dataDir, 'Petra')
    // Two owners demoting each other at the same moment: one of them stays owner.
    const both = await Promise.all([
      call('PATCH', `/api/staff/team/${second.id}`, owner.token, { role: 'support' }),
      call('PATCH', `/api/staff/team/${owner.id}`, second.token, { role: 'support' }),
    ])
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const owners = await ctx.db.kysely.selectFrom('app_user').select('id').where('role', '=', 'owner').execute()
    expect(owners).toHaveLength(1)
    // Whoever is left owner puts the other back.
    const left = owners[0]!.id === owner.id ? owner : second
    const back = await call('PATCH', `/api/staff/team/${left === owner ? second.id : owner.id}`, left.token, { role: 'owner' })
    expect(back.statusCode, back.body).toBe(200)
  })

  it('the customer look-up finds accounts by email or name and shows orders, addresses and wallet, read-only', async () => {
    const support = await signUp(ctx, dataDir, 'Hana')
    await ctx.db.kysely.updateTable('app_user').set({ role: 'support' }).where('id', '=', support.id).execute()
    const buyer = await signUp(ctx, dataDir, 'Zuzana')
    const [product] = await someProducts(ctx, 1)
    const order = await placeFixtureOrder(ctx, { user: buyer, lines: [{ product_id: product!, quantity: 1 }], walletCents: 500 })
    const address = await call('POST', '/auth/user-address', buyer.token, { first_name: 'Zuzana', last_name: 'Nová', street: 'Dlouhá 5', city: 'Praha', country: 'Czechia', zip_code: '11000' })
    expect(address.statusCode, address.body).toBeLessThan(300)

    const byEmail = (await call('GET', `/api/staff/customers?q=${encodeURIComponent(buyer.email.slice(0, 10).toUpperCase())}`, support.token)).json()
    expect(byEmail.data.map((c: { id: string }) => c.id)).toContain(buyer.id)
    const byName = (await call('GET', '/api/staff/customers?q=zuza', support.token)).json()
    expect(byName.data).toEqual([expect.objectContaining({ id: buyer.id, username: 'Zuzana', email: buyer.email })])
    expect((await call('GET', '/api/staff/customers?q=%25', support.token)).json().total).toBe(0)

    const detail = await call('GET', `/api/staff/customers/${buyer.id}`, support.token)
    expect(detail.statusCode, detail.body).toBe(200)
    const body = detail.json()
    expect(body.customer).toMatchObject({ id: buyer.id, email: buyer.email })
    expect(body.orders.map((o: { number: string }) => o.number)).toEqual([order.number])
    expect(body.orders_total).toBe(1)
    expect(body.addresses).toEqual([expect.objectContaining({ city: 'Praha', zip_code: '11000' })])
    expect(body.wallet.entries.length).toBeGreaterThan(0)
    expect(body.wallet.balance_cents).toBe(body.wallet.entries.reduce((s: number, e: { amount_cents: number }) => s + e.amount_cents, 0))

    const missing = await call('GET', '/api/staff/customers/usr_aaaaaaaaaaaaaaaa', support.token)
    expect([missing.statusCode, missing.json().reason]).toEqual([404, 'customer_not_found'])
    expect((await call('GET', `/api/staff/customers/${buyer.id}`, buyer.token)).json().reason).toBe('staff_only')
  })

  it('the migration makes former staff owners, and back', async () => {
    const former = await signUp(ctx, dataDir, 'Vera')
    // Migrations after 0025 that change its table go down first and up again after it.
    await schemaChange(ctx.db, () => m0036.down(ctx.db.kysely))
    await schemaChange(ctx.db, () => m0025.down(ctx.db.kysely, dialect))
    await ctx.db.kysely.updateTable('app_user').set({ role: 'staff' as never }).where('id', '=', former.id).execute()
    await expect(ctx.db.kysely.updateTable('app_user').set({ role: 'owner' }).where('id', '=', former.id).execute()).rejects.toThrow()
    await schemaChange(ctx.db, () => m0025.up(ctx.db.kysely, dialect))
    await schemaChange(ctx.db, () => m0036.up(ctx.db.kysely))
    const row = await ctx.db.kysely.selectFrom('app_user').select('role').where('id', '=', former.id).executeTakeFirstOrThrow()
    expect(row.role).toBe('owner')
    await expect(ctx.db.kysely.updateTable('app_user').set({ role: 'staff' as never }).where('id', '=', former.id).execute()).rejects.toThrow()
    // Sessions and the rest of the account survived the rebuild.
    expect((await call('GET', '/api/staff/team', former.token)).statusCode).toBe(200)
  })
})
