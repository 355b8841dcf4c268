import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import {
  ADDRESS,
  apiOk,
  BASE_URL,
  buyableProducts,
  eventually,
  fixtureAccount,
  headerCart,
  horizontalOverflow,
  launch,
  liveStock,
  mouseAway,
  openPage,
  PHONE,
  signIn,
  snap,
  STATUS_LABELS,
  toast,
  unexpectedErrors,
  czk,
} from '../support'

/**
 * Issue 4, cancelling: a signed-in shopper with a saved address orders with cash on delivery, finds
 * the order in /orderhistory, opens it and cancels it on /cancelorder/{id} with a reason. An order
 * still in new_order is cancelled at once: the status says so, the timeline shows the step, and
 * the unit goes back into stock.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

interface OrderAnswer {
  status: string
  events: Array<{ status: string; actor: string }>
  requests: Array<{ kind: string; reason: string; status: string }>
}

describe('cancel an order', () => {
  it('phone: order with cash on delivery → order history → order → cancel with a reason → cancelled', async () => {
    const account = fixtureAccount('cancel')
    const session = await signIn(account)
    const [product] = await buyableProducts({ min: 1000, max: 2500, count: 1, skip: 10 })
    // A saved address: the shipping step offers it, chosen already.
    await apiOk('POST', '/auth/user-address', { token: session.token, body: { ...ADDRESS, is_default: true } })
    await apiOk('DELETE', '/api/cart', { token: session.token })
    await apiOk('POST', '/api/cart', { token: session.token, body: { product_id: product!.id, quantity: 1 } })
    const stockBefore = await liveStock(product!.id)

    const { context, page, errors } = await openPage(browser, PHONE, session.storage)
    // She ships to Czechia, as her saved address says (decision 036): the shop is in crowns from the start.
    await context.addCookies([{ name: 'ship_to', value: 'CZ', url: BASE_URL }])
    try {
      const main = page.getByRole('main')
      await page.goto('/cart')
      await main.getByRole('link', { name: product!.name }).first().waitFor({ timeout: 10_000 })
      await eventually(async () => assert.equal(await headerCart(page).getAttribute('aria-label'), 'Cart, 1 item'))
      await main.getByRole('link', { name: 'Proceed to checkout' }).click()
      await main.getByRole('button', { name: `Continue as ${account.name}` }).click()
      await page.waitForURL((u) => u.pathname === '/shippingaddress')
      await main.getByRole('radiogroup', { name: 'Your addresses' }).getByRole('radio', { checked: true }).waitFor({ timeout: 10_000 })
      await main.getByRole('button', { name: 'Continue to review' }).click()
      await page.waitForURL((u) => u.pathname === '/revieworder')
      await main.getByRole('link', { name: 'Continue to payment' }).click()

      // Cash on delivery: the whole total is paid to the courier.
      await page.waitForURL((u) => u.pathname === '/paymentpage')
      const pay = page.getByRole('form', { name: 'Payment' })
      await pay.getByRole('radio', { name: /Cash on delivery/ }).check()
      const quote = await apiOk<{ total_cents: number }>('POST', '/api/checkout/quote', { token: session.token, body: { shipping_method: 'standard', country: 'CZ', coupons: [], lang: 'en' } })
      await eventually(async () => assert.match((await pay.textContent()) ?? '', new RegExp(`To pay on delivery\\s*${czk(quote.total_cents)}`)))
      await snap(page, 'money-cancel-1-cash-on-delivery')
      await pay.getByRole('button', { name: 'Order with obligation to pay' }).click()
      await page.waitForURL((u) => u.pathname === '/confirmorder', { timeout: 15_000 })
      const number = ((await page.getByTestId('order-number').textContent()) ?? '').trim()
      await main.getByRole('region', { name: 'Payment' }).getByText('Cash on delivery').waitFor()
      assert.equal(await liveStock(product!.id), stockBefore - 1, 'the order holds one unit')

      // Order history lists it; the shopper opens it.
      await page.goto('/orderhistory')
      await page.getByRole('heading', { level: 1, name: 'Order history' }).waitFor()
      const row = main.getByRole('list', { name: 'Your orders' }).getByRole('link', { name: new RegExp(`Order ${number}`) })
      await row.waitFor({ timeout: 10_000 })
      assert.match((await row.textContent()) ?? '', new RegExp(`${STATUS_LABELS.new_order}.*${czk(quote.total_cents)}`))
      assert.equal(await horizontalOverflow(page, PHONE.width), null)
      await snap(page, 'money-cancel-2-history')
      await row.click()
      await page.waitForURL((u) => u.pathname.startsWith('/individualorderview/'))
      const id = new URL(page.url()).pathname.split('/').at(-1)!
      await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor()
      await main.getByText('The order has not been confirmed yet: it is cancelled at once.').waitFor()
      await snap(page, 'money-cancel-3-order')
      await main.getByRole('link', { name: 'Cancel order' }).click()

      // The cancel form: a reason is required.
      await page.waitForURL((u) => u.pathname === `/cancelorder/${id}`)
      await page.getByRole('heading', { level: 1, name: 'Cancel the order' }).waitFor()
      const submit = main.getByRole('button', { name: 'Cancel order' })
      await submit.click()
      await main.getByText('Please choose a reason', { exact: true }).waitFor()
      await main.getByLabel('Reason', { exact: true }).selectOption({ label: 'I ordered by mistake' })
      await main.getByLabel('Details (optional)', { exact: true }).fill('Wrong size, sorry.')
      assert.equal(await horizontalOverflow(page, PHONE.width), null)
      await snap(page, 'money-cancel-4-form')
      await submit.click()
      await toast(page, 'Your order has been cancelled').waitFor({ timeout: 10_000 })
      await mouseAway(page)

      // Back on the order: cancelled, on the timeline too, nothing more to do.
      await page.waitForURL((u) => u.pathname === `/individualorderview/${id}`)
      const timeline = main.getByRole('list', { name: 'Order timeline' })
      await timeline.getByText(STATUS_LABELS.cancelled_order).waitFor({ timeout: 10_000 })
      await timeline.getByText(STATUS_LABELS.new_order).waitFor()
      await main.getByText(STATUS_LABELS.cancelled_order, { exact: true }).first().waitFor()
      assert.equal(await main.getByRole('link', { name: 'Cancel order' }).count(), 0)
      await snap(page, 'money-cancel-5-cancelled')

      const order = await apiOk<OrderAnswer>('GET', `/api/orders/${id}`, { token: session.token })
      assert.equal(order.status, 'cancelled_order')
      assert.deepEqual(order.events.map((e) => e.status), ['new_order', 'cancelled_order'])
      assert.equal(order.events.at(-1)?.actor, 'shopper')
      assert.equal(await liveStock(product!.id), stockBefore, 'the unit is back in stock')

      await page.goto('/orderhistory')
      await main.getByRole('list', { name: 'Your orders' }).getByRole('link', { name: new RegExp(`Order ${number}`) }).getByText(STATUS_LABELS.cancelled_order).waitFor({ timeout: 10_000 })

      assert.deepEqual(unexpectedErrors(errors), [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })
})
