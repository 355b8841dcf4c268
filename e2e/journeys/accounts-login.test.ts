import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Locator, Page } from 'playwright-core'
import {
  accountButton,
  createAccountViaApi,
  launch,
  mailedCode,
  openAccountMenu,
  openPage,
  signOutViaMenu,
  storedSession,
  toast,
  uniqueEmail,
  unexpectedErrors,
} from '../support'

/**
 * Issue 3, sign-in: log in with the password (and not with a wrong one), sign out, the forgotten
 * password flow with the mailed code, and changing the password while signed in. The accounts are
 * made through the API (register → mailed code → verify); accounts-signup covers the signup screen.
 */

const BAD_LOGIN = 'Invalid email/phone or password'

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

interface LoginFields {
  contact: Locator
  password: Locator
  submit: Locator
}

async function openLogin(page: Page, navigate = true): Promise<LoginFields> {
  if (navigate) await page.goto('/login')
  await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor({ timeout: 10_000 })
  return {
    contact: page.getByLabel('Email or phone number', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }),
  }
}

/** Logs in through the form and waits for the welcome toast and the stored session. */
async function logIn(page: Page, f: LoginFields, contact: string, password: string, name: string): Promise<void> {
  await f.contact.fill(contact)
  await f.password.fill(password)
  await f.submit.click()
  await toast(page, `Welcome back, ${name}!`).waitFor({ timeout: 10_000 })
  await page.waitForFunction((n) => localStorage.getItem('Username') === n && !!localStorage.getItem('Token'), name)
}

/** Tries a password that must be refused: the form stays, says why, and nothing is stored. */
async function logInRefused(page: Page, f: LoginFields, contact: string, password: string): Promise<void> {
  await f.contact.fill(contact)
  await f.password.fill(password)
  await f.submit.click()
  await page.getByRole('main').getByRole('alert').filter({ hasText: BAD_LOGIN }).waitFor({ timeout: 10_000 })
  assert.equal(new URL(page.url()).pathname, '/login')
  assert.equal((await storedSession(page)).Token, null, 'a refused login stores no token')
}

