import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { addToCartFromDetails, buyableProducts, cardFrame, CARDS, DATA_DIR, DESKTOP, eventually, fillCard, horizontalOverflow, launch, openPage, PHONE, SCREENSHOT_DIR, snap, unexpectedErrors, uniqueEmail, US_ADDRESS, type ProductPick } from '../support'

/**
 * Issue 20: card details are typed into the processor's own frame (the built-in test processor,
 * a Stripe stand-in on an origin of its own), never into the shop's page. 4242… pays; the 3-D
 * Secure card opens the processor's challenge and pays after "Complete"; "Fail" leaves no order
 * and the cart as it was, with the message; a declined card and one short of funds say so. Then
 * the proof: the server's log and its database hold none of the test card numbers.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const ORDER = 'Order with obligation to pay'

/** Every test card, as typed ("4242 4242 4242 4242") and as digits. */
const typed = Object.values(CARDS)
const digits = typed.map((n) => n.replace(/ /g, ''))

/** Puts `product` in the guest's cart and opens the payment step with a US address (dollars, no VAT). */
async function toPayment(page: Page, product: ProductPick, email: string): Promise<void> {
  await addToCartFromDetails(page, product)
  await page.evaluate(
    ({ email, address }) => {
      const state = { email, address, address_id: null, country: null, shipping_method: 'standard', coupons: [], attempt_key: null, placed: null, seen_currency: null }
      sessionStorage.setItem('checkout', JSON.stringify(state))
    },
    { email, address: US_ADDRESS },
  )
  await page.goto('/paymentpage')
  await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor({ timeout: 15_000 })
  await cardFrame(page.getByRole('form', { name: 'Payment' })).getByLabel('Card number', { exact: true }).waitFor({ timeout: 15_000 })
}

/**
 * The card fields as the shopper sees them (the viewport: a full-page picture leaves the
 * processor's frame blank below the fold).
 */
async function fieldsInView(page: Page, name: string): Promise<void> {
  await page.locator('iframe[title="Secure payment input frame"]').evaluate((el) => el.scrollIntoView({ block: 'center' }))
  await page.waitForTimeout(200)
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) })
}

/**
 * Presses the order button and waits for the shop's answer on the payment (the browser's
 * POST /api/payments/:id/complete); `beforeAnswer` plays the shopper's part in between (the
 * processor's 3-D Secure page).
 */
async function orderAndAwaitPayment(page: Page, form: ReturnType<Page['getByRole']>, beforeAnswer?: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse((r) => /\/api\/payments\/[^/]+\/complete$/.test(new URL(r.url()).pathname), { timeout: 20_000 })
  // On the phone the button is below the fold: scrolled to first, then pressed. Pressed in the same
  // step as the scroll, the press sometimes reached no element at all (no submit, nothing sent).
  const button = form.getByRole('button', { name: ORDER })
  await button.scrollIntoViewIfNeeded()
  await page.waitForTimeout(150)
  await button.click()
  if (beforeAnswer) await beforeAnswer()
  await answered
}

async function cartCount(page: Page): Promise<number> {
  const cart = (await (await page.context().request.get('/api/cart?lang=en')).json()) as { items: unknown[] }
  return cart.items.length
}

