import assert from 'node:assert/strict'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { pathToFileURL } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import {
  ADDRESS,
  apiCall,
  apiOk,
  buyableProducts,
  confirmAtProcessor,
  DATA_DIR,
  DESKTOP,
  eventually,
  fixtureAccount,
  futureExpiry,
  launch,
  mailTo,
  mouseAway,
  openPage,
  PHONE,
  placeOrderViaApi,
  signIn,
  snap,
  STATUS_LABELS,
  toast,
  unexpectedErrors,
  unique,
  uniqueEmail,
} from '../support'
import { deliverViaApi } from '../support-staff'

/**
 * Issue 4 and issue 19, the 14-day withdrawal (decision 044). A shopper's card order is moved by
 * staff along SPEC's forward path to delivered_order while the shopper watches the timeline, then
 * the shopper withdraws on /cancelorder/{id} and staff refuse it on a lawful ground. A guest
 * withdraws from one of two lines on the tracking page without a reason and gets the receipt; staff
 * accept it on the requests desk and the guest sees the refund and the credit note. A withdrawal
 * sent on day 15 is refused with a clear message.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const FORWARD = ['confirm_order', 'order_picked', 'order_recieved', 'shipped_order', 'dispatched_order', 'delivered_order'] as const
const DAY = 86_400_000

interface OrderAnswer {
  id: string
  number: string
  status: string
  refunded_cents: number
  events: Array<{ status: string; actor: string }>
  lines: Array<{ variant_id: string; quantity: number; name: string }>
  requests: Array<{ kind: string; reason: string; status: string; refund_to: string; refusal: string | null; withdrawal: { lines: Array<{ line_id: string; quantity: number }>; amount_cents: number } | null }>
  staff_targets?: string[]
}

async function timelineSteps(page: Page): Promise<string[]> {
  // Only the steps that happened have a time; the dimmed ones still to come do not.
  const done = page.getByRole('main').getByRole('list', { name: 'Order timeline' }).getByRole('listitem').filter({ has: page.locator('time') })
  const labels: string[] = []
  for (const item of await done.all()) labels.push(((await item.locator('p').first().textContent()) ?? '').trim())
  return labels
}

/**
 * Moves an order's delivery `days` back, as time passing would: written into the e2e server's
 * SQLite file with the server's own database code, as e2e/fixtures.ts writes its accounts.
 */
async function deliveredDaysAgo(orderId: string, days: number): Promise<void> {
  const root = path.resolve(import.meta.dirname, '../..')
  const database = (await import(pathToFileURL(path.join(root, 'apps/server/src/db/database.ts')).href)) as {
    openDatabase(opts: { sqlitePath: string }): {
      kysely: { updateTable(t: 'shop_order'): { set(v: Record<string, unknown>): { where(c: string, op: '=', v: string): { execute(): Promise<unknown> } } } }
      close(): Promise<void>
    }
  }
  const db = database.openDatabase({ sqlitePath: path.join(DATA_DIR, 'shop.sqlite') })
  try {
    await db.kysely.updateTable('shop_order').set({ delivered_at: new Date(Date.now() - days * DAY).toISOString() }).where('id', '=', orderId).execute()
  } finally {
    await db.close()
  }
}

