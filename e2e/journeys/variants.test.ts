import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import {
  apiOk,
  CARDS,
  eventually,
  fillAddress,
  fillCard,
  headerCart,
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
  usd,
} from '../support'

/**
 * Issue 17 (decision 029), a shopper buys a size: a product in several sizes opens at its lowest
 * price; picking 100 ml changes the price and the address (?size=<SKU>), which the server renders
 * as that size too; the cart, the checkout, the confirmation email and the tracking page name 100 ml.
 */

interface Variant {
  id: string
  sku: string
  size: { value: number; unit: string }
  price_cents: number
  stock: number
}
interface Detail {
  id: string
  name: string
  price_cents: number
  has_sizes: boolean
  variants: Variant[]
}

/** A product in stock whose sizes include 100 ml (with units to spare) and a cheaper one. */
async function productWith100ml(): Promise<{ product: Detail; size: Variant }> {
  const list = await apiOk<{ data: Array<{ id: string; kind: string; has_sizes: boolean }> }>('GET', '/api/product?lang=en&in_stock=true&sort=popularity&page_size=96')
  for (const p of list.data.filter((x) => x.kind === 'single' && x.has_sizes)) {
    const detail = await apiOk<Detail>('GET', `/api/product/${p.id}?lang=en`)
    const size = detail.variants.find((v) => v.size.value === 100 && v.size.unit === 'ml' && v.stock >= 10)
    if (size && detail.price_cents < size.price_cents) return { product: detail, size }
  }
  throw new Error('no product in stock comes in 100 ml and a cheaper size')
}

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

describe('sizes', () => {
  it('phone: picks 100 ml (price and address change, the server renders it), buys it; the order shows 100 ml', async () => {
    const { product, size } = await productWith100ml()
    const email = uniqueEmail('sizes')
    const { context, page, errors } = await openPage(browser, PHONE)
    try {
      await page.goto(`/productdetails/${product.id}`)
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor({ timeout: 15_000 })
      const main = page.getByRole('main')
      const sizes = main.getByRole('group', { name: 'Choose a size' })
      await sizes.waitFor()
      // Opens at the lowest price, the product's own.
      await main.getByText(usd(product.price_cents), { exact: true }).first().waitFor()
      await snap(page, 'variants-1-product')

      await sizes.getByText('100 ml', { exact: true }).click()
      await eventually(async () => assert.equal(new URL(page.url()).searchParams.get('size'), size.sku))
      assert.equal(await sizes.getByRole('radio', { name: /^100 ml/ }).isChecked(), true)
      await main.getByText(usd(size.price_cents), { exact: true }).first().waitFor()
      assert.equal(await horizontalOverflow(page, PHONE.width), null)
      await snap(page, 'variants-2-100ml')

      // The address alone names the size: the server's page has it chosen.
      const html = await (await context.request.get(`/productdetails/${product.id}?size=${encodeURIComponent(size.sku)}`)).text()
      assert.match(html, new RegExp(`<input[^>]*value="${size.id}"[^>]*checked|<input[^>]*checked[^>]*value="${size.id}"`))

      await main.getByRole('button', { name: 'Add to cart', exact: true }).click()
      await toast(page, 'ITEM ADDED TO CART SUCCESSFULLY').waitFor({ timeout: 10_000 })
      await mouseAway(page)
      await eventually(async () => assert.equal(await headerCart(page).getAttribute('aria-label'), 'Cart, 1 item'))

      // The cart names the size and its price.
      await headerCart(page).click()
      await page.waitForURL((u) => u.pathname === '/cart')
      await main.getByText(/100 ml/).first().waitFor()
      await main.getByText(usd(size.price_cents)).first().waitFor()
      await snap(page, 'variants-3-cart')
      await main.getByRole('link', { name: 'Proceed to checkout' }).click()

      await page.waitForURL((u) => u.pathname === '/checkout')
      const guest = main.getByRole('region', { name: 'Guest Checkout' })
      await guest.getByLabel('Email', { exact: true }).fill(email)
      await guest.getByRole('button', { name: 'Fast Checkout' }).click()
      await page.waitForURL((u) => u.pathname === '/shippingaddress')
      await fillAddress(main.getByRole('region', { name: 'Deliver to' }))
      await main.getByRole('button', { name: 'Continue to review' }).click()
      await page.waitForURL((u) => u.pathname === '/revieworder')
      await main.getByText('100 ml').first().waitFor()
      await main.getByRole('link', { name: 'Continue to payment' }).click()

      await page.waitForURL((u) => u.pathname === '/paymentpage')
      const form = page.getByRole('form', { name: 'Payment' })
      // The cart was in dollars and the address is in Czechia: the shopper confirms the total in crowns (decision 038).
      await form.getByRole('button', { name: /^Continue with CZK/ }).click()
      const since = Date.now()
      await fillCard(form, CARDS.approved)
      await form.getByRole('button', { name: 'Order with obligation to pay' }).click()
      await page.waitForURL((u) => u.pathname === '/confirmorder', { timeout: 15_000 })
      const number = ((await page.getByTestId('order-number').textContent()) ?? '').trim()
      await snap(page, 'variants-4-confirmation')

      // The email names the size.
      const mail = await mailTo(email, since, (m) => m.text.includes(number))
      assert.match(mail.text, new RegExp(`1 × ${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(100 ml\\)`))

      // So does the tracking page.
      await main.getByRole('link', { name: 'Track order' }).click()
      await page.waitForURL((u) => u.pathname === '/trackorder')
      await main.getByLabel('Order number', { exact: true }).fill(number)
      await main.getByLabel('Email', { exact: true }).fill(email)
      await main.getByRole('button', { name: 'Track' }).click()
      const tracked = main.getByRole('region', { name: `Order ${number}` })
      await tracked.waitFor({ timeout: 10_000 })
      await tracked.getByRole('list', { name: 'Items in this order' }).getByText(/100 ml/).waitFor()
      await snap(page, 'variants-5-tracked')

      assert.deepEqual(unexpectedErrors(errors), [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })
})
