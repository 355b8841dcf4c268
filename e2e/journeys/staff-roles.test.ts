import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { buyableProducts, DESKTOP, fixtureAccount, horizontalOverflow, launch, mailTo, openPage, PHONE, snap, uniqueEmail, unexpectedErrors } from '../support'
import { adminHeading, adminNav, signInElsewhere } from '../support-staff'

/**
 * Issue 17, staff roles: the owner invites a support member by email from /admin/team; the
 * invitee opens the mailed link on a phone, creates their account, signs in and sees only the
 * support part of the staff area, in the staff area's own frame (no shop header or footer). A
 * product edit called from their page gets 403 from the server. The owner makes them catalog,
 * and the product editor opens for them.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const SUPPORT_LINKS = ['Dashboard', 'Gift cards', 'Reviews', 'Complaints', 'Contact messages', 'Testimonials', 'Feedback results', 'Customer look-up']

/** The sidebar's entries as shown (the phone's menu must be open). */
async function navEntries(page: Page): Promise<string[]> {
  const nav = adminNav(page)
  await nav.getByRole('link', { name: 'Dashboard', exact: true }).waitFor()
  const texts = await nav.locator('ul a').allInnerTexts()
  return texts.map((t) => t.trim())
}

/** A product edit as the page's own signed-in session sends it: the status the server answers. */
function editProductFromPage(page: Page, productId: string): Promise<number> {
  return page.evaluate(async (id) => {
    const res = await fetch(`/api/staff/products/${id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${localStorage.getItem('Token')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ stock: 7 }),
    })
    return res.status
  }, productId)
}

describe('staff roles', () => {
  it('desktop owner invites, phone support member joins and sees only support; catalog role opens the product editor', async () => {
    const owner = await signInElsewhere(fixtureAccount('staff'))
    const [product] = await buyableProducts({ min: 1000, max: 4000, count: 1, skip: 30 })
    const email = uniqueEmail('support')
    const name = 'Hana Support'
    const password = 'Leaf-and-Lumen-7'

    const desk = await openPage(browser, DESKTOP, owner.storage)
    const phone = await openPage(browser, PHONE)
    try {
      // The owner's team desk: in the staff frame, no shop header, footer or cart.
      const { page } = desk
      const since = Date.now()
      await page.goto('/admin/team')
      await adminHeading(page, 'Team and roles').waitFor({ timeout: 15_000 })
      assert.equal(await page.getByRole('contentinfo').count(), 0, 'no shop footer in the staff area')
      assert.equal(await page.locator('a[href="/cart"]').count(), 0, 'no cart in the staff area')
      await page.getByLabel('Email', { exact: true }).fill(email)
      await page.getByLabel('Role', { exact: true }).selectOption('support')
      await page.getByRole('button', { name: 'Send invitation' }).click()
      await page.getByText(`The invitation is on its way to ${email}.`).waitFor()
      await page.getByText(email, { exact: true }).first().waitFor()
      await snap(page, 'staff-roles-1-team-desktop')

      // The invitee: the link from the mail, a new account, then signing in.
      const mail = await mailTo(email, since, (m) => m.subject.includes('invited you'))
      const link = /https?:\/\/\S+\/staff-invitation#token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0]
      assert.ok(link, `an invitation link in the mail:\n${mail.text}`)
      const invitee = phone.page
      const url = new URL(link)
      await invitee.goto(url.pathname + url.hash)
      await invitee.getByText(`${email} is invited to the team in the role Support.`).waitFor({ timeout: 15_000 })
      await snap(invitee, 'staff-roles-2a-invitation-phone')
      await invitee.getByLabel('Your name', { exact: true }).fill(name)
      await invitee.getByLabel('Password', { exact: true }).fill(password)
      await invitee.getByRole('button', { name: 'Create account and join' }).click()
      await invitee.getByText(/Welcome to the team! Your account is ready with the role Support\./).waitFor()
      await invitee.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click()
      await invitee.waitForURL((u) => u.pathname === '/login')
      await invitee.getByLabel('Email or phone number', { exact: true }).fill(email)
      await invitee.getByLabel('Password', { exact: true }).fill(password)
      await invitee.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click()
      await invitee.waitForURL((u) => u.pathname === '/admin', { timeout: 15_000 })
      await adminHeading(invitee, 'Dashboard').waitFor({ timeout: 15_000 })

      // Phone: the side navigation folds into a menu button; it lists the support areas only.
      assert.equal(await adminNav(invitee).isVisible(), false, 'the navigation is folded on a phone')
      assert.equal(await horizontalOverflow(invitee, PHONE.width), null)
      await snap(invitee, 'staff-roles-2-support-phone')
      await invitee.getByRole('button', { name: 'Menu' }).click()
      assert.deepEqual((await navEntries(invitee)).sort(), [...SUPPORT_LINKS].sort())
      await snap(invitee, 'staff-roles-3-support-phone-menu')

      // Support looks a customer up (read-only): the owner, by part of the email.
      await adminNav(invitee).getByRole('link', { name: 'Customer look-up' }).click()
      await adminHeading(invitee, 'Customer look-up').waitFor()
      await invitee.getByLabel('Email, name or phone', { exact: true }).fill(fixtureAccount('staff').email.split('@')[0]!)
      await invitee.getByRole('button', { name: 'Search', exact: true }).click()
      await invitee.getByRole('main').getByRole('link', { name: new RegExp(owner.username) }).click()
      await adminHeading(invitee, owner.username).waitFor()
      await invitee.getByRole('heading', { name: 'Wallet' }).waitFor()
      await snap(invitee, 'staff-roles-3a-customer-phone')

      // The server refuses their product edit; the editor's address says it is not their role.
      assert.equal(await editProductFromPage(invitee, product!.id), 403)
      await invitee.goto(`/admin/products/${product!.id}`)
      await adminHeading(invitee, 'Not part of your role').waitFor({ timeout: 15_000 })
      await snap(invitee, 'staff-roles-3b-refused-phone')

      // The owner makes them catalog.
      await page.reload()
      await adminHeading(page, 'Team and roles').waitFor({ timeout: 15_000 })
      const changed = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/api/staff/team/'))
      await page.getByLabel(`Role of ${name}`, { exact: true }).selectOption('catalog')
      assert.equal((await changed).status(), 200)

      // The same session now opens the product editor.
      await invitee.goto(`/admin/products/${product!.id}`)
      await adminHeading(invitee, product!.name).waitFor({ timeout: 15_000 })
      await snap(invitee, 'staff-roles-4-catalog-editor-phone')

      // The owner's look-up on a wide screen.
      await page.goto(`/admin/customers?q=${encodeURIComponent(email)}`)
      await page.getByRole('main').getByRole('link', { name: new RegExp(name) }).click()
      await adminHeading(page, name).waitFor({ timeout: 15_000 })
      await snap(page, 'staff-roles-4a-customer-desktop')

      // The audit log names who did what.
      await page.goto('/admin/audit')
      await adminHeading(page, 'Audit log').waitFor({ timeout: 15_000 })
      await page.getByText('staff.role', { exact: true }).first().waitFor()
      await page.getByText(owner.username, { exact: true }).first().waitFor()
      await snap(page, 'staff-roles-5-audit-desktop')

      assert.deepEqual(unexpectedErrors([...desk.errors, ...phone.errors.filter((e) => !/403/.test(e))]), [])
    } finally {
      await desk.context.close()
      await phone.context.close()
    }
  })

  it("a Czech invitee gets the email in Czech, and its link opens the acceptance page in Czech (phone)", async () => {
    const owner = await signInElsewhere(fixtureAccount('staff'))
    const email = uniqueEmail('pozvanka')
    const desk = await openPage(browser, DESKTOP, owner.storage)
    const phone = await openPage(browser, PHONE)
    try {
      const { page } = desk
      const since = Date.now()
      await page.goto('/admin/team')
      await adminHeading(page, 'Team and roles').waitFor({ timeout: 15_000 })
      // The owner works in English: the invitee's language starts as English, the owner picks Czech.
      const language = page.getByLabel('Their language', { exact: true })
      assert.equal(await language.inputValue(), 'en')
      await page.getByLabel('Email', { exact: true }).fill(email)
      await page.getByLabel('Role', { exact: true }).selectOption('catalog')
      await language.selectOption('cz')
      await page.getByRole('button', { name: 'Send invitation' }).click()
      await page.getByText(`The invitation is on its way to ${email}.`).waitFor()
      await page.getByText(/Catalog · Czech · valid until/).first().waitFor()
      await snap(page, 'staff-roles-6-team-czech-invitation-desktop')

      const mail = await mailTo(email, since)
      // (The test mailbox decodes bodies, not MIME-encoded headers: the Czech subject is the server test's.)
      assert.match(mail.text, /Dobrý den,/)
      assert.match(mail.text, /Vaše role: katalog/)
      const link = /https?:\/\/\S+\/cz\/staff-invitation#token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0]
      assert.ok(link, `a Czech invitation link in the mail:\n${mail.text}`)
      const url = new URL(link)
      await phone.page.goto(url.pathname + url.hash)
      await phone.page.getByRole('heading', { level: 1, name: 'Přidejte se k týmu obchodu' }).waitFor({ timeout: 15_000 })
      await phone.page.getByText(`${email} je zván(a) do týmu v roli Katalog.`).waitFor()
      assert.equal(await phone.page.locator('html').getAttribute('lang'), 'cs')
      await phone.page.getByLabel('Vaše jméno', { exact: true }).waitFor()
      await snap(phone.page, 'staff-roles-6a-invitation-czech-phone')
      assert.deepEqual(unexpectedErrors([...desk.errors, ...phone.errors]), [])
    } finally {
      await desk.context.close()
      await phone.context.close()
    }
  })
})
