import { TEST_CARDS } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import type { MailMessage } from '../notifications/notifications.types'
import { confirmAtProcessor, testCard, testPayments } from '../payments/payments.testing'
import { GIFT_CARD_ERRORS } from './wallet.gift-cards'
import { createWalletService, type WalletModule } from './wallet.service'
import { idemKey, signUpShopper, type Shopper } from './wallet.testing'

describe.each(testDialects())('gift card issuing when the mail fails (%s)', (dialect) => {
  let ctx: TestContext
  let wallet: WalletModule
  let payments: ReturnType<typeof testPayments>
  let alice: Shopper
  const sent: MailMessage[] = []
  let mailDown = false

  beforeAll(async () => {
    const dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: false, config: { DATA_DIR: dataDir } })
    const mailer = {
      async send(m: MailMessage) {
        if (mailDown) throw new Error('SMTP 421 service not available')
        sent.push(m)
      },
    }
    payments = testPayments(ctx)
    wallet = createWalletService({ db: ctx.db, payments, mailer, config: ctx.config })
    alice = await signUpShopper(ctx.app, ctx.db, dataDir, 'Alice')
  })
  afterAll(async () => ctx?.close())

  it('a paid card whose mail failed answers 503, and buying again with the key mails a fresh code without a second payment', async () => {
    const input = { amount_cents: 2500, recipient_name: 'Marta', recipient_email: 'marta@example.com', sender_name: 'Alice', message: '', idempotency_key: idemKey() }
    mailDown = true
    const start = await wallet.buyGiftCard(alice.userId, input, 'USD')
    expect((await confirmAtProcessor(ctx.processor, start, testCard(TEST_CARDS.approved))).status).toBe(200)
    expect(await payments.settle(start.id)).toEqual({ status: 'succeeded' })
    await expect(payments.completeFor(start.id, alice.userId)).rejects.toMatchObject({ reason: 'gift_card_mail_failed', message: GIFT_CARD_ERRORS.mailFailed })
    expect(await ctx.db.kysely.selectFrom('gift_card').select('id').execute()).toHaveLength(1)
    expect(sent).toHaveLength(0)

    mailDown = false
    const again = await wallet.buyGiftCard(alice.userId, input, 'USD')
    expect(again.id).toBe(start.id)
    expect(sent).toHaveLength(1)
    const answer = await payments.completeFor(start.id, alice.userId)
    expect(answer).toMatchObject({ done: true, outcome: { status: 'succeeded', purpose: 'gift_card', gift_card: { amount_cents: 2500, recipient_email: 'marta@example.com' } } })
    const receipt = answer.done && answer.outcome.purpose === 'gift_card' ? answer.outcome.gift_card : null
    expect(sent[0]!.text).toContain(`-${receipt!.code_last4}`)
    expect(await wallet.giftCards(alice.userId)).toEqual([receipt])
    // Once more: nothing new is mailed, paid or made.
    expect((await wallet.buyGiftCard(alice.userId, input, 'USD')).id).toBe(start.id)
    expect(sent).toHaveLength(1)
    expect(await ctx.db.kysely.selectFrom('payment').select('id').where('user_id', '=', alice.userId).execute()).toHaveLength(1)
    expect(await ctx.db.kysely.selectFrom('gift_card_purchase').selectAll().execute()).toEqual([])
  })
})
