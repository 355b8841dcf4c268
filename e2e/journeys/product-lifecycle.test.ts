import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import type { Session } from '../support'
import { apiCall, apiOk, BASE_URL, DESKTOP, fixtureAccount, horizontalOverflow, launch, openPage, PHONE, snap, toast, unexpectedErrors } from '../support'
import { adminHeading, signInElsewhere } from '../support-staff'

/**
 * Issues 17 and 16, a product's lifecycle (docs/decisions/033): a staff member archives a product
 * in the editor (after a confirmation) and finds it under "Archived" in the products list; its page
 * then answers HTTP 410 with the "no longer sold" page (noindex), in English and Czech, on a phone
 * and a desktop, and search no longer finds it; the staff member restores it and it is on sale again.
 */

let browser: Browser
let staffSession: Session
let staffToken = ''
let product: { id: string; name: string }
before(async () => {
  browser = await launch()
  staffSession = await signInElsewhere(fixtureAccount('staff'))
  staffToken = staffSession.token
  // A product no other journey buys: a quiet corner of the catalog (cheap, well down the list).
  const list = await apiOk<{ data: Array<{ id: string; name: string }> }>('GET', '/api/product?sort=price_asc&page=3&page_size=24&lang=en')
  product = list.data[17]!
})
after(async () => {
  // Whatever happened above, the product goes back on sale for the journeys after this one.
  if (product) await apiCall('POST', `/api/staff/products/${product.id}/status`, { token: staffToken, body: { status: 'published' } }).catch(() => undefined)
  await browser?.close()
})

const searchIds = async (query: string) =>
  (await apiOk<{ results: Array<{ id: string }> }>('GET', `/api/search?query=${encodeURIComponent(query)}&lang=en`)).results.map((p) => p.id)

