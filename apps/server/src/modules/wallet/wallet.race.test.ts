import { CHECKOUT_MESSAGES, DomainError, GIFT_CARD_MESSAGES, TEST_CARDS } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { outbox, tempDataDir } from '../auth/auth.testing'
import { testPayments } from '../payments/payments.testing'
import { testCard } from '../payments/payments.testing'
import { createWalletService, type WalletModule } from './wallet.service'
import type { Tx } from '../../db/tx'
import { as, idemKey, signUpShopper, type Shopper } from './wallet.testing'

/** The proof: concurrent spends of one balance and concurrent redeems of one code, on each database. */
describe.each(testDialects())('wallet and gift card races (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let wallet: WalletModule
  let alice: Shopper
  let bob: Shopper

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: false, config: { DATA_DIR: dataDir } })
    const payments = testPayments(ctx)
    const mailer = { send: async () => {} }
    wallet = createWalletService({ db: ctx.db, payments, mailer, config: ctx.config })
    alice = await signUpShopper(ctx.app, ctx.db, dataDir, 'Alice')
    bob = await signUpShopper(ctx.app, ctx.db, dataDir, 'Bob')
  })
  afterAll(async () => ctx?.close())

  const inTx = <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => ctx.db.kysely.transaction().execute(fn)

  async function ledgerSum(userId: string): Promise<number> {
    const rows = await ctx.db.kysely.selectFrom('wallet_entry').select('amount_cents').where('user_id', '=', userId).execute()
    return rows.reduce((s, r) => s + r.amount_cents, 0)
  }

  /** A gift card bought through the API; the code as the recipient's mail shows it. */
  async function giftCard(amount: number): Promise<string> {
    const recipient = `friend-${idemKey()}@example.com`
    const res = await as(ctx.app, alice).post('/api/gift-cards', {
      amount_cents: amount,
      recipient_name: 'Friend',
      recipient_email: recipient,
      sender_name: 'Alice',
      card: testCard(TEST_CARDS.approved),
      idempotency_key: idemKey(),
    })
    expect(res.statusCode, res.body).toBe(201)
    return /code: (\S+)/.exec(outbox(dataDir, 'mail', recipient).at(-1)!.text)![1]!
  }

  it('50 concurrent $10 spends of a $100 balance: exactly 10 succeed, never negative, ledger = balance', async () => {
    await inTx((tx) => wallet.credit(tx, { user_id: alice.userId, kind: 'top_up', amount_cents: 10_000, reference: 'Visa •••• 4242' }))
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => inTx((tx) => wallet.debit(tx, { user_id: alice.userId, amount_cents: 1000, reference: `LL-${1000 + i}` }))),
    )
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(results.length - refused.length).toBe(10)
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(DomainError)
      expect([r.reason.code, r.reason.message]).toEqual(['conflict', CHECKOUT_MESSAGES.walletTooLow])
    }
    expect(await wallet.balance(alice.userId)).toBe(0)
    expect(await ledgerSum(alice.userId)).toBe(0)
    const entries = await ctx.db.kysely.selectFrom('wallet_entry').select('id').where('user_id', '=', alice.userId).where('kind', '=', 'order_payment').execute()
    expect(entries).toHaveLength(10)
  })

  it('a keyed move repeated concurrently is written once and moves the balance once', async () => {
    await Promise.all(
      Array.from({ length: 10 }, () =>
        inTx((tx) => wallet.credit(tx, { user_id: bob.userId, kind: 'refund', amount_cents: 700, reference: 'LL-2001', idempotency_key: 'refund:LL-2001' })),
      ).map((p) => p.catch(() => undefined)),
    )
    expect(await wallet.balance(bob.userId)).toBe(700)
    await inTx((tx) => wallet.debit(tx, { user_id: bob.userId, amount_cents: 300, reference: 'LL-2002', idempotency_key: 'pay:LL-2002' }))
    await inTx((tx) => wallet.debit(tx, { user_id: bob.userId, amount_cents: 300, reference: 'LL-2002', idempotency_key: 'pay:LL-2002' }))
    expect(await wallet.balance(bob.userId)).toBe(400)
    expect(await ledgerSum(bob.userId)).toBe(400)
  })

  it('a debit that fails leaves the caller free to roll back everything it wrote', async () => {
    const before = await wallet.balance(bob.userId)
    await expect(inTx((tx) => wallet.debit(tx, { user_id: bob.userId, amount_cents: before + 1, reference: 'LL-2003' }))).rejects.toThrow(CHECKOUT_MESSAGES.walletTooLow)
    expect(await wallet.balance(bob.userId)).toBe(before)
    expect(await ledgerSum(bob.userId)).toBe(before)
  })

  it('one gift card redeemed 20 times at once by 2 shoppers moves its value once', async () => {
    const code = await giftCard(5000)
    const carol = await signUpShopper(ctx.app, ctx.db, dataDir, 'Carol')
    const dave = await signUpShopper(ctx.app, ctx.db, dataDir, 'Dave')
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => as(ctx.app, i % 2 ? carol : dave, `10.66.0.${i + 1}`).post('/api/gift-cards/redeem', { code })),
    )
    const codes = answers.map((a) => a.statusCode)
    expect(codes.filter((c) => c === 200)).toHaveLength(1)
    expect(codes.filter((c) => c === 409)).toHaveLength(19)
    expect(answers.find((a) => a.statusCode === 409)!.json().detail).toBe(GIFT_CARD_MESSAGES.alreadyRedeemed)
    const balances = [await wallet.balance(carol.userId), await wallet.balance(dave.userId)]
    expect(balances.sort((a, b) => a - b)).toEqual([0, 5000])
    expect((await ledgerSum(carol.userId)) + (await ledgerSum(dave.userId))).toBe(5000)
  })

  it('checkout spends of one gift card never take more than it holds; a restore gives back', async () => {
    const code = await giftCard(5000)
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => inTx((tx) => wallet.spendGiftCard(tx, code, 1000))))
    const spent = results.filter((r) => r.status === 'fulfilled').map((r) => (r as PromiseFulfilledResult<{ gift_card_id: string; amount_cents: number }>).value)
    expect(spent.reduce((s, r) => s + r.amount_cents, 0)).toBe(5000)
    const empty = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(empty?.reason.message).toBe(CHECKOUT_MESSAGES.giftCardEmpty)
    const card = await ctx.db.kysely.selectFrom('gift_card').select(['id', 'balance_cents']).where('id', '=', spent[0]!.gift_card_id).executeTakeFirstOrThrow()
    expect(card.balance_cents).toBe(0)

    await inTx((tx) => wallet.restoreGiftCard(tx, card.id, 2000))
    expect(await inTx((tx) => wallet.spendGiftCard(tx, code, 9999))).toEqual({ gift_card_id: card.id, amount_cents: 2000 })
    await inTx((tx) => wallet.restoreGiftCard(tx, card.id, 5000))
    await expect(inTx((tx) => wallet.restoreGiftCard(tx, card.id, 1))).rejects.toThrow(/cannot hold more/)
    await expect(inTx((tx) => wallet.spendGiftCard(tx, 'AAAA-BBBB-CCCC-DDDD', 100))).rejects.toThrow(CHECKOUT_MESSAGES.giftCardUnknown)
  })
})
