import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import {
  apiCall,
  apiOk,
  buyableProducts,
  DESKTOP,
  eventually,
  fixtureAccount,
  futureExpiry,
  launch,
  mailTo,
  mouseAway,
  openPage,
  placeOrderViaApi,
  signIn,
  snap,
  STATUS_LABELS,
  toast,
  unexpectedErrors,
} from '../support'

/**
 * Issue 4, a return: a shopper's card order (placed through the API) is moved by staff through the
 * API along SPEC's forward path to delivered_order; the shopper watches /individualorderview/{id}
 * fill its timeline step by step, then requests a return with a reason on /cancelorder/{id}, and
 * the order shows the return request waiting for the shop.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const FORWARD = ['confirm_order', 'order_picked', 'order_recieved', 'shipped_order', 'dispatched_order', 'delivered_order'] as const

interface OrderAnswer {
  id: string
  number: string
  status: string
  events: Array<{ status: string; actor: string }>
  requests: Array<{ kind: string; reason: string; status: string; refund_to: string }>
  staff_targets?: string[]
}

async function timelineSteps(page: Page): Promise<string[]> {
  // Only the steps that happened have a time; the dimmed ones still to come do not.
  const done = page.getByRole('main').getByRole('list', { name: 'Order timeline' }).getByRole('listitem').filter({ has: page.locator('time') })
  const labels: string[] = []
  for (const item of await done.all()) labels.push(((await item.locator('p').first().textContent()) ?? '').trim())
  return labels
}

describe('return a delivered order', () => {
  it('desktop: staff move the order to delivered, the shopper sees every step and requests a return', async () => {
    const shopper = fixtureAccount('returns')
    const session = await signIn(shopper)
    const staff = await signIn(fixtureAccount('staff'))
    const [product] = await buyableProducts({ min: 1000, max: 3000, count: 1, skip: 14 })
    const card = { number: '4242424242424242', exp_month: 12, exp_year: 2000 + Number(futureExpiry().slice(3)), cvc: '123', name: shopper.name }
    const since = Date.now()
    const placed = await placeOrderViaApi(session.token, product!.id, { wallet_cents: 0, card, cash_on_delivery: false })

    // Staff only: a shopper is refused the staff desk.
    assert.equal((await apiCall('GET', '/api/staff/orders', { token: session.token })).status, 403)
    assert.equal((await apiCall('GET', '/api/staff/orders')).status, 401)

    const { context, page, errors } = await openPage(browser, DESKTOP, session.storage)
    try {
      const main = page.getByRole('main')
      await page.goto(`/individualorderview/${placed.id}`)
      await page.getByRole('heading', { level: 1, name: `Order ${placed.number}` }).waitFor({ timeout: 10_000 })
      await main.getByRole('link', { name: 'Cancel order' }).waitFor()
      assert.deepEqual(await timelineSteps(page), [STATUS_LABELS.new_order])
      await snap(page, 'money-return-1-placed')

      // Staff move it along the path; the shopper's page follows (a reload shows the latest).
      for (const status of FORWARD) {
        const moved = await apiOk<OrderAnswer>('POST', `/api/staff/orders/${placed.id}/status`, { token: staff.token, body: { status, note: '' } })
        assert.equal(moved.status, status)
        if (status === 'order_recieved' || status === 'delivered_order') {
          await page.reload()
          await eventually(async () => {
            const steps = await timelineSteps(page)
            assert.equal(steps.at(-1), STATUS_LABELS[status])
          }, 10_000)
        }
        if (status === 'order_recieved') {
          // Once picked, a cancel is a request to the shop.
          await main.getByRole('link', { name: 'Request cancellation' }).waitFor()
          await snap(page, 'money-return-2-with-carrier')
        }
      }
      // An illegal move is refused with SPEC's wording.
      const illegal = await apiCall<{ detail?: string; code?: string }>('POST', `/api/staff/orders/${placed.id}/status`, { token: staff.token, body: { status: 'confirm_order', note: '' } })
      assert.equal(illegal.status, 409)
      assert.equal(illegal.body.detail, 'An order in delivered_order cannot move to confirm_order')

      // Delivered: every step on the timeline, the badge, and a return offered.
      assert.deepEqual(await timelineSteps(page), [STATUS_LABELS.new_order, ...FORWARD.map((s) => STATUS_LABELS[s])])
      await main.getByText(STATUS_LABELS.delivered_order, { exact: true }).first().waitFor()
      await main.getByText(/You can request a return until/).waitFor()
      await snap(page, 'money-return-3-delivered')
      // Each change is mailed; the last one says delivered.
      await mailTo(shopper.email, since, (m) => m.text.includes(placed.number) && /deliver/i.test(`${m.subject} ${m.text}`))

      // The return request: a reason, where the card refund goes.
      await main.getByRole('link', { name: 'Request a return' }).click()
      await page.waitForURL((u) => u.pathname === `/cancelorder/${placed.id}`)
      await page.getByRole('heading', { level: 1, name: 'Return the order' }).waitFor()
      await main.getByLabel('Reason', { exact: true }).selectOption({ label: 'The product arrived damaged' })
      await main.getByLabel('Details (optional)', { exact: true }).fill('The pump arrived broken.')
      await main.getByRole('radio', { name: /To my wallet/ }).check()
      await snap(page, 'money-return-4-form')
      await main.getByRole('button', { name: 'Send return request' }).click()
      await toast(page, 'Your return request has been sent').waitFor({ timeout: 10_000 })
      await mouseAway(page)

      // The order now waits for the shop's answer.
      await page.waitForURL((u) => u.pathname === `/individualorderview/${placed.id}`)
      await eventually(async () => assert.equal((await timelineSteps(page)).at(-1), STATUS_LABELS.request_return), 10_000)
      await main.getByText(STATUS_LABELS.request_return, { exact: true }).first().waitFor()
      const requests = main.getByRole('region', { name: 'Your requests' })
      await requests.getByText('Return request').waitFor()
      await requests.getByText('Waiting for an answer').waitFor()
      assert.equal(await main.getByRole('link', { name: 'Request a return' }).count(), 0)
      await snap(page, 'money-return-5-requested')

      const order = await apiOk<OrderAnswer>('GET', `/api/orders/${placed.id}`, { token: session.token })
      assert.equal(order.status, 'request_return')
      assert.deepEqual(order.requests.map((r) => [r.kind, r.reason, r.status, r.refund_to]), [['return', 'damaged', 'pending', 'wallet']])
      const desk = await apiOk<OrderAnswer>('GET', `/api/staff/orders/${placed.id}`, { token: staff.token })
      assert.deepEqual(desk.staff_targets, ['return_accept', 'return_reject'])

      assert.deepEqual(unexpectedErrors(errors), [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })
})
