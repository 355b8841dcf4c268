import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Request } from 'playwright-core'
import {
  apiCall,
  apiOk,
  buyableProducts,
  fixtureAccount,
  horizontalOverflow,
  launch,
  openAccountMenu,
  openPage,
  PHONE,
  placeOrderViaApi,
  snap,
  unexpectedErrors,
} from '../support'
import { cardPayment, signInElsewhere, staffOnlyAssets } from '../support-staff'

/**
 * Issue 5, who may use the staff area: the server refuses a shopper (403) and a guest (401) on
 * every staff endpoint, reading and writing alike, and a shopper's order stays where it was. In
 * the browser a shopper has no way in from the account menu, /admin says "Staff only" without
 * asking the staff API for anything, a guest is sent to sign in, and the shop's pages never load
 * the staff area's code.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

type Method = 'GET' | 'POST' | 'PATCH'

/** Staff endpoints with well-formed input, so that only the caller's role can refuse them. */
function staffCalls(orderId: string): Array<[Method, string, unknown?]> {
  return [
    ['GET', '/api/staff/dashboard'],
    ['GET', '/api/staff/orders'],
    ['GET', `/api/staff/orders/${orderId}`],
    ['POST', `/api/staff/orders/${orderId}/status`, { status: 'confirm_order', note: '' }],
    ['GET', '/api/staff/requests?status=pending'],
    ['GET', '/api/staff/reviews?status=pending'],
    ['POST', '/api/staff/reviews/rev_0000000000000000/moderate', { decision: 'approve', note: '' }],
    ['GET', '/api/staff/testimonials?status=pending'],
    ['GET', '/api/staff/complaints?status=open'],
    ['POST', '/api/staff/complaints/cmp_0000000000000000/reply', { message: 'Hello', close: false }],
    ['GET', '/api/staff/contact-messages?status=new'],
    ['POST', '/api/staff/contact-messages/msg_0000000000000000/handled', {}],
    ['GET', '/api/staff/feedback/results'],
    ['GET', '/api/staff/newsletter'],
    ['GET', '/api/staff/newsletter.csv'],
    ['GET', '/api/staff/coupons'],
    ['GET', '/api/staff/gift-cards'],
    ['GET', '/api/staff/audit'],
    ['GET', '/api/staff/products'],
    ['GET', '/api/staff/categories'],
    ['GET', '/api/staff/brands'],
  ]
}


describe('staff only', () => {
  it('phone shopper and guest: the staff API refuses them, /admin shows nothing of staff', async () => {
    const shopper = fixtureAccount('access')
    const session = await signInElsewhere(shopper)
    const [product] = await buyableProducts({ min: 1000, max: 4000, count: 1, skip: 26 })
    const placed = await placeOrderViaApi(session.token, product!.id, cardPayment(shopper.name))

    // The server: 403 for the shopper, 401 for a guest, on every call.
    const refused: string[] = []
    for (const [method, path, body] of staffCalls(placed.id)) {
      const asShopper = await apiCall(method, path, { token: session.token, body })
      const asGuest = await apiCall(method, path, { body })
      if (asShopper.status !== 403) refused.push(`shopper ${method} ${path} → ${asShopper.status}`)
      if (asGuest.status !== 401) refused.push(`guest ${method} ${path} → ${asGuest.status}`)
    }
    assert.deepEqual(refused, [], 'every staff endpoint answers 403 to a shopper and 401 to a guest')
    const order = await apiOk<{ status: string; events: unknown[] }>('GET', `/api/orders/${placed.id}`, { token: session.token })
    assert.equal(order.status, 'new_order', 'the refused transition changed nothing')
    assert.equal(order.events.length, 1)
    const profile = await apiOk<{ role?: string }>('GET', '/auth/profile', { token: session.token })
    assert.notEqual(profile.role, 'staff')

    // The browser, signed in as the shopper.
    const own = await openPage(browser, PHONE, session.storage)
    const staffCode = staffOnlyAssets()
    const staffRequests: string[] = []
    const chunks: string[] = []
    const record = (r: Request) => {
      const url = new URL(r.url())
      if (url.pathname.startsWith('/api/staff')) staffRequests.push(`${r.method()} ${url.pathname}`)
      if (staffCode.has(url.pathname)) chunks.push(url.pathname)
    }
    own.page.on('request', record)
    try {
      const { page } = own
      const main = page.getByRole('main')

      // The shop itself loads none of the staff area's code, and the menu offers no way in.
      await page.goto('/')
      await page.getByRole('banner').waitFor({ timeout: 15_000 })
      await page.goto(`/productdetails/${product!.id}`)
      await page.getByRole('heading', { level: 1, name: product!.name }).waitFor({ timeout: 15_000 })
      await page.goto('/orderhistory')
      await page.getByRole('heading', { level: 1, name: 'Order history' }).waitFor({ timeout: 15_000 })
      const menu = await openAccountMenu(page, session.username)
      await menu.getByRole('menuitem', { name: 'Sign out' }).waitFor()
      assert.equal(await menu.getByRole('menuitem', { name: 'Staff area' }).count(), 0)
      assert.equal(await menu.getByRole('link', { name: 'Staff area' }).count(), 0)
      await snap(page, 'staff-access-1-shopper-menu')
      await page.keyboard.press('Escape')
      assert.deepEqual([...chunks], [], `the shop's pages loaded staff code: ${chunks.join(', ')}`)

      // /admin: "Staff only", no staff navigation, no staff data asked for.
      await page.goto('/admin')
      await page.getByRole('heading', { level: 1, name: 'Staff only' }).waitFor({ timeout: 15_000 })
      await main.getByText('This part of the shop is for our team. Your account is a shopper account, so there is nothing for you here.').waitFor()
      await main.getByRole('link', { name: 'Back to the shop' }).waitFor()
      assert.equal(await page.getByRole('navigation', { name: 'Staff area' }).count(), 0)
      assert.equal(await page.getByRole('heading', { name: 'Dashboard' }).count(), 0)
      assert.equal(await horizontalOverflow(page, PHONE.width), null)
      await snap(page, 'staff-access-2-shopper-admin')
      // A deep link into the staff area says the same.
      await page.goto('/admin/orders')
      await page.getByRole('heading', { level: 1, name: 'Staff only' }).waitFor({ timeout: 15_000 })
      assert.equal(await main.getByText(placed.number).count(), 0)
      assert.deepEqual(staffRequests, [], `the browser asked the staff API: ${staffRequests.join(', ')}`)
      // Only the gate's chunk came: none of the staff pages' code.
      assert.deepEqual([...new Set(chunks.map((c) => c.replace(/-[\w-]{8}\.js$/, '')))], ['/assets/admin-app'], chunks.join(', '))
      assert.deepEqual(unexpectedErrors(own.errors), [], `console or page errors:\n${own.errors.join('\n')}`)
    } finally {
      await own.context.close()
    }

    // A guest opening /admin is asked to sign in first.
    const guest = await openPage(browser, PHONE)
    try {
      const { page } = guest
      await page.goto('/admin/orders')
      await page.waitForURL((u) => u.pathname === '/login', { timeout: 15_000 })
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      assert.equal(await page.getByRole('navigation', { name: 'Staff area' }).count(), 0)
      await snap(page, 'staff-access-3-guest-admin')
      assert.deepEqual(unexpectedErrors(guest.errors), [], `guest console or page errors:\n${guest.errors.join('\n')}`)
    } finally {
      await guest.context.close()
    }
  })
})
