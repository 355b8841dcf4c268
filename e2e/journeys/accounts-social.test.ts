import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { accountButton, launch, openPage, signOutViaMenu, storedSession, toast } from '../support'

/**
 * Issue 3, social sign-in (SPEC sections 4 and 8): the Google button opens the local OpenID
 * provider in a popup (GOOGLE_ISSUER, started by the e2e runner), which signs its test user in at
 * once and redirects to /oauth/google; that page hands the ID token back and closes itself, the
 * server verifies it against the provider's keys, and the shop stores Username and Token, toasts
 * "User logged in successfully" and goes to /. The same for Facebook with the local Graph API fake.
 */

// apps/server/src/modules/social-login/social-login.oidc-provider.testing.ts and social-login.fake-graph-api.testing.ts
const GOOGLE_USER = 'Test User'
const FACEBOOK_USER = 'Test Facebook User'

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

/** Clicks a provider button and follows its popup until it has closed itself. */
async function signInWithPopup(context: BrowserContext, page: Page, button: string): Promise<void> {
  const popupPromise = context.waitForEvent('page', { timeout: 10_000 })
  await page.getByRole('button', { name: button }).click()
  const popup = await popupPromise
  if (!popup.isClosed()) await popup.waitForEvent('close', { timeout: 15_000 })
  assert.ok(popup.isClosed(), 'the popup closes itself')
}

describe('social sign-in', () => {
  it('Google from /login: the popup signs in with the local OpenID provider and closes; signed in on /', async () => {
    assert.ok(process.env.GOOGLE_ISSUER, 'the e2e runner gives GOOGLE_ISSUER')
    const { context, page, errors } = await openPage(browser)
    try {
      await page.goto('/login')
      await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor({ timeout: 10_000 })
      const google = page.getByRole('button', { name: 'Continue with Google' })
      await page.waitForFunction(() => {
        const b = [...document.querySelectorAll('button')].find((x) => x.textContent?.includes('Continue with Google'))
        return b && !b.disabled
      })
      assert.equal(await google.isEnabled(), true, 'Google is configured')
      assert.equal(await page.getByText('Signing in with Google is not available in this shop yet.').count(), 0)

      // The popup's first address is the provider's; watch the requests to see it.
      const authorize = context.waitForEvent('request', { predicate: (r) => r.url().startsWith(`${process.env.GOOGLE_ISSUER}/authorize`), timeout: 10_000 })
      const callback = context.waitForEvent('request', { predicate: (r) => new URL(r.url()).pathname === '/oauth/google', timeout: 10_000 })
      await signInWithPopup(context, page, 'Continue with Google')
      const authorizeUrl = new URL((await authorize).url())
      assert.equal(authorizeUrl.searchParams.get('response_type'), 'id_token')
      assert.equal(authorizeUrl.searchParams.get('client_id'), process.env.GOOGLE_CLIENT_ID)
      assert.ok(authorizeUrl.searchParams.get('nonce'), 'a nonce ties the token to this sign-in')
      assert.ok(authorizeUrl.searchParams.get('state'), 'a state ties the answer to this browser')
      await callback

      await toast(page, 'User logged in successfully').waitFor({ timeout: 10_000 })
      await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 })
      const stored = await storedSession(page)
      assert.equal(stored.Username, GOOGLE_USER)
      assert.ok(stored.Token, 'a Token is stored')
      await accountButton(page, GOOGLE_USER).waitFor()

      // Signed out and back in: the same account again.
      await signOutViaMenu(page, GOOGLE_USER)
      await page.goto('/signup')
      await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor()
      await page.waitForFunction(() => [...document.querySelectorAll('button')].some((x) => x.textContent?.includes('Continue with Google') && !x.disabled))
      await signInWithPopup(context, page, 'Continue with Google')
      await toast(page, 'User logged in successfully').waitFor({ timeout: 10_000 })
      await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 })
      assert.equal((await storedSession(page)).Username, GOOGLE_USER)

      assert.deepEqual(errors, [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })

  it('Facebook from /login: the popup signs in with the local Graph API stand-in and closes; signed in on /', async () => {
    const { context, page, errors } = await openPage(browser)
    try {
      await page.goto('/login')
      await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor({ timeout: 10_000 })
      await page.waitForFunction(() => [...document.querySelectorAll('button')].some((x) => x.textContent?.includes('Continue with Facebook') && !x.disabled), undefined, {
        timeout: 10_000,
      })
      const dialog = context.waitForEvent('request', { predicate: (r) => !!process.env.FACEBOOK_DIALOG_URL && r.url().startsWith(process.env.FACEBOOK_DIALOG_URL), timeout: 10_000 })
      await signInWithPopup(context, page, 'Continue with Facebook')
      const dialogUrl = new URL((await dialog).url())
      assert.equal(dialogUrl.searchParams.get('client_id'), process.env.FACEBOOK_APP_ID)
      await toast(page, 'User logged in successfully').waitFor({ timeout: 10_000 })
      await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 })
      const stored = await storedSession(page)
      assert.equal(stored.Username, FACEBOOK_USER)
      assert.ok(stored.Token, 'a Token is stored')
      await accountButton(page, FACEBOOK_USER).waitFor()
      assert.deepEqual(errors, [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })
})
