import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { pathToFileURL } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import {
  addToCartFromDetails,
  apiCall,
  apiOk,
  BASE_URL,
  buyableProducts,
  createAccountViaApi,
  DESKTOP,
  fixtureAccount,
  horizontalOverflow,
  launch,
  openMenu,
  openPage,
  PHONE,
  placeOrderViaApi,
  settled,
  snap,
  toast,
  uniqueEmail,
  unexpectedErrors,
} from '../support'
import { adminHeading, cardPayment, deliverViaApi, signInElsewhere } from '../support-staff'

/**
 * Issue 19, privacy (decision 046): a shopper with a delivered, invoiced order downloads everything
 * the shop holds about them from "Your data" (the JSON holds the order and its invoice, no password
 * hash), deletes the account, and can no longer sign in; staff still open the order and download its
 * invoice. And a walk through the shop and a sign-in leaves only the cookies and storage keys the
 * domain's essential lists name (the lists the privacy policy prints).
 */

interface Listed {
  name: string
  days?: number
  area?: 'local' | 'session'
}
// The domain's lists, loaded by path as e2e/fixtures.ts loads the server's code.
const cookiesModule = (await import(pathToFileURL(path.resolve(import.meta.dirname, '../../packages/domain/src/cookies.ts')).href)) as {
  ESSENTIAL_COOKIES: readonly Listed[]
  ESSENTIAL_STORAGE: readonly Listed[]
}

const PASSWORD = 'lavender-77'

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const yourData = (page: Page) => page.getByRole('region', { name: 'Your data' })
const eraseStep = (page: Page) => page.getByRole('region', { name: 'Delete your account for good?' })

