import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import {
  addToCartFromDetails,
  buyableProducts,
  CARDS,
  czk,
  eventually,
  fillAddress,
  fillCard,
  headerCart,
  horizontalOverflow,
  launch,
  mailsTo,
  mailTo,
  openPage,
  PHONE,
  shownTotal,
  snap,
  STATUS_LABELS,
  uniqueEmail,
  unexpectedErrors,
  usd,
} from '../support'

/**
 * Issue 4, a guest buys: two products from their pages (header count, SPEC's toast) → /cart →
 * /checkout "Guest Checkout" with an email → /shippingaddress → /revieworder with GET15 ($15 off in
 * the en storefront) → /paymentpage, where a declined card is refused first and nothing is ordered,
 * then 4242… pays → /confirmorder with the order number → the confirmation email → /trackorder.
 * The total is the same on every step after the coupon, and equals the server's.
 * Issue 18, decision 038: the cart shows dollars (en, no "Ship to" yet); the Czech address prices
 * the order in crowns with 21 % VAT (GET15 is 379 Kč in en), and the payment step asks the shopper
 * to confirm the new total before paying.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

/** The server's total for this cart shipped to Czechia, with these codes (the shopper's cookies). */
async function czechTotal(request: import('playwright-core').APIRequestContext, coupons: string[]): Promise<{ total: number; vat: number; currency: string }> {
  const res = await request.post('/api/checkout/quote', { data: { country: 'CZ', coupons, lang: 'en' } })
  const q = (await res.json()) as { total_cents: number; vat_cents: number; currency: string }
  return { total: q.total_cents, vat: q.vat_cents, currency: q.currency }
}