describe('card payments in the processor’s fields', () => {
  it('phone: a declined card, too little money and a failed 3-D Secure challenge leave no order and the cart; "Complete" pays', async () => {
    const [product] = await buyableProducts({ min: 1500, max: 4000, count: 1, skip: 3 })
    const email = uniqueEmail('card3ds')
    const { page, errors } = await openPage(browser, PHONE)
    try {
      await toPayment(page, product!, email)
      const form = page.getByRole('form', { name: 'Payment' })
      await form.getByText(/into the test payment processor’s secure fields: they go to the processor and never to our shop/).waitFor()
      // The card frame is the processor's, on an origin of its own.
      const src = (await form.locator('iframe[title="Secure payment input frame"]').getAttribute('src')) ?? ''
      assert.notEqual(new URL(src, page.url()).origin, new URL(page.url()).origin, 'the card fields come from the processor’s origin')
      assert.equal(await horizontalOverflow(page, PHONE.width), null)
      await snap(page, 'card-1-payment-step-phone')
      await fieldsInView(page, 'card-1-card-fields-phone')

      // Declined: said next to the card fields, no order, the cart as it was.
      await fillCard(form, CARDS.declined)
      await orderAndAwaitPayment(page, form)
      await form.getByText('Your card was declined. Please try another card.', { exact: true }).waitFor({ timeout: 15_000 })
      assert.equal(new URL(page.url()).pathname, '/paymentpage')
      assert.equal(await cartCount(page), 1)
      await fieldsInView(page, 'card-2-declined-phone')

      // Insufficient funds: its own words.
      await fillCard(form, CARDS.insufficientFunds)
      await orderAndAwaitPayment(page, form)
      await form.getByText('Your card has insufficient funds. Please try another card.', { exact: true }).waitFor({ timeout: 15_000 })
      assert.equal(await cartCount(page), 1)

      // 3-D Secure, "Fail": the processor's challenge, then no order and the cart intact, with the message.
      await fillCard(form, CARDS.threeDSecure)
      const challenge = page.frameLocator('iframe[title="3-D Secure"]')
      await orderAndAwaitPayment(page, form, async () => {
        await page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/3ds/'), { timeout: 15_000 })
        await challenge.getByRole('heading', { name: '3-D Secure' }).waitFor({ timeout: 15_000 })
        await page.waitForTimeout(300)
        // The challenge is a modal over the page: the viewport, as the shopper sees it.
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'card-3-3ds-challenge-phone.png') })
        await challenge.getByRole('button', { name: 'Fail' }).click()
      })
      await form.getByText(/security check \(3-D Secure\) was not completed, so nothing was charged/).waitFor({ timeout: 15_000 })
      assert.equal(new URL(page.url()).pathname, '/paymentpage')
      assert.equal(await cartCount(page), 1, 'a failed challenge leaves the cart as it was')
      await fieldsInView(page, 'card-4-3ds-failed-phone')

      // 3-D Secure, "Complete": the order is written and paid.
      await fillCard(form, CARDS.threeDSecure)
      await orderAndAwaitPayment(page, form, async () => {
        await page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/3ds/'), { timeout: 15_000 })
        await challenge.getByRole('button', { name: 'Complete' }).click({ timeout: 15_000 })
      })
      await page.waitForURL((u) => u.pathname === '/confirmorder', { timeout: 20_000 })
      await page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }).waitFor()
      await page.getByRole('main').getByText('Visa •••• 3184').waitFor()
      await eventually(async () => assert.equal(await cartCount(page), 0))
      assert.deepEqual(unexpectedErrors(errors), [], `console or page errors:\n${errors.join('\n')}`)
    } catch (err) {
      await fieldsInView(page, 'card-failed-phone').catch(() => {})
      const alerts = await page.getByRole('alert').allTextContents().catch(() => [])
      console.log(`# alerts: ${alerts.join(' | ')}; page errors: ${errors.join(' | ')}`)
      throw err
    } finally {
      await page.context().close()
    }
  })

  it('desktop: 4242 pays at once, and so do the cards issued in Germany, Norway and Brazil', async () => {
    const products = await buyableProducts({ min: 1500, max: 4000, count: 4, skip: 4 })
    const { page, errors } = await openPage(browser, DESKTOP)
    try {
      for (const [i, card] of [CARDS.approved, CARDS.issuedInGermany, CARDS.issuedInNorway, CARDS.issuedAbroad].entries()) {
        await toPayment(page, products[i]!, uniqueEmail('card'))
        const form = page.getByRole('form', { name: 'Payment' })
        await fillCard(form, card)
        if (i === 0) await snap(page, 'card-5-payment-step-desktop')
        await form.getByRole('button', { name: ORDER }).click()
        await page.waitForURL((u) => u.pathname === '/confirmorder', { timeout: 20_000 })
        await page.getByRole('main').getByText(`•••• ${card.slice(-4)}`).waitFor()
      }
      assert.deepEqual(unexpectedErrors(errors), [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await page.context().close()
    }
  })

  it('the server’s log and its database hold none of the test card numbers', async () => {
    const log = process.env.E2E_SERVER_LOG
    assert.ok(log && DATA_DIR, 'run through e2e/run.mjs (it names the server log and data directory)')
    const haystacks: Array<[string, string]> = [[log, fs.readFileSync(log, 'latin1')]]
    // The SQLite file and its write-ahead log as bytes: pages freed since still count.
    for (const name of fs.readdirSync(DATA_DIR).filter((f) => f.startsWith('shop.sqlite'))) {
      haystacks.push([name, fs.readFileSync(path.join(DATA_DIR, name), 'latin1')])
    }
    assert.ok(haystacks.length >= 2, 'the database was found')
    assert.ok(haystacks[0]![1].length > 0, 'the server wrote a log')
    for (const number of [...typed, ...digits]) {
      for (const [name, text] of haystacks) assert.equal(text.includes(number), false, `${name} holds the card number ${number}`)
    }
  })
})