describe('a product taken off sale and back', () => {
  it('staff archive it in the editor; its page answers 410 "no longer sold", search loses it; staff restore it', async () => {
    assert.ok((await searchIds(product.name)).includes(product.id), `search finds ${product.name} before`)
    const staff = await openPage(browser, DESKTOP, staffSession.storage)
    try {
      const { page } = staff
      const main = page.getByRole('main')
      await page.goto(`/admin/products?q=${encodeURIComponent(product.name)}`)
      await adminHeading(page, 'Products').waitFor({ timeout: 15_000 })
      await main.getByRole('link', { name: product.name, exact: true }).first().click()
      const panel = main.getByRole('region', { name: 'Status in the shop' })
      await panel.waitFor({ timeout: 15_000 })
      await panel.getByText('Published', { exact: true }).waitFor()

      // Archive asks first; "Keep it" changes nothing.
      await panel.getByRole('button', { name: 'Archive', exact: true }).click()
      const ask = panel.getByRole('alertdialog')
      await ask.getByText(/leaves the shop, search and the sitemap at once/).waitFor()
      await snap(page, 'product-lifecycle-0-staff-confirm-archive-desktop')
      await ask.getByRole('button', { name: 'Yes, archive' }).click()
      await toast(page, 'Product archived').waitFor()
      await panel.getByText('Archived', { exact: true }).waitFor()
      await panel.getByRole('button', { name: 'Restore' }).waitFor()

      // The list's status filter finds it among the archived products.
      await page.goto('/admin/products')
      await adminHeading(page, 'Products').waitFor({ timeout: 15_000 })
      await main.getByRole('radio', { name: 'Archived' }).click()
      await page.waitForURL((u) => u.searchParams.get('status') === 'archived')
      const row = main.getByRole('row').filter({ has: page.getByRole('link', { name: product.name, exact: true }) })
      await row.getByText('Archived', { exact: true }).waitFor({ timeout: 10_000 })
      assert.equal(await main.getByRole('radio', { name: 'Archived' }).getAttribute('aria-checked'), 'true')
      await snap(page, 'product-lifecycle-1-staff-archived-filter-desktop')
      assert.deepEqual(unexpectedErrors(staff.errors), [], `staff console or page errors:\n${staff.errors.join('\n')}`)
    } finally {
      await staff.context.close()
    }

    // The shop: 410 with the "no longer sold" page, not indexed, in each language; search lost it.
    const raw = await fetch(`${BASE_URL}/productdetails/${product.id}`)
    assert.equal(raw.status, 410)
    const html = await raw.text()
    // Rendered by the server, its own texts included (the `gone` namespace is loaded for it).
    assert.match(html, /<h1[^>]*>No longer sold<\/h1>/)
    assert.match(html, /<title>No longer sold · Lumen &amp; Leaf<\/title>/)
    assert.match(html, /<meta name="robots" content="noindex">/)
    assert.doesNotMatch(html, /rel="canonical"/)
    const api = await apiCall('GET', `/api/product/${product.id}?lang=en`)
    assert.equal(api.status, 410)
    assert.deepEqual(await searchIds(product.name).then((ids) => ids.includes(product.id)), false)
    const sitemap = await (await fetch(`${BASE_URL}/sitemap.xml`)).text()
    assert.equal(sitemap.includes(`/productdetails/${product.id}<`), false)

    for (const [viewport, tag] of [[PHONE, 'phone'], [DESKTOP, 'desktop']] as const) {
      const visitor = await openPage(browser, viewport)
      try {
        const { page } = visitor
        const res = await page.goto(`/productdetails/${product.id}`)
        assert.equal(res?.status(), 410)
        await page.getByRole('heading', { level: 1, name: 'No longer sold' }).waitFor({ timeout: 15_000 })
        await page.getByText(/taken this product off sale/).waitFor()
        await page.getByRole('main').getByRole('link', { name: 'Back to the shop' }).waitFor()
        assert.equal(await horizontalOverflow(page, viewport.width), null)
        await snap(page, `product-lifecycle-2-gone-${tag}`)
        // Search in the browser finds it no more.
        await page.goto(`/search/${encodeURIComponent(product.name)}`)
        await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 })
        assert.equal(await page.locator(`a[href="/productdetails/${product.id}"]`).count(), 0)
        if (tag === 'phone') {
          const cz = await page.goto(`/cz/productdetails/${product.id}`)
          assert.equal(cz?.status(), 410)
          await page.getByRole('heading', { level: 1, name: 'Již se neprodává' }).waitFor({ timeout: 15_000 })
          await snap(page, 'product-lifecycle-3-gone-cz-phone')
        }
        assert.deepEqual(unexpectedErrors(visitor.errors), [], `visitor console or page errors:\n${visitor.errors.join('\n')}`)
      } finally {
        await visitor.context.close()
      }
    }

    // Staff restore it: on sale and found again.
    const again = await openPage(browser, PHONE, staffSession.storage)
    try {
      const { page } = again
      await page.goto('/admin/products?status=archived')
      await adminHeading(page, 'Products').waitFor({ timeout: 15_000 })
      await page.getByRole('main').getByRole('link', { name: product.name, exact: true }).first().waitFor({ timeout: 10_000 })
      assert.equal(await horizontalOverflow(page, PHONE.width), null)
      await snap(page, 'product-lifecycle-4-staff-archived-filter-phone')
      await page.goto(`/admin/products/${product.id}`)
      const panel = page.getByRole('main').getByRole('region', { name: 'Status in the shop' })
      await panel.getByRole('button', { name: 'Restore' }).click({ timeout: 15_000 })
      await toast(page, 'Product restored and on sale').waitFor()
      await panel.getByText('Published', { exact: true }).waitFor()
      assert.equal(await horizontalOverflow(page, PHONE.width), null)
      await snap(page, 'product-lifecycle-5-staff-restored-phone')
    } finally {
      await again.context.close()
    }
    assert.equal((await fetch(`${BASE_URL}/productdetails/${product.id}`)).status, 200)
    assert.ok((await searchIds(product.name)).includes(product.id), 'search finds it again')
  })
})
