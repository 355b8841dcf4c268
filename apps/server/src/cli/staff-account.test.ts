import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../test/harness'
import { tempDataDir } from '../modules/auth/auth.testing'
import { checkPassword } from '../lib/passwords'
import { signUp } from '../modules/orders/orders.testing'
import { BadEmail, makeStaff } from './staff-account'

describe.each(testDialects())('staff:create (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: false, config: { DATA_DIR: dataDir } })
  })
  afterAll(async () => ctx?.close())

  const userBy = (email: string) =>
    ctx.db.kysely.selectFrom('app_user').select(['id', 'username', 'role', 'email_verified_at', 'password_hash']).where('email', '=', email).executeTakeFirst()

  it('makes an existing account staff, and a second run changes nothing', async () => {
    const shopper = await signUp(ctx, dataDir, 'Petra')
    expect((await ctx.app.inject({ method: 'GET', url: '/api/staff/orders', headers: { authorization: `Bearer ${shopper.token}` } })).statusCode).toBe(403)

    const first = await makeStaff(ctx.db, `  ${shopper.email.toUpperCase()} `)
    expect(first).toMatchObject({ kind: 'promoted', user_id: shopper.id, email: shopper.email })
    expect((await userBy(shopper.email))?.role).toBe('owner')
    // The session already open now reaches the desk: the role is read per request.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/staff/orders', headers: { authorization: `Bearer ${shopper.token}` } })).statusCode).toBe(200)

    expect(await makeStaff(ctx.db, shopper.email)).toMatchObject({ kind: 'already', user_id: shopper.id })
    // The audit log names the command line as who made them owner, once.
    const lines = await ctx.db.kysely.selectFrom('audit_log').selectAll().where('entity_id', '=', shopper.id).execute()
    expect(lines.map((l) => [l.action, l.actor_id, JSON.parse(l.details)])).toEqual([['staff.role', 'cli', { from: 'shopper', to: 'owner' }]])
  })

  it('creates a verified staff account with a random password that signs in', async () => {
    const result = await makeStaff(ctx.db, 'New.Colleague@Example.com')
    if (result.kind !== 'created') throw new Error(`expected a new account, got ${result.kind}`)
    expect(result).toMatchObject({ email: 'new.colleague@example.com', username: 'new.colleague' })
    expect(result.password).toMatch(/^[A-Za-z0-9_-]{16}$/)
    const row = await userBy('new.colleague@example.com')
    expect(row).toMatchObject({ id: result.user_id, role: 'owner' })
    expect(row!.email_verified_at).not.toBeNull()
    expect(row!.password_hash).toMatch(/^\$argon2id\$/)
    expect(await checkPassword(row!.password_hash, result.password)).toBe(true)

    const login = await ctx.app.inject({ method: 'POST', url: '/auth/login', remoteAddress: '10.66.0.1', payload: { email: result.email, password: result.password } })
    expect(login.statusCode, login.body).toBe(200)
    const token = login.json().access
    expect((await ctx.app.inject({ method: 'GET', url: '/api/staff/orders', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200)
  })

  it('refuses something that is not an email address', async () => {
    for (const bad of ['', 'jana', 'jana@', '@example.com', 'a b@example.com']) {
      await expect(makeStaff(ctx.db, bad)).rejects.toBeInstanceOf(BadEmail)
    }
  })
})
