import { AUTH_MESSAGES, type Me } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { client, codeIn, outbox, tempDataDir } from '../auth/auth.testing'
import { FACEBOOK_NO_EMAIL, FACEBOOK_REFUSED, FACEBOOK_UNAVAILABLE } from './social-login.facebook'
import { createGoogleVerifier, GOOGLE_REFUSED, GOOGLE_UNAVAILABLE } from './social-login.google'
import { SOCIAL_LOGIN_LIMIT, TOKEN_REQUIRED } from './social-login.routes'
import { startFakeGraphApi, type FakeGraphApi } from './social-login.fake-graph-api.testing'
import { startOidcProvider, type OidcProvider } from './social-login.oidc-provider.testing'

describe.each(testDialects())('sign-in with Google and Facebook (%s)', (dialect) => {
  let ctx: TestContext
  let google: OidcProvider
  let facebook: FakeGraphApi
  let dataDir: string

  beforeAll(async () => {
    google = await startOidcProvider({ clientId: 'shop-test.apps.googleusercontent.com' })
    facebook = await startFakeGraphApi()
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, {
      seed: false,
      config: {
        DATA_DIR: dataDir,
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_ISSUER: google.issuer,
        FACEBOOK_APP_ID: facebook.appId,
        FACEBOOK_APP_SECRET: facebook.appSecret,
        FACEBOOK_GRAPH_URL: facebook.url,
        FACEBOOK_DIALOG_URL: facebook.dialogUrl,
      },
    })
  })
  afterAll(async () => {
    await ctx?.close()
    await google?.stop()
    await facebook?.stop()
  })

  const socialLogin = (body: unknown) => client(ctx.app).post('/auth/social-login/', body)
  const me = async (access: string): Promise<Me> => {
    const res = await client(ctx.app).get('/auth/me', access)
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }
  const users = async (email: string) =>
    ctx.db.kysely.selectFrom('app_user').select(['id', 'password_hash', 'email_verified_at']).where('email', '=', email).execute()
  const identities = async (subject: string) => ctx.db.kysely.selectFrom('user_identity').selectAll().where('subject', '=', subject).execute()

  /** A refused sign-in: its status and message, and no account or link made for it. */
  async function expectRefused(body: unknown, status: number, message: string, email?: string) {
    const res = await socialLogin(body)
    expect(res.statusCode, res.body).toBe(status)
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
    expect(res.json().error).toBe(message)
    expect(res.json()).not.toHaveProperty('access')
    if (email) expect(await users(email)).toEqual([])
  }

  it('tells the browser which providers are configured and where to open them', async () => {
    const res = await client(ctx.app).get('/auth/social-config')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      google: { client_id: google.clientId, authorization_endpoint: `${google.issuer}/authorize` },
      facebook: { app_id: facebook.appId, dialog_url: facebook.dialogUrl },
    })
  })

  it('signs in with a Google ID token verified against the issuer keys: SPEC answer { access }', async () => {
    const user = { sub: 'g-100', email: 'Ada.Lovelace@Example.com', email_verified: true, name: 'Ada Lovelace' }
    const res = await socialLogin({ provider: 'google', token: await google.signIdToken(user) })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const session = res.json()
    expect(session).toEqual({ access: expect.any(String), username: 'Ada Lovelace' })
    const profile = await me(session.access)
    expect(profile).toMatchObject({ username: 'Ada Lovelace', email: 'ada.lovelace@example.com', email_verified: true })
    // the account has no password anyone could know
    expect((await users('ada.lovelace@example.com'))[0]!.password_hash).toBeNull()
  })

  it('refuses a Google token with a forged signature, and makes no account', async () => {
    const user = { sub: 'g-forged', email: 'forged@example.com', email_verified: true, name: 'Forger' }
    await expectRefused({ provider: 'google', token: await google.forgeIdToken(user) }, 401, GOOGLE_REFUSED, 'forged@example.com')
    // the same claims signed by the issuer's own key pass: it was the signature that failed
    expect((await socialLogin({ provider: 'google', token: await google.signIdToken(user) })).statusCode).toBe(200)
  })

  it('refuses expired, wrong-audience and wrong-issuer Google tokens', async () => {
    const user = { sub: 'g-claims', email: 'claims@example.com', email_verified: true, name: 'Claims' }
    await expectRefused({ provider: 'google', token: await google.signIdToken(user, { expiresIn: -120 }) }, 401, GOOGLE_REFUSED, 'claims@example.com')
    await expectRefused({ provider: 'google', token: await google.signIdToken(user, { audience: 'another-app.apps.googleusercontent.com' }) }, 401, GOOGLE_REFUSED)
    await expectRefused({ provider: 'google', token: await google.signIdToken(user, { issuer: 'https://accounts.google.com' }) }, 401, GOOGLE_REFUSED)
    await expectRefused({ provider: 'google', token: await google.signIdToken(user, { issuer: `${google.issuer}/other` }) }, 401, GOOGLE_REFUSED)
    // a token made for several apps must have been requested by this one
    await expectRefused(
      { provider: 'google', token: await google.signIdToken(user, { audience: [google.clientId, 'other-app'], claims: { azp: 'other-app' } }) },
      401,
      GOOGLE_REFUSED,
    )
    await expectRefused({ provider: 'google', token: 'not.a.token-at-all' }, 401, GOOGLE_REFUSED, 'claims@example.com')
  })

  it('refuses a Google account whose email is not verified or not shared', async () => {
    const unverified = { sub: 'g-unverified', email: 'unverified@example.com', email_verified: false, name: 'Unverified' }
    await expectRefused(
      { provider: 'google', token: await google.signIdToken(unverified) },
      403,
      'The email address of your Google account is not verified, so it cannot sign in here.',
      'unverified@example.com',
    )
    await expectRefused(
      { provider: 'google', token: await google.signIdToken({ sub: 'g-no-email', name: 'No Email' }) },
      403,
      'Your Google account did not share an email address, so it cannot sign in here.',
    )
    expect(await identities('g-unverified')).toEqual([])
  })

  it('refuses a bare uid: a provider token is required', async () => {
    await expectRefused({ uid: 'g-100' }, 400, TOKEN_REQUIRED)
    await expectRefused({ provider: 'google', uid: 'g-100' }, 400, TOKEN_REQUIRED)
    await expectRefused({ provider: 'google', uid: 'g-100', token: '' }, 400, TOKEN_REQUIRED)
    // other bad input is a clear 400 too, never a 500
    expect((await socialLogin({ provider: 'myspace', token: 'x'.repeat(20) })).statusCode).toBe(400)
    expect((await socialLogin({ provider: 'google', token: 42 })).statusCode).toBe(400)
    expect((await socialLogin('uid=g-100')).statusCode).toBe(400)
  })

  it('the same Google user twice is one account, known by its subject even when the email changes', async () => {
    const user = { sub: 'g-twice', email: 'twice@example.com', email_verified: true, name: 'Twice' }
    const first = (await socialLogin({ provider: 'google', token: await google.signIdToken(user) })).json()
    const second = (await socialLogin({ provider: 'google', token: await google.signIdToken(user) })).json()
    expect(second.access).not.toBe(first.access)
    expect((await me(second.access)).id).toBe((await me(first.access)).id)
    expect(await users('twice@example.com')).toHaveLength(1)
    expect(await identities('g-twice')).toHaveLength(1)

    const renamed = await socialLogin({ provider: 'google', token: await google.signIdToken({ ...user, email: 'twice.new@example.com' }) })
    expect((await me(renamed.json().access)).id).toBe((await me(first.access)).id)
    expect(await users('twice.new@example.com')).toEqual([])
  })

  it('two first sign-ins of one Google user at once still make one account', async () => {
    const user = { sub: 'g-race', email: 'race@example.com', email_verified: true, name: 'Race' }
    const answers = await Promise.all([1, 2, 3].map(async () => socialLogin({ provider: 'google', token: await google.signIdToken(user) })))
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200])
    const ids = new Set(await Promise.all(answers.map(async (a) => (await me(a.json().access)).id)))
    expect(ids.size).toBe(1)
    expect(await users('race@example.com')).toHaveLength(1)
    expect(await identities('g-race')).toHaveLength(1)
  })

  it('links a first Google sign-in to the existing account of the same verified email', async () => {
    const c = client(ctx.app)
    expect((await c.post('/auth/register', { username: 'Grace', email: 'grace@example.com', password: 'secret1' })).statusCode).toBe(201)
    const code = codeIn(outbox(dataDir, 'mail', 'grace@example.com').at(-1)!.text)
    const verified = await c.post('/auth/verify-otp', { email: 'grace@example.com', otp: code })
    expect(verified.statusCode, verified.body).toBe(200)
    const accountId = (await me(verified.json().access)).id

    const res = await socialLogin({ provider: 'google', token: await google.signIdToken({ sub: 'g-grace', email: 'GRACE@example.com', email_verified: true, name: 'Grace H.' }) })
    expect(res.statusCode, res.body).toBe(200)
    expect((await me(res.json().access)).id).toBe(accountId)
    expect(res.json().username).toBe('Grace')
    expect(await identities('g-grace')).toMatchObject([{ provider: 'google', user_id: accountId, email: 'grace@example.com' }])
    // the account's own password still works
    expect((await c.post('/auth/login', { email: 'grace@example.com', password: 'secret1' })).statusCode).toBe(200)
  })

  it('takes a never-verified registration of the address away from whoever registered it', async () => {
    const c = client(ctx.app)
    // someone registers the owner's address first and never verifies it
    expect((await c.post('/auth/register', { username: 'Squatter', email: 'owner@example.com', password: 'squatter1' })).statusCode).toBe(201)
    const res = await socialLogin({ provider: 'google', token: await google.signIdToken({ sub: 'g-owner', email: 'owner@example.com', email_verified: true, name: 'Owner' }) })
    expect(res.statusCode, res.body).toBe(200)
    expect((await me(res.json().access)).email_verified).toBe(true)
    // the squatter's password no longer opens the account the owner just proved
    expect((await c.post('/auth/login', { email: 'owner@example.com', password: 'squatter1' })).statusCode).not.toBe(200)
    expect(await users('owner@example.com')).toHaveLength(1)
  })

  it('asks a user with two-factor authentication for the second step instead of signing in', async () => {
    const user = { sub: 'g-2fa', email: 'twofactor@example.com', email_verified: true, name: 'Two Factor' }
    expect((await socialLogin({ provider: 'google', token: await google.signIdToken(user) })).statusCode).toBe(200)
    await ctx.db.kysely.updateTable('app_user').set({ two_factor_enabled: 1 }).where('email', '=', 'twofactor@example.com').execute()
    const res = await socialLogin({ provider: 'google', token: await google.signIdToken(user) })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ two_factor_required: true, challenge: expect.any(String), methods: expect.arrayContaining(['totp']) })
    expect(res.json()).not.toHaveProperty('access')
  })

  it('signs in with a Facebook access token checked with the Graph API', async () => {
    const user = { id: 'fb-100', name: 'Marie Curie', email: 'marie@example.com' }
    const res = await socialLogin({ provider: 'facebook', token: facebook.issueToken(user) })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ access: expect.any(String), username: 'Marie Curie' })
    expect(await me(res.json().access)).toMatchObject({ email: 'marie@example.com', email_verified: true })
    // and again: the same account
    const again = await socialLogin({ provider: 'facebook', token: facebook.issueToken(user) })
    expect((await me(again.json().access)).id).toBe((await me(res.json().access)).id)
    expect(await identities('fb-100')).toMatchObject([{ provider: 'facebook', email: 'marie@example.com' }])
  })

  it('refuses invalid, expired and other apps\' Facebook tokens', async () => {
    const user = { id: 'fb-bad', name: 'Bad', email: 'fb.bad@example.com' }
    await expectRefused({ provider: 'facebook', token: 'EAAnot-a-real-token' }, 401, FACEBOOK_REFUSED, 'fb.bad@example.com')
    await expectRefused({ provider: 'facebook', token: facebook.issueToken(user, { expiresIn: -10 }) }, 401, FACEBOOK_REFUSED, 'fb.bad@example.com')
    // a token some other app got from the person (Graph API would answer /me for it)
    await expectRefused({ provider: 'facebook', token: facebook.issueToken(user, { appId: '999888777' }) }, 401, FACEBOOK_REFUSED, 'fb.bad@example.com')
    // a Google token sent as Facebook's
    await expectRefused({ provider: 'facebook', token: await google.signIdToken() }, 401, FACEBOOK_REFUSED)
  })

  it('refuses a Facebook account that shares no email, with a clear message', async () => {
    await expectRefused({ provider: 'facebook', token: facebook.issueToken({ id: 'fb-no-email', name: 'No Email' }) }, 403, FACEBOOK_NO_EMAIL)
    expect(await identities('fb-no-email')).toEqual([])
  })

  it('limits sign-in attempts per address', async () => {
    const c = client(ctx.app)
    const token = await google.forgeIdToken()
    for (let i = 0; i < SOCIAL_LOGIN_LIMIT.limit; i++) expect((await c.post('/auth/social-login/', { provider: 'google', token })).statusCode).toBe(401)
    const limited = await c.post('/auth/social-login/', { provider: 'google', token: await google.signIdToken() })
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBeDefined()
  })

  it('keeps SPEC\'s success and failure texts for the browser', () => {
    expect(AUTH_MESSAGES.socialSuccess).toBe('User logged in successfully')
    expect(AUTH_MESSAGES.somethingWrong).toBe('Something went wrong')
    expect(GOOGLE_REFUSED.startsWith(AUTH_MESSAGES.somethingWrong)).toBe(true)
    expect(FACEBOOK_REFUSED.startsWith(AUTH_MESSAGES.somethingWrong)).toBe(true)
  })
})