describe('login', () => {
  it('logs in with the password, refuses a wrong one, signs out, and returns a guest to the page they wanted', async () => {
    const name = 'Jana Horáková'
    const email = uniqueEmail('login')
    const password = 'chamomile-9'
    await createAccountViaApi(name, email, password)
    const { context, page, errors } = await openPage(browser)
    try {
      const f = await openLogin(page)
      await page.getByRole('link', { name: 'Forgot your password?' }).waitFor()
      assert.equal(await page.getByRole('main').getByRole('link', { name: 'Create an account' }).getAttribute('href'), '/signup')

      await logInRefused(page, f, email, 'not-my-password')
      // The message goes once either field is edited.
      await f.password.pressSequentially('x', { delay: 10 })
      await page.getByRole('main').getByRole('alert').filter({ hasText: BAD_LOGIN }).waitFor({ state: 'detached' })

      await logIn(page, f, email, password, name)
      await page.waitForURL((u) => u.pathname === '/')
      await accountButton(page, name).waitFor()

      await signOutViaMenu(page, name)
      await toast(page, 'You are signed out.').waitFor({ timeout: 10_000 })
      assert.deepEqual(await storedSession(page), { Username: null, Token: null })
      await accountButton(page).waitFor()
      assert.equal(await accountButton(page).getAttribute('aria-label'), 'Account')

      // A guest sent from an account page to /login goes back there after signing in.
      await page.goto('/profile')
      await page.waitForURL((u) => u.pathname === '/login')
      const again = await openLogin(page, false)
      // The email may be typed with capitals and spaces.
      await logIn(page, again, `  ${email.toUpperCase()}  `, password, name)
      await page.waitForURL((u) => u.pathname === '/profile', { timeout: 10_000 })
      await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor()

      assert.deepEqual(unexpectedErrors(errors), [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })

  it('forgotten password: code from the mailbox, a new password; then the new one works and the old one does not', async () => {
    const name = 'Karel Novák'
    const email = uniqueEmail('forgot')
    const oldPassword = 'old-password-1'
    const newPassword = 'new-password-2'
    await createAccountViaApi(name, email, oldPassword)
    const { context, page, errors } = await openPage(browser)
    try {
      await openLogin(page)
      await page.getByRole('link', { name: 'Forgot your password?' }).click()
      await page.waitForURL((u) => u.pathname === '/forgetpassword')
      await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor()

      const contact = page.getByLabel('Email or phone number', { exact: true })
      await page.getByRole('button', { name: 'Send code', exact: true }).click()
      await page.getByText('Email/Phone is not valid(For phone number include +Country Code', { exact: true }).waitFor()
      await contact.fill(email)
      const since = Date.now()
      await page.getByRole('button', { name: 'Send code', exact: true }).click()
      await page.getByText(`If an account exists for ${email}, a 6-digit code is on its way.`).waitFor({ timeout: 10_000 })
      const code = await mailedCode(email, since)

      const codeField = page.getByLabel('6-digit code', { exact: true })
      const newField = page.getByLabel('New password', { exact: true })
      const confirmField = page.getByLabel('Confirm password', { exact: true })
      const submit = page.getByRole('button', { name: 'Set new password', exact: true })

      // The shared rules first: too short, then different.
      await codeField.fill(code)
      await newField.fill('abc')
      await confirmField.fill('abc')
      await submit.click()
      await page.getByText('Password should be atleast 5 character', { exact: true }).waitFor()
      await newField.fill(newPassword)
      await confirmField.fill(`${newPassword}x`)
      await submit.click()
      await page.getByText('Password did not match with confirm password', { exact: true }).waitFor()
      await confirmField.fill(newPassword)

      // A wrong code is refused under the code field.
      await codeField.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'))
      await submit.click()
      await page.getByRole('main').getByRole('alert').filter({ hasText: 'Enter Correct OTP' }).waitFor({ timeout: 10_000 })

      await codeField.fill(code)
      await submit.click()
      await toast(page, 'Your password has been changed. Please sign in.').waitFor({ timeout: 10_000 })
      await page.waitForURL((u) => u.pathname === '/login')
      const f = await openLogin(page, false)
      assert.equal(await f.contact.inputValue(), email, 'the login form is filled with the email')

      await logInRefused(page, f, email, oldPassword)
      await logIn(page, f, email, newPassword, name)
      await page.waitForURL((u) => u.pathname === '/')

      assert.deepEqual(unexpectedErrors(errors), [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })

  it('changes the password while signed in: a wrong current password is refused; afterwards only the new one works', async () => {
    const name = 'Lucie Malá'
    const email = uniqueEmail('change')
    const oldPassword = 'first-pass-1'
    const newPassword = 'second-pass-2'
    await createAccountViaApi(name, email, oldPassword)
    const { context, page, errors } = await openPage(browser)
    try {
      await logIn(page, await openLogin(page), email, oldPassword, name)
      await page.waitForURL((u) => u.pathname === '/')
      const tokenBefore = (await storedSession(page)).Token

      const menu = await openAccountMenu(page, name)
      await menu.getByRole('menuitem', { name: 'Change password' }).click()
      await page.waitForURL((u) => u.pathname === '/changepassword')
      await page.getByRole('heading', { level: 1, name: 'Change password' }).waitFor()

      const current = page.getByLabel('Current password', { exact: true })
      const next = page.getByLabel('New password', { exact: true })
      const confirm = page.getByLabel('Confirm password', { exact: true })
      const submit = page.getByRole('main').getByRole('button', { name: 'Change password', exact: true })

      await current.fill('wrong-current')
      await next.fill(newPassword)
      await confirm.fill(newPassword)
      await submit.click()
      await page.getByRole('main').getByRole('alert').filter({ hasText: 'Current password is not correct' }).waitFor({ timeout: 10_000 })
      assert.equal(await current.getAttribute('aria-invalid'), 'true', 'the message belongs to the current password')

      await current.fill(oldPassword)
      await next.fill(newPassword)
      await confirm.fill(newPassword)
      await submit.click()
      await toast(page, 'Your password has been changed.').waitFor({ timeout: 10_000 })
      assert.equal(await current.inputValue(), '', 'the form is emptied')
      const after = await storedSession(page)
      assert.equal(after.Username, name)
      assert.ok(after.Token && after.Token !== tokenBefore, 'a fresh session replaces the old one')

      // Still signed in with the fresh session: an account page loads.
      await page.goto('/profile')
      await page.getByLabel('Name', { exact: true }).waitFor({ timeout: 10_000 })
      assert.equal(await page.getByLabel('Name', { exact: true }).inputValue(), name)

      await signOutViaMenu(page, name)
      const f = await openLogin(page)
      await logInRefused(page, f, email, oldPassword)
      await logIn(page, f, email, newPassword, name)

      assert.deepEqual(unexpectedErrors(errors), [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })
})
