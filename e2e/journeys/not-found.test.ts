import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import { BASE_URL, DESKTOP, PHONE, launch, openPage, unexpectedErrors } from '../support'

/**
 * Every page of this issue loads straight from its URL (the server falls back to index.html, the
 * client router decides), `&` paths included; anything else shows "Not Found" inside the layout,
 * rendered by the server with HTTP 404, as does a product that does not exist.
 */

let browser: Browser
let productId = ''
before(async () => {
  browser = await launch()
  const res = await fetch(`${BASE_URL}/api/search?query=${encodeURIComponent('lavender calm shampoo')}`)
  const body = (await res.json()) as { results: { id: string; name: string }[] }
  productId = body.results.find((p) => p.name === 'Lavender Calm Shampoo')!.id
})
after(async () => {
  await browser?.close()
})

function assertNoErrors(errors: string[]) {
  assert.deepEqual(errors, [], `console or page errors:\n${errors.join('\n')}`)
}

const PAGES: [path: string, heading: string][] = [
  ['/', 'Lumen & Leaf – natural cosmetics and body care'],
  ['/categoryoverview', 'All categories'],
  ['/category/hair-care/all', 'Hair Care'],
  ['/productdetails/{id}', 'Lavender Calm Shampoo'],
  ['/search/lavender', 'Results for “lavender”'],
  ['/topbrand', 'Our brands'],
  ['/about', 'About us'],
  ['/faq', 'Frequently asked questions'],
  ['/cancelpolicy', 'Cancellation policy'],
  ['/returnpolicy', 'Withdrawal and returns'],
  ['/privacy&policy', 'Privacy policy'],
  ['/privacy%26policy', 'Privacy policy'],
  ['/t&c', 'Terms and conditions'],
  ['/t%26c', 'Terms and conditions'],
  ['/imprint', 'Imprint'],
]