describe('guest checkout', () => {
  it('phone: cart → guest email → address → GET15 → declined card, then an approved one → confirmation, email, tracking', async () => {
    // Two products that together pass GET15's minimum ($30, 759 Kč).
    const [first, second] = await buyableProducts({ min: 1700, max: 3000, count: 2 })
    const subtotal = first!.price_cents + second!.price_cents
    const email = uniqueEmail('guest')
    const { context, page, errors } = await openPage(browser, PHONE)
    try {
      await addToCartFromDetails(page, first!)
      await eventually(async () => assert.equal(await headerCart(page).getAttribute('aria-label'), 'Cart, 1 item'))
      await snap(page, 'money-guest-1-product-added')
      await addToCartFromDetails(page, second!)
      await eventually(async () => assert.equal(await headerCart(page).getAttribute('aria-label'), 'Cart, 2 items'))

      // The cart lists both, and leads to checkout.
      await headerCart(page).click()
      await page.waitForURL((u) => u.pathname === '/cart')
      await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor()
      const main = page.getByRole('main')
      for (const p of [first!, second!]) await main.getByRole('link', { name: p.name }).first().waitFor()
      await main.getByText(usd(subtotal)).first().waitFor()
      assert.equal(await horizontalOverflow(page, PHONE.width), null)
      await snap(page, 'money-guest-2-cart')
      await main.getByRole('link', { name: 'Proceed to checkout' }).click()

      // Guest Checkout with an email.
      await page.waitForURL((u) => u.pathname === '/checkout')
      const guest = main.getByRole('region', { name: 'Guest Checkout' })
      await guest.waitFor()
      await guest.getByLabel('Email', { exact: true }).fill(email)
      await snap(page, 'money-guest-3-checkout')
      await guest.getByRole('button', { name: 'Fast Checkout' }).click()

      // The address for this order.
      await page.waitForURL((u) => u.pathname === '/shippingaddress')
      await page.getByRole('heading', { level: 1, name: 'Shipping address' }).waitFor()
      await fillAddress(main.getByRole('region', { name: 'Deliver to' }))
      // Czechia buys in crowns with 21 % VAT: the summary follows the country at once.
      const plain = await czechTotal(context.request, [])
      assert.equal(plain.currency, 'CZK')
      await eventually(async () => assert.equal(await shownTotal(page), czk(plain.total)))
      await snap(page, 'money-guest-4-address')
      await main.getByRole('button', { name: 'Continue to review' }).click()

      // Review: GET15 takes $15 off (en storefront) and the total follows.
      await page.waitForURL((u) => u.pathname === '/revieworder')
      await page.getByRole('heading', { level: 1, name: 'Review your order' }).waitFor()
      await main.getByText(email).first().waitFor()
      await main.getByText('Vinohradská 12').first().waitFor()
      const coupon = main.getByRole('region', { name: 'Coupon code' })
      await coupon.getByLabel('Code', { exact: true }).fill('get15')
      await coupon.getByRole('button', { name: 'Apply' }).click()
      await coupon.getByRole('list', { name: 'Applied codes' }).getByText('GET15').waitFor()
      const quoted = await czechTotal(context.request, ['GET15'])
      const expected = czk(quoted.total)
      await eventually(async () => assert.equal(await shownTotal(page), expected))
      const totals = (await page.getByLabel('Order totals').first().textContent()) ?? ''
      assert.match(totals, /Discount\s*−CZK\s379/)
      assert.match(totals, /Code GET15\s*−CZK\s379/)
      assert.ok(totals.includes(`incl. VAT 21%${czk(quoted.vat)}`), totals)
      assert.equal(await horizontalOverflow(page, PHONE.width), null)
      await snap(page, 'money-guest-5-review-get15')
      await main.getByRole('link', { name: 'Continue to payment' }).click()

      // Payment: the same total; a declined card is refused and nothing is ordered.
      await page.waitForURL((u) => u.pathname === '/paymentpage')
      await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor()
      await eventually(async () => assert.equal(await shownTotal(page), expected))
      const form = page.getByRole('form', { name: 'Payment' })
      // The cart was in dollars: the new total in crowns is confirmed before paying.
      await form.getByText(/Prices are now in Czech crowns \(Kč\) for .+, including 21% VAT/).waitFor()
      assert.equal(await form.getByRole('button', { name: 'Order with obligation to pay' }).isDisabled(), true)
      await snap(page, 'money-guest-5b-currency-notice')
      await form.getByRole('button', { name: `Continue with ${expected}` }).click()
      await eventually(async () => assert.ok(((await form.textContent()) ?? '').includes(`To pay by card${expected}`)))
      const since = Date.now()
      await fillCard(form, CARDS.declined)
      await form.getByRole('button', { name: 'Order with obligation to pay' }).click()
      await form.getByText('Your card was declined. Please try another card.', { exact: true }).waitFor({ timeout: 15_000 })
      assert.equal(new URL(page.url()).pathname, '/paymentpage')
      await snap(page, 'money-guest-6-declined')
      const cart = (await (await context.request.get('/api/cart?lang=en')).json()) as { items: unknown[] }
      assert.equal(cart.items.length, 2, 'a declined card leaves the cart as it was')
      assert.deepEqual(mailsTo(email, since), [], 'a declined card sends no confirmation')

      await fillCard(form, CARDS.approved)
      await form.getByRole('button', { name: 'Order with obligation to pay' }).click()

      // Confirmation: the order number, the same total, the card as brand and last four.
      await page.waitForURL((u) => u.pathname === '/confirmorder', { timeout: 15_000 })
      await page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }).waitFor()
      const number = ((await page.getByTestId('order-number').textContent()) ?? '').trim()
      assert.match(number, /^[A-Z0-9-]{4,20}$/)
      await main.getByText(`We sent a confirmation to ${email}.`).waitFor()
      assert.equal(await shownTotal(page), expected)
      await main.getByText('Visa •••• 4242').waitFor()
      await eventually(async () => assert.equal(await headerCart(page).getAttribute('aria-label'), 'Cart'))
      assert.equal(await horizontalOverflow(page, PHONE.width), null)
      await snap(page, 'money-guest-7-confirmation')

      // The confirmation email names the order and its total.
      const mail = await mailTo(email, since, (m) => m.text.includes(number))
      assert.match(mail.subject, new RegExp(number))
      assert.ok(mail.text.includes(expected), mail.text)
      assert.ok(mail.text.includes(`incl. VAT 21%: ${czk(quoted.vat)}`), mail.text)

      // Tracking with number and email shows the order placed.
      await main.getByRole('link', { name: 'Track order' }).click()
      await page.waitForURL((u) => u.pathname === '/trackorder')
      await page.getByRole('heading', { level: 1, name: 'Track your order' }).waitFor()
      await main.getByLabel('Order number', { exact: true }).fill(number)
      await main.getByLabel('Email', { exact: true }).fill(email)
      await main.getByRole('button', { name: 'Track' }).click()
      const tracked = main.getByRole('region', { name: `Order ${number}` })
      await tracked.waitFor({ timeout: 10_000 })
      await tracked.getByText(STATUS_LABELS.new_order).first().waitFor()
      await tracked.getByRole('list', { name: 'Order timeline' }).getByText(STATUS_LABELS.new_order).waitFor()
      assert.equal(await horizontalOverflow(page, PHONE.width), null)
      await snap(page, 'money-guest-8-tracked')

      // The declined card's 402 is a 4xx the filter allows.
      assert.deepEqual(unexpectedErrors(errors), [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })
})
