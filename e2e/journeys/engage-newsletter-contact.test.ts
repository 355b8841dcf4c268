import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import {
  apiCall,
  apiOk,
  BASE_URL,
  DESKTOP,
  fixtureAccount,
  horizontalOverflow,
  launch,
  mailTo,
  mouseAway,
  openPage,
  PHONE,
  snap,
  toast,
  uniqueEmail,
  unexpectedErrors,
} from '../support'
import { adminHeading, injectedMarkup, linkIn, signInElsewhere, watchDialogs } from '../support-staff'

/**
 * Issue 5, the public forms. A guest on a phone:
 * - /emailsignup → "Newsletter signed up successfully"; the confirmation mail's link shows the
 *   personal 5% code; the code mail (like every newsletter mail) has an unsubscribe link that works;
 * - /contactus: a wrong email → "Please enter valid details"; corrected → "Message Sent
 *   Successfuly."; staff (desktop) find the message in /admin/contact-messages, shown as text, and
 *   mark it handled;
 * - /testimonial: the thank-you message; staff approve it and it shows, name and all, as text.
 * Names and messages carry markup on purpose.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const CONTACT = {
  name: 'Olga <b>Nová</b>',
  subject: 'Is the shampoo bar <i>vegan</i>?',
  message: 'Hello, does the shampoo bar contain lanolin? <img src=x onerror=alert(1)> Thank you!',
}
const TESTIMONIAL = {
  name: 'Tereza <script>alert(1)</script> K.',
  location: 'Brno',
  text: 'Fast parcel, lovely soaps, and a handwritten note. <img src=x onerror=alert(2)>',
}

describe('newsletter, contact and testimonial', () => {
  it('phone guest signs up (confirm → code → unsubscribe), writes to the shop and sends a testimonial; desktop staff see them', async () => {
    const guest = await openPage(browser, PHONE)
    const dialogs = watchDialogs(guest.page)
    const { page } = guest
    const main = page.getByRole('main')
    const email = uniqueEmail('newsletter')
    const contactEmail = uniqueEmail('olga')
    try {
      /* ---- Newsletter: double opt-in, the personal code, unsubscribe ---- */
      await page.goto('/emailsignup')
      await page.getByRole('heading', { level: 1, name: 'Join our newsletter' }).waitFor({ timeout: 15_000 })
      await main.getByLabel('Email address', { exact: true }).fill(email)
      const since = Date.now()
      await main.getByRole('button', { name: 'Sign me up' }).click()
      await toast(page, 'Newsletter signed up successfully').waitFor({ timeout: 10_000 })
      await mouseAway(page)
      await main.getByText('Check your inbox to confirm').waitFor()
      assert.equal(await horizontalOverflow(page, PHONE.width), null)
      await snap(page, 'engage-newsletter-1-signed-up')

      // The confirmation mail: its link, and (like every newsletter mail) an unsubscribe link.
      const confirmMail = await mailTo(email, since, (m) => m.text.includes('/emailsignup?confirm='))
      assert.match(confirmMail.subject, /confirm your Lumen & Leaf newsletter subscription/)
      const confirmLink = linkIn(confirmMail.text, `${BASE_URL}/emailsignup?confirm=`)
      linkIn(confirmMail.text, `${BASE_URL}/emailsignup?unsubscribe=`)

      await page.goto(confirmLink)
      await page.getByRole('heading', { level: 1, name: 'Confirm your subscription' }).waitFor({ timeout: 15_000 })
      await main.getByRole('heading', { name: 'Welcome to the newsletter' }).waitFor({ timeout: 10_000 })
      const code = ((await page.getByTestId('newsletter-code').textContent()) ?? '').trim()
      assert.ok(code.length >= 6, `a personal code is shown: "${code}"`)
      await snap(page, 'engage-newsletter-2-confirmed-code')

      // The code mail carries the same code and the unsubscribe link.
      const codeMail = await mailTo(email, since, (m) => m.text.includes(code) && !m.text.includes('/emailsignup?confirm='))
      assert.match(codeMail.subject, /Your 5% code/)
      const unsubscribeLink = linkIn(codeMail.text, `${BASE_URL}/emailsignup?unsubscribe=`)

      // Following the confirm link again answers the same code: nothing new is issued.
      const again = await apiOk<{ coupon_code: string }>('POST', '/api/newsletter/confirm', { body: { token: new URL(confirmLink).searchParams.get('confirm') } })
      assert.equal(again.coupon_code, code)

      await page.goto(unsubscribeLink)
      await page.getByRole('heading', { level: 1, name: 'Unsubscribe' }).waitFor({ timeout: 15_000 })
      await main.getByRole('heading', { name: 'You are unsubscribed' }).waitFor({ timeout: 10_000 })
      await main.getByText('You have been unsubscribed. You will get no more newsletters from us.').waitFor()
      await snap(page, 'engage-newsletter-3-unsubscribed')

      /* ---- Contact: invalid, then valid ---- */
      const invalid = await apiCall<{ detail?: string }>('POST', '/api/contact-us', { body: { ...CONTACT, email: 'olga@', lang: 'en', website: '' } })
      assert.equal(invalid.status, 400)
      assert.equal(invalid.body.detail, 'Please enter valid details')

      await page.goto('/contactus')
      await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor({ timeout: 15_000 })
      const form = main.getByRole('form', { name: 'Send us a message' })
      await form.getByLabel('Your name', { exact: true }).fill(CONTACT.name)
      await form.getByLabel('Email address', { exact: true }).fill('olga.nova@')
      await form.getByLabel('Subject', { exact: true }).fill(CONTACT.subject)
      await form.getByLabel('Message', { exact: true }).fill(CONTACT.message)
      await form.getByRole('button', { name: 'Send message' }).click()
      await form.getByRole('alert').filter({ hasText: 'Please enter valid details' }).waitFor({ timeout: 10_000 })
      await form.getByText('Email is not valid').waitFor()
      await snap(page, 'engage-contact-1-invalid')
      await form.getByLabel('Email address', { exact: true }).fill(contactEmail)
      await form.getByRole('button', { name: 'Send message' }).click()
      await toast(page, 'Message Sent Successfuly.').waitFor({ timeout: 10_000 })
      await mouseAway(page)
      await main.getByRole('heading', { name: `Thank you, ${CONTACT.name}` }).waitFor()
      assert.deepEqual(await injectedMarkup(main), [])
      assert.equal(await horizontalOverflow(page, PHONE.width), null)
      await snap(page, 'engage-contact-2-sent')

      /* ---- Testimonial ---- */
      await page.goto('/testimonial')
      await page.getByRole('heading', { level: 1, name: 'Testimonials' }).waitFor({ timeout: 15_000 })
      const tform = main.getByRole('form', { name: 'Your testimonial' })
      await tform.getByLabel('Your name', { exact: true }).fill(TESTIMONIAL.name)
      await tform.getByLabel('Where you live (optional)', { exact: true }).fill(TESTIMONIAL.location)
      await tform.locator('label').filter({ has: page.getByRole('radio', { name: '5 stars' }) }).click()
      await tform.getByLabel('Your experience', { exact: true }).fill(TESTIMONIAL.text)
      await tform.getByRole('button', { name: 'Send testimonial' }).click()
      await main.getByText('Thank you! Your testimonial will appear once our team has read it.').waitFor({ timeout: 10_000 })
      await snap(page, 'engage-testimonial-1-thanks')
    } catch (err) {
      await snap(page, 'engage-newsletter-contact-failure').catch(() => {})
      throw err
    }

    /* ---- Staff: the contact message and the testimonial ---- */
    const staff = await signInElsewhere(fixtureAccount('staff'))
    const desk = await openPage(browser, DESKTOP, staff.storage)
    const deskDialogs = watchDialogs(desk.page)
    try {
      const admin = desk.page
      const adminMain = admin.getByRole('main')
      await admin.goto('/admin/contact-messages')
      await adminHeading(admin, 'Contact messages').waitFor({ timeout: 15_000 })
      const card = adminMain.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: CONTACT.subject, exact: true }) })
      await card.waitFor({ timeout: 10_000 })
      await card.getByText(CONTACT.message, { exact: true }).waitFor()
      await card.getByText(CONTACT.name, { exact: false }).first().waitFor()
      await card.getByRole('link', { name: contactEmail }).waitFor()
      assert.deepEqual(await injectedMarkup(adminMain), [])
      await snap(admin, 'engage-contact-3-admin')
      await card.getByRole('button', { name: `Mark handled: “${CONTACT.subject}”`, exact: true }).click()
      await toast(admin, 'Marked handled').waitFor({ timeout: 10_000 })
      await mouseAway(admin)
      await admin.getByRole('radiogroup', { name: 'Show' }).getByRole('radio', { name: 'Handled' }).click()
      await adminMain.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: CONTACT.subject, exact: true }) }).getByText(/^Handled by /).waitFor({ timeout: 10_000 })

      await admin.goto('/admin/testimonials')
      await adminHeading(admin, 'Testimonials').waitFor({ timeout: 15_000 })
      const tcard = adminMain.getByRole('listitem').filter({ hasText: TESTIMONIAL.text })
      await tcard.waitFor({ timeout: 10_000 })
      await tcard.getByText(TESTIMONIAL.name, { exact: false }).first().waitFor()
      assert.deepEqual(await injectedMarkup(adminMain), [])
      await snap(admin, 'engage-testimonial-2-admin')
      await tcard.getByRole('button', { name: `Approve testimonial by ${TESTIMONIAL.name}`, exact: true }).click()
      await toast(admin, 'Testimonial approved: it now shows on the testimonials page').waitFor({ timeout: 10_000 })
      assert.deepEqual(deskDialogs, [])
      assert.deepEqual(unexpectedErrors(desk.errors), [], `staff console or page errors:\n${desk.errors.join('\n')}`)
    } finally {
      await desk.context.close()
    }

    // Approved: on the public page, with the name and text exactly as typed.
    try {
      await page.goto('/testimonial')
      const quote = main.getByRole('figure').filter({ hasText: TESTIMONIAL.text })
      await quote.waitFor({ timeout: 10_000 })
      await quote.getByText(TESTIMONIAL.name, { exact: true }).waitFor()
      await quote.getByText(TESTIMONIAL.location).waitFor()
      assert.deepEqual(await injectedMarkup(main), [])
      await snap(page, 'engage-testimonial-3-public')
      assert.deepEqual(dialogs, [])
      assert.deepEqual(unexpectedErrors(guest.errors), [], `console or page errors:\n${guest.errors.join('\n')}`)
    } finally {
      await guest.context.close()
    }
  })
})