/** A guest's order of one piece each of two products, paid by the approved test card, placed with the browser context's cart cookie. */
async function guestOrderViaApi(context: BrowserContext, email: string, productIds: string[]): Promise<OrderAnswer> {
  const request = context.request
  for (const id of productIds) {
    const added = await request.post('/api/cart', { data: { product_id: id, quantity: 1 } })
    assert.ok(added.ok(), await added.text())
  }
  const quote = (await (await request.post('/api/checkout/quote', { data: { shipping_method: 'standard', country: ADDRESS.country, coupons: [], lang: 'en' } })).json()) as { total_cents: number; terms_version: string }
  const card = { number: '4242424242424242', exp_month: 12, exp_year: 2000 + Number(futureExpiry().slice(3)), cvc: '123', name: 'Guest Shopper' }
  const placed = await request.post('/api/orders', {
    data: {
      idempotency_key: `e2e-${unique()}-${unique()}`,
      email,
      shipping_address: ADDRESS,
      shipping_method: 'standard',
      coupons: [],
      lang: 'en',
      expected_total_cents: quote.total_cents,
      terms_version: quote.terms_version,
      // The card goes to the processor (issue 20): the order says only that a card pays.
      payment: { wallet_cents: 0, card: true, cash_on_delivery: false },
    },
  })
  assert.equal(placed.status(), 202, await placed.text())
  const { payment } = (await placed.json()) as { payment: { id: string; client_secret: string } }
  await confirmAtProcessor(payment, card)
  // The browser's return, with the guest's cart cookie: only the one who started it learns how it ended.
  const completed = await request.post(`/api/payments/${payment.id}/complete`, { data: {} })
  assert.equal(completed.status(), 200, await completed.text())
  return ((await completed.json()) as { order: OrderAnswer }).order
}

