import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
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
  horizontalOverflow,
  launch,
  openPage,
  PHONE,
  shownTotal,
  snap,
  toast,
  unexpectedErrors,
  uniqueEmail,
} from '../support'
import { adminHeading, adminNav, signInElsewhere } from '../support-staff'

/**
 * Issue 17, shipping zones (decision 031): a staff member adds a Packeta pickup point to the zone
 * that holds Germany on /admin/shipping; a guest with a Berlin address then sees that zone's methods
 * (carrier, days, price) on the shipping step, picks the pickup point, and buys with it. The order
 * keeps the method and its price.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const ZONE = 'Neighbours: Slovakia, Slovenia, Austria, Germany, Poland, Hungary'
const BERLIN = { first_name: 'Jonas', last_name: 'Weber', street: 'Torstraße 1', city: 'Berlin', state: '', country: 'DE', zip_code: '10119' }
const PICKUP = 390
/** Euros as the en storefront writes them (Germany buys in euros, decision 036). */
const eur = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(cents / 100)

describe('shipping zones', () => {
  it('staff add a pickup point to the zone of Germany; a guest shipping to Berlin sees it and buys with it', async () => {
    const staff = await signInElsewhere(fixtureAccount('staff'))
    const desk = await openPage(browser, DESKTOP, staff.storage)
    try {
      const { page } = desk
      const main = page.getByRole('main')
      await page.goto('/admin')
      await adminHeading(page, 'Dashboard').waitFor({ timeout: 15_000 })
      await adminNav(page).getByRole('link', { name: 'Shipping', exact: true }).click()
      await page.waitForURL((u) => u.pathname === '/admin/shipping')
      await adminHeading(page, 'Shipping zones').waitFor()
      const zone = main.getByRole('region', { name: ZONE })
      await zone.getByRole('list', { name: `Countries of ${ZONE}` }).getByText('Germany', { exact: true }).waitFor()
      // Each method's price in every list: dollars, then euros and crowns (decision 038).
      await zone.getByText(/^GLS · 3–6 business days · \$7\.90 · €6\.95 · CZK\s\d+ · free from \$70\.00 · /).waitFor()
      await snap(page, 'shipping-1-staff-zones')

      await zone.getByRole('button', { name: `Add method to ${ZONE}` }).click()
      const form = main.getByRole('form', { name: `New method for ${ZONE}` })
      await form.getByLabel('Kind', { exact: true }).selectOption('pickup_point')
      await form.getByLabel('Carrier', { exact: true }).selectOption('packeta')
      for (const [language, name] of [['English', 'Packeta pickup point'], ['Czech', 'Výdejní místo Packeta'], ['Slovenian', 'Prevzemno mesto Packeta'], ['German', 'Packeta-Abholstelle']]) {
        await form.getByLabel(`Name (${language})`, { exact: true }).fill(name!)
      }
      await form.getByLabel('Price ($)', { exact: true }).fill('3.90')
      await form.getByLabel('Delivery days', { exact: true }).fill('2–4')
      await form.getByLabel('Order', { exact: true }).fill('2')
      await snap(page, 'shipping-2-staff-new-method')
      await form.getByRole('button', { name: 'Add method' }).click()
      await toast(page, `Packeta pickup point added to ${ZONE}`).waitFor({ timeout: 10_000 })
      // The euro and crown prices are filled from the dollar price at the exchange rates.
      await zone.getByText(/^Packeta · 2–4 business days · \$3\.90 · €3\.90 · CZK\s\d+ · never free$/).waitFor()

      // The change is in the audit log under the staff member's name.
      const audit = await apiOk<{ data: Array<{ action: string; actor_name: string }> }>('GET', '/api/staff/audit?page=1&entity=shipping_method', { token: staff.token })
      assert.equal(audit.data[0]?.action, 'shipping_method.create')
      assert.deepEqual(unexpectedErrors(desk.errors), [], `console or page errors:\n${desk.errors.join('\n')}`)
    } finally {
      await desk.context.close()
    }

    // The staff page on a phone.
    const phoneDesk = await openPage(browser, PHONE, staff.storage)
    try {
      await phoneDesk.page.goto('/admin/shipping')
      await adminHeading(phoneDesk.page, 'Shipping zones').waitFor({ timeout: 15_000 })
      await phoneDesk.page.getByRole('region', { name: ZONE }).getByText(/^Packeta · 2–4 business days · \$3\.90 · /).waitFor()
      assert.equal(await horizontalOverflow(phoneDesk.page, PHONE.width), null)
      await snap(phoneDesk.page, 'shipping-3-staff-zones-phone')
    } finally {
      await phoneDesk.context.close()
    }

    const [product] = await buyableProducts({ min: 1500, max: 3000, count: 1, skip: 28 })
    const email = uniqueEmail('berlin')
    const { context, page, errors } = await openPage(browser, PHONE)
    try {
      const main = page.getByRole('main')
      await addToCartFromDetails(page, product!)
      await eventually(async () => assert.equal(await headerCart(page).getAttribute('aria-label'), 'Cart, 1 item'))
      await page.goto('/checkout')
      const guest = main.getByRole('region', { name: 'Guest Checkout' })
      await guest.getByLabel('Email', { exact: true }).fill(email)
      await guest.getByRole('button', { name: 'Fast Checkout' }).click()
      await page.waitForURL((u) => u.pathname === '/shippingaddress')

      // Picking Germany shows the neighbours zone's methods, the new pickup point among them.
      await fillAddress(main.getByRole('region', { name: 'Deliver to' }), BERLIN)
      const delivery = main.getByRole('radiogroup', { name: 'Delivery to Germany' })
      await delivery.waitFor({ timeout: 10_000 })
      const pickup = delivery.getByRole('radio', { name: /Packeta pickup point/ })
      await pickup.waitFor()
      await delivery.getByText('GLS · 3–6 business days').waitFor()
      await delivery.getByText('Packeta · 2–4 business days').waitFor()
      // Berlin buys in euros with 19 % VAT inside: the server's quotes for the two methods.
      const quoted = async (method: string) =>
        ((await (await context.request.post('/api/checkout/quote', { data: { country: 'DE', shipping_method: method, coupons: [], lang: 'en' } })).json()) as { total_cents: number; currency: string })
      const [standard, atPickup] = [await quoted('standard'), await quoted('pickup_point')]
      assert.deepEqual([standard.currency, atPickup.currency], ['EUR', 'EUR'])
      await eventually(async () => assert.equal(await shownTotal(page), eur(standard.total_cents)))
      await pickup.check()
      await eventually(async () => assert.equal(await shownTotal(page), eur(atPickup.total_cents)))
      assert.equal(await horizontalOverflow(page, PHONE.width), null)
      await snap(page, 'shipping-4-checkout-step-phone')
      await page.setViewportSize(DESKTOP)
      await snap(page, 'shipping-5-checkout-step-desktop')
      await page.setViewportSize(PHONE)
      await main.getByRole('button', { name: 'Continue to review' }).click()

      await page.waitForURL((u) => u.pathname === '/revieworder')
      await main.getByText('Packeta pickup point').first().waitFor()
      await main.getByText('Germany', { exact: true }).first().waitFor()
      await main.getByRole('link', { name: 'Continue to payment' }).click()
      await page.waitForURL((u) => u.pathname === '/paymentpage')
      const form = page.getByRole('form', { name: 'Payment' })
      // The cart was in dollars: the shopper confirms the total in euros before paying.
      await form.getByRole('button', { name: `Continue with ${eur(atPickup.total_cents)}` }).click()
      await eventually(async () => assert.equal(await shownTotal(page), eur(atPickup.total_cents)))
      await fillCard(form, CARDS.approved)
      await form.getByRole('button', { name: 'Order with obligation to pay' }).click()

      await page.waitForURL((u) => u.pathname === '/confirmorder', { timeout: 15_000 })
      const number = ((await page.getByTestId('order-number').textContent()) ?? '').trim()
      await main.getByText('Pickup point').first().waitFor()
      await snap(page, 'shipping-6-confirmation')

      // The order keeps the method, its price and the country code.
      const order = await apiOk<{ shipping_method: string; shipping_cents: number; total_cents: number; currency: string; shipping_address: { country: string } }>('POST', '/api/orders/track', {
        body: { number, email },
      })
      assert.equal(order.shipping_method, 'pickup_point')
      assert.equal(order.currency, 'EUR')
      assert.equal(order.shipping_cents, PICKUP) // €3.90, filled from $3.90
      assert.equal(order.total_cents, atPickup.total_cents)
      assert.equal(order.shipping_address.country, 'DE')
      assert.deepEqual(unexpectedErrors(errors), [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })
})