describe('direct URLs and Not Found', () => {
  it('every page loads straight from its URL, with the shared header and its own title', async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP)
    try {
      for (const [raw, heading] of PAGES) {
        const path = raw.replace('{id}', productId)
        const res = await page.goto(path)
        assert.equal(res?.status(), 200, `${path}: HTTP ${res?.status()}`)
        await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout: 10_000 })
        // The header is on every page: logo, categories, search, language, account and cart.
        const header = page.getByRole('banner')
        await header.getByRole('link', { name: /Lumen & Leaf/ }).waitFor()
        await header.getByRole('navigation', { name: 'Categories', exact: true }).waitFor()
        await header.getByRole('combobox', { name: 'Search the shop' }).waitFor()
        await header.getByRole('button', { name: 'Language: English, EN', exact: true }).waitFor()
        await header.getByRole('button', { name: 'Account', exact: true }).waitFor()
        await header.getByRole('link', { name: 'Cart', exact: true }).waitFor()
        assert.equal(await page.getByText('Not Found', { exact: true }).count(), 0, `${path} shows Not Found`)
        // The tab title is specific to the page (not just the shop name).
        const title = await page.title()
        assert.ok(title.length > 0, `${path}: empty <title>`)
      }
      assertNoErrors(errors)
    } finally {
      await context.close()
    }
  })

  it('footer links reach the policy pages with & in their paths', async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP)
    try {
      await page.goto('/faq')
      const footer = page.locator('footer')
      await footer.getByRole('link', { name: 'Privacy policy' }).click()
      await page.waitForURL((u) => decodeURIComponent(u.pathname) === '/privacy&policy')
      await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor()
      await footer.getByRole('link', { name: 'Terms & conditions' }).click()
      await page.waitForURL((u) => decodeURIComponent(u.pathname) === '/t&c')
      await page.getByRole('heading', { level: 1, name: 'Terms and conditions' }).waitFor()
      // Reloading a page reached by a client-side link works too.
      await page.reload()
      await page.getByRole('heading', { level: 1, name: 'Terms and conditions' }).waitFor()
      assertNoErrors(errors)
    } finally {
      await context.close()
    }
  })

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`${name}: bogus paths show "Not Found" inside the layout, and it leads home`, async () => {
      const { context, page, errors } = await openPage(browser, viewport)
      try {
        for (const path of ['/this-page-does-not-exist', '/productdetails', '/category/hair-care', '/about/more/deep', '/Cart-typo?x=1#y']) {
          const res = await page.goto(path)
          assert.equal(res?.status(), 404, `${path}: HTTP ${res?.status()}`)
          await page.getByRole('heading', { level: 1, name: 'Not Found', exact: true }).waitFor()
          assert.match(await page.title(), /Not Found/)
          // Still inside the layout: the header search is there.
          await page.getByRole('combobox', { name: 'Search the shop' }).waitFor()
        }
        await page.getByRole('link', { name: 'Back to the homepage' }).click()
        await page.waitForURL((u) => u.pathname === '/')
        await page.getByRole('heading', { level: 1, name: 'Lumen & Leaf – natural cosmetics and body care' }).waitFor()
        // Chromium logs each 404 page it loads; nothing else is expected.
        assertNoErrors(unexpectedErrors(errors))
      } finally {
        await context.close()
      }
    })
  }

  it('the server renders "Not Found" inside the layout with a 404, before any script runs', async () => {
    const res = await fetch(`${BASE_URL}/no-such-page`)
    assert.equal(res.status, 404)
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/)
    const html = await res.text()
    assert.match(html, /<h1 id="not-found-title"[^>]*>Not Found<\/h1>/)
    assert.match(html, /<header[\s>]/, 'the layout (header) is rendered around it')
    assert.match(html, /<title>Not Found · Lumen &(amp;|#38;) Leaf<\/title>/)
    // Known pages keep their 200.
    for (const path of ['/', '/about', `/productdetails/${productId}`, '/t&c', '/login', '/cart']) assert.equal((await fetch(`${BASE_URL}${path}`)).status, 200, path)
  })

  it('a product or category that does not exist says so in its own words, with a 404', async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP)
    try {
      // (EmptyState renders these titles as <p>, not as a heading: matched by text.)
      // A well-formed id that names nothing, and an id of no product's form: both 404, rendered by the server.
      for (const path of ['/productdetails/prd_doesnotexist00', '/productdetails/not-a-product-id']) {
        const raw = await fetch(`${BASE_URL}${path}`)
        assert.equal(raw.status, 404, `${path}: HTTP ${raw.status}`)
        assert.match(await raw.text(), /Product not found/, `${path}: the server's HTML says so`)
        const res = await page.goto(path)
        assert.equal(res?.status(), 404, `${path}: HTTP ${res?.status()}`)
        await page.locator('main').getByText('Product not found', { exact: true }).waitFor()
        assert.match(await page.title(), /Product not found/)
      }
      for (const path of ['/category/no-such-category/all', '/category/hair-care/sub_doesnotexist00']) {
        const raw = await fetch(`${BASE_URL}${path}`)
        assert.equal(raw.status, 404, `${path}: HTTP ${raw.status}`)
        assert.match(await raw.text(), /Category not found/, `${path}: the server's HTML says so`)
        const res = await page.goto(path)
        assert.equal(res?.status(), 404, `${path}: HTTP ${res?.status()}`)
        await page.locator('main').getByText('Category not found', { exact: true }).waitFor()
      }
      // A 404 from the API is expected here; anything else is not.
      const unexpected = errors.filter((e) => !/status of 404/.test(e))
      assertNoErrors(unexpected)
    } finally {
      await context.close()
    }
  })

  it('unknown API paths answer with a JSON 404, not the web app', async () => {
    const res = await fetch(`${BASE_URL}/api/this-does-not-exist`)
    assert.equal(res.status, 404)
    assert.match(res.headers.get('content-type') ?? '', /json/)
  })

  it('a product the API does not have is a 404 problem, whatever the form of its id', async () => {
    for (const id of ['prd_doesnotexist00', 'not-a-product-id']) {
      const res = await fetch(`${BASE_URL}/api/product/${id}`)
      assert.equal(res.status, 404, id)
      assert.match(res.headers.get('content-type') ?? '', /^application\/problem\+json/)
      assert.equal(((await res.json()) as { code: string }).code, 'not_found')
    }
  })
})
