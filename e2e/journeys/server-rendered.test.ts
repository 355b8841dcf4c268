import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import { BASE_URL, PHONE, accountButton, eventually, fixtureAccount, launch, openPage, screenshot, signIn, unexpectedErrors } from '../support'

/**
 * Server-rendered pages (docs/decisions/016): public pages leave the server as HTML with their
 * data, readable before any script runs; the browser then adopts that HTML (no hydration error in
 * the console) and the page works. Pages behind a sign-in are left to the browser.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

interface Product {
  id: string
  name: string
}

async function firstProduct(): Promise<Product> {
  const res = await fetch(`${BASE_URL}/api/product?page_size=1&lang=en`)
  assert.equal(res.status, 200)
  const body = (await res.json()) as { data: Product[] }
  return body.data[0]!
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe('server-rendered pages', () => {
  it('a product page arrives as HTML with its name, title and data; a signed-in page arrives as the app shell', async () => {
    const product = await firstProduct()
    const res = await fetch(`${BASE_URL}/productdetails/${product.id}`)
    assert.equal(res.status, 200)
    const html = await res.text()
    assert.match(html, new RegExp(`<h1[^>]*>${escapeRe(product.name)}</h1>`), 'the product name is in the HTML')
    assert.match(html, new RegExp(`<title>${escapeRe(product.name)}`))
    assert.match(html, /<script type="application\/json" id="shop-ssr" data-preload="[^"]+">/)
    assert.doesNotMatch(html, /<!--app-html-->/, 'the static frame is replaced')

    const shell = await (await fetch(`${BASE_URL}/orderhistory`)).text()
    assert.match(shell, /<!--app-html-->/, 'order history is rendered in the browser')
    assert.doesNotMatch(shell, /id="shop-ssr"/)
  })

  it('the address picks the language of the HTML (/cz/ is the Czech home)', async () => {
    const html = await (await fetch(`${BASE_URL}/cz/`)).text()
    assert.match(html, /<html lang="cs"/)
    assert.match(html, /aria-label="Hledat v obchodě"/)
  })

  it('phone, no JavaScript: the home page and a product page can still be read', async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: BASE_URL, javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto('/')
      await page.getByRole('heading', { name: 'Shop by category' }).waitFor({ timeout: 5000 })
      assert.ok((await page.locator('main article').count()) > 3, 'product cards are in the HTML')
      await screenshot(page, 'ssr-home-no-js-phone')
      const product = await firstProduct()
      await page.goto(`/productdetails/${product.id}`)
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor({ timeout: 5000 })
    } finally {
      await context.close()
    }
  })

  it('phone: the rendered product page comes alive without hydration errors, and adds to the cart', async () => {
    const product = await firstProduct()
    const { context, page, errors } = await openPage(browser, PHONE)
    try {
      await page.goto(`/productdetails/${product.id}`)
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor()
      await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click()
      await eventually(async () => assert.match((await page.getByRole('link', { name: /^Cart/ }).getAttribute('aria-label')) ?? '', /1/))
      assert.deepEqual(unexpectedErrors(errors), [], 'no console or page errors (a hydration mismatch logs one)')
    } finally {
      await context.close()
    }
  })

  it('a signed-in shopper gets the guest HTML first, then their own header, with no errors', async () => {
    const session = await signIn(fixtureAccount('rendered'))
    const { context, page, errors } = await openPage(browser, PHONE, session.storage)
    try {
      await page.goto('/')
      await accountButton(page, session.username).waitFor()
      assert.deepEqual(unexpectedErrors(errors), [])
    } finally {
      await context.close()
    }
  })
})
