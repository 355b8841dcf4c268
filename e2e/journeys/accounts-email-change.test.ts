import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import {
  BASE_URL,
  createAccountViaApi,
  DESKTOP,
  horizontalOverflow,
  launch,
  mailedCode,
  mailTo,
  openPage,
  PHONE,
  screenshot,
  settled,
  storedSession,
  toast,
  uniqueEmail,
  unexpectedErrors,
} from '../support'

/**
 * Issue 14, item 1: a stolen session must not become a stolen account. A shopper changes their
 * email with the password and the code sent to the new address; the old address receives a notice
 * whose link restores the old email and signs every session out (another browser's too); the owner
 * then sets a new password with the code that link sent.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

async function logIn(page: Page, email: string, password: string, name: string): Promise<void> {
  await page.goto('/login')
  await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor({ timeout: 10_000 })
  await page.getByLabel('Email or phone number', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click()
  await toast(page, `Welcome back, ${name}!`).waitFor({ timeout: 10_000 })
  await page.waitForFunction(() => !!localStorage.getItem('Token'))
}

async function me(token: string | null): Promise<number> {
  const res = await fetch(`${BASE_URL}/auth/me`, { headers: token ? { authorization: `Bearer ${token}` } : {} })
  return res.status
}

describe('changing the email, and undoing it from the old address', () => {
  it('needs the password and the new code; the old address hears of it and its link restores the email and signs everyone out', async () => {
    const name = 'Vesna Kralj'
    const oldEmail = uniqueEmail('owner')
    const newEmail = uniqueEmail('moved')
    const password = 'lavender-42'
    await createAccountViaApi(name, oldEmail, password)

    const owner = await openPage(browser, DESKTOP)
    const other = await openPage(browser, PHONE)
    try {
      // Two browsers signed in: this one changes the email, the other is just another device.
      await logIn(other.page, oldEmail, password, name)
      const otherToken = (await storedSession(other.page)).Token
      await logIn(owner.page, oldEmail, password, name)
      const { page } = owner

      await page.goto('/profile')
      await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor({ timeout: 10_000 })
      const emailField = page.getByLabel('Email', { exact: true })
      await emailField.waitFor({ timeout: 10_000 })
      assert.equal(await page.getByLabel('Current password').count(), 0, 'no password asked while the email is unchanged')
      await emailField.fill(newEmail)
      const current = page.getByLabel('Current password')
      await current.waitFor()
      const save = page.getByRole('button', { name: 'Save changes' })

      // The session alone is not enough: nothing is sent before the password is given, and a wrong one is refused.
      await save.click()
      await page.getByRole('main').getByRole('alert').filter({ hasText: 'Enter your current password to change your email or phone number.' }).waitFor()
      await current.fill('not-my-password')
      await save.click()
      await page.getByRole('main').getByRole('alert').filter({ hasText: 'This is not your current password.' }).waitFor({ timeout: 10_000 })
      await settled(page)
      await screenshot(page, 'accounts-email-change-password-desktop')

      const sentAt = Date.now()
      await current.fill(password)
      await save.click()
      await toast(page, 'Profile updated successfully').waitFor({ timeout: 10_000 })
      const pending = page.getByRole('region', { name: 'Confirm your new contact' })
      await pending.waitFor()
      const code = await mailedCode(newEmail, sentAt)
      await pending.getByLabel('6-digit code').fill(code)
      await pending.getByRole('button', { name: 'Confirm' }).click()
      await toast(page, 'Your new contact is confirmed.').waitFor({ timeout: 10_000 })
      await page.waitForFunction((e) => (document.querySelector('input[type=email]') as HTMLInputElement | null)?.value === e, newEmail)
      const ownerToken = (await storedSession(page)).Token

      // The device that made the change stays signed in; every other one is signed out.
      assert.equal(await me(ownerToken), 200)
      assert.equal(await me(otherToken), 401)

      // The old address was told, with the new one masked, and a link back to the shop.
      const notice = await mailTo(oldEmail, sentAt, (m) => m.subject.includes('your email address was changed'))
      assert.match(notice.text, /changed to m•••@example\.com/)
      assert.ok(!notice.text.includes(newEmail), 'the notice does not spell out the new address')
      const link = /(http:\/\/\S+\/secureaccount#token=[A-Za-z0-9_-]+)/.exec(notice.text)?.[1]
      assert.ok(link, `a link in: ${notice.text}`)
      assert.equal(new URL(link).origin, new URL(BASE_URL).origin)

      // The owner opens it (here in the browser that made the change: it is signed out too).
      const undoAt = Date.now()
      await page.goto(new URL(link).pathname + new URL(link).hash)
      await page.getByRole('heading', { level: 1, name: 'Secure your account' }).waitFor({ timeout: 10_000 })
      await settled(page)
      await screenshot(page, 'accounts-email-change-undo-desktop')
      await page.getByRole('button', { name: 'Secure my account' }).click()
      await page.getByRole('heading', { level: 1, name: 'Your account is secured' }).waitFor({ timeout: 10_000 })
      await page.getByText(`Your email address is ${oldEmail} again, and every device was signed out.`).waitFor()
      assert.equal((await storedSession(page)).Token, null)
      assert.equal(await me(ownerToken), 401)
      assert.equal(await me(otherToken), 401)
      // (not `settled`: the resend countdown below the form is a live status that stays)
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      await screenshot(page, 'accounts-email-change-undone-desktop')

      // The other browser finds itself signed out.
      await other.page.goto('/profile')
      await other.page.waitForURL((u) => u.pathname === '/login', { timeout: 10_000 })

      // The link works once.
      const again = await fetch(`${BASE_URL}/auth/security/undo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: new URL(link).searchParams.get('token') }),
      })
      assert.equal(again.status, 400)

      // Whoever changed the email knew the password: it is gone; the code sent to the old address sets a new one.
      const reset = await mailedCode(oldEmail, undoAt)
      await page.getByLabel('6-digit code').fill(reset)
      await page.getByLabel('New password', { exact: true }).fill('rosemary-77')
      await page.getByLabel('Confirm password', { exact: true }).fill('rosemary-77')
      await page.getByRole('button', { name: 'Set new password' }).click()
      await page.waitForURL((u) => u.pathname === '/login', { timeout: 10_000 })
      await logIn(page, oldEmail, 'rosemary-77', name)
      const refused = await fetch(`${BASE_URL}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: newEmail, password }),
      })
      assert.equal(refused.status, 401, 'the new address no longer signs in')

      assert.deepEqual(unexpectedErrors(owner.errors), [])
      assert.deepEqual(unexpectedErrors(other.errors), [])
    } finally {
      await owner.context.close()
      await other.context.close()
    }
  })

  it('the profile form and the undo page on a phone', async () => {
    const name = 'Tomas Novak'
    const email = uniqueEmail('phoneform')
    const password = 'thyme-31'
    await createAccountViaApi(name, email, password)
    const { context, page, errors } = await openPage(browser, PHONE)
    try {
      await logIn(page, email, password, name)
      await page.goto('/profile')
      await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('other'))
      await page.getByLabel('Current password').waitFor()
      await settled(page)
      assert.equal(await horizontalOverflow(page, PHONE.width), null)
      await screenshot(page, 'accounts-email-change-password-phone')

      await page.goto('/secureaccount#token=not-a-real-token-but-long-enough-000000')
      await page.getByRole('heading', { level: 1, name: 'Secure your account' }).waitFor({ timeout: 10_000 })
      await settled(page)
      assert.equal(await horizontalOverflow(page, PHONE.width), null)
      await screenshot(page, 'accounts-email-change-undo-phone')
      await page.getByRole('button', { name: 'Secure my account' }).click()
      await page.getByText(/This link has expired or was already used/).waitFor({ timeout: 10_000 })
      await settled(page)
      await screenshot(page, 'accounts-email-change-link-gone-phone')
      assert.deepEqual(unexpectedErrors(errors), [])
    } finally {
      await context.close()
    }
  })
})
