import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import {
  addToCartFromDetails,
  apiOk,
  buyableProducts,
  CARDS,
  DESKTOP,
  eventually,
  fillAddress,
  fillCard,
  fixtureAccount,
  headerCart,
  launch,
  mouseAway,
  openPage,
  signIn,
  snap,
  toast,
  unexpectedErrors,
  usd,
  US_ADDRESS,
} from '../support'

/**
 * Issue 4, the wallet: on /wallet "Top up" without an amount says SPEC's "Please select an amount";
 * a card issued abroad is refused; 4242… tops up $50 and the balance and ledger follow. Then the
 * shopper checks out (first address saved on the way) and pays part from the wallet, the rest by
 * card; confirmation and order view show both parts, and the wallet shows the payment.
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

const FROM_WALLET = 2000

async function balanceShown(page: Page): Promise<string> {
  return ((await page.getByTestId('wallet-balance').textContent()) ?? '').trim()
}

describe('wallet', () => {
  it('desktop: top-up refusals, a $50 top-up, then an order paid part wallet, part card', async () => {
    const account = fixtureAccount('wallet')
    const session = await signIn(account)
    const [product] = await buyableProducts({ min: 2500, max: 4500, count: 1 })
    const { context, page, errors } = await openPage(browser, DESKTOP, session.storage)
    try {
      await page.goto('/wallet')
      await page.getByRole('heading', { level: 1, name: 'Wallet' }).waitFor({ timeout: 10_000 })
      await eventually(async () => assert.equal(await balanceShown(page), '$0.00'))
      const main = page.getByRole('main')
      await main.getByText('No payments yet').waitFor()
      // SPEC's notes beside the balance.
      for (const note of ['cannot be withdrawn to a bank', 'cannot buy gift cards', 'Cards issued abroad cannot top up the wallet']) {
        await main.getByText(note, { exact: false }).first().waitFor()
      }

      // No amount chosen: SPEC's message, and nothing charged.
      const form = main.getByRole('form', { name: 'Top up' })
      await fillCard(form, CARDS.approved)
      await form.getByRole('button', { name: 'Top up', exact: true }).click()
      await form.getByRole('alert').filter({ hasText: 'Please select an amount' }).waitFor()
      await snap(page, 'money-wallet-1-select-amount')

      // A card issued abroad cannot top up the wallet.
      await form.getByRole('group', { name: 'Amount' }).getByText(/^\$50(\.00)?$/).click()
      await form.getByRole('alert').filter({ hasText: 'Please select an amount' }).waitFor({ state: 'detached' })
      await fillCard(form, CARDS.issuedAbroad)
      await form.getByRole('button', { name: /^Top up \$50(\.00)?$/ }).click()
      await form.getByText(/^Cards issued outside the EU and the EEA cannot be used here/).waitFor({ timeout: 15_000 })
      assert.equal((await apiOk<WalletAnswer>('GET', '/api/wallet', { token: session.token })).balance_cents, 0)
      await snap(page, 'money-wallet-2-abroad-refused')

      // 4242… tops up $50: toast, balance, ledger, and the server agrees.
      await fillCard(form, CARDS.approved)
      await form.getByRole('button', { name: /^Top up \$50(\.00)?$/ }).click()
      await toast(page, 'Your wallet has been topped up').waitFor({ timeout: 10_000 })
      await mouseAway(page)
      await eventually(async () => assert.equal(await balanceShown(page), '$50.00'))
      const ledger = main.getByRole('list', { name: 'History' })
      await eventually(async () => assert.match((await ledger.getByRole('listitem').first().textContent()) ?? '', /Top-up.*\+\$50\.00/))
      const topped = await apiOk<WalletAnswer>('GET', '/api/wallet', { token: session.token })
      assert.equal(topped.balance_cents, 5000)
      assert.deepEqual(topped.entries.map((e) => [e.kind, e.amount_cents]), [['top_up', 5000]])
      await snap(page, 'money-wallet-3-topped-up')

      // An order: the first address is saved on the way.
      await apiOk('DELETE', '/api/cart', { token: session.token })
      await addToCartFromDetails(page, product!)
      await headerCart(page).click()
      await main.getByRole('link', { name: 'Proceed to checkout' }).click()
      await page.waitForURL((u) => u.pathname === '/checkout')
      await main.getByRole('button', { name: `Continue as ${account.name}` }).click()
      await page.waitForURL((u) => u.pathname === '/shippingaddress')
      const newAddress = main.getByRole('region', { name: 'New address' })
      await newAddress.waitFor({ timeout: 10_000 })
      // She lives in New York: a dollar order, which her dollar wallet can pay (one currency per wallet, decision 041).
      await fillAddress(newAddress, US_ADDRESS)
      await newAddress.getByRole('button', { name: 'Save address' }).click()
      await toast(page, 'Your information added successfully').waitFor({ timeout: 10_000 })
      await mouseAway(page)
      await main.getByRole('radiogroup', { name: 'Your addresses' }).getByRole('radio', { checked: true }).waitFor()
      await snap(page, 'money-wallet-4-address-saved')
      await main.getByRole('button', { name: 'Continue to review' }).click()
      await page.waitForURL((u) => u.pathname === '/revieworder')
      await main.getByText(`Your account (${account.name})`).waitFor()
      await main.getByRole('link', { name: 'Continue to payment' }).click()

      // Payment: $20 of the wallet's $50, the rest by card.
      await page.waitForURL((u) => u.pathname === '/paymentpage')
      const pay = page.getByRole('form', { name: 'Payment' })
      await pay.getByText('Available: $50.00').waitFor({ timeout: 10_000 })
      const quote = await apiOk<{ total_cents: number }>('POST', '/api/checkout/quote', { token: session.token, body: { shipping_method: 'standard', country: 'US', coupons: [], lang: 'en' } })
      const rest = quote.total_cents - FROM_WALLET
      assert.ok(rest > 0, 'the order costs more than the wallet part')
      await pay.getByRole('checkbox', { name: /Use wallet balance/ }).check()
      await pay.getByLabel('Amount from the wallet', { exact: true }).fill((FROM_WALLET / 100).toFixed(2))
      await eventually(async () => {
        const text = (await pay.textContent()) ?? ''
        assert.match(text, new RegExp(`From your wallet\\s*−\\${usd(FROM_WALLET)}`))
        assert.match(text, new RegExp(`To pay by card\\s*\\${usd(rest)}`))
      })
      await fillCard(pay, CARDS.approved)
      await snap(page, 'money-wallet-5-payment-split')
      await pay.getByRole('button', { name: 'Order with obligation to pay' }).click()

      // Confirmation and the order view show both parts.
      await page.waitForURL((u) => u.pathname === '/confirmorder', { timeout: 15_000 })
      await page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }).waitFor()
      const paid = main.getByRole('region', { name: 'Payment' })
      await eventually(async () => {
        const text = (await paid.textContent()) ?? ''
        assert.match(text, new RegExp(`Wallet\\s*\\${usd(FROM_WALLET)}`))
        assert.match(text, new RegExp(`Visa •••• 4242\\s*\\${usd(rest)}`))
      })
      await snap(page, 'money-wallet-6-confirmation')
      await main.getByRole('link', { name: 'View order' }).click()
      await page.waitForURL((u) => u.pathname.startsWith('/individualorderview/'))
      const orderPayment = main.getByRole('region', { name: 'Payment' })
      await eventually(async () => {
        const text = (await orderPayment.textContent()) ?? ''
        assert.match(text, new RegExp(`Wallet\\s*\\${usd(FROM_WALLET)}`))
        assert.match(text, new RegExp(`Visa •••• 4242\\s*\\${usd(rest)}`))
      }, 10_000)
      await snap(page, 'money-wallet-7-order-view')

      // The wallet: $30 left, the order payment on top of the ledger.
      await page.goto('/wallet')
      await eventually(async () => assert.equal(await balanceShown(page), '$30.00'))
      await eventually(async () =>
        assert.match((await main.getByRole('list', { name: 'History' }).getByRole('listitem').first().textContent()) ?? '', /Order payment.*−\$20\.00/),
      )
      const after = await apiOk<WalletAnswer>('GET', '/api/wallet', { token: session.token })
      assert.deepEqual(after.entries.map((e) => [e.kind, e.amount_cents]), [
        ['order_payment', -FROM_WALLET],
        ['top_up', 5000],
      ])
      await snap(page, 'money-wallet-8-after-order')

      assert.deepEqual(unexpectedErrors(errors), [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })
})
