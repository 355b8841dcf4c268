import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import {
  apiOk,
  BASE_URL,
  buyableProducts,
  DESKTOP,
  eventually,
  fixtureAccount,
  horizontalOverflow,
  launch,
  mailTo,
  mouseAway,
  openPage,
  PHONE,
  placeOrderViaApi,
  snap,
  toast,
  unexpectedErrors,
} from '../support'
import { adminHeading, cardPayment, injectedMarkup, linkIn, signInElsewhere, watchDialogs } from '../support-staff'

/**
 * Issue 5, a complaint: a shopper (phone) files a complaint about one of their orders on
 * /complain; staff (desktop) open it in /admin/complaints and reply; the reply is emailed, and the
 * shopper sees it in the thread with the status "Answered". The shopper's message carries markup,
 * shown as text on both sides. Writing back reopens the complaint.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const MESSAGE = 'The parcel has not arrived after 9 days. <script>alert("xss")</script> Tracking stopped at the depot.'
const REPLY = 'We are sorry: the carrier lost track of it. A new parcel leaves today, at our cost.'
const BACK = 'Thank you, that is kind.'

interface ComplaintAnswer {
  id: string
  status: string
  messages: Array<{ author: string; text: string }>
}

describe('a complaint gets a reply', () => {
  it('phone shopper, desktop staff: file on /complain → reply in /admin → the shopper reads it (and the email)', async () => {
    const shopper = fixtureAccount('complainer')
    const session = await signInElsewhere(shopper)
    const staff = await signInElsewhere(fixtureAccount('staff'))
    const [product] = await buyableProducts({ min: 1000, max: 4000, count: 1, skip: 24 })
    const placed = await placeOrderViaApi(session.token, product!.id, cardPayment(shopper.name))

    const own = await openPage(browser, PHONE, session.storage)
    const ownDialogs = watchDialogs(own.page)
    try {
      const { page } = own
      const main = page.getByRole('main')
      await page.goto('/complain')
      await page.getByRole('heading', { level: 1, name: 'Complaints' }).waitFor({ timeout: 15_000 })

      // No complaint yet: the form is there at once. Sending it empty names what is missing.
      const form = main.getByRole('form', { name: 'New complaint' })
      await form.waitFor({ timeout: 10_000 })
      await form.getByRole('button', { name: 'Send complaint' }).click()
      await form.getByText('Please choose the order your complaint is about').waitFor()
      await form.getByText('Please choose a topic').waitFor()
      await form.getByText('Please describe the problem').waitFor()

      const order = form.getByLabel('Order', { exact: true })
      const option = order.locator('option', { hasText: placed.number })
      await order.selectOption({ label: ((await option.textContent()) ?? '').trim() })
      await form.getByLabel('What is it about?', { exact: true }).selectOption({ label: 'Late delivery' })
      await form.getByLabel('What happened?', { exact: true }).fill(MESSAGE)
      assert.equal(await horizontalOverflow(page, PHONE.width), null)
      await snap(page, 'engage-complaint-1-form')
      const since = Date.now()
      await form.getByRole('button', { name: 'Send complaint' }).click()
      await toast(page, 'Your complaint has been sent').waitFor({ timeout: 10_000 })
      await mouseAway(page)

      // The thread: my words as text, open, waiting for the team.
      await page.waitForURL((u) => u.pathname === '/complain' && u.searchParams.has('id'))
      const id = new URL(page.url()).searchParams.get('id')!
      const thread = main.getByRole('article', { name: 'Late delivery' })
      await thread.getByText(`Order ${placed.number}`, { exact: false }).first().waitFor({ timeout: 10_000 })
      await thread.getByText('Open', { exact: true }).waitFor()
      await thread.getByText('Our team has your complaint and will answer here.').waitFor()
      await thread.getByRole('list', { name: 'Messages' }).getByText(MESSAGE, { exact: true }).waitFor()
      assert.deepEqual(await injectedMarkup(main), [])
      await snap(page, 'engage-complaint-2-sent')

      // Staff: the open complaints list, the complaint, a reply.
      const desk = await openPage(browser, DESKTOP, staff.storage)
      const deskDialogs = watchDialogs(desk.page)
      try {
        const admin = desk.page
        const adminMain = admin.getByRole('main')
        await admin.goto('/admin/complaints')
        await adminHeading(admin, 'Complaints').waitFor({ timeout: 15_000 })
        const link = adminMain.getByRole('link', { name: `Late delivery · ${placed.number}`, exact: true })
        await link.waitFor({ timeout: 10_000 })
        await snap(admin, 'engage-complaint-3-admin-list')
        await link.click()
        await admin.waitForURL((u) => u.pathname === `/admin/complaints/${id}`)
        await adminHeading(admin, 'Late delivery').waitFor()
        await adminMain.getByRole('list', { name: 'Messages' }).getByText(MESSAGE, { exact: true }).waitFor()
        await adminMain.getByText(shopper.email).first().waitFor()
        assert.deepEqual(await injectedMarkup(adminMain), [])
        await adminMain.getByLabel('Your reply', { exact: true }).fill(REPLY)
        await adminMain.getByRole('button', { name: 'Send reply', exact: true }).click()
        await toast(admin, 'Reply sent').waitFor({ timeout: 10_000 })
        await mouseAway(admin)
        await adminMain.getByRole('list', { name: 'Messages' }).getByText(REPLY, { exact: true }).waitFor()
        await adminMain.getByRole('complementary').getByText('Answered', { exact: true }).waitFor()
        await snap(admin, 'engage-complaint-4-admin-replied')
        assert.deepEqual(deskDialogs, [])
        assert.deepEqual(unexpectedErrors(desk.errors), [], `staff console or page errors:\n${desk.errors.join('\n')}`)
      } finally {
        await desk.context.close()
      }

      // The email: the reply, the order and the way back to the thread.
      const mail = await mailTo(shopper.email, since, (m) => m.subject.includes(placed.number))
      assert.match(mail.subject, /a reply to your complaint about order/)
      assert.ok(mail.text.includes(REPLY), mail.text)
      const link = linkIn(mail.text, `${BASE_URL}/complain?id=`)
      assert.equal(new URL(link).searchParams.get('id'), id)

      // The mail's link opens the shopper's thread: the team's reply, status answered.
      await page.goto(link)
      await thread.getByRole('list', { name: 'Messages' }).getByText(REPLY, { exact: true }).waitFor({ timeout: 10_000 })
      await thread.getByText('Lumen & Leaf team', { exact: false }).first().waitFor()
      await thread.getByText('Answered', { exact: true }).waitFor()
      await thread.getByText('We have replied. Write back if anything is still unclear.').waitFor()
      await snap(page, 'engage-complaint-5-reply-seen')

      // Writing back reopens it.
      await thread.getByLabel('Your reply', { exact: true }).fill(BACK)
      await thread.getByRole('button', { name: 'Send reply' }).click()
      await toast(page, 'Your message has been sent').waitFor({ timeout: 10_000 })
      await mouseAway(page)
      await thread.getByRole('list', { name: 'Messages' }).getByText(BACK, { exact: true }).waitFor({ timeout: 10_000 })
      await eventually(async () => assert.equal(await thread.getByText('Open', { exact: true }).count(), 1), 10_000)

      // The list, back on the phone, names the complaint with its order.
      await main.getByRole('link', { name: 'All complaints' }).click()
      await main.getByRole('link', { name: new RegExp(`Late delivery.*Order ${placed.number}`) }).waitFor({ timeout: 10_000 })
      assert.equal(await horizontalOverflow(page, PHONE.width), null)
      await snap(page, 'engage-complaint-6-list')

      const complaint = await apiOk<ComplaintAnswer>('GET', `/api/complaints/${id}`, { token: session.token })
      assert.equal(complaint.status, 'open')
      assert.deepEqual(complaint.messages.map((m) => [m.author, m.text]), [['shopper', MESSAGE], ['staff', REPLY], ['shopper', BACK]])
      assert.deepEqual(ownDialogs, [])
      assert.deepEqual(unexpectedErrors(own.errors), [], `console or page errors:\n${own.errors.join('\n')}`)
    } finally {
      await own.context.close()
    }
  })
})