describe('withdraw from a delivered order', () => {
  it('desktop: the shopper follows delivery and withdraws with a reason; staff refuse on a lawful ground (phone), the shopper reads it', async () => {
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
    const desk = await openPage(browser, PHONE, staff.storage)
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

      // Delivered: every step on the timeline, the badge, and the withdrawal function.
      assert.deepEqual(await timelineSteps(page), [STATUS_LABELS.new_order, ...FORWARD.map((s) => STATUS_LABELS[s])])
      await main.getByText(STATUS_LABELS.delivered_order, { exact: true }).first().waitFor()
      await main.getByText(/You can withdraw without giving a reason until/).waitFor()
      await snap(page, 'money-return-3-delivered')
      // Each change is mailed; the last one says delivered.
      await mailTo(shopper.email, since, (m) => m.text.includes(placed.number) && /deliver/i.test(`${m.subject} ${m.text}`))

      // The withdrawal: everything preselected, a reason given (optional), the card payment to the wallet.
      await main.getByRole('link', { name: 'Withdraw from contract' }).click()
      await page.waitForURL((u) => u.pathname === `/cancelorder/${placed.id}`)
      await page.getByRole('heading', { level: 1, name: 'Withdraw from contract' }).waitFor()
      const form = main.getByRole('form', { name: 'Withdraw from contract' })
      assert.equal(await form.getByRole('checkbox').isChecked(), true)
      await form.getByLabel('Reason (optional)', { exact: true }).selectOption({ label: 'The product arrived damaged' })
      await form.getByLabel('Anything to add? (optional)', { exact: true }).fill('The pump arrived broken.')
      await form.getByRole('radio', { name: /To my wallet/ }).check()
      await form.getByRole('region', { name: 'Your refund' }).getByText('To be refunded').waitFor()
      await snap(page, 'money-return-4-form-desktop')
      const sent = Date.now()
      await form.getByRole('button', { name: 'Confirm withdrawal' }).click()
      await toast(page, 'We have received your withdrawal').waitFor({ timeout: 10_000 })
      await mouseAway(page)

      // The order now waits for the shop's answer; the receipt is in the mailbox at once.
      await page.waitForURL((u) => u.pathname === `/individualorderview/${placed.id}`)
      await eventually(async () => assert.equal((await timelineSteps(page)).at(-1), STATUS_LABELS.request_return), 10_000)
      const requests = main.getByRole('region', { name: 'Your requests' })
      await requests.getByText('Withdrawal', { exact: true }).waitFor()
      await requests.getByText('Waiting for an answer').waitFor()
      assert.equal(await main.getByRole('link', { name: 'Withdraw from contract' }).count(), 0)
      await snap(page, 'money-return-5-requested')
      // The mailbox keeps a long subject's first line only: matched by its start and the order number in the text.
      const receipt = await mailTo(shopper.email, sent, (m) => m.subject.startsWith('Lumen & Leaf: we have received your withdrawal') && m.text.includes(placed.number))
      assert.match(receipt.text, /Korunní 2569\/108/)
      assert.match(receipt.text, /Your reason: The product arrived damaged: The pump arrived broken\./)

      const order = await apiOk<OrderAnswer>('GET', `/api/orders/${placed.id}`, { token: session.token })
      assert.equal(order.status, 'request_return')
      assert.deepEqual(order.requests.map((r) => [r.kind, r.reason, r.status, r.refund_to]), [['return', 'damaged', 'pending', 'wallet']])

      // Staff on a phone: refusing needs a ground from the lawful list.
      const staffPage = desk.page
      await staffPage.goto('/admin/requests?kind=return')
      const decision = staffPage.getByRole('main').getByRole('listitem').filter({ has: staffPage.getByRole('link', { name: placed.number, exact: true }) })
      await decision.waitFor({ timeout: 15_000 })
      assert.equal(await decision.getByRole('button', { name: 'Refuse' }).isDisabled(), true)
      await decision.getByLabel('Ground for a refusal').selectOption('unsealed_hygiene')
      await snap(staffPage, 'money-return-6-staff-refuse-phone')
      await decision.getByRole('button', { name: 'Refuse' }).click()
      await toast(staffPage, 'The order is now: Withdrawal refused').waitFor({ timeout: 10_000 })

      await page.reload()
      await main.getByText('Refused: A sealed cosmetic product was opened after delivery and cannot be taken back for hygiene reasons.').waitFor({ timeout: 10_000 })
      await snap(page, 'money-return-7-refused')
      // A subject with a dash arrives encoded: the status is read from the text.
      const refusedMail = await mailTo(shopper.email, sent, (m) => m.text.includes(`${placed.number} has a new status: Withdrawal refused`))
      assert.match(refusedMail.text, /the sealed cosmetic product was opened after delivery/)

      assert.deepEqual(unexpectedErrors(errors), [], `console or page errors:\n${errors.join('\n')}`)
      assert.deepEqual(unexpectedErrors(desk.errors), [], `console or page errors:\n${desk.errors.join('\n')}`)
    } finally {
      await context.close()
      await desk.context.close()
    }
  })

  it('phone: a guest withdraws from one of two lines on the tracking page without a reason; staff accept; the refund and credit note show', async () => {
    const staff = await signIn(fixtureAccount('staff'))
    const email = uniqueEmail('withdraw')
    const [a, b] = await buyableProducts({ min: 1000, max: 3000, count: 2, skip: 20 })
    const guest = await openPage(browser, PHONE)
    const desk = await openPage(browser, DESKTOP, staff.storage)
    try {
      const placed = await guestOrderViaApi(guest.context, email, [a!.id, b!.id])
      await deliverViaApi(staff.token, placed.id)
      const { page } = guest
      const main = page.getByRole('main')
      const track = async () => {
        await page.goto('/trackorder')
        await main.getByLabel('Order number').fill(placed.number)
        await main.getByLabel('Email').fill(email)
        await main.getByRole('button', { name: 'Track' }).click()
        await main.getByRole('region', { name: `Order ${placed.number}` }).waitFor({ timeout: 10_000 })
      }
      await track()
      await main.getByRole('button', { name: 'Withdraw from contract' }).click()
      const form = main.getByRole('form', { name: 'Withdraw from contract' })
      await form.waitFor()
      // Keep the second product: only the first goes back.
      const kept = placed.lines.find((l) => l.variant_id !== placed.lines[0]!.variant_id)!
      await form.getByRole('checkbox', { name: new RegExp(kept.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).uncheck()
      await form.getByText('Shipping is refunded when you withdraw from the whole order.').waitFor()
      await snap(page, 'money-return-8-guest-form-phone')
      const sent = Date.now()
      await form.getByRole('button', { name: 'Confirm withdrawal' }).click()
      await toast(page, 'We have received your withdrawal').waitFor({ timeout: 10_000 })
      await mouseAway(page)
      await main.getByRole('region', { name: 'Your requests' }).getByText('Waiting for an answer').waitFor({ timeout: 10_000 })

      const receipt = await mailTo(email, sent, (m) => m.subject.startsWith('Lumen & Leaf: we have received your withdrawal') && m.text.includes(placed.number))
      assert.match(receipt.text, /You withdrew from:\r?\n {2}1 × /)
      assert.doesNotMatch(receipt.text, /Your reason/)
      assert.match(receipt.text, /back to your card Visa •••• 4242/)

      // Staff accept the partial withdrawal on the requests desk.
      const staffPage = desk.page
      await staffPage.goto('/admin/requests?kind=return')
      const decision = staffPage.getByRole('main').getByRole('listitem').filter({ has: staffPage.getByRole('link', { name: placed.number, exact: true }) })
      await decision.waitFor({ timeout: 15_000 })
      await decision.getByText(/1 × /).first().waitFor()
      await snap(staffPage, 'money-return-9-staff-desk-desktop')
      await decision.getByRole('button', { name: 'Accept the withdrawal' }).click()
      await toast(staffPage, 'The order is now: Withdrawal accepted').waitFor({ timeout: 10_000 })
      const answer = await apiOk<OrderAnswer>('POST', '/api/orders/track', { body: { number: placed.number, email } })
      const amount = answer.requests[0]!.withdrawal!.amount_cents
      assert.equal(answer.status, 'return_accept')
      assert.equal(answer.refunded_cents, amount)

      // The guest sees the refund back to the card, the credit note beside the invoice, and may send the rest later.
      await track()
      const requests = main.getByRole('region', { name: 'Your requests' })
      await requests.getByText('Accepted').waitFor({ timeout: 10_000 })
      await requests.getByText(/back to your card/).waitFor()
      await main.getByText(/Credit note CN-\d{4}-\d{6}/).waitFor({ timeout: 10_000 })
      await main.getByRole('button', { name: 'Withdraw from contract' }).waitFor()
      await snap(page, 'money-return-10-guest-refunded')
      assert.deepEqual(unexpectedErrors(guest.errors), [], `console or page errors:\n${guest.errors.join('\n')}`)
    } finally {
      await guest.context.close()
      await desk.context.close()
    }
  })

  it('phone: a withdrawal sent on day 15 is refused with a clear message, and the order says when the period ended', async () => {
    const shopper = fixtureAccount('returns')
    const session = await signIn(shopper)
    const staff = await signIn(fixtureAccount('staff'))
    const [product] = await buyableProducts({ min: 1000, max: 3000, count: 1, skip: 16 })
    const card = { number: '4242424242424242', exp_month: 12, exp_year: 2000 + Number(futureExpiry().slice(3)), cvc: '123', name: shopper.name }
    const placed = await placeOrderViaApi(session.token, product!.id, { wallet_cents: 0, card, cash_on_delivery: false })
    await deliverViaApi(staff.token, placed.id)
    const { context, page, errors } = await openPage(browser, PHONE, session.storage)
    try {
      const main = page.getByRole('main')
      // The form opened on day 14; it is sent after midnight, on day 15.
      await page.goto(`/cancelorder/${placed.id}`)
      const form = main.getByRole('form', { name: 'Withdraw from contract' })
      await form.waitFor({ timeout: 10_000 })
      await snap(page, 'money-return-11-form-phone')
      await deliveredDaysAgo(placed.id, 15)
      await form.getByRole('button', { name: 'Confirm withdrawal' }).click()
      await form.getByRole('alert').getByText('The 14-day withdrawal period for this order has ended').waitFor({ timeout: 10_000 })
      await snap(page, 'money-return-12-day-15-refused')
      const order = await apiOk<OrderAnswer>('GET', `/api/orders/${placed.id}`, { token: session.token })
      assert.deepEqual([order.status, order.requests.length], ['delivered_order', 0])

      await page.goto(`/individualorderview/${placed.id}`)
      await main.getByText(/The 14-day withdrawal period ended on/).waitFor({ timeout: 10_000 })
      assert.equal(await main.getByRole('link', { name: 'Withdraw from contract' }).count(), 0)
      assert.deepEqual(unexpectedErrors(errors), [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })
})
