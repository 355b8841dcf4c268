import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import {
  addToCartFromDetails,
  apiOk,
  buyableProducts,
  DESKTOP,
  eventually,
  fixtureAccount,
  headerCart,
  launch,
  mouseAway,
  openPage,
  signIn,
  snap,
  storedSession,
  toast,
  unexpectedErrors,
} from '../support'

/**
 * Issue 4, a guest's cart survives signing in: the guest adds a product (the cart lives in an
 * httpOnly cookie), taps "Add to wishlist", is sent to /login, signs in there and comes back to the
 * product; the account's own earlier line and the guest's line are both in the cart (merged, the
 * cookie gone) and the header counts them. Then the heart adds and removes the product with SPEC's
 * toasts.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

interface CartAnswer {
  item_count: number
  items: Array<{ product_id: string; quantity: number }>
}

describe('cart merge at sign-in', () => {
  it('desktop: guest cart + account cart → one cart after /login; wishlist add and remove toasts', async () => {
    const account = fixtureAccount('merge')
    const [guestPick, accountPick] = await buyableProducts({ min: 500, max: 2500, count: 2, skip: 4 })
    // The account already holds a line from an earlier visit (another device).
    const earlier = await signIn(account)
    await apiOk('DELETE', '/api/cart', { token: earlier.token })
    await apiOk('POST', '/api/cart', { token: earlier.token, body: { product_id: accountPick!.id, quantity: 2 } })

    const { context, page, errors } = await openPage(browser, DESKTOP)
    try {
      await addToCartFromDetails(page, guestPick!)
      await eventually(async () => assert.equal(await headerCart(page).getAttribute('aria-label'), 'Cart, 1 item'))
      const cookie = (await context.cookies()).find((c) => c.name === 'cart')
      assert.ok(cookie, 'a guest cart lives in the cart cookie')
      assert.equal(cookie.httpOnly, true, 'the cart cookie is httpOnly')
      await snap(page, 'money-merge-1-guest-cart')

      // The guest's heart leads to /login, and back to the product afterwards.
      await page.getByRole('main').getByRole('link', { name: 'Add to wishlist' }).click()
      await toast(page, 'Sign in to save products to your wishlist.').waitFor()
      await page.waitForURL((u) => u.pathname === '/login')
      await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor({ timeout: 10_000 })
      await page.getByLabel('Email or phone number', { exact: true }).fill(account.email)
      await page.getByLabel('Password', { exact: true }).fill(account.password)
      await snap(page, 'money-merge-2-login')
      await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click()
      await toast(page, `Welcome back, ${account.name}!`).waitFor({ timeout: 10_000 })
      await mouseAway(page)
      await page.waitForURL((u) => u.pathname === `/productdetails/${guestPick!.id}`, { timeout: 10_000 })
      const token = (await storedSession(page)).Token
      assert.ok(token)

      // Merged: the account's 2 units and the guest's 1, and the cookie is gone.
      await eventually(async () => assert.equal(await headerCart(page).getAttribute('aria-label'), 'Cart, 3 items'), 10_000)
      await eventually(async () => assert.equal((await context.cookies()).find((c) => c.name === 'cart'), undefined, 'the merge clears the guest cookie'))
      const cart = await apiOk<CartAnswer>('GET', '/api/cart?lang=en', { token })
      assert.deepEqual(
        cart.items.map((l) => [l.product_id, l.quantity]).sort(),
        [
          [guestPick!.id, 1],
          [accountPick!.id, 2],
        ].sort(),
      )

      // The wishlist: add, then remove, each with SPEC's message.
      const main = page.getByRole('main')
      await main.getByRole('button', { name: 'Add to wishlist' }).click()
      await toast(page, 'Item added to wishlist successfully').waitFor({ timeout: 10_000 })
      await mouseAway(page)
      await main.getByRole('button', { name: 'Remove from wishlist' }).waitFor()
      const saved = await apiOk<{ data: Array<{ id: string }> }>('GET', '/api/wishlist?lang=en', { token })
      assert.deepEqual(saved.data.map((p) => p.id), [guestPick!.id])
      await snap(page, 'money-merge-3-wishlisted')
      await main.getByRole('button', { name: 'Remove from wishlist' }).click()
      await toast(page, 'Item removed from wishlist successfully').waitFor({ timeout: 10_000 })
      await mouseAway(page)
      await main.getByRole('button', { name: 'Add to wishlist' }).waitFor()
      assert.deepEqual((await apiOk<{ data: unknown[] }>('GET', '/api/wishlist?lang=en', { token })).data, [])

      // The cart page shows both lines.
      await headerCart(page).click()
      await page.waitForURL((u) => u.pathname === '/cart')
      await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor()
      for (const p of [guestPick!, accountPick!]) await main.getByRole('link', { name: p.name }).first().waitFor()
      await main.getByText('3 items').first().waitFor()
      await snap(page, 'money-merge-4-cart')

      assert.deepEqual(unexpectedErrors(errors), [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })
})
