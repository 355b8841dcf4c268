import { DomainError, GIFT_CARD_LIMIT_MESSAGES, TEST_CARDS, WALLET_MESSAGES, walletCurrencyMessage, type PaymentStart, type Wallet } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tx } from '../../db/tx'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { outbox, tempDataDir } from '../auth/auth.testing'
import { testCard, testPayments } from '../payments/payments.testing'
import type { PaymentsService } from '../payments/payments.types'
import { createWalletService, type WalletModule } from './wallet.service'
import { as, idemKey, signUpShopper, type Shopper } from './wallet.testing'
import { pay, type Send } from '../../test/card-payments.testing'

/** Decision 041: a wallet holds one currency; top-ups and gift cards are in the shopper's market currency. */
describe.each(testDialects())('wallet currency (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let payments: PaymentsService
  let wallet: WalletModule

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: false, config: { DATA_DIR: dataDir } })
    payments = testPayments(ctx)
    wallet = createWalletService({ db: ctx.db, payments, mailer: { send: async () => {} }, config: ctx.config })
  })
  afterAll(async () => ctx?.close())

  const inTx = <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => ctx.db.kysely.transaction().execute(fn)
  const shopper = (name: string) => signUpShopper(ctx.app, ctx.db, dataDir, name)
  const topUp = (who: Shopper, shipTo: string, amount: number, number: string = TEST_CARDS.approved) =>
    as(ctx.app, who, who.ip, shipTo).post('/api/wallet/top-up', { amount_cents: amount, card: testCard(number), idempotency_key: idemKey() })
  const walletOf = async (who: Shopper, shipTo?: string): Promise<Wallet> => (await as(ctx.app, who, who.ip, shipTo).get('/api/wallet')).json()
  const paymentCount = async (userId: string) => (await ctx.db.kysely.selectFrom('payment').select('id').where('user_id', '=', userId).execute()).length

  async function buyGiftCard(who: Shopper, shipTo: string, amount: number) {
    const recipient = `friend-${idemKey()}@example.com`
    const res = await as(ctx.app, who, who.ip, shipTo).post('/api/gift-cards', {
      amount_cents: amount,
      recipient_name: 'Friend',
      recipient_email: recipient,
      sender_name: who.email,
      card: testCard(TEST_CARDS.approved),
      idempotency_key: idemKey(),
    })
    const mail = res.statusCode === 201 ? outbox(dataDir, 'mail', recipient).at(-1) : undefined
    return { res, code: mail ? /code: (\S+)/.exec(mail.text)![1]! : '', mail }
  }

  it('tops up in the market currency with its presets: a Czech shopper’s wallet holds crowns', async () => {
    const eva = await shopper('Eva')
    const empty = await walletOf(eva, 'CZ')
    expect(empty).toMatchObject({ balance_cents: 0, currency: 'USD', market_currency: 'CZK', top_up_amounts: [50000, 100000, 250000] })
    expect(empty.gift_card).toEqual({ amounts: [50000, 100000, 250000, 500000], min_cents: 25000, max_cents: 1250000 })
    // A dollar preset is not a crown preset.
    const wrong = await topUp(eva, 'CZ', 2500)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({ detail: WALLET_MESSAGES.selectAmount, errors: [{ path: 'amount_cents' }] })
    const res = await topUp(eva, 'CZ', 100000)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ balance_cents: 100000, currency: 'CZK', entries: [{ kind: 'top_up', amount_cents: 100000, currency: 'CZK' }] })
    const payment = await ctx.db.kysely.selectFrom('payment').selectAll().where('user_id', '=', eva.userId).executeTakeFirstOrThrow()
    expect(payment).toMatchObject({ purpose: 'top_up', amount_cents: 100000, currency: 'CZK', status: 'succeeded' })
    expect(await wallet.account(eva.userId)).toEqual({ balance_cents: 100000, currency: 'CZK' })
  })

  it('refuses a top-up in another currency into a non-empty wallet before charging', async () => {
    const jan = await shopper('Jan')
    expect((await topUp(jan, 'CZ', 50000)).statusCode).toBe(200)
    const before = await paymentCount(jan.userId)
    const res = await topUp(jan, 'DE', 2000)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ reason: 'wallet_currency', detail: walletCurrencyMessage('CZK', 'EUR') })
    expect(await paymentCount(jan.userId)).toBe(before)
    expect(await wallet.account(jan.userId)).toEqual({ balance_cents: 50000, currency: 'CZK' })
  })

  it('an emptied wallet takes the next credit’s currency; the ledger keeps each entry’s own', async () => {
    const ana = await shopper('Ana')
    expect((await topUp(ana, 'SI', 2000)).statusCode).toBe(200)
    await inTx((tx) => wallet.debit(tx, { user_id: ana.userId, amount_cents: 2000, currency: 'EUR', reference: 'LL-9001' }))
    const res = await topUp(ana, 'CZ', 50000)
    expect(res.statusCode, res.body).toBe(200)
    const w = await walletOf(ana)
    expect(w).toMatchObject({ balance_cents: 50000, currency: 'CZK' })
    // Entries written within one millisecond may list in either order: compare them as a set.
    const entries = w.entries.map((e) => [e.kind, e.amount_cents, e.currency])
    expect(entries).toHaveLength(3)
    expect(entries).toEqual(expect.arrayContaining([['top_up', 50000, 'CZK'], ['order_payment', -2000, 'EUR'], ['top_up', 2000, 'EUR']]))
  })

  it('pays orders only in the wallet’s currency', async () => {
    const ida = await shopper('Ida')
    await inTx((tx) => wallet.credit(tx, { user_id: ida.userId, kind: 'refund', amount_cents: 5000, currency: 'EUR', reference: 'LL-9002' }))
    const err = await inTx((tx) => wallet.debit(tx, { user_id: ida.userId, amount_cents: 1000, currency: 'USD', reference: 'LL-9003' })).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(DomainError)
    expect(err).toMatchObject({ reason: 'wallet_currency', message: walletCurrencyMessage('EUR', 'USD') })
    await inTx((tx) => wallet.debit(tx, { user_id: ida.userId, amount_cents: 1000, currency: 'EUR', reference: 'LL-9004' }))
    expect(await wallet.account(ida.userId)).toEqual({ balance_cents: 4000, currency: 'EUR' })
    const refused = await inTx((tx) => wallet.credit(tx, { user_id: ida.userId, kind: 'refund', amount_cents: 100, currency: 'CZK', reference: 'LL-9005' })).catch((e: unknown) => e)
    expect(refused).toMatchObject({ reason: 'wallet_currency' })
    const entries = await ctx.db.kysely.selectFrom('wallet_entry').select('amount_cents').where('user_id', '=', ida.userId).execute()
    expect(entries.reduce((s, e) => s + e.amount_cents, 0)).toBe(4000)
  })

  it('sells gift cards in the market currency within its limits; they redeem into a wallet of that currency only', async () => {
    const petr = await shopper('Petr')
    const low = await buyGiftCard(petr, 'CZ', 20000)
    expect(low.res.statusCode).toBe(400)
    expect(low.res.json()).toMatchObject({ detail: GIFT_CARD_LIMIT_MESSAGES.CZK.min, errors: [{ path: 'amount_cents', message: GIFT_CARD_LIMIT_MESSAGES.CZK.min }] })
    const high = await buyGiftCard(petr, 'DE', 60000)
    expect(high.res.json()).toMatchObject({ detail: GIFT_CARD_LIMIT_MESSAGES.EUR.max })
    const czk = await buyGiftCard(petr, 'CZ', 100000)
    expect(czk.res.statusCode, czk.res.body).toBe(201)
    expect(czk.res.json()).toMatchObject({ amount_cents: 100000, currency: 'CZK' })
    expect(czk.mail!.text).toContain('1,000')
    expect(czk.mail!.subject).toMatch(/CZK|Kč/)

    // A wallet holding euros refuses crowns, and the card keeps its value.
    const lena = await shopper('Lena')
    expect((await topUp(lena, 'AT', 2000)).statusCode).toBe(200)
    const refused = await as(ctx.app, lena).post('/api/gift-cards/redeem', { code: czk.code })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ reason: 'wallet_currency', detail: walletCurrencyMessage('EUR', 'CZK') })
    const card = await ctx.db.kysely.selectFrom('gift_card').select(['balance_cents', 'currency', 'redeemed_at']).where('code_last4', '=', czk.code.slice(-4)).executeTakeFirstOrThrow()
    expect(card).toEqual({ balance_cents: 100000, currency: 'CZK', redeemed_at: null })

    // An empty wallet takes it in crowns.
    const tom = await shopper('Tom')
    const ok = await as(ctx.app, tom).post('/api/gift-cards/redeem', { code: czk.code })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json()).toMatchObject({ amount_cents: 100000, balance_cents: 100000, currency: 'CZK' })
  })

  it('spends a gift card at checkout only in its currency', async () => {
    const olga = await shopper('Olga')
    const eur = await buyGiftCard(olga, 'FR', 5000)
    expect(eur.res.statusCode, eur.res.body).toBe(201)
    const err = await inTx((tx) => wallet.spendGiftCard(tx, eur.code, 3000, 'USD')).catch((e: unknown) => e)
    expect(err).toMatchObject({ reason: 'gift_card_currency', message: 'This gift card is in EUR; it cannot pay an order in USD' })
    expect(await inTx((tx) => wallet.spendGiftCard(tx, eur.code, 3000, 'EUR'))).toMatchObject({ amount_cents: 3000 })
  })

  it('two concurrent first credits in different currencies into an empty wallet: exactly one wins, the other is refused', async () => {
    for (let round = 0; round < 5; round++) {
      const who = await shopper(`Race${round}`)
      // Rounds alternate between a wallet with no row yet and an emptied one (row with balance 0).
      if (round % 2) {
        await inTx((tx) => wallet.credit(tx, { user_id: who.userId, kind: 'refund', amount_cents: 100, currency: 'USD', reference: 'LL-1' }))
        await inTx((tx) => wallet.debit(tx, { user_id: who.userId, amount_cents: 100, currency: 'USD', reference: 'LL-2' }))
      }
      const results = await Promise.allSettled(
        (['EUR', 'CZK'] as const).map((currency) =>
          inTx((tx) => wallet.credit(tx, { user_id: who.userId, kind: 'refund', amount_cents: currency === 'EUR' ? 700 : 50000, currency, reference: `LL-${currency}` })),
        ),
      )
      const won = results.filter((r) => r.status === 'fulfilled')
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      expect(won).toHaveLength(1)
      expect(lost).toHaveLength(1)
      expect(lost[0]!.reason).toMatchObject({ reason: 'wallet_currency' })
      const account = await wallet.account(who.userId)
      expect(account).toEqual(account.currency === 'EUR' ? { balance_cents: 700, currency: 'EUR' } : { balance_cents: 50000, currency: 'CZK' })
      const entries = await ctx.db.kysely.selectFrom('wallet_entry').select(['amount_cents', 'currency']).where('user_id', '=', who.userId).execute()
      expect(entries.reduce((s, e) => s + e.amount_cents, 0)).toBe(account.balance_cents)
      expect(entries.filter((e) => e.currency !== 'USD').map((e) => e.currency)).toEqual([account.currency])
    }
  })

  it('a top-up that loses its wallet to another currency meanwhile is refunded, not kept', async () => {
    const max = await shopper('Max')
    const w = as(ctx.app, max, max.ip, 'CZ')
    const send: Send = (method, url, body) => (method === 'GET' ? w.get(url) : w.post(url, body))
    const started = await w.post('/api/wallet/top-up', { amount_cents: 50000, idempotency_key: idemKey() })
    expect(started.statusCode, started.body).toBe(202)
    // While the shopper pays, a refund in euros lands in the empty wallet.
    await inTx((tx) => wallet.credit(tx, { user_id: max.userId, kind: 'refund', amount_cents: 1500, currency: 'EUR', reference: 'LL-9100' }))
    const res = await pay(send, started.json<PaymentStart>(), testCard(TEST_CARDS.approved))
    expect([res.statusCode, res.json().reason]).toEqual([409, 'wallet_currency'])
    const payment = await ctx.db.kysely.selectFrom('payment').selectAll().where('user_id', '=', max.userId).executeTakeFirstOrThrow()
    expect(payment).toMatchObject({ currency: 'CZK', amount_cents: 50000, refunded_cents: 50000, status: 'refunded' })
    expect(await wallet.account(max.userId)).toEqual({ balance_cents: 1500, currency: 'EUR' })
  })
})
