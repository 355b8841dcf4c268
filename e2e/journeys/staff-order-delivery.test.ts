import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import {
  apiOk,
  buyableProducts,
  DESKTOP,
  eventually,
  fixtureAccount,
  horizontalOverflow,
  launch,
  mailTo,
  mouseAway,
  openAccountMenu,
  openPage,
  PHONE,
  placeOrderViaApi,
  snap,
  STATUS_LABELS,
  toast,
  unexpectedErrors,
} from '../support'
import { adminHeading, adminNav, cardPayment, FORWARD, signInElsewhere, timelineSteps } from '../support-staff'

/**
 * Issue 5, the staff desk: a shopper's card order (placed through the API) is found by a staff
 * member in /admin/orders by its number and moved step by step to delivered with the page's
 * buttons (one step with a note for the shopper). After every step the shopper's /trackorder
 * (number + email) and /individualorderview show that step on the timeline. The audit log lists
 * the staff member's moves.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const NOTE = 'Parcel number DPD 0987 6543 21'

describe('staff deliver an order', () => {
  it('desktop staff, phone shopper: every move in /admin shows on the shopper’s tracking and order pages', async () => {
    const shopper = fixtureAccount('delivery')
    const session = await signInElsewhere(shopper)
    const staff = await signInElsewhere(fixtureAccount('staff'))
    const [product] = await buyableProducts({ min: 1000, max: 4000, count: 1, skip: 22 })
    const since = Date.now()
    const placed = await placeOrderViaApi(session.token, product!.id, cardPayment(shopper.name))

    const desk = await openPage(browser, DESKTOP, staff.storage)
    const own = await openPage(browser, PHONE, session.storage)
    try {
      const { page } = desk
      const main = page.getByRole('main')

      // In through the account menu's "Staff area" (staff only), the dashboard, then the orders
      // list through the sidebar, filtered by the order's number.
      await page.goto('/')
      const menu = await openAccountMenu(page, staff.username)
      await menu.getByRole('menuitem', { name: 'Staff area' }).click()
      await page.waitForURL((u) => u.pathname === '/admin')
      await adminHeading(page, 'Dashboard').waitFor({ timeout: 15_000 })
      await page.getByTestId('today-orders').waitFor()
      await snap(page, 'staff-delivery-1-dashboard')
      await adminNav(page).getByRole('link', { name: 'Orders', exact: true }).click()
      await adminHeading(page, 'Orders').waitFor()
      const filters = main.getByRole('search', { name: 'Filter orders' })
      await filters.getByLabel('Order number or email', { exact: true }).fill(placed.number)
      await filters.getByRole('button', { name: 'Show orders' }).click()
      await main.getByRole('status').filter({ hasText: /^1 order$/ }).waitFor({ timeout: 10_000 })
      const row = main.getByRole('link', { name: placed.number, exact: true })
      await row.waitFor()
      await snap(page, 'staff-delivery-2-orders-filtered')
      await row.click()
      await page.waitForURL((u) => u.pathname === `/admin/orders/${placed.id}`)
      await adminHeading(page, `Order ${placed.number}`).waitFor()
      await snap(page, 'staff-delivery-3-order')

      // The shopper's two views: /trackorder (number + email) and their order page, side by side in tabs.
      const track = own.page
      const ownMain = track.getByRole('main')
      await track.goto('/trackorder')
      await track.getByRole('heading', { level: 1, name: 'Track your order' }).waitFor({ timeout: 15_000 })
      await ownMain.getByLabel('Order number', { exact: true }).fill(placed.number)
      await ownMain.getByLabel('Email', { exact: true }).fill(shopper.email)
      const tracked = ownMain.getByRole('region', { name: `Order ${placed.number}` })
      const view = await own.context.newPage()
      view.on('pageerror', (e) => own.errors.push(`pageerror: ${e.message}`))
      await view.goto(`/individualorderview/${placed.id}`)
      await view.getByRole('heading', { level: 1, name: `Order ${placed.number}` }).waitFor({ timeout: 15_000 })
      assert.deepEqual(await timelineSteps(view.getByRole('main')), [STATUS_LABELS.new_order])

      const seen: string[] = [STATUS_LABELS.new_order]
      for (const [i, status] of FORWARD.entries()) {
        const label = STATUS_LABELS[status]
        if (status === 'shipped_order') await main.getByLabel('Note for the timeline (optional)', { exact: true }).fill(NOTE)
        await main.getByRole('button', { name: `Move to: ${label}`, exact: true }).click()
        await toast(page, `The order is now: ${label}`).waitFor({ timeout: 10_000 })
        await mouseAway(page)
        await main.getByText(label, { exact: true }).first().waitFor()
        seen.push(label)

        // Tracking: the shopper presses Track again and sees the new step last.
        await ownMain.getByRole('button', { name: 'Track' }).click()
        await eventually(async () => assert.deepEqual(await timelineSteps(tracked), seen), 10_000)
        // Their order page, reloaded, says the same.
        await view.reload()
        await view.getByRole('heading', { level: 1, name: `Order ${placed.number}` }).waitFor({ timeout: 10_000 })
        await eventually(async () => assert.deepEqual(await timelineSteps(view.getByRole('main')), seen), 10_000)
        if (i === 2 || status === 'delivered_order') {
          await snap(page, `staff-delivery-4-moved-${status}`)
          await snap(track, `staff-delivery-5-tracked-${status}`)
        }
      }

      // Delivered: no more buttons for staff; the note reached the shopper; each step is mailed.
      await main.getByText('No further status change is possible from here.').waitFor()
      assert.equal(await main.getByRole('button', { name: /^Move to:/ }).count(), 0)
      await tracked.getByText(NOTE).waitFor()
      await view.getByRole('main').getByText(NOTE).waitFor()
      await view.getByRole('main').getByText(/You can withdraw without giving a reason until/).waitFor()
      assert.equal(await horizontalOverflow(track, PHONE.width), null)
      assert.equal(await horizontalOverflow(view, PHONE.width), null)
      await snap(view, 'staff-delivery-6-order-view-delivered')
      await mailTo(shopper.email, since, (m) => m.text.includes(placed.number) && /deliver/i.test(`${m.subject} ${m.text}`))

      // The server's truth: every move by staff, in order, and one audit line per move.
      const order = await apiOk<{ status: string; events: Array<{ status: string; actor: string; note: string | null }> }>('GET', `/api/orders/${placed.id}`, { token: session.token })
      assert.equal(order.status, 'delivered_order')
      assert.deepEqual(order.events.map((e) => e.status), ['new_order', ...FORWARD])
      assert.ok(order.events.slice(1).every((e) => e.actor === 'staff'))
      const audit = await apiOk<{ data: Array<{ action: string; entity_id: string }> }>('GET', `/api/staff/audit?entity=order&entity_id=${placed.id}`, { token: staff.token })
      assert.equal(audit.data.length, FORWARD.length, JSON.stringify(audit.data))

      // The audit log page shows them to staff too.
      await page.goto(`/admin/audit?entity=order&entity_id=${placed.id}`)
      await adminHeading(page, 'Audit log').waitFor({ timeout: 10_000 })
      await main.getByText(staff.username).first().waitFor({ timeout: 10_000 })
      await snap(page, 'staff-delivery-7-audit')

      assert.deepEqual(unexpectedErrors(desk.errors), [], `staff console or page errors:\n${desk.errors.join('\n')}`)
      assert.deepEqual(unexpectedErrors(own.errors), [], `shopper console or page errors:\n${own.errors.join('\n')}`)
    } finally {
      await desk.context.close()
      await own.context.close()
    }
  })
})