describe('privacy: a shopper’s own data', () => {
  it('downloads the data, deletes the account, cannot sign in again; staff still open the order’s invoice', async () => {
    const staff = await signInElsewhere(fixtureAccount('staff'))
    const name = 'Zuzana Soukromá'
    const email = uniqueEmail('privacy')
    const session = await createAccountViaApi(name, email, PASSWORD)
    const [product] = await buyableProducts({ min: 500, max: 5000, count: 1, skip: 3 })
    const order = await placeOrderViaApi(session.access, product!.id, cardPayment(name))
    await deliverViaApi(staff.token, order.id)
    const issued = await apiOk<{ documents: Array<{ kind: string; number: string }> }>('POST', `/api/staff/orders/${order.id}/invoice`, { token: staff.token })
    const invoiceNumber = issued.documents.find((d) => d.kind === 'invoice')!.number
    const storage = { Username: session.username, Token: session.access }

    // On a phone: the section and the confirmation step, then the shopper keeps the account.
    {
      const { context, page, errors } = await openPage(browser, PHONE, storage)
      try {
        await page.goto('/youraccount')
        const section = yourData(page)
        await section.getByRole('button', { name: 'Download my data' }).waitFor({ timeout: 15_000 })
        await settled(page)
        assert.equal(await horizontalOverflow(page, PHONE.width), null, 'the account page scrolls sideways on a phone')
        await snap(page, 'privacy-1-your-data-phone')
        await section.getByRole('button', { name: 'Delete my account' }).click()
        const step = eraseStep(page)
        await step.getByLabel('Your password', { exact: true }).waitFor({ timeout: 10_000 })
        await step.scrollIntoViewIfNeeded()
        assert.equal(await horizontalOverflow(page, PHONE.width), null, 'the confirmation step scrolls sideways on a phone')
        await snap(page, 'privacy-2-confirm-phone')
        await step.getByRole('button', { name: 'Keep my account' }).click()
        await step.waitFor({ state: 'detached' })
        assert.deepEqual(unexpectedErrors(errors), [])
      } finally {
        await context.close()
      }
    }

    const { context, page, errors } = await openPage(browser, DESKTOP, storage)
    try {
      await page.goto('/youraccount')
      const section = yourData(page)
      await section.getByRole('button', { name: 'Download my data' }).waitFor({ timeout: 15_000 })
      await settled(page)
      await snap(page, 'privacy-3-your-data-desktop')

      // The download asks for the password, then saves one JSON file.
      await section.getByRole('button', { name: 'Download my data' }).click()
      await section.getByRole('button', { name: 'Download the file' }).click()
      await section.getByText('Enter your password.').waitFor()
      await section.getByLabel('Your password', { exact: true }).fill(PASSWORD)
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 15_000 }), section.getByRole('button', { name: 'Download the file' }).click()])
      assert.match(download.suggestedFilename(), /^lumen-leaf-data-\d{4}-\d{2}-\d{2}\.json$/)
      const file = await download.path()
      const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        account: { email: string; username: string }
        orders: Array<{ number: string; status: string; lines: unknown[] }>
        invoices: Array<{ number: string }>
        sessions: unknown[]
        consents: unknown[]
        omitted: Array<{ field: string }>
      }
      assert.equal(data.account.email, email)
      assert.equal(data.account.username, name)
      assert.deepEqual(data.orders.map((o) => [o.number, o.status]), [[order.number, 'delivered_order']])
      assert.ok(data.orders[0]!.lines.length >= 1)
      assert.deepEqual(data.invoices.map((i) => i.number), [invoiceNumber])
      assert.ok(data.sessions.length >= 1)
      assert.ok(Array.isArray(data.consents))
      assert.ok(data.omitted.some((o) => o.field === 'account.password_hash'))
      assert.doesNotMatch(JSON.stringify(data), /\$argon2/)
      await toast(page, /^Your data was saved as lumen-leaf-data-/).waitFor({ timeout: 10_000 })
      await toast(page, /^Your data was saved as/).waitFor({ state: 'detached', timeout: 10_000 })

      // The deletion: what goes and what stays, the password, then the account is gone.
      await section.getByRole('button', { name: 'Delete my account' }).click()
      const step = eraseStep(page)
      await step.getByLabel('Your password', { exact: true }).waitFor({ timeout: 10_000 })
      await step.getByText(/stay for 10 years, as tax law requires/).waitFor()
      await step.scrollIntoViewIfNeeded()
      await snap(page, 'privacy-4-confirm-desktop')
      await step.getByLabel('Your password', { exact: true }).fill('not-my-password')
      await step.getByRole('button', { name: 'Delete my account permanently' }).click()
      await step.getByText('This password is not correct.').waitFor({ timeout: 10_000 })
      await step.getByLabel('Your password', { exact: true }).fill(PASSWORD)
      await step.getByRole('button', { name: 'Delete my account permanently' }).click()
      await toast(page, 'Your account has been deleted.').waitFor({ timeout: 15_000 })
      await page.waitForURL((u) => u.pathname === '/')
      assert.equal(await page.evaluate(() => localStorage.getItem('Token')), null)

      // Signing in again fails with the usual clear message.
      await page.goto('/login')
      await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor({ timeout: 10_000 })
      await page.getByLabel('Email or phone number', { exact: true }).fill(email)
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click()
      await page.getByRole('main').getByRole('alert').filter({ hasText: 'Invalid email/phone or password' }).waitFor({ timeout: 10_000 })
      await snap(page, 'privacy-5-sign-in-refused')
      assert.equal((await apiCall('GET', '/auth/me', { token: session.access })).status, 401)
      assert.deepEqual(unexpectedErrors(errors), [])
    } finally {
      await context.close()
    }

    // Staff: the order and its invoice remain, without the shopper's email; the audit log names the erasure.
    const kept = await apiOk<{ number: string; email: string }>('GET', `/api/staff/orders/${order.id}`, { token: staff.token })
    assert.equal(kept.number, order.number)
    assert.notEqual(kept.email, email)
    const audit = await apiOk<{ data: Array<{ action: string; actor_name: string }> }>('GET', `/api/staff/audit?entity=account`, { token: staff.token })
    assert.ok(audit.data.some((l) => l.action === 'account.erase' && l.actor_name === 'Erased account'))
    const desk = await openPage(browser, DESKTOP, staff.storage)
    try {
      await desk.page.goto(`/admin/orders/${order.id}`)
      await adminHeading(desk.page, `Order ${order.number}`).waitFor({ timeout: 15_000 })
      const main = desk.page.getByRole('main')
      await main.getByText(`Invoice ${invoiceNumber}`).waitFor({ timeout: 10_000 })
      const [pdf] = await Promise.all([desk.page.waitForEvent('download', { timeout: 15_000 }), main.getByRole('button', { name: `Download PDF: ${invoiceNumber}` }).click()])
      assert.equal(fs.readFileSync(await pdf.path()).subarray(0, 5).toString(), '%PDF-')
      await snap(desk.page, 'privacy-6-staff-order-after-erasure')
      assert.deepEqual(unexpectedErrors(desk.errors), [])
    } finally {
      await desk.context.close()
    }
  })

  it('sets only the essential cookies and storage keys while a shopper browses, fills a cart, chooses a language and signs in', async () => {
    const email = uniqueEmail('cookies')
    await createAccountViaApi('Ema Sušenková', email, PASSWORD)
    const [product] = await buyableProducts({ min: 500, max: 5000, count: 1, skip: 4 })
    const { context, page, errors } = await openPage(browser, DESKTOP)
    try {
      await page.goto('/')
      await page.goto('/categoryoverview')
      await page.goto('/search/rose')
      await addToCartFromDetails(page, product!)
      await page.goto('/cart')
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 10_000 })
      await page.goto('/login')
      await page.getByLabel('Email or phone number', { exact: true }).fill(email)
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click()
      await page.waitForFunction(() => !!localStorage.getItem('Token'), undefined, { timeout: 15_000 })
      await page.goto('/youraccount')
      await page.getByRole('region', { name: 'Your data' }).waitFor({ timeout: 15_000 })
      // The language chooser: the `lang` cookie.
      const languages = await openMenu(page, page.getByRole('button', { name: 'Language: English' }))
      await languages.getByRole('menuitemradio', { name: 'Deutsch' }).click()
      await page.waitForURL((u) => u.pathname.startsWith('/ge'))
      await page.getByRole('region', { name: 'Ihre Daten' }).waitFor({ timeout: 15_000 })
      await page.waitForLoadState('networkidle')

      const cookies = await context.cookies(BASE_URL)
      assert.ok(cookies.some((c) => c.name === 'lang'), 'the language choice was remembered in its cookie')
      const now = Date.now() / 1000
      for (const c of cookies) {
        const listed = cookiesModule.ESSENTIAL_COOKIES.find((l) => l.name === c.name)
        assert.ok(listed, `cookie "${c.name}" is not on ESSENTIAL_COOKIES: strictly necessary? list it (and the policy shows it); otherwise ask for consent first`)
        assert.ok(c.expires === -1 || c.expires <= now + listed.days! * 86_400 + 60, `cookie "${c.name}" lives longer than ${listed.days} days`)
      }
      const keys = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }))
      for (const area of ['local', 'session'] as const) {
        for (const key of keys[area]) {
          assert.ok(
            cookiesModule.ESSENTIAL_STORAGE.some((s) => s.name === key && s.area === area),
            `${area}Storage key "${key}" is not on ESSENTIAL_STORAGE`,
          )
        }
      }
      assert.deepEqual(unexpectedErrors(errors), [])
    } finally {
      await context.close()
    }
  })
})
