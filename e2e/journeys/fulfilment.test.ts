import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import { DESKTOP, eventually, fixtureAccount, horizontalOverflow, launch, mailsTo, mailTo, mouseAway, openPage, PHONE, placeOrderViaApi, snap, toast, unexpectedErrors, buyableProducts } from '../support'
import { adminHeading, cardPayment, signInElsewhere } from '../support-staff'

/**
 * Issue 17, fulfilment: two card orders of one shopper are ticked in /admin/orders and marked
 * picked together, their packing slips printed (print media: one sheet each, no prices), and one
 * is shipped with a carrier and tracking number in one step. The shopper's tracking page links to
 * the carrier's page, and the shipment's steps reach the mailbox as one email.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const TRACKING = 'JD014600006281234567'
const DHL_URL = `https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=${TRACKING}`

describe('fulfilment', () => {
  it('staff pick two orders, print their slips and ship one; the shopper follows the parcel', async () => {
    const shopper = fixtureAccount('fulfilment')
    const session = await signInElsewhere(shopper)
    const staff = await signInElsewhere(fixtureAccount('staff'))
    const [a, b] = await buyableProducts({ min: 1000, max: 4000, count: 2, skip: 31 })
    const first = await placeOrderViaApi(session.token, a!.id, cardPayment(shopper.name))
    const second = await placeOrderViaApi(session.token, b!.id, cardPayment(shopper.name))

    const desk = await openPage(browser, DESKTOP, staff.storage)
    const own = await openPage(browser, PHONE, session.storage)
    try {
      const { page } = desk
      const main = page.getByRole('main')

      // The shopper's two orders, found by their email, ticked and marked picked in one action.
      await page.goto(`/admin/orders?q=${encodeURIComponent(shopper.email)}`)
      await adminHeading(page, 'Orders').waitFor({ timeout: 15_000 })
      await main.getByRole('link', { name: first.number, exact: true }).waitFor({ timeout: 10_000 })
      const pickedSince = Date.now()
      for (const o of [first, second]) await main.getByRole('checkbox', { name: `Select order ${o.number}` }).check()
      await main.getByText('2 orders selected').waitFor()
      await snap(page, 'fulfilment-1-orders-selected')
      await main.getByRole('button', { name: 'Mark picked' }).click()
      await toast(page, '2 orders marked picked').waitFor({ timeout: 10_000 })
      await mouseAway(page)
      await eventually(async () => assert.equal(await main.getByRole('table').getByText('Picked and packed', { exact: true }).count(), 2), 10_000)
      await main.getByText('0 orders selected').waitFor()

      // Their packing slips: one sheet each when printed, addresses and quantities, no prices.
      for (const o of [first, second]) await main.getByRole('checkbox', { name: `Select order ${o.number}` }).check()
      await main.getByRole('link', { name: 'Packing slips' }).click()
      await page.waitForURL((u) => u.pathname === '/admin/packing-slips')
      const slips = page.getByRole('article', { name: /^Packing slip for order / })
      await slips.first().waitFor({ timeout: 10_000 })
      assert.equal(await slips.count(), 2)
      for (const o of [first, second]) await page.getByRole('article', { name: `Packing slip for order ${o.number}` }).getByText('Vinohradská 12').waitFor()
      assert.doesNotMatch((await slips.first().textContent()) ?? '', /\$\s?\d|\d\.\d\d\s?\$/)
      await page.emulateMedia({ media: 'print' })
      // Printed: the staff frame and the buttons are gone, each slip starts a sheet.
      assert.equal(await page.getByRole('button', { name: 'Print' }).isVisible(), false)
      assert.equal(await page.getByRole('article').first().evaluate((el) => getComputedStyle(el).breakAfter), 'page')
      await snap(page, 'fulfilment-2-packing-slips-print')
      await page.emulateMedia({ media: 'screen' })

      // Ship the first one in one step with DHL and a tracking number.
      await page.goto(`/admin/orders/${first.id}`)
      await adminHeading(page, `Order ${first.number}`).waitFor({ timeout: 10_000 })
      await main.getByRole('button', { name: 'Ship', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: `Ship order ${first.number}` })
      await dialog.getByLabel('Carrier', { exact: true }).selectOption('dhl')
      await dialog.getByLabel('Tracking number', { exact: true }).fill('JD 0146')
      await dialog.getByRole('button', { name: 'Ship order' }).click()
      await dialog.getByText('A tracking number is 6 to 40 letters or digits, without spaces.').waitFor()
      await dialog.getByLabel('Tracking number', { exact: true }).fill(TRACKING)
      await snap(page, 'fulfilment-3-ship-dialog')
      const shippedSince = Date.now()
      await dialog.getByRole('button', { name: 'Ship order' }).click()
      await toast(page, `Order ${first.number} shipped`).waitFor({ timeout: 10_000 })
      const staffLink = main.getByRole('link', { name: /Track the parcel on the DHL website/ })
      assert.equal(await staffLink.getAttribute('href'), DHL_URL)
      for (const label of ['Handed to the carrier', 'Shipped']) await main.getByRole('list', { name: 'Timeline' }).getByText(label, { exact: true }).first().waitFor()

      // The shopper's tracking page (number + email) links to DHL's page for the number.
      const track = own.page
      const ownMain = track.getByRole('main')
      await track.goto('/trackorder')
      await track.getByRole('heading', { level: 1, name: 'Track your order' }).waitFor({ timeout: 15_000 })
      await ownMain.getByLabel('Order number', { exact: true }).fill(first.number)
      await ownMain.getByLabel('Email', { exact: true }).fill(shopper.email)
      await ownMain.getByRole('button', { name: 'Track' }).click()
      const parcel = ownMain.getByRole('link', { name: /Track the parcel on the DHL website/ })
      await parcel.waitFor({ timeout: 10_000 })
      assert.equal(await parcel.getAttribute('href'), DHL_URL)
      assert.equal(await parcel.getAttribute('target'), '_blank')
      assert.equal(await horizontalOverflow(track, PHONE.width), null)
      await snap(track, 'fulfilment-4-tracking-page')

      // One email for the shipment's two steps, naming them and linking to DHL. (Subjects travel
      // MIME-encoded: the decoded text says which status the email is about.)
      const change = (number: string, status?: string) => `Your order ${number} has a new status${status ? `: ${status}.` : ''}`
      const about = (number: string, since: number) => mailsTo(shopper.email, since).filter((m) => m.text.includes(change(number)))
      const shipped = await mailTo(shopper.email, shippedSince, (m) => m.text.includes(change(first.number, 'Shipped')))
      assert.match(shipped.text, /went through: (.* → )?Handed to the carrier → Shipped/)
      assert.ok(shipped.text.includes(DHL_URL), shipped.text)
      // The pick of the second order (two steps) was one email too; nothing more follows.
      const picked = await mailTo(shopper.email, pickedSince, (m) => m.text.includes(change(second.number, 'Being packed')))
      assert.match(picked.text, /went through: Confirmed → Being packed/)
      await new Promise((r) => setTimeout(r, 4500))
      // The first order's pick email may reach the mailbox after the ship click on a loaded
      // machine (its burst was already being sent): what must hold is one email per burst.
      assert.equal(about(first.number, shippedSince).filter((m) => m.text.includes(change(first.number, 'Shipped'))).length, 1)
      assert.ok(about(first.number, pickedSince).length <= 2, 'the first order: one email for its pick, one for its shipment')
      assert.equal(about(second.number, pickedSince).length, 1)

      assert.deepEqual(unexpectedErrors(desk.errors), [])
      assert.deepEqual(unexpectedErrors(own.errors), [])
    } finally {
      await desk.context.close()
      await own.context.close()
    }
  })
})