describe.each(testDialects())('sign-in with providers not configured or unreachable (%s)', (dialect) => {
  let ctx: TestContext
  let closedPort: string
  beforeAll(async () => {
    const gone = await startFakeGraphApi()
    await gone.stop() // its port is closed now: a provider that does not answer
    closedPort = gone.url
    ctx = await createTestContext(dialect, {
      seed: false,
      config: { DATA_DIR: tempDataDir(), FACEBOOK_APP_ID: gone.appId, FACEBOOK_APP_SECRET: gone.appSecret, FACEBOOK_GRAPH_URL: gone.url },
    })
  })
  afterAll(async () => ctx?.close())

  it('answers 400 "Google sign-in is not configured" without Google settings, and the browser is told', async () => {
    const res = await client(ctx.app).post('/auth/social-login/', { provider: 'google', token: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('Google sign-in is not configured')
    expect((await client(ctx.app).get('/auth/social-config')).json()).toEqual({
      google: null,
      facebook: { app_id: expect.any(String), dialog_url: 'https://www.facebook.com/v19.0/dialog/oauth' },
    })
  })

  it('reports an unreachable provider as unavailable, not as the user\'s fault', async () => {
    const res = await client(ctx.app).post('/auth/social-login/', { provider: 'facebook', token: 'EAA-some-token' })
    expect(res.statusCode).toBe(503)
    expect(res.json().error).toBe(FACEBOOK_UNAVAILABLE)
    // Google's side: an issuer whose discovery does not answer
    const verifier = createGoogleVerifier({ clientId: 'x', issuer: closedPort })
    await expect(verifier.verify('eyJhbGciOiJSUzI1NiJ9.e30.c2ln')).rejects.toMatchObject({ code: 'unavailable', message: GOOGLE_UNAVAILABLE })
    await expect(verifier.authorizationEndpoint()).rejects.toMatchObject({ code: 'unavailable' })
  })
})
