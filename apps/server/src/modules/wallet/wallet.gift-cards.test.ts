import { TEST_CARDS } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import type { MailMessage } from '../notifications/notifications.types'
import { testPayments } from '../payments/payments.testing'
import { testCard } from '../payments/payments.testing'
import { GIFT_CARD_ERRORS } from './wallet.gift-cards'
import { createWalletService, type WalletModule } from './wallet.service'
import { idemKey, signUpShopper, type Shopper } from './wallet.testing'

describe.each(testDialects())('gift card issuing when the mail fails (%s)', (dialect) => {
  let ctx: TestContext
  let wallet: WalletModule
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
    wallet = createWalletService({ db: ctx.db, payments: testPayments(ctx), mailer, config: ctx.config })
    alice = await signUpShopper(ctx.app, ctx.db, dataDir, 'Alice')
  })
  afterAll(async () => ctx?.close())
  // COMPILE-ONLY adaptation (issue 20, F1): the old test gateway's charge count, as succeeded payments; F2 rewrites this test.
  const charges = async () => (await ctx.db.kysely.selectFrom('payment').select('id').where('status', '=', 'succeeded').execute()).length

  it('withdraws the unsent card (503), and a retry with the key mails a fresh code without charging again', async () => {
    const input = {
      amount_cents: 2500,
      recipient_name: 'Marta',
      recipient_email: 'marta@example.com',
      sender_name: 'Alice',
      message: '',
      card: testCard(TEST_CARDS.approved),
      idempotency_key: idemKey(),
    }
    mailDown = true
    await expect(wallet.buyGiftCard(alice.userId, input, 'USD')).rejects.toMatchObject({ code: 'unavailable', message: GIFT_CARD_ERRORS.mailFailed })
    expect(await ctx.db.kysely.selectFrom('gift_card').select('id').execute()).toHaveLength(0)
    expect(await charges()).toBe(1)

    mailDown = false
    const receipt = await wallet.buyGiftCard(alice.userId, input, 'USD')
    expect(await charges()).toBe(1)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.text).toContain(`-${receipt.code_last4}`)
    expect(await wallet.giftCards(alice.userId)).toEqual([receipt])
    expect(await wallet.buyGiftCard(alice.userId, input, 'USD')).toEqual(receipt)
    expect(sent).toHaveLength(1)
  })
})
