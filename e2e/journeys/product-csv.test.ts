import assert from 'node:assert/strict'
import fs from 'node:fs'
import { after, before, describe, it } from 'node:test'
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import type { Browser, Page } from 'playwright-core'
import type { Session } from '../support'
import { apiCall, apiOk, BASE_URL, DESKTOP, fixtureAccount, horizontalOverflow, launch, openPage, PHONE, screenshot, unexpectedErrors } from '../support'
import { usd } from '../support-money'
import { adminHeading, signInElsewhere } from '../support-staff'

/**
 * Issue 17, products CSV (docs/decisions/035): a staff member downloads the catalog from the
 * Import / export page, changes one size's price in the file and imports it (a progress bar while
 * it goes up); the shop's product page shows the new price. A file with a bad row changes nothing
 * and the page names the row's line and column.
 */

type Row = Record<string, string>
interface Detail { id: string; name: string; price_cents: number; variants: Array<{ id: string; sku: string; price_cents: number; compare_at_cents: number | null }> }

let browser: Browser
let staffSession: Session
let product: Detail
before(async () => {
  browser = await launch()
  staffSession = await signInElsewhere(fixtureAccount('staff'))
  // A product of one size no other journey buys: well down the cheapest-first list.
  const list = await apiOk<{ data: Array<{ id: string }> }>('GET', '/api/product?sort=price_asc&page=4&page_size=24&lang=en')
  for (const p of list.data.slice(6)) {
    const detail = await apiOk<Detail>('GET', `/api/product/${p.id}?lang=en`)
    if (detail.variants.length === 1 && detail.variants[0]!.compare_at_cents === null) {
      product = detail
      break
    }
  }
  assert.ok(product, 'a one-size product without a sale')
})
after(async () => {
  // The price goes back for the journeys after this one.
  const v = product?.variants[0]
  if (v) await apiCall('PATCH', `/api/staff/products/${product.id}/variants/${v.id}`, { token: staffSession.token, body: { price_cents: v.price_cents } }).catch(() => undefined)
  await browser?.close()
})

async function openCsvPage(page: Page) {
  await page.goto('/admin/product-csv')
  await adminHeading(page, 'Import and export products').waitFor({ timeout: 15_000 })
}

async function importFile(page: Page, rows: Row[], name: string) {
  const text = stringify(rows, { header: true, bom: true, columns: Object.keys(rows[0]!), escape_formulas: true })
  await page.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) })
  await page.getByRole('button', { name: 'Import', exact: true }).click()
}

describe('products CSV', () => {
  it('staff export, change a price in the file, import it (with a progress bar); the shop shows the new price', async () => {
    const newCents = product.price_cents + 123
    const staff = await openPage(browser, DESKTOP, staffSession.storage)
    let rows: Row[]
    try {
      const { page, context } = staff
      await openCsvPage(page)
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the CSV' }).click()])
      assert.match(download.suggestedFilename(), /^products-\d{4}-\d{2}-\d{2}\.csv$/)
      const bytes = fs.readFileSync((await download.path())!)
      assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 with a byte order mark')
      rows = parse(bytes, { bom: true, columns: true }) as Row[]
      const row = rows.find((r) => r.sku === product.variants[0]!.sku)
      assert.ok(row, `the export has ${product.variants[0]!.sku}`)
      assert.equal(row.price, (product.price_cents / 100).toFixed(2))
      row.price = (newCents / 100).toFixed(2)

      // A slow upload, so the progress bar is seen moving (Chromium's network emulation).
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 60 * 1024 })
      await importFile(page, rows, 'products.csv')
      const bar = page.getByRole('progressbar', { name: 'Import progress' })
      await bar.waitFor({ timeout: 10_000 })
      await page.getByText(/Sending the file… \d+ %/).waitFor()
      await screenshot(page, 'product-csv-0-progress-desktop')
      await page.getByText(`${rows.length} rows imported.`).waitFor({ timeout: 60_000 })
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
      assert.equal(await bar.count(), 0)
      await screenshot(page, 'product-csv-1-imported-desktop')
      assert.deepEqual(unexpectedErrors(staff.errors), [], `staff console or page errors:\n${staff.errors.join('\n')}`)
    } finally {
      await staff.context.close()
    }

    // The shop: the product page shows the new price at once (the catalog generation moved).
    const visitor = await openPage(browser, PHONE)
    try {
      const { page } = visitor
      await page.goto(`/productdetails/${product.id}`)
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor({ timeout: 15_000 })
      await page.getByRole('main').getByText(usd(newCents), { exact: true }).first().waitFor()
      assert.deepEqual(unexpectedErrors(visitor.errors), [], `visitor console or page errors:\n${visitor.errors.join('\n')}`)
    } finally {
      await visitor.context.close()
    }
    assert.equal((await apiOk<Detail>('GET', `/api/product/${product.id}?lang=en`)).price_cents, newCents)
  })

  it('a file with a bad row changes nothing and names the row by line and column (phone and desktop)', async () => {
    const before = await apiOk<Detail>('GET', `/api/product/${product.id}?lang=en`)
    const exported = await fetch(`${BASE_URL}/api/staff/products/export.csv`, { headers: { authorization: `Bearer ${staffSession.token}` } })
    assert.equal(exported.status, 200)
    const rows = parse(await exported.text(), { bom: true, columns: true }) as Row[]
    const at = rows.findIndex((r) => r.sku === product.variants[0]!.sku)
    rows[at]!.price = '99.00'
    const bad = at + 3 < rows.length ? at + 3 : at - 3
    rows[bad]!.price = '12,50'
    const line = bad + 2
    for (const [viewport, tag] of [[DESKTOP, 'desktop'], [PHONE, 'phone']] as const) {
      const staff = await openPage(browser, viewport, staffSession.storage)
      try {
        const { page } = staff
        await openCsvPage(page)
        // Slowed down, so the progress bar is seen on this screen size too.
        const cdp = await staff.context.newCDPSession(page)
        await cdp.send('Network.enable')
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 80 * 1024 })
        await importFile(page, rows, 'products-bad.csv')
        await page.getByText(/Sending the file… \d+ %/).waitFor({ timeout: 10_000 })
        await screenshot(page, `product-csv-2-progress-${tag}`)
        await page.getByRole('alert').filter({ hasText: '1 line has a problem. Nothing was imported.' }).waitFor({ timeout: 60_000 })
        const table = page.getByRole('table', { name: 'Problems by line and column' })
        const cells = await table.getByRole('row').nth(1).getByRole('cell').allTextContents()
        assert.deepEqual(cells, [String(line), 'price', 'Write a price with a dot and at most two decimals, like 12.50'])
        assert.equal(await table.getByRole('row').count(), 2)
        assert.equal(await horizontalOverflow(page, viewport.width), null)
        await screenshot(page, `product-csv-3-bad-row-${tag}`)
        assert.deepEqual(unexpectedErrors(staff.errors), [], `staff console or page errors:\n${staff.errors.join('\n')}`)
      } finally {
        await staff.context.close()
      }
    }
    // Nothing changed: not even the good row's price.
    assert.equal((await apiOk<Detail>('GET', `/api/product/${product.id}?lang=en`)).price_cents, before.price_cents)
  })
})
