import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import {
  apiOk,
  CARDS,
  eventually,
  fillCard,
  fixtureAccount,
  horizontalOverflow,
  launch,
  mailTo,
  openPage,
  PHONE,
  signIn,
  snap,
  unexpectedErrors,
} from '../support'

/**
 * Issue 4, gift cards: shopper A buys a $25 gift card on /giftcart for shopper B's email, paid by
 * card; B's mailbox gets the code (A only ever sees its last four); B redeems it on /redeem, B's
 * /wallet shows +$25, and the same code is refused the second time.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

interface WalletAnswer {
  balance_cents: number
  entries: Array<{ kind: string; amount_cents: number }>
}

const CODE = /\b([A-Z2-9]{4}(?:-[A-Z2-9]{4}){3})\b/

describe('gift cards', () => {
  it('phone: A buys a $25 card for B → B gets the code by email → redeems it once → wallet +$25', async () => {
    const sender = fixtureAccount('giftSender')
    const recipient = fixtureAccount('giftRecipient')
    const a = await signIn(sender)
    const b = await signIn(recipient)
    const since = Date.now()

    // A buys and sends.
    const buyer = await openPage(browser, PHONE, a.storage)
    let last4: string
    try {
      const { page } = buyer
      const main = page.getByRole('main')
      await page.goto('/giftcart')
      await page.getByRole('heading', { level: 1, name: 'Gift cards' }).waitFor({ timeout: 10_000 })
      await main.getByText('You have not bought any gift cards yet.').waitFor()
      await main.getByRole('group', { name: 'Amount' }).getByText(/^\$25(\.00)?$/).click()
      await main.getByLabel('Recipient’s name', { exact: true }).fill(recipient.name)
      await main.getByLabel('Recipient’s email', { exact: true }).fill(recipient.email)
      await main.getByLabel('Your name', { exact: true }).fill(sender.name)
      await main.getByLabel('Personal message (optional)', { exact: true }).fill('Happy birthday! Something nice for your skin.')
      await fillCard(main, CARDS.approved)
      assert.equal(await horizontalOverflow(page, PHONE.width), null)
      await snap(page, 'money-gift-1-form')
      await main.getByRole('button', { name: 'Buy and send' }).click()

      const sent = main.getByRole('status').filter({ hasText: 'Your gift card is on its way' })
      await sent.waitFor({ timeout: 15_000 })
      await sent.getByText(`A $25.00 gift card was sent to ${recipient.email}.`).waitFor()
      last4 = /Its code ends with (\w{4})\./.exec((await sent.textContent()) ?? '')?.[1] ?? ''
      assert.match(last4, /^[A-Z2-9]{4}$/)
      await main.getByRole('list', { name: 'Gift cards you bought' }).getByText(`To ${recipient.email}`).waitFor()
      await snap(page, 'money-gift-2-sent')
      assert.deepEqual(unexpectedErrors(buyer.errors), [], `console or page errors (A):\n${buyer.errors.join('\n')}`)
    } finally {
      await buyer.context.close()
    }
    // The card paid; the buyer's wallet is untouched.
    assert.equal((await apiOk<WalletAnswer>('GET', '/api/wallet', { token: a.token })).balance_cents, 0)

    // B's mailbox holds the full code, ending in what A was shown.
    const mail = await mailTo(recipient.email, since, (m) => CODE.test(m.text))
    const code = CODE.exec(mail.text)![1]!
    assert.equal(code.slice(-4), last4)
    assert.match(mail.text, /\$25\.00/)
    assert.match(mail.text, new RegExp(sender.name))

    // B redeems it (typed lower-case without dashes: the form writes it the printed way).
    const redeemer = await openPage(browser, PHONE, b.storage)
    try {
      const { page } = redeemer
      const main = page.getByRole('main')
      await page.goto('/redeem')
      await page.getByRole('heading', { level: 1, name: 'Redeem a gift card' }).waitFor({ timeout: 10_000 })
      const field = main.getByLabel('Gift card code', { exact: true })
      await field.pressSequentially(code.replace(/-/g, '').toLowerCase(), { delay: 5 })
      assert.equal(await field.inputValue(), code)
      await snap(page, 'money-gift-3-redeem')
      await main.getByRole('button', { name: 'Redeem', exact: true }).click()
      await main.getByText('The gift card has been added to your wallet').waitFor({ timeout: 10_000 })
      await main.getByText('$25.00 added. Your wallet balance is now $25.00.').waitFor()
      await snap(page, 'money-gift-4-redeemed')

      // The wallet shows it.
      await main.getByRole('link', { name: 'Go to your wallet' }).click()
      await page.waitForURL((u) => u.pathname === '/wallet')
      await eventually(async () => assert.equal(((await page.getByTestId('wallet-balance').textContent()) ?? '').trim(), '$25.00'), 10_000)
      const first = main.getByRole('list', { name: 'History' }).getByRole('listitem').first()
      await eventually(async () => assert.match((await first.textContent()) ?? '', /Gift card redeemed.*\+\$25\.00/))
      assert.equal(await horizontalOverflow(page, PHONE.width), null)
      await snap(page, 'money-gift-5-wallet')

      // The same code a second time is refused, and the balance stays.
      await page.goto('/redeem')
      await field.fill(code)
      await main.getByRole('button', { name: 'Redeem', exact: true }).click()
      await main.getByText('This gift card has already been used', { exact: true }).waitFor({ timeout: 10_000 })
      await snap(page, 'money-gift-6-used')
      const wallet = await apiOk<WalletAnswer>('GET', '/api/wallet', { token: b.token })
      assert.equal(wallet.balance_cents, 2500)
      assert.deepEqual(wallet.entries.map((e) => [e.kind, e.amount_cents]), [['gift_card', 2500]])

      assert.deepEqual(unexpectedErrors(redeemer.errors), [], `console or page errors (B):\n${redeemer.errors.join('\n')}`)
    } finally {
      await redeemer.context.close()
    }
  })
})
