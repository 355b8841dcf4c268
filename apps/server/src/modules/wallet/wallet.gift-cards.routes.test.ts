import { GIFT_CARD_CODE_PATTERN, GIFT_CARD_MESSAGES, PAYMENT_MESSAGES, TEST_CARDS, WALLET_MESSAGES } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { outbox, tempDataDir } from '../auth/auth.testing'
import { testCard } from '../payments/payments.testing'
import { as, idemKey, signUpShopper, type Shopper } from './wallet.testing'

type Mail = { to: string; subject?: string; text: string; html?: string }

describe.each(testDialects())('gift cards (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let alice: Shopper
  let bob: Shopper
  let ip = 1

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: false, config: { DATA_DIR: dataDir, PUBLIC_URL: 'https://shop.example' } })
    alice = await signUpShopper(ctx.app, ctx.db, dataDir, 'Alice')
    bob = await signUpShopper(ctx.app, ctx.db, dataDir, 'Bob')
  })
  afterAll(async () => ctx?.close())

  let recipient = 0
  const purchase = (extra: Record<string, unknown> = {}) => ({
    amount_cents: 5000,
    recipient_name: 'Marta',
    recipient_email: `marta-${++recipient}@example.com`,
    sender_name: 'Alice',
    message: 'Happy birthday! <script>alert(1)</script> & love',
    card: testCard(TEST_CARDS.approved),
    idempotency_key: idemKey(),
    ...extra,
  })
  const mails = (to: string) => outbox(dataDir, 'mail', to) as Mail[]
  const codeIn = (text: string) => /code: ([A-Z2-9]{4}(?:-[A-Z2-9]{4}){3})/.exec(text)?.[1]

  async function buy(who: Shopper, body = purchase()) {
    const res = await as(ctx.app, who).post('/api/gift-cards', body)
    expect(res.statusCode, res.body).toBe(201)
    const code = codeIn(mails(body.recipient_email).at(-1)!.text)!
    return { receipt: res.json(), code, body }
  }
  /** Each redeem from a fresh address, so only the per-user limit can bite. */
  const redeem = (who: Shopper | null, code: string, from = `10.77.0.${ip++}`) => as(ctx.app, who, from).post('/api/gift-cards/redeem', { code })

  it('refuses guests', async () => {
    expect((await as(ctx.app, null).post('/api/gift-cards', purchase())).statusCode).toBe(401)
    expect((await as(ctx.app, null).get('/api/gift-cards')).statusCode).toBe(401)
    expect((await redeem(null, 'ABCD-EFGH-JKLM-NPQR')).statusCode).toBe(401)
  })

  it('emails an unguessable code to the recipient, stores only its hash and last four', async () => {
    const { receipt, code, body } = await buy(alice)
    expect(code).toMatch(GIFT_CARD_CODE_PATTERN)
    expect(receipt).toMatchObject({ amount_cents: 5000, recipient_email: body.recipient_email, code_last4: code.slice(-4), message: body.message })
    expect(JSON.stringify(receipt)).not.toContain(code)
    const [mail] = mails(body.recipient_email)
    expect(mail!.subject).toBe('Alice sent you a $50.00 gift card')
    expect(mail!.text).toContain('https://shop.example/redeem')
    expect(mail!.text).toContain('Happy birthday!')
    expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; love')
    expect(mail!.html).not.toContain('<script>')
    const rows = JSON.stringify(await ctx.db.kysely.selectFrom('gift_card').selectAll().execute())
    expect(rows).not.toContain(code)
    expect(rows).not.toContain(code.replace(/-/g, ''))
  })

  it('lists what I bought, newest first, and nothing of anyone else', async () => {
    const { receipt } = await buy(alice, purchase({ amount_cents: 2500 }))
    const mine = await as(ctx.app, alice).get('/api/gift-cards')
    expect(mine.statusCode).toBe(200)
    expect(mine.json().data[0]).toEqual(receipt)
    expect((await as(ctx.app, bob).get('/api/gift-cards')).json().data).toEqual([])
  })

  it('a repeated purchase (same key) charges, issues and mails once', async () => {
    const body = purchase()
    const first = await as(ctx.app, alice).post('/api/gift-cards', body)
    const again = await as(ctx.app, alice).post('/api/gift-cards', body)
    expect([first.statusCode, again.statusCode]).toEqual([201, 201])
    expect(again.json().id).toBe(first.json().id)
    expect(mails(body.recipient_email)).toHaveLength(1)
  })

  it('the wallet cannot buy gift cards: any wallet field is refused before anything is charged', async () => {
    for (const extra of [{ wallet_cents: 5000 }, { use_wallet: true }, { payment_method: 'wallet' }]) {
      const body = purchase(extra)
      const res = await as(ctx.app, alice).post('/api/gift-cards', body)
      expect(res.statusCode, JSON.stringify(extra)).toBe(400)
      expect(res.json()).toMatchObject({ code: 'validation_failed', detail: WALLET_MESSAGES.noGiftCards })
      expect(mails(body.recipient_email)).toHaveLength(0)
    }
  })

  it('validates the purchase and answers a declined card with 402', async () => {
    const bad = await as(ctx.app, alice).post('/api/gift-cards', purchase({ recipient_email: 'not-an-email' }))
    expect(bad.statusCode).toBe(400)
    expect(bad.json().detail).toBe('Email is not valid')
    const body = purchase({ card: testCard(TEST_CARDS.declined) })
    const declined = await as(ctx.app, alice).post('/api/gift-cards', body)
    expect(declined.statusCode).toBe(402)
    expect(declined.json().detail).toBe(PAYMENT_MESSAGES.declined)
    expect(mails(body.recipient_email)).toHaveLength(0)
  })

  it('redeems into the wallet once; a second redeem is 409, a wrong code 400', async () => {
    const { code } = await buy(alice, purchase({ amount_cents: 7500 }))
    const typed = code.toLowerCase().replace(/-/g, ' ')
    const res = await redeem(bob, typed)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: GIFT_CARD_MESSAGES.redeemed, amount_cents: 7500, balance_cents: 7500, currency: 'USD' })
    const wallet = (await as(ctx.app, bob).get('/api/wallet')).json()
    expect(wallet.entries[0]).toMatchObject({ kind: 'gift_card', amount_cents: 7500, reference: `Gift card •••• ${code.slice(-4)}` })

    const twice = await redeem(bob, code)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().detail).toBe(GIFT_CARD_MESSAGES.alreadyRedeemed)
    expect((await redeem(alice, code)).statusCode).toBe(409)

    for (const wrong of ['AAAA-BBBB-CCCC-DDDD', 'not a code', '']) {
      const miss = await redeem(alice, wrong)
      expect(miss.statusCode, wrong).toBe(400)
    }
    expect((await redeem(alice, 'AAAA-BBBB-CCCC-DDDD')).json().detail).toBe(GIFT_CARD_MESSAGES.invalidCode)
    expect((await as(ctx.app, bob).get('/api/wallet')).json().balance_cents).toBe(7500)
  })

  it('limits redeem attempts to 10 per 15 minutes per user and per IP address', async () => {
    const carol = await signUpShopper(ctx.app, ctx.db, dataDir, 'Carol')
    for (let i = 0; i < 10; i++) expect((await redeem(carol, 'AAAA-BBBB-CCCC-DDDD')).statusCode).toBe(400)
    const limited = await redeem(carol, 'AAAA-BBBB-CCCC-DDDD')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().code).toBe('rate_limited')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)

    const shared = '10.88.0.1'
    const dave = await signUpShopper(ctx.app, ctx.db, dataDir, 'Dave')
    const erin = await signUpShopper(ctx.app, ctx.db, dataDir, 'Erin')
    for (let i = 0; i < 10; i++) expect((await redeem(i % 2 ? dave : erin, 'AAAA-BBBB-CCCC-DDDD', shared)).statusCode).toBe(400)
    expect((await redeem(dave, 'AAAA-BBBB-CCCC-DDDD', shared)).statusCode).toBe(429)
  })
})
