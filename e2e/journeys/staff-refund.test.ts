import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import { ADDRESS, apiOk, buyableProducts, DESKTOP, eventually, fixtureAccount, launch, mailTo, openPage, PHONE, snap, toast, unexpectedErrors, unique } from '../support'
import { deliverViaApi, signInElsewhere } from '../support-staff'

/**
 * Issue 20, staff refunds (decision 053): a shopper's delivered order of two products, paid in cash
 * on delivery, is refunded one line by staff in the admin order's "Refund" dialog (chosen items,
 * a quantity stepper, the amount on the confirm button). The shopper gets the email in their
 * language with the credit note's link, and their order page says where the money went.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

interface OrderAnswer {
  id: string
  number: string
  total_cents: number
  refunded_cents: number
  lines: Array<{ variant_id: string; name: string; line_total_cents: number }>
  refunds: Array<{ amount_cents: number; to: { wallet_cents: number }; credit_note: string | null }>
}

describe('staff refund one line of a delivered order', () => {
  it('desktop staff refund one item; the shopper (phone) reads the email and sees it on the order page', async () => {
    const shopper = fixtureAccount('refunded')
    const session = await signInElsewhere(shopper)
    const staff = await signInElsewhere(fixtureAccount('staff'))
    const products = await buyableProducts({ min: 500, max: 3000, count: 2, skip: 31 })
    await apiOk('DELETE', '/api/cart', { token: session.token })
    for (const p of products) await apiOk('POST', '/api/cart', { token: session.token, body: { product_id: p.id, quantity: 1 } })
    const quote = await apiOk<{ total_cents: number; terms_version: string }>('POST', '/api/checkout/quote', { token: session.token, body: { shipping_method: 'standard', country: ADDRESS.country, coupons: [], lang: 'en' } })
    // Cash on delivery: the refund of an account's collected cash comes back as wallet credit.
    const placed = await apiOk<OrderAnswer>('POST', '/api/orders', {
      token: session.token,
      body: {
        idempotency_key: `e2e-${unique()}-${unique()}`,
        shipping_address: ADDRESS,
        shipping_method: 'standard',
        coupons: [],
        lang: 'en',
        expected_total_cents: quote.total_cents,
        terms_version: quote.terms_version,
        payment: { wallet_cents: 0, cash_on_delivery: true },
      },
    })
    await deliverViaApi(staff.token, placed.id)
    const line = placed.lines[0]!

    const desk = await openPage(browser, DESKTOP, staff.storage)
    const phoneDesk = await openPage(browser, PHONE, staff.storage)
    const own = await openPage(browser, PHONE, session.storage)
    try {
      // The dialog on a phone first: opened, looked at, closed without refunding.
      await phoneDesk.page.goto(`/admin/orders/${placed.id}`)
      await phoneDesk.page.getByRole('button', { name: 'Refund', exact: true }).click()
      const phoneDialog = phoneDesk.page.getByRole('dialog', { name: `Refund order ${placed.number}` })
      await phoneDialog.getByRole('radio', { name: 'Chosen items' }).click()
      await snap(phoneDesk.page, 'staff-refund-dialog-phone')
      await phoneDialog.getByRole('button', { name: 'Cancel' }).click()

      const { page } = desk
      const since = Date.now()
      await page.goto(`/admin/orders/${placed.id}`)
      await page.getByRole('button', { name: 'Refund', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: `Refund order ${placed.number}` })
      await dialog.getByRole('radio', { name: 'Chosen items' }).click()
      const stepper = dialog.getByRole('group', { name: new RegExp(`^Quantity of ${line.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      await stepper.getByRole('button', { name: 'One piece more' }).click()
      await dialog.getByLabel('Reason (on the credit note and in the email)').fill('The bottle arrived cracked')
      const confirm = dialog.getByRole('button', { name: /^Refund \S/ })
      await snap(page, 'staff-refund-dialog-desktop')
      await confirm.click()
      await toast(page, /refunded/).waitFor()
      await page.getByText(/Refunded .+ to the shopper’s wallet on/).waitFor()

      const order = await apiOk<OrderAnswer>('GET', `/api/staff/orders/${placed.id}`, { token: staff.token })
      assert.equal(order.refunds.length, 1)
      const refund = order.refunds[0]!
      assert.equal(refund.amount_cents, line.line_total_cents)
      assert.equal(refund.to.wallet_cents, line.line_total_cents)
      assert.equal(order.refunded_cents, line.line_total_cents)

      // The email, in the order's language, names the item, where the money went and the credit note.
      const mail = await mailTo(shopper.email, since, (m) => m.subject.includes(`a refund for your order ${placed.number}`))
      assert.match(mail.text, /The bottle arrived cracked/)
      assert.match(mail.text, /to your wallet/)
      assert.ok(refund.credit_note)
      assert.match(mail.text, new RegExp(`Credit note ${refund.credit_note}: http\\S+/credit-notes/`))
      for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
        const view = await openPage(browser, viewport)
        try {
          await view.page.setContent(mail.html ?? `<pre>${mail.text}</pre>`)
          await snap(view.page, `staff-refund-email-${name}`)
        } finally {
          await view.context.close()
        }
      }

      // The shopper's order page says it.
      await own.page.goto(`/individualorderview/${placed.id}`)
      await eventually(async () => {
        assert.ok(await own.page.getByText(/Refunded .+ to your wallet on/).isVisible())
      }, 10_000)
      await snap(own.page, 'staff-refund-order-page-phone')

      assert.deepEqual(unexpectedErrors(desk.errors), [])
      assert.deepEqual(unexpectedErrors(own.errors), [])
    } finally {
      await desk.context.close()
      await phoneDesk.context.close()
      await own.context.close()
    }
  })
})
